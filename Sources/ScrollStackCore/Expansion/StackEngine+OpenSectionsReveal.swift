import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// One section opening by a tap or a request scrolls into view, frame by frame with its motion.
//
// The rule:
// - One section that starts opening (a tap, `setExpanded`, or `expandAll` with one section closed)
//   is revealed; a request that opens several at once reveals none. A later reveal replaces the
//   one under way, starting from where the offset stands.
// - A section the user closes with a tap keeps its header in view: the offset runs back to the
//   header with the section's motion (a pinned header deep in a long section). A request that
//   closes a section scrolls nothing but to keep the offset inside the content.
// - Animated with full motion, the offset runs from where it stood to the section's revealing
//   offset at the section's own progress, clamped to the content at every frame. The target is
//   worked out again on every change (heights, sizes, data, other sections), so the offset follows
//   it. Turned around, the section runs the same path back; at rest closed, the reveal ends there.
// - Unanimated, off screen, or fading (Reduce Motion), the offset jumps to the target at once.
// - A finger on the content (`userScrolling(true)`), or any scroll the engine did not make, ends
//   the reveal where the offset stands; while a finger is down no reveal starts.
// - A data change follows the section to its new index; removing it ends the reveal.

extension StackEngine {
    /// The scroll position that shows the section at `index` once every moving section has come
    /// to rest, as ``AccordionLayout/scrollOffset(revealing:from:viewportHeight:)`` scrolls: just
    /// enough to show a section that fits, its header at the top when it doesn't, unchanged when
    /// it is in view; always inside the content at rest.
    ///
    /// - Precondition: `index` is in `0..<count`; the message names it.
    /// - Complexity: O(*k* + log *n*) for *k* moving sections.
    public func revealingOffset(of index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        precondition((0..<count).contains(index), "StackEngine: index \(index) is out of range 0..<\(count)")
        return revealingOffset(of: index, open: expandedIndices.contains(index), from: offset, viewportHeight: viewportHeight)
    }

    /// ``revealingOffset(of:from:viewportHeight:)`` with the section at `index` taken as open (or
    /// closed) at rest, whichever way it moves now.
    @usableFromInline
    func revealingOffset(of index: Int, open: Bool, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        var above: CGFloat = 0
        var total: CGFloat = 0
        for moving in _open.order {
            guard let motion = _open.motions[moving] else { continue }
            let endsOpen = moving == index ? open : motion.isOpening
            let delta = _open.layout.fullContentHeight(at: moving) * (endsOpen ? 1 : 0) - _open.layout.visibleContentHeight(at: moving)
            total += delta
            if moving < index { above += delta }
        }
        let header = _open.layout.headerFrame(at: index).offsetBy(dx: 0, dy: above)
        let shownNow = _open.layout.visibleContentHeight(at: index)
        let shown = open ? _open.layout.fullContentHeight(at: index) : 0
        if _open.motions[index] == nil { total += shown - shownNow }
        let viewport = viewportHeight.clampedToNonNegative
        var target = offset.isFinite ? offset : 0
        let bottom = header.maxY + shown
        if bottom - header.minY > viewport || header.minY < target {
            target = header.minY
        } else if bottom > target + viewport {
            target = bottom - viewport
        }
        return AccordionLayout.clampedOffset(target, contentHeight: _open.layout.contentSize.height + total, viewportHeight: viewport)
    }

    /// Starts revealing the section at `index`, which a request just sent open (or a tap closed,
    /// `opening` `false`): in step with its motion, or at once when it changed at once or fades.
    /// Nothing while a finger is on the content. A section turned around mid-reveal keeps its
    /// reveal, which runs the same path back.
    @usableFromInline
    mutating func beginReveal(of index: Int, opening: Bool = true) {
        guard _open.expanded.contains(index) == opening, !_position.isUserScrolling else { return }
        if !opening, _position.reveal?.index == index { return }
        if let motion = _open.motions[index], !motion.fades, opening ? motion.openness < 1 : motion.openness > 0 {
            _position.beginReveal(of: index, atProgress: motion.openness, opening: opening)
            return
        }
        _position.jump(to: revealingOffset(of: index, open: opening, from: _position.offset, viewportHeight: visibleHeight))
    }

    /// Moves the offset to where the reveal stands now; the reveal ends once its section's motion
    /// does.
    ///
    /// - Parameter reusingTarget: Whether the target worked out last still holds: on a display
    ///   frame that changes nothing but how far sections are open, it does (the target is where
    ///   they come to rest).
    /// - Complexity: O(*k* + log *n*) for *k* moving sections; O(1) reusing the target.
    @usableFromInline
    mutating func followReveal(reusingTarget: Bool = false) {
        guard let reveal = _position.reveal else { return }
        guard let index = reveal.index, index < _count else {
            _position.endReveal()
            return
        }
        let viewportHeight = visibleHeight
        let reused = reusingTarget ? _openBox.value.revealTarget : nil
        let target = reused ?? revealingOffset(of: index, open: reveal.isOpening, from: reveal.startOffset, viewportHeight: viewportHeight)
        if reused == nil { _open.revealTarget = target }
        // Read through the box: a read needs no copy of its own.
        if let motion = _openBox.value.motions[index] {
            _position.follow(revealing: target, atProgress: motion.openness)
            if motion.leg.isComplete { _position.endReveal() }
        } else {
            // Changed at once since: the reveal ends, at its target if the section ended as the
            // reveal heads, else where it stands.
            guard _open.expanded.contains(index) == reveal.isOpening else { return _position.endReveal() }
            _position.follow(revealing: target, atProgress: reveal.isOpening ? 1 : 0)
            _position.endReveal()
        }
        _position.keepInside(contentHeight: _openBox.value.layout.contentSize.height, viewportHeight: viewportHeight)
    }
}
