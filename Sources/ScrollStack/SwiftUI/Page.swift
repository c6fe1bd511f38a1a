#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// One page of a ``PagerStack`` written out in a ``PageBuilder``: its tab (title, image, badge)
/// and its content.
///
/// Its ID names it in the pager's selection: the title unless you give one, so give an `id` when
/// the title is localized, empty (an image-only tab) or shared by two pages. IDs must be unique
/// among the pages: as in the data form, only the first page with an ID shows, and the container
/// logs a warning naming the repeated ID.
public struct Page: Identifiable {
    /// The page's ID in the pager's selection: `id` if given, else the title.
    public var id: String
    /// The page's tab: its title, image, selected image, badge and accessibility label.
    public var tabItem: TabStripView.Item
    /// The page's content.
    public var content: AnyView

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - title: The tab's title, spoken by VoiceOver.
    ///   - id: The page's ID in the selection; `nil` (the default) uses the title.
    ///   - image: The tab's image.
    ///   - selectedImage: The tab's image while selected; `nil` keeps `image`.
    ///   - badge: The tab's badge: a value ("3"), an empty string for a dot, `nil` for none.
    ///   - accessibilityLabel: What VoiceOver and Voice Control call the tab instead of its title;
    ///     give one to an image-only tab.
    ///   - content: The page's content.
    public init<Content: View>(
        _ title: String,
        id: String? = nil,
        image: UIImage? = nil,
        selectedImage: UIImage? = nil,
        badge: String? = nil,
        accessibilityLabel: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.id = id ?? title
        tabItem = TabStripView.Item(title: title, image: image, selectedImage: selectedImage, badgeValue: badge, accessibilityLabel: accessibilityLabel)
        self.content = AnyView(content())
    }
}

/// Collects the ``Page``s written in a ``PagerStack``'s closure, with `if`, `if`–`else` and `for`.
@resultBuilder
public enum PageBuilder {
    /// One page.
    public static func buildExpression(_ page: Page) -> [Page] {
        [page]
    }

    /// Pages of a `for` loop's bodies, in order.
    public static func buildArray(_ pages: [[Page]]) -> [Page] {
        pages.flatMap { $0 }
    }

    /// The pages of each statement, in order.
    public static func buildBlock(_ pages: [Page]...) -> [Page] {
        pages.flatMap { $0 }
    }

    /// The pages of an `if` without `else`: none when the condition fails.
    public static func buildOptional(_ pages: [Page]?) -> [Page] {
        pages ?? []
    }

    /// The pages of an `if` branch.
    public static func buildEither(first pages: [Page]) -> [Page] {
        pages
    }

    /// The pages of an `else` branch.
    public static func buildEither(second pages: [Page]) -> [Page] {
        pages
    }

    /// The pages of an `if #available` branch.
    public static func buildLimitedAvailability(_ pages: [Page]) -> [Page] {
        pages
    }
}

extension PagerStack where Data == [Page], ID == String, Content == AnyView {
    /// Creates a pager of the pages written out in `pages`, each with its own tab.
    ///
    /// ```swift
    /// PagerStack(selection: $tab) {
    ///     Page("News") { NewsList() }
    ///     Page("Sport", image: UIImage(systemName: "sportscourt"), badge: "3") { SportList() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The current page's ID (``Page/id``: its title unless given). A value that
    ///     names no page is kept until one has it; meanwhile the pager shows its first page.
    ///   - pages: The pages, in order.
    public init(selection: Binding<String>, @PageBuilder pages: () -> [Page]) {
        let pages = pages()
        self.init(pages, id: \.id, selection: selection, title: { $0.tabItem.title }) { page in
            page.content
        }
        self = tabStripItem { $0.tabItem }
    }
}
#endif
