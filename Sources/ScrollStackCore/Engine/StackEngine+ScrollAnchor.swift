import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The scroll position is the engine's: the reader's anchor across layout changes, and a range it
// never leaves during a transition.

extension StackEngine {
    /// What the reader looks at in an accordion scrolled to `offset`: see
    /// ``AccordionLayout/scrollAnchor(atOffset:)``. A pager doesn't scroll: `nil`.
    ///
    /// Take it before an event that moves sections (``StackEvent/resize(_:)``,
    /// ``StackEvent/configure(_:)``, a height change, ``StackEvent/dataChanged(_:)``) and hand it
    /// to ``offset(keeping:viewportHeight:atFraction:)`` after it.
    ///
    /// - Parameters:
    ///   - offset: The scroll position: the top of the viewport in the content's coordinates.
    ///   - fraction: A fraction of the running transition, or `nil` for its current one.
    /// - Complexity: that of ``accordionLayout(atFraction:)``, plus O(log *n*).
    public func scrollAnchor(atOffset offset: CGFloat, atFraction fraction: Double? = nil) -> ScrollAnchor? {
        guard mode == .accordion else { return nil }
        return accordionLayout(atFraction: fraction).scrollAnchor(atOffset: offset)
    }

    /// The scroll position that keeps `anchor`'s section where it was on screen, in the layout now
    /// (or at `fraction` of the running transition), inside the content's range. A pager: 0.
    ///
    /// This is the anchor rule: on a resize, a change of header or content heights above the
    /// viewport, or new data, the section at the top of the viewport keeps its place, as a table
    /// view keeps its first visible row. When the content can't scroll that far, the position
    /// is clamped, so the content's end meets the viewport's end.
    ///
    /// - Parameters:
    ///   - anchor: From ``scrollAnchor(atOffset:atFraction:)`` before the change; after a data
    ///     change, moved by ``ScrollAnchor/following(_:)``.
    ///   - viewportHeight: The height of the visible part of the stack.
    ///   - fraction: A fraction of the running transition, or `nil` for its current one.
    /// - Complexity: that of ``accordionLayout(atFraction:)``, plus O(log *n*).
    public func offset(keeping anchor: ScrollAnchor, viewportHeight: CGFloat, atFraction fraction: Double? = nil) -> CGFloat {
        guard mode == .accordion else { return 0 }
        return accordionLayout(atFraction: fraction).offset(keeping: anchor, viewportHeight: viewportHeight)
    }

    /// `offset` brought inside `0 … max(0, contentHeight − viewportHeight)` for the layout now, or at
    /// `fraction` of the running transition: what keeps the scroll position inside the content on
    /// every display frame while sections open and close. A pager: 0.
    ///
    /// - Complexity: that of ``accordionLayout(atFraction:)``: O(1) on a display frame.
    public func clampedOffset(_ offset: CGFloat, viewportHeight: CGFloat, atFraction fraction: Double? = nil) -> CGFloat {
        guard mode == .accordion else { return 0 }
        return accordionLayout(atFraction: fraction).clampedOffset(offset, viewportHeight: viewportHeight)
    }
}
