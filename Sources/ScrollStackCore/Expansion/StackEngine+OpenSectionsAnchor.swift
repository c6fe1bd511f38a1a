import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The reader's anchor across a resize, new settings, new heights or new data, with several open
// sections, by the same rule as with one.

extension StackEngine {
    /// Takes a data change keeping the reader's section in place: the anchor at ``scrollOffset``
    /// follows its element through the change (the nearest one if it was removed), and the offset
    /// keeps it in the layout after.
    @usableFromInline
    mutating func applySectionsDataChange(_ change: StackDataChange, keepingReaderAnchorIn viewportHeight: CGFloat) {
        let anchor = _open.layout.scrollAnchor(atOffset: _position.offset).flatMap { $0.following(change) }
        applySectionsDataChange(change)
        keep(anchor.flatMap { $0.index < _count ? $0 : nil }, viewportHeight: viewportHeight)
    }

    /// Makes `change` (a new size, new heights, new settings) keeping the section at the top of the
    /// viewport in its place on screen: the anchor at ``scrollOffset`` in the layout before, the
    /// offset that keeps it in a viewport `viewportHeight` tall (``visibleHeight`` when `nil`) in
    /// the layout after.
    @usableFromInline
    mutating func keepingReaderAnchor(in viewportHeight: CGFloat? = nil, _ change: (inout Self) -> Void) {
        let anchor = _open.layout.scrollAnchor(atOffset: _position.offset)
        change(&self)
        keep(anchor, viewportHeight: viewportHeight ?? visibleHeight)
    }

    /// Scrolls to the offset that keeps `anchor` in the layout now (where it stands without one).
    /// A reveal under way goes on from there: the reader's place holds at the change, and the
    /// following frames bring the opening section into view in the new layout. One whose section
    /// has finished moving ends here.
    @usableFromInline
    mutating func keep(_ anchor: ScrollAnchor?, viewportHeight: CGFloat) {
        let kept = anchor.map { _open.layout.offset(keeping: $0, viewportHeight: viewportHeight) } ?? _position.offset
        let motion = _position.reveal?.index.flatMap { _open.motions[$0] }
        _position.keep(kept, atProgress: motion.flatMap { $0.leg.isComplete ? nil : $0.openness })
    }
}
