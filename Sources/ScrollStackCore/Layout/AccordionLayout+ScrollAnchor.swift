import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The reader's anchor: the section at the top of the viewport keeps its place on screen when the
// layout changes around it.

extension AccordionLayout {
    /// The section at the top of a viewport scrolled to `offset`, and how far below its header's
    /// top the viewport starts.
    ///
    /// The section is the one whose header or open content covers `offset`, clamped to the first
    /// and last sections (a viewport above the stack, in its top inset or pulled down past the
    /// top, anchors to the first section at a negative distance).
    ///
    /// - Parameter offset: The scroll position: the top of the viewport in the stack's content
    ///   coordinates. A non-finite offset counts as 0.
    /// - Returns: The anchor, or `nil` when the stack has no sections.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func scrollAnchor(atOffset offset: CGFloat) -> ScrollAnchor? {
        let top = offset.isFinite ? offset : 0
        guard let index = section(containing: top) else { return nil }
        return ScrollAnchor(index: index, distance: top - headerFrame(unchecked: index).minY)
    }

    /// The scroll position that puts `anchor`'s section where the anchor says, brought inside the
    /// content (``clampedOffset(_:viewportHeight:)``).
    ///
    /// An anchor's index beyond the sections counts as the last section (below 0, as the first);
    /// a non-finite distance counts as 0. With no sections, the position is 0.
    ///
    /// - Parameters:
    ///   - anchor: What the reader was looking at, from ``scrollAnchor(atOffset:)`` before the
    ///     layout changed (moved by ``ScrollAnchor/following(_:)`` if the data changed).
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Returns: A position between 0 and the content height less `viewportHeight`.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func offset(keeping anchor: ScrollAnchor, viewportHeight: CGFloat) -> CGFloat {
        guard sectionCount > 0 else { return 0 }
        let index = min(max(anchor.index, 0), sectionCount - 1)
        let distance = anchor.distance.isFinite ? anchor.distance : 0
        return clampedOffset(headerFrame(unchecked: index).minY + distance, viewportHeight: viewportHeight)
    }

    /// `offset` brought inside the content for a viewport `viewportHeight` tall: never above the
    /// top, never past the point where the content's end meets the viewport's end. Content that
    /// fits the viewport scrolls to 0; a non-finite offset counts as 0, a negative or non-finite
    /// viewport height as 0.
    ///
    /// - Complexity: O(1).
    public func clampedOffset(_ offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        Self.clampedOffset(offset, contentHeight: contentSize.height, viewportHeight: viewportHeight)
    }
}
