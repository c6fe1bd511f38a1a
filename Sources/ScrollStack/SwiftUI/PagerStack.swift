#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// A pager of SwiftUI pages with a tab strip: one page at a time, interactive swipes that finish
/// or cancel, and pages hosted in view controllers that are reused as an ``ExpandableViewController``
/// in paging mode reuses its children.
///
/// The selection binding names the current element and works both ways: a swipe or a tab writes
/// it, and setting it moves there, animated when the change comes inside `withAnimation` (on the
/// animation's duration and curve where it maps to a timing curve, else on
/// ``transitionDuration(_:)``).
/// Changing the data keeps the current page wherever it moved; removing it shows its nearest
/// neighbour, the following one first.
///
/// ```swift
/// let channels = ["Top", "Tech", "Sport"]
/// @State private var current = "Top"
///
/// var body: some View {
///     PagerStack(channels, id: \.self, selection: $current, title: { $0 }) { channel in
///         Text("\(channel) stories")
///     }
/// }
/// ```
///
/// Only the current page and the preloaded ones are alive, each in a hosting controller that
/// the pager reuses for the next page with a new root view, in the pager's own environment.
public struct PagerStack<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, DescribedStack {
    var stack: StackDescription<Data.Element, ID, EmptyView, Content>

    /// The pager, made of the container.
    public var body: some View {
        StackRepresentable(stack: stack, measuredHeight: nil)
            .modifier(stack.idealFillFrame(elementCount: stack.elements.count))
    }

    /// Shows or hides the tab strip above the pages. Shown by default.
    public func tabStrip(_ isShown: Bool) -> Self {
        with { $0.showsTabStrip = isShown }
    }

    /// Sets how many pages on each side of the current one stay loaded. Default 0. A negative
    /// count is logged once and taken as 0.
    public func preloadDistance(_ pages: Int) -> Self {
        with { $0.preloadDistance = pages }
    }

    /// Sets the words VoiceOver speaks for the places and page changes ("tab 2 of 12", "page 3 of
    /// 5"). By default the package's own words in the user's language
    /// (``LocalizedAccessibilityFormatter``); supply another to use your app's.
    public func accessibilityFormatter(_ formatter: some AccessibilityFormatting) -> Self {
        with { $0.accessibilityFormatter = formatter }
    }

    /// Sets how long a tab's or a selection's transition lasts, in seconds. Default 0.28. A
    /// negative duration is logged once and taken as 0; one that isn't finite, as the default.
    public func transitionDuration(_ seconds: Double) -> Self {
        with { $0.transitionDuration = seconds }
    }

    /// Supplies the animator for the transition between two pages; return `nil` for the built-in
    /// slide. Swipes use it only if it is interruptible.
    public func transitionAnimator(_ animator: @escaping (_ from: ID?, _ to: ID?) -> UIViewControllerAnimatedTransitioning?) -> Self {
        with { $0.animator = animator }
    }

    /// Calls `action` as pages change, and with a swipe's progress at most once per display
    /// frame; after the view update that caused them, at once for the user's own swipes and taps.
    /// Keep what it stores out of the view that holds the pager (see <doc:UsingSwiftUI>).
    public func onTransition(_ action: @escaping (StackTransitionNotice<ID>) -> Void) -> Self {
        with { $0.onTransition = action }
    }

    /// Asks `shouldSelect` before a tap on a tab moves to its page; returning `false` stays.
    /// Swipes aren't asked: keep a page out of the data to make it unreachable. The SwiftUI form of
    /// ``ExpandableViewControllerDelegate/expandableViewController(_:shouldExpandSectionAt:)``.
    /// The binding isn't asked: setting it always moves there.
    public func shouldSelect(_ shouldSelect: @escaping (ID) -> Bool) -> Self {
        with { $0.shouldSelect = shouldSelect }
    }
}

extension PagerStack {
    /// Creates a pager.
    ///
    /// - Parameters:
    ///   - data: The pages' elements, with unique IDs.
    ///   - id: The key path to each element's ID.
    ///   - selection: The current element's ID. A value that names no element is kept, not written
    ///     over, until the data holds it or the user moves; meanwhile the pager shows its first page.
    ///   - title: Each page's title, shown in the tab strip and spoken by VoiceOver.
    ///   - content: Each page's content.
    public init(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<ID>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        // A pager that lost every page has no selection; its binding keeps its last value.
        stack = StackDescription(
            mode: .paging, elements: Array(data), id: { $0[keyPath: id] }, title: title, header: nil, content: content,
            readSelection: { [selection.wrappedValue] }, writeSelection: { if let id = $0.first { selection.wrappedValue = id } }
        )
    }
}

extension PagerStack where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates a pager of identifiable elements.
    public init(
        _ data: Data,
        selection: Binding<ID>,
        title: @escaping (Data.Element) -> String,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: \.id, selection: selection, title: title, content: content)
    }
}

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
