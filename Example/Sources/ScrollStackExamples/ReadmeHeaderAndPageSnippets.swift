#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

// The README's header and page-builder snippets, compiled here exactly as the README prints them.

/// The README's settings-style headers: subtitle, leading image, separators, inset-grouped corners.
@MainActor
final class ReadmeSettingsHeaders: NSObject, ExpandableViewControllerDataSource {
    let sections = ["General", "Display", "Privacy"]

    func numberOfViewControllers(in expandableViewController: ExpandableViewController) -> Int { sections.count }

    func expandableViewController(_ expandableViewController: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        UIViewController()
    }

    func styleHeaders(_ settings: ExpandableViewController) {
        var appearance = HeaderAppearance()
        appearance.cornerStyle = .insetGrouped(radius: 10, margin: 16)
        appearance.separators = .between
        appearance.separatorInset = 57                       // under the text, past the icon
        appearance.backgroundColor = .secondarySystemGroupedBackground
        appearance.expandedBackgroundColor = .secondarySystemGroupedBackground
        settings.headerAppearance = appearance
        settings.view.backgroundColor = .systemGroupedBackground
    }

    func expandableViewController(_ container: ExpandableViewController, headerContentAt index: Int) -> HeaderContent? {
        HeaderContent(
            title: sections[index],
            subtitle: index == 0 ? "Airplane mode and more" : nil,
            image: UIImage(systemName: "gear")
        )
    }
}

struct NewsList: View {
    var body: some View { Text("News") }
}

struct SportList: View {
    var body: some View { Text("Sport") }
}

/// The README's pager written out page by page.
struct ReadmePageBuilder: View {
    @State private var tab = "News"

    var body: some View {
        PagerStack(selection: $tab) {
            Page("News") { NewsList() }
            Page("Sport", image: UIImage(systemName: "sportscourt"), badge: "3") { SportList() }
        }
    }
}
#endif
