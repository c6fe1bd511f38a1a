import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How VoiceOver and Switch Control reach headers and tabs outside the viewport, while only the
/// visible ones have views.
///
/// The container lists the visible items, plus a stand-in element for the item just before the
/// first and just after the last ([`first - 1`, visible…, `last + 1`]). VoiceOver's next swipe from
/// the last visible header lands on the stand-in; when it is focused the container scrolls its
/// item into view (``AccordionLayout/scrollOffset(revealingHeader:from:viewportHeight:)``,
/// ``TabStripLayout/contentOffset(revealingItem:from:)``), the real view appears, and the cursor
/// moves onto it. So every item is reachable one swipe at a time, with O(visible) elements: 100,000
/// tabs cost what 10 cost.
package enum AccessibilityReach {
    /// The indices of the stand-ins around `visible` among `count` items: the one before it and
    /// the one after it, where they exist. Empty when nothing is visible.
    ///
    /// - Parameters:
    ///   - visible: The items that have views, as a range of indices.
    ///   - count: How many items there are.
    /// - Returns: At most two indices, in order.
    package static func standIns(around visible: Range<Int>, count: Int) -> [Int] {
        guard !visible.isEmpty, count > 0 else { return [] }
        var indices: [Int] = []
        if visible.lowerBound > 0 { indices.append(min(visible.lowerBound, count) - 1) }
        if visible.upperBound < count { indices.append(visible.upperBound) }
        return indices
    }
}

/// One entry of an accordion's reading order for VoiceOver and Switch Control.
package enum AccessibilityReadingItem: Equatable, Hashable, Sendable {
    /// The stand-in for the header at this index, just outside the viewport.
    case standIn(Int)
    /// The header in view at this index.
    case header(Int)
    /// The content of the section at this index.
    case content(Int)
}

extension StackEngine {
    /// An accordion's elements in reading order, given the headers in view: a stand-in for the
    /// header before them, the content of that section when it still shows below the top (its
    /// header scrolled away), each header in view followed by its content, and a stand-in for the
    /// header after them. Only content VoiceOver may reach (live, not hidden) is listed.
    ///
    /// With no header in view (`visible` empty: an open section's content fills the viewport at
    /// `offset`), the stand-in for that section's header, its content, and the stand-in for the
    /// next header, so both headers stay one swipe away; nothing when no content shows either.
    package func accessibilityReadingOrder(headersInView visible: Range<Int>, offset: CGFloat, viewportHeight: CGFloat) -> [AccessibilityReadingItem] {
        guard mode == .accordion else { return [] }
        let hidden = Set(indicesHiddenFromVoiceOver)
        let reaches = { (index: Int) in self.child(at: index) != nil && !hidden.contains(index) }
        guard !visible.isEmpty else {
            guard let section = visibleSection(atOffset: offset, viewportHeight: viewportHeight), reaches(section) else { return [] }
            return [.standIn(section), .content(section)] + (section + 1 < sectionCount ? [.standIn(section + 1)] : [])
        }
        let around = AccessibilityReach.standIns(around: visible, count: sectionCount)
        var items: [AccessibilityReadingItem] = []
        if let before = around.first, before < visible.lowerBound {
            items.append(.standIn(before))
            if reaches(before) { items.append(.content(before)) }
        }
        for index in visible {
            items.append(.header(index))
            if reaches(index) { items.append(.content(index)) }
        }
        if let after = around.last, after >= visible.upperBound { items.append(.standIn(after)) }
        return items
    }
}

extension AccordionLayout {
    /// The scroll position that brings the header at `index` fully into view, scrolling as little
    /// as possible: a header above the viewport goes to its top, one below to its bottom; one in
    /// view leaves the position alone.
    ///
    /// - Parameters:
    ///   - index: The header.
    ///   - offset: The scroll position now.
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Returns: The scroll position, inside the content.
    /// - Precondition: `index` is in `0..<sectionCount`.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func scrollOffset(revealingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        Self.scrollOffset(revealing: headerFrame(at: index), from: offset, viewportHeight: viewportHeight, contentHeight: contentSize.height)
    }
}

extension TabStripLayout {
    /// The content offset that brings the item at `index` fully into view, scrolling as little as
    /// possible (its leading edge first when it is wider than the strip), in either layout
    /// direction.
    ///
    /// - Parameters:
    ///   - index: The item.
    ///   - offset: The content offset now.
    /// - Returns: The content offset, between 0 and ``maximumContentOffset``.
    /// - Precondition: `index` is in `0..<count`.
    /// - Complexity: O(log *n*).
    public func contentOffset(revealingItem index: Int, from offset: CGFloat) -> CGFloat {
        let item = itemFrame(at: index)
        var target = offset.isFinite ? offset : 0
        if item.width > size.width {
            target = configuration.layoutDirection == .rightToLeft ? item.maxX - size.width : item.minX
        } else if item.minX < target {
            target = item.minX
        } else if item.maxX > target + size.width {
            target = item.maxX - size.width
        }
        return min(max(0, target), maximumContentOffset)
    }
}
