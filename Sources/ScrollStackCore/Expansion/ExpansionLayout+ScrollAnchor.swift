import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The reader's anchor in an accordion with any set of sections open: the section at the top of the
// viewport keeps its place on screen when the layout changes around it.

extension ExpansionLayout {
    /// The section at the top of a viewport scrolled to `offset`, and how far below its header's
    /// top the viewport starts, as ``AccordionLayout/scrollAnchor(atOffset:)`` finds it.
    ///
    /// The section is the one whose header or showing content covers `offset`, clamped to the
    /// first and last sections (a viewport above the stack anchors to the first section at a
    /// negative distance). The distance is measured from where the header sits in the flow, not
    /// from where a pinned header shows, so the content under a pinned header keeps its place too.
    ///
    /// - Parameter offset: The top of the viewport in the content's coordinates. A non-finite
    ///   offset counts as 0.
    /// - Returns: The anchor, or `nil` when there are no sections.
    /// - Complexity: O(log *n*).
    public func scrollAnchor(atOffset offset: CGFloat) -> ScrollAnchor? {
        stackScrollAnchor(atOffset: offset)
    }

    /// The scroll position that puts `anchor`'s section where the anchor says, brought inside the
    /// content (``clampedOffset(_:viewportHeight:)``).
    ///
    /// An anchor's index beyond the sections counts as the last section (below 0, as the first);
    /// a non-finite distance counts as 0. With no sections, the position is 0.
    ///
    /// - Parameters:
    ///   - anchor: From ``scrollAnchor(atOffset:)`` before the layout changed (moved by
    ///     ``ScrollAnchor/following(_:)`` if the data changed).
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Complexity: O(log *n*).
    public func offset(keeping anchor: ScrollAnchor, viewportHeight: CGFloat) -> CGFloat {
        stackOffset(keeping: anchor, viewportHeight: viewportHeight)
    }
}
