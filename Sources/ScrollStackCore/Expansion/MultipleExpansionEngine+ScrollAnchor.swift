import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The reader's anchor across a resize, new settings or new data, as in single mode.

extension MultipleExpansionEngine {
    /// What the reader looks at in the stack scrolled to `offset`: see
    /// ``ExpansionLayout/scrollAnchor(atOffset:)``, in the layout now (sections mid-motion where
    /// they stand).
    ///
    /// Take it before an event that moves sections (``ExpansionEvent/resize(_:)``,
    /// ``ExpansionEvent/configure(_:)``, ``ExpansionEvent/dataChanged(_:)``, moved by
    /// ``ScrollAnchor/following(_:)``) and hand it to ``offset(keeping:viewportHeight:)`` after it.
    ///
    /// - Complexity: O(log *n*).
    public func scrollAnchor(atOffset offset: CGFloat) -> ScrollAnchor? {
        layout.scrollAnchor(atOffset: offset)
    }

    /// The scroll position that keeps `anchor`'s section where it was on screen, in the layout
    /// now, inside the content's range.
    ///
    /// This is single mode's anchor rule (``StackEngine/offset(keeping:viewportHeight:atFraction:)``):
    /// on a resize (a rotation, split view), new settings or new data, the section at the top of
    /// the viewport keeps its place, whichever sections are open or moving, and with pinned
    /// headers the content under the pinned header stays put. Sections that go on moving after
    /// the change move from there. When the content can't scroll that far, the position is
    /// clamped, so the content's end meets the viewport's end.
    ///
    /// - Complexity: O(log *n*).
    public func offset(keeping anchor: ScrollAnchor, viewportHeight: CGFloat) -> CGFloat {
        layout.offset(keeping: anchor, viewportHeight: viewportHeight)
    }


    /// Takes a data change keeping the reader's section in place: the anchor at ``scrollOffset``
    /// follows its element through the change (the nearest one if it was removed), and the offset
    /// keeps it in the layout after.
    @usableFromInline
    mutating func applyDataChange(_ change: StackDataChange, keepingReaderAnchorIn viewportHeight: CGFloat) {
        let anchor = _layout.scrollAnchor(atOffset: _position.offset).flatMap { $0.following(change) }
        applyDataChange(change)
        keep(anchor.flatMap { $0.index < _count ? $0 : nil }, viewportHeight: viewportHeight)
    }

    /// Makes `change` (a new size, new heights, new settings) keeping the section at the top of the
    /// viewport in its place on screen: the anchor at ``scrollOffset`` in the layout before, the
    /// offset that keeps it in a viewport `viewportHeight` tall (``visibleHeight`` when `nil`) in
    /// the layout after.
    @usableFromInline
    mutating func keepingReaderAnchor(in viewportHeight: CGFloat? = nil, _ change: (inout Self) -> Void) {
        let anchor = _layout.scrollAnchor(atOffset: _position.offset)
        change(&self)
        keep(anchor, viewportHeight: viewportHeight ?? visibleHeight)
    }

    /// Scrolls to the offset that keeps `anchor` in the layout now (where it stands without one).
    /// A reveal under way goes on from there: the reader's place holds at the change, and the
    /// following frames bring the opening section into view in the new layout. One whose section
    /// has finished moving ends here.
    @usableFromInline
    mutating func keep(_ anchor: ScrollAnchor?, viewportHeight: CGFloat) {
        let kept = anchor.map { _layout.offset(keeping: $0, viewportHeight: viewportHeight) } ?? _position.offset
        let motion = _position.reveal?.index.flatMap { _motions[$0] }
        _position.keep(kept, atProgress: motion.flatMap { $0.leg.isComplete ? nil : $0.openness })
    }
}
