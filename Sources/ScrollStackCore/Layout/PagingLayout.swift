import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The frames of a horizontal pager: one page per index, each the size of the container less its
/// insets, the current page in place and its neighbours beside it.
///
/// Frames depend only on the index, the ``PagingPosition`` and the layout direction, so they cost
/// O(1) whatever the page count.
public struct PagingLayout: Equatable, Sendable {
    /// The size of the container's bounds; negative or non-finite dimensions are treated as zero.
    public let size: CGSize
    /// The insets inside the bounds: the container's edge insets.
    public let insets: LayoutInsets
    /// The number of pages.
    public let pageCount: Int
    /// Whether higher indices lie to the right or to the left.
    public let layoutDirection: StackLayoutDirection

    /// Creates a paging layout.
    ///
    /// - Precondition: `pageCount` is not negative.
    public init(size: CGSize, insets: LayoutInsets = .zero, pageCount: Int, layoutDirection: StackLayoutDirection = .leftToRight) {
        precondition(pageCount >= 0, "PagingLayout: pageCount must not be negative, got \(pageCount)")
        self.size = size.clampedToNonNegative
        self.insets = insets
        self.pageCount = pageCount
        self.layoutDirection = layoutDirection
    }

    /// The rectangle a page at rest occupies: the bounds less the insets.
    public var pageRect: CGRect { insets.contentRect(in: size) }

    /// The horizontal offset of the page at `index`, in page widths, in index order (positive is
    /// towards higher indices), at `position`.
    ///
    /// The current page moves out by `progress` and the target moves in from the side the
    /// direction gives. Pages strictly between the two in a jump of several pages are kept off
    /// screen beyond the target; every other page keeps its distance from its nearer end.
    ///
    /// - Complexity: O(1).
    public func offset(ofPage index: Int, at position: PagingPosition) -> Double {
        let s = position.direction.sign
        let p = position.progress
        let currentOffset = -s * p
        guard let target = position.target, target != position.current else {
            return currentOffset + Double(index - position.current)
        }
        let targetOffset = s * (1 - p)
        if index == position.current { return currentOffset }
        if index == target { return targetOffset }
        let low = min(position.current, target)
        let high = max(position.current, target)
        if index > low && index < high {
            return targetOffset + s * Double(abs(index - position.current))
        }
        let beyondTarget = (target > position.current) == (index > target)
        return beyondTarget ? targetOffset + Double(index - target) : currentOffset + Double(index - position.current)
    }

    /// The frame of the page at `index` at `position`, in the container's coordinates.
    ///
    /// - Complexity: O(1).
    public func pageFrame(at index: Int, position: PagingPosition) -> CGRect {
        let rect = pageRect
        let offset = CGFloat(offset(ofPage: index, at: position)) * rect.width
        let x = layoutDirection == .leftToRight ? rect.minX + offset : rect.minX - offset
        return CGRect(x: x, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Calls `body` with the index and frame of each page that is at least partly on screen at
    /// `position`: the current page and, during a move, the target. Allocates nothing.
    ///
    /// - Complexity: O(1).
    public func forEachVisiblePage(at position: PagingPosition, _ body: (Int, CGRect) -> Void) {
        let rect = pageRect
        func visit(_ index: Int) {
            guard (0..<pageCount).contains(index) else { return }
            let frame = pageFrame(at: index, position: position)
            if frame.maxX > rect.minX, frame.minX < rect.maxX { body(index, frame) }
        }
        visit(position.current)
        if let target = position.target, target != position.current { visit(target) }
    }
}
