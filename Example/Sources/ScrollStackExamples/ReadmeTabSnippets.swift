#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

// The README's tab snippets, compiled here exactly as the README prints them.

/// The README's styled tabs and the tabs its data source describes.
@MainActor
final class ReadmeTabs: NSObject, ExpandableViewControllerDataSource {
    func numberOfViewControllers(in expandableViewController: ExpandableViewController) -> Int { 12 }

    func expandableViewController(_ expandableViewController: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        UIViewController()
    }

    func styleTabs(_ pager: ExpandableViewController) {
        let tabs = TabStripView()
        tabs.configuration.indicator = .underline(TabStripUnderline(width: .content, thickness: 3, cornerRadius: 1.5))
        tabs.badgeColor = .systemBlue
        tabs.selectedTitleColor = .label
        pager.tabStrip = tabs
    }

    func expandableViewController(_ container: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        TabStripView.Item(
            title: "Channel \(index + 1)",
            image: UIImage(systemName: "newspaper"),
            selectedImage: UIImage(systemName: "newspaper.fill"),
            badgeValue: index == 2 ? "3" : nil      // "" shows a dot
        )
    }

    func registerPills(on tabs: TabStripView) {
        tabs.register(PillTabView.self)
    }
}

final class PillTabView: UIView, TabStripCustomItemView {
    private let label = UILabel()

    init() {
        super.init(frame: .zero)
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.widthAnchor.constraint(equalTo: widthAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with item: TabStripView.Item, isSelected: Bool, emphasis: Double) {
        label.text = item.title
        label.alpha = 0.5 + 0.5 * CGFloat(emphasis)     // follows the swipe
    }
}

struct ReadmeStyledPager: View {
    let channels = ["Top", "Tech", "Sport"]
    @State private var current = "Top"

    var body: some View {
        PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
            Text("\(channel) stories")
        }
        .tabStripItem { channel in TabStripView.Item(title: channel, badgeValue: channel == "Tech" ? "3" : nil) }
        .tabIndicator(.capsule(height: 30))
        .tabStripStyle { tabs in tabs.badgeColor = .systemBlue }
        .swipesBetweenPages(true)
        .stackBackground(nil)        // clear: the SwiftUI background shows
    }
}
#endif
