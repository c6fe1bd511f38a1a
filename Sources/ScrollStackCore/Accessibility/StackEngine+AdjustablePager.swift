import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackEngine {
    /// What VoiceOver reads for a pager without a tab strip, made one adjustable element: its
    /// label (the pager's own, such as "Stories"), its value, the current page's place and title
    /// ("page 4 of 12, Tech"), and no hint (VoiceOver says "swipe up or down to adjust" for the
    /// `.adjustable` trait itself). A pager that takes no input from the user is marked not
    /// enabled.
    ///
    /// The page is the one the pager is heading to, so a value read while a page turns names the
    /// page it turns to.
    ///
    /// - Parameters:
    ///   - label: What the pager is.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    ///   - pageTitle: The title of the page at an index.
    ///   - formatter: The words; English by default.
    /// - Returns: The description, or `nil` in an accordion or an empty pager.
    package func adjustablePagerDescription(
        label: String,
        isEnabled: Bool = true,
        pageTitle: (Int) -> String? = { _ in nil },
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription? {
        guard mode == .paging, count > 0 else { return nil }
        let page = min(finalDestination ?? 0, count - 1)
        let value = formatter.text(for: .pageChanged(AccessibilityPosition(index: page, count: count), title: pageTitle(page)))
        return AccessibilityElementDescription(label: label, value: value, isEnabled: isEnabled)
    }

    /// The page an adjustment turns to: `accessibilityIncrement()` (``TransitionDirection/forward``)
    /// the next index, `accessibilityDecrement()` the previous, whatever the layout direction (a
    /// value goes up as a slider's does); `nil` at either end, in an accordion, in an empty pager,
    /// or while the container takes no input from the user.
    ///
    /// Adjustments count from the page the pager is finally heading to, so three quick swipes up
    /// go three pages on.
    ///
    /// - Parameters:
    ///   - direction: Forward for an increment, backward for a decrement.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    /// - Returns: The page to select, animated.
    package func adjustedPage(_ direction: TransitionDirection, isEnabled: Bool = true) -> Int? {
        guard isEnabled, mode == .paging, count > 0 else { return nil }
        return direction.neighbour(of: min(finalDestination ?? 0, count - 1), count: count)
    }

    /// The page actions a pager offers now, as custom actions for Switch Control and Voice Control
    /// and as key commands: ``KeyboardAction/previousPage`` unless on the first page,
    /// ``KeyboardAction/nextPage`` unless on the last, in that order. Empty in an accordion, and
    /// while the container takes no input from the user: a disabled pager offers nothing to do.
    ///
    /// - Parameter isEnabled: Whether the container takes the user's input; `true` by default.
    /// - Returns: The actions, in order.
    package func availablePageActions(isEnabled: Bool = true) -> [KeyboardAction] {
        guard mode == .paging else { return [] }
        return [(KeyboardAction.previousPage, TransitionDirection.backward), (.nextPage, .forward)]
            .filter { adjustedPage($0.1, isEnabled: isEnabled) != nil }
            .map(\.0)
    }

    /// Where the adjustable pager's element sits, in the container's coordinates at scroll
    /// position zero, so it covers none of the page's content: a band of up to 44 points in the
    /// gap above where the content starts (the page's top, below the part its safe area covers),
    /// or, with no gap, a one-point line along that edge. Swiping and scanning reach it either
    /// way; touch exploration over the page's first row finds the row.
    ///
    /// - Parameter pageSafeAreaTop: How much of the page's top its safe area covers (the bars,
    ///   a tab strip, a top content inset); negative or non-finite counts as 0.
    /// - Returns: The frame, or `nil` in an accordion or an empty pager.
    package func adjustablePagerFrame(pageSafeAreaTop: CGFloat = 0) -> CGRect? {
        guard mode == .paging, count > 0 else { return nil }
        let page = pagingLayout.pageRect
        let contentTop = page.minY + pageSafeAreaTop.clampedToNonNegative
        let gap = min(contentTop, 44)
        guard gap >= 1 else { return CGRect(x: page.minX, y: contentTop, width: page.width, height: 1) }
        return CGRect(x: page.minX, y: contentTop - gap, width: page.width, height: gap)
    }
}
