#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStack
import SwiftUI
import UIKit

/// Every example screen behind a list: what the demo app shows.
///
/// ```swift
/// @main
/// struct ScrollStackDemoApp: App {
///     var body: some Scene {
///         WindowGroup { ExampleList() }
///     }
/// }
/// ```
public struct ExampleList: View {
    /// One screen of the list.
    struct Entry: Identifiable {
        let id: String
        let detail: String
        let screen: @MainActor () -> AnyView
    }

    let entries: [Entry] = [
        Entry(id: "Settings accordion", detail: "Five sections, one open at a time") {
            AnyView(HostedScreen { SettingsAccordionViewController() })
        },
        Entry(id: "Settings, sections of their own size", detail: "Each section as tall as its rows") {
            AnyView(HostedScreen { SettingsAccordionViewController(sizesSectionsToContent: true) })
        },
        Entry(id: "Several open sections", detail: "Expand all, collapse all, pinned headers") { AnyView(HostedScreen { SeveralOpenSectionsViewController() }) },
        Entry(id: "Nested settings", detail: "A section whose content is a group of collapsible rows") { AnyView(HostedScreen { NestedSettingsViewController() }) },
        Entry(id: "News tabs", detail: "A thousand reused pages under a tab strip") {
            AnyView(HostedScreen { NewsTabsViewController() })
        },
        Entry(id: "Custom transition", detail: "Photos that fade, reversible mid-flight") {
            AnyView(HostedScreen { PhotoPagesViewController() })
        },
        Entry(id: "Alert and drawer", detail: "Presentations on the same engine") {
            AnyView(HostedScreen { PresentationsExampleViewController() })
        },
        Entry(id: "SwiftUI settings", detail: "AccordionStack with headers of its own") {
            AnyView(SwiftUISettingsScreen())
        },
        Entry(id: "SwiftUI news", detail: "PagerStack bound to a selection") {
            AnyView(SwiftUINewsScreen())
        },
    ]

    /// Creates the list.
    public init() {}

    /// The list, in a navigation view.
    public var body: some View {
        NavigationView {
            List(entries) { entry in
                NavigationLink(destination: entry.screen().navigationBarTitle(Text(entry.id), displayMode: .inline)) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(entry.id)
                        Text(entry.detail).font(.footnote).foregroundColor(.secondary)
                    }
                }
            }
            .navigationBarTitle(Text("ScrollStack"))
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A UIKit example screen inside the list's navigation.
struct HostedScreen: UIViewControllerRepresentable {
    let make: () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController { make() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
#endif
