import Foundation

/// One entry of a tab strip's reading order for VoiceOver and Switch Control.
package enum AccessibilityTabReadingItem: Equatable, Hashable, Sendable {
    /// The stand-in for the tab at this index, just outside the strip's view.
    case standIn(Int)
    /// The tab in view at this index.
    case tab(Int)
}

extension AccessibilityReach {
    /// The indices from the least to the greatest of `indices`, as a range: the headers or tabs
    /// that have views. Empty when there are none.
    ///
    /// - Parameter indices: The indices of the items that have views, in any order.
    /// - Returns: `min..<(max + 1)`, or `0..<0`.
    /// - Complexity: O(*n*) in the number of indices.
    package static func span(of indices: some Collection<Int>) -> Range<Int> {
        guard let first = indices.min(), let last = indices.max() else { return 0..<0 }
        return first..<(last + 1)
    }

    /// A tab strip's elements in reading order: the stand-in for the tab just before those in view,
    /// each tab in view, and the stand-in for the tab just after them, where those exist
    /// (``standIns(around:count:)``). Empty when no tab is in view.
    ///
    /// Precondition, not checked: every index in `visible` has a tab view. The order lists every
    /// index of the range as ``AccessibilityTabReadingItem/tab(_:)`` and puts stand-ins only at its
    /// two ends, so a tab inside the range without a view gets neither a view nor a stand-in, and
    /// VoiceOver can't reach it. The tab strip passes ``span(of:)`` of the indices it has views for,
    /// and its views cover one run of tabs with no gaps (``TabStripLayout``'s visible items), except
    /// that a tab of zero width gets no view: there is nothing on screen to read for it then.
    ///
    /// - Parameters:
    ///   - visible: The tabs in view, as a range of indices, each of which has a view.
    ///   - count: How many tabs there are.
    /// - Returns: The entries, in order; O(visible) of them however many tabs there are.
    package static func tabReadingOrder(tabsInView visible: Range<Int>, count: Int) -> [AccessibilityTabReadingItem] {
        guard !visible.isEmpty else { return [] }
        let around = standIns(around: visible, count: count)
        var items: [AccessibilityTabReadingItem] = []
        if let before = around.first, before < visible.lowerBound { items.append(.standIn(before)) }
        items += visible.map { .tab($0) }
        if let after = around.last, after >= visible.upperBound { items.append(.standIn(after)) }
        return items
    }
}
