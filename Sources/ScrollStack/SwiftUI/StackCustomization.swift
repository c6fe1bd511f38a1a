#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

extension StackOptions {
    /// Gives `container` the looks (tabs, indicator, headers, background, swipes and insets),
    /// touching only what differs from what it has; each is the container's default while `nil`.
    @MainActor
    func applyLooks(to container: ExpandableViewController) {
        let background = background ?? .clear
        // Options come with the first update, before the container's view exists: loading it
        // here would build the engine before the data source is set.
        container.backgroundOnLoad = background
        if let view = container.viewIfLoaded, view.backgroundColor != background { view.backgroundColor = background }
        // An option that is gone (a modifier behind an `if`) goes back to its default.
        let headerAppearance = headerAppearance ?? HeaderAppearance()
        if container.headerAppearance != headerAppearance { container.headerAppearance = headerAppearance }
        var configuration = container.configuration
        configuration.swipesBetweenPages = swipesBetweenPages
        configuration.contentInsets = contentInsets ?? .zero
        configuration.keepsOneSectionOpen = keepsOneSectionOpen
        if configuration != container.configuration { container.configuration = configuration }
        if container.pinsExpandedHeaders != pinsExpandedHeaders {
            container.pinsExpandedHeaders = pinsExpandedHeaders
            // Hosted headers are opaque only where headers pin: draw them again.
            container.host?.refreshHeaders()
        }
        guard let tabStrip = container.tabStrip else { return }
        let indicator = indicator ?? TabStripConfiguration().indicator
        if tabStrip.configuration.indicator != indicator { tabStrip.configuration.indicator = indicator }
        tabStripStyle?(tabStrip)
    }
}

extension PagerStack {
    /// Describes each page's tab: its title, image, selected image, badge and VoiceOver label.
    ///
    /// Without it, each tab shows the page's title.
    public func tabStripItem(_ item: @escaping (Data.Element) -> TabStripView.Item) -> Self {
        with { $0.tabItem = { element in (element as? Data.Element).map(item) } }
    }

    /// Sets the shape of the indicator under (or behind) the selected tab. Default: a 2-point
    /// underline as wide as the tab.
    public func tabIndicator(_ style: TabStripIndicatorStyle) -> Self {
        with { $0.indicator = style }
    }

    /// Styles the tab strip: colours, fonts, badge look, item metrics or a custom item view class.
    /// `style` runs on every update; set only what it means to set.
    public func tabStripStyle(_ style: @escaping @MainActor (TabStripView) -> Void) -> Self {
        with { $0.tabStripStyle = style }
    }

    /// Sets whether the user can swipe between pages. Default `true`; tabs and the selection
    /// work either way.
    public func swipesBetweenPages(_ isEnabled: Bool) -> Self {
        with { $0.swipesBetweenPages = isEnabled }
    }

    /// Sets the pager's background. Default clear: the SwiftUI background around it shows.
    public func stackBackground(_ color: UIColor?) -> Self {
        with { $0.background = color }
    }

    /// Sets the insets around every page's content. Default none. `left` and `right` are
    /// physical edges, as in ``StackConfiguration/contentInsets``.
    public func contentInsets(_ insets: LayoutInsets) -> Self {
        with { $0.contentInsets = insets }
    }
}

extension AccordionStack {
    /// Gives each built-in header a subtitle, a leading image or a title of its own, as a row of
    /// a settings screen.
    ///
    /// The content reaches the headers as the data source's
    /// ``ExpandableViewControllerDataSource/expandableViewController(_:headerContentAt:)`` does in
    /// UIKit; VoiceOver hears the subtitle after the title. A content without a title shows the
    /// element's `title`. Headers from a header view builder draw themselves; VoiceOver still hears
    /// the subtitle. Style the parts with ``headerAppearance(_:)``.
    ///
    /// ```swift
    /// AccordionStack(sections, id: \.self, selection: $open, title: { $0 }) { name in
    ///     Text("\(name) settings")
    /// }
    /// .headerContent { name in
    ///     HeaderContent(subtitle: "\(name) options", image: UIImage(systemName: "gear"))
    /// }
    /// ```
    ///
    /// - Parameter content: Each element's header content; `nil` shows the title alone.
    public func headerContent(_ content: @escaping (Data.Element) -> HeaderContent?) -> Self {
        with { $0.headerContent = { element in (element as? Data.Element).flatMap(content) } }
    }

    /// Sets how the built-in headers look: colours, font and padding. Custom headers from a
    /// header view builder ignore it.
    public func headerAppearance(_ appearance: HeaderAppearance) -> Self {
        with { $0.headerAppearance = appearance }
    }

    /// Sets the accordion's background. Default clear: the SwiftUI background around it shows.
    public func stackBackground(_ color: UIColor?) -> Self {
        with { $0.background = color }
    }

    /// Sets the insets around every section's content. Default none. `left` and `right` are
    /// physical edges, as in ``StackConfiguration/contentInsets``.
    public func contentInsets(_ insets: LayoutInsets) -> Self {
        with { $0.contentInsets = insets }
    }

    /// Keeps the header of an open section at the top of the accordion while its content scrolls
    /// under it, pushed away by the next header, in an accordion bound to a set of open IDs that
    /// fills the space it is given (`.sectionSizing(.fill)`: an accordion sized by its content
    /// doesn't scroll, so nothing pins). Default `false`. A pinned header is opaque: it gets the
    /// header appearance's background for its state, so content doesn't show through it.
    public func pinsExpandedHeaders(_ pins: Bool = true) -> Self {
        with { $0.pinsExpandedHeaders = pins }
    }

    /// Keeps at least one section open: a tap on the only open section does nothing, as in a
    /// settings screen that always shows one group. Setting the binding to no section still
    /// closes it. Default `false`.
    public func keepsOneSectionOpen(_ keeps: Bool = true) -> Self {
        with { $0.keepsOneSectionOpen = keeps }
    }
}

extension AccordionStack where Data.Element: Equatable {
    /// Sets when a view update redraws the live sections and headers.
    ///
    /// With `.whenElementChanges`, an update redraws a live section or header only when its
    /// element is not equal to the one it shows, or when the colour scheme, text size, layout
    /// direction, locale, size classes or accessibility display settings changed. Everything the
    /// content reads must then come from the element (or from observable objects it observes itself): state
    /// captured by the closures outside the element doesn't reach a section whose element is
    /// unchanged. The default, `.always`, redraws every live one.
    public func updatesLiveContent(_ policy: LiveContentUpdatePolicy) -> Self {
        var description = self.stack.changingOptions { $0.liveContentUpdates = policy }
        description.isSameElement = { $0 == $1 }
        return Self(stack: description)
    }
}

extension PagerStack where Data.Element: Equatable {
    /// Sets when a view update redraws the live pages.
    ///
    /// With `.whenElementChanges`, an update redraws a live page only when
    /// its element is not equal to the one it shows, or when the colour scheme, text size, layout
    /// direction, locale, size classes or accessibility display settings changed. Everything the content reads must then come
    /// from the element (or from observable objects it observes itself). The default,
    /// `.always`, redraws every live page.
    public func updatesLiveContent(_ policy: LiveContentUpdatePolicy) -> Self {
        var description = self.stack.changingOptions { $0.liveContentUpdates = policy }
        description.isSameElement = { $0 == $1 }
        return Self(stack: description)
    }
}
#endif
