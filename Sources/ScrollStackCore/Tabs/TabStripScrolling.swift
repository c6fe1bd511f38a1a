import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Who owns a tab strip's scroll offset: the pager it follows, or the user who scrolled it by hand.
///
/// A strip follows its pager (``TabStripLayout/layOut(at:from:_:)``) until the user scrolls it.
/// From then on it stays where the user left it, through layout passes, rotations and new titles
/// or badges (clamped to how far the strip can scroll), until the pager moves or the selection
/// changes; then it follows again.
///
/// ```swift
/// var scrolling = TabStripScrolling()
/// scrolling.userDidScroll(to: 120, position: 2, selectedIndex: 2)
/// let pose = scrolling.pose(in: layout, at: 2, selectedIndex: 2, currentOffset: 120)
/// // pose.contentOffset == 120, however the alignment would place tab 2
/// ```
public struct TabStripScrolling: Equatable, Sendable {
    /// Where the user left the strip, while it stays there; `nil` while it follows the pager.
    public private(set) var heldOffset: CGFloat?
    /// The pager's position when the user scrolled.
    private var heldPosition: Double = 0
    /// The selection when the user scrolled.
    private var heldSelection = 0

    /// Creates the state of a strip that follows its pager.
    public init() {}

    /// The user scrolled the strip to `offset` by hand (a drag, or VoiceOver's three-finger swipe).
    ///
    /// A non-finite offset is ignored.
    ///
    /// - Parameters:
    ///   - offset: The strip's content offset now.
    ///   - position: Where the pager stands (``PagingPosition/fractionalIndex``).
    ///   - selectedIndex: The selected tab.
    public mutating func userDidScroll(to offset: CGFloat, position: Double, selectedIndex: Int) {
        guard offset.isFinite else { return }
        heldOffset = offset
        heldPosition = position
        heldSelection = selectedIndex
    }

    /// The selected tab's element moved to `selectedIndex` because tabs were inserted, removed or
    /// moved, not because the user or the app chose another tab: a strip the user scrolled stays
    /// where it is (its offset unchanged), and follows again once the pager moves on from
    /// `position` or the selection changes. A strip that follows its pager is unaffected.
    ///
    /// - Parameters:
    ///   - selectedIndex: The selected element's new index.
    ///   - position: The pager's position after the change (``PagingPosition/fractionalIndex``).
    public mutating func selectionMoved(to selectedIndex: Int, position: Double) {
        guard heldOffset != nil else { return }
        heldPosition = position
        heldSelection = selectedIndex
    }

    /// Whether the strip keeps the user's offset at `position` with `selectedIndex` selected, and
    /// forgets it once the pager has moved or the selection has changed.
    private mutating func holds(at position: Double, selectedIndex: Int) -> Bool {
        guard heldOffset != nil else { return false }
        if position == heldPosition, selectedIndex == heldSelection { return true }
        heldOffset = nil
        return false
    }

    /// Where the strip scrolls and where its indicator is: the user's offset while it holds,
    /// otherwise the pager's.
    ///
    /// - Parameters:
    ///   - layout: The strip's layout, possibly rebuilt since the user scrolled.
    ///   - position: Where the pager stands.
    ///   - selectedIndex: The selected tab.
    ///   - currentOffset: Where the strip is scrolled now.
    /// - Returns: The pose; a held offset is clamped to `0...layout.maximumContentOffset`, and is 0
    ///   in a strip with no width.
    /// - Complexity: O(log *n*).
    public mutating func pose(in layout: TabStripLayout, at position: Double, selectedIndex: Int, currentOffset: CGFloat) -> TabStripPose {
        layOut(layout, at: position, selectedIndex: selectedIndex, currentOffset: currentOffset) { _ in }
    }

    /// ``pose(in:at:selectedIndex:currentOffset:)``, calling `body` with each item on screen at
    /// the offset it gives, in index order. Allocates nothing.
    ///
    /// - Complexity: O(log *n* + *v*), where *v* is the number of visible items.
    @discardableResult
    public mutating func layOut(_ layout: TabStripLayout, at position: Double, selectedIndex: Int, currentOffset: CGFloat, _ body: (TabStripItem) throws -> Void) rethrows -> TabStripPose {
        guard holds(at: position, selectedIndex: selectedIndex), let held = heldOffset else {
            return try layout.layOut(at: position, from: currentOffset, body)
        }
        let offset = layout.size.width > 0 ? min(max(held, 0), layout.maximumContentOffset) : 0
        try layout.forEachVisibleItem(at: position, contentOffset: offset, body)
        return TabStripPose(contentOffset: offset, indicatorFrame: layout.indicatorFrame(at: position))
    }
}
