import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// The scroll position is the engine's: the reveal of what a transition opens, the reader's anchor
// across layout changes, and the content's range, which it never leaves unless a finger owns it.
// See `ScrollPosition` for the rules.

extension StackEngine {
    /// The accordion's scroll offset: the top of the viewport in the content's coordinates, as the
    /// engine keeps it (see `scrollPosition`). A pager's stays where it was.
    @inlinable public var scrollOffset: CGFloat { _position.offset }

    /// The accordion's scroll position with its rules: where the offset stands, the reveal of the
    /// section a running transition opens, and whether a finger owns the offset.
    @inlinable package var scrollPosition: ScrollPosition { _position }

    /// The height the offset is kept inside and a reveal brings a section into: what
    /// ``StackEvent/visibleHeight(_:)`` last said, else the container's height.
    @inlinable public var visibleHeight: CGFloat { _position.viewportHeight(layoutHeight: _size.height) }

    /// The scroll offset at `fraction` of the running transition (now at rest): where its reveal
    /// has brought the offset by then, inside that moment's content. What a custom animator's end
    /// (fraction 1) scrolls to.
    ///
    /// - Complexity: that of ``accordionLayout(atFraction:)``, plus O(log *n*).
    public func scrollOffset(atFraction fraction: Double) -> CGFloat {
        guard mode == .accordion else { return scrollOffset }
        var position = _position
        if let reveal = position.reveal, let transition = phase.transition {
            position.follow(revealing: revealTarget(of: reveal, heading: transition.to), atProgress: fraction)
        }
        position.keepInside(contentHeight: accordionLayout(atFraction: fraction).contentSize.height, viewportHeight: visibleHeight)
        return position.offset
    }

    /// ``revealTarget(of:heading:)``, reused while nothing it depends on has changed.
    @inlinable
    mutating func cachedRevealTarget(of reveal: ExpansionReveal, heading to: Int?) -> CGFloat {
        // The ends' indices are read where the ends are kept, not from a copy of them.
        var endsFrom: Int?
        var endsTo: Int?
        var hasEnds = false
        if case .some(let ends) = cachedAccordionEnds {
            endsFrom = ends.from
            endsTo = ends.to
            hasEnds = true
        }
        let key = RevealTargetKey(reveal: reveal, to: to, generation: layoutGeneration, endsFrom: endsFrom, endsTo: endsTo, hasEnds: hasEnds, viewportHeight: visibleHeight)
        if let cached = revealTargetCache?.target(keyedBy: key) { return cached }
        let target = revealTarget(of: reveal, heading: to)
        revealTargetCache = Shared(RevealTargetCache(key: key, target: target))
        return target
    }

    /// Where the reveal heads: the offset that shows the section it reveals (the transition's
    /// target) at the transition's end, moving as little as possible from where the reveal began.
    @usableFromInline
    func revealTarget(of reveal: ExpansionReveal, heading to: Int?) -> CGFloat {
        let index = (reveal.index ?? to).flatMap { $0 < _count ? $0 : nil }
        return accordionLayout(atFraction: 1).scrollOffset(revealing: index, from: reveal.startOffset, viewportHeight: visibleHeight)
    }

    /// The ends of the running transition before `event`, at the indices their elements have after
    /// it (a data change moves them), or `nil` when none runs.
    @inlinable
    func transitionEnds(before event: StackEvent) -> (from: Int?, to: Int?)? {
        guard let transition = phase.transition else { return nil }
        guard case .dataChanged(let change) = event else { return (transition.from, transition.to) }
        return (transition.from.flatMap(change.newIndex(forOldIndex:)), transition.to.flatMap(change.newIndex(forOldIndex:)))
    }

    /// The reader's anchor before `event`, when the event moves sections around it (a resize, new
    /// settings, heights or data): the section at the top of the viewport, followed to its new
    /// index through a data change. `nil` for every other event, or a pager.
    @inlinable
    func anchorKept(through event: StackEvent) -> ScrollAnchor? {
        guard _mode == .accordion else { return nil }
        switch event {
        case .resize, .configure, .setSectionHeights, .contentHeightChanged, .contentHeightFollowed, .headerHeightChanged:
            return scrollAnchor(atOffset: _position.offset)
        case .dataChanged(let change):
            return scrollAnchor(atOffset: _position.offset)?.following(change)
        default:
            return nil
        }
    }

    /// Brings the scroll position to the state after an event: the reader's anchor kept through it,
    /// a reveal begun by a transition that started, followed at the transition's fraction and
    /// ended with it, and the offset inside the content of the moment unless a finger owns it.
    ///
    /// - Parameters:
    ///   - anchor: ``anchorKept(through:)`` before the event.
    ///   - before: The ends of the transition that ran before the event, at their indices after it.
    ///   - selectedBefore: The selection before the event, when the event was a request: a request
    ///     that changed the selection at once (unanimated, off screen) scrolls what it opened into
    ///     view at once.
    /// - Complexity: O(1) on a display frame with uniform headers; O(log *n*) otherwise.
    @inlinable
    mutating func updateScrollPosition(keeping anchor: ScrollAnchor?, after before: (from: Int?, to: Int?)?, requestedFrom selectedBefore: Int??) {
        guard _mode == .accordion else {
            // Pages side by side don't scroll vertically.
            if _position.reveal != nil || _position.offset != 0 { _position.jump(to: 0) }
            return
        }
        let transition = TransitionPhase.runningSummary(of: &_phase)
        if let anchor, anchor.index < _count {
            let kept = accordionLayout.offset(keeping: anchor, viewportHeight: visibleHeight)
            _position.keep(kept, atProgress: transition?.fraction)
        }
        if let transition, !transition.isInteractive, before.map({ $0.from != transition.from || $0.to != transition.to }) ?? true {
            _position.beginReveal(of: transition.to, atProgress: transition.fraction)
        }
        if transition == nil, _position.reveal == nil, let selectedBefore, selectedBefore != _selectedIndex, let selected = _selectedIndex, selected < _count, !_position.isUserScrolling {
            _position.jump(to: accordionLayout.scrollOffset(revealing: selected, from: _position.offset, viewportHeight: visibleHeight))
        }
        if let reveal = _position.reveal {
            if let transition {
                // The pinned layout of a height change mid-flight isn't part of the key: work it out.
                let target = heightPin == nil && heightRamp == nil
                    ? cachedRevealTarget(of: reveal, heading: transition.to)
                    : revealTarget(of: reveal, heading: transition.to)
                _position.follow(revealing: target, atProgress: transition.fraction)
            } else {
                // The transition ended where it was heading: at the revealed section, or back where it began.
                _position.follow(revealing: revealTarget(of: reveal, heading: nil), atProgress: reveal.index == _selectedIndex ? 1 : 0)
                _position.endReveal()
            }
        }
        let height = transition.flatMap { contentHeight(from: $0.from ?? _selectedIndex, to: $0.to, fraction: $0.fraction) }
        _position.keepInside(contentHeight: height ?? accordionLayout.contentSize.height, viewportHeight: visibleHeight)
    }

    /// The content height of the running transition between `from` and `to` at `fraction`, from the
    /// cached ends on a display frame without building the layout; `nil` when the cache doesn't
    /// hold them (``accordionLayout`` then has it).
    @inlinable
    mutating func contentHeight(from: Int?, to: Int?, fraction: Double) -> CGFloat? {
        guard heightPin == nil else { return nil }
        return AccordionEnds.contentHeight(of: &cachedAccordionEnds, ifMatching: from, to: to, generation: layoutGeneration, sectionHeights: _sectionHeights, fraction: fraction)
    }

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
        if allowsSeveralOpenSections { return _open.layout.scrollAnchor(atOffset: offset) }
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
        if allowsSeveralOpenSections { return _open.layout.offset(keeping: anchor, viewportHeight: viewportHeight) }
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

extension Shared where Value == RevealTargetCache {
    /// The target kept here when it was worked out from `key`, read in place.
    @inlinable
    func target(keyedBy key: RevealTargetKey) -> CGFloat? {
        value.key == key ? value.target : nil
    }
}

/// What a reveal's target is worked out from, besides the section heights and settings that
/// ``StackEngine``'s layout generation counts.
@usableFromInline
struct RevealTargetKey: Equatable, Sendable {
    @usableFromInline var reveal: ExpansionReveal
    @usableFromInline var to: Int?
    @usableFromInline var generation: UInt
    @usableFromInline var endsFrom: Int?
    @usableFromInline var endsTo: Int?
    @usableFromInline var hasEnds: Bool
    @usableFromInline var viewportHeight: CGFloat

    @inlinable
    init(reveal: ExpansionReveal, to: Int?, generation: UInt, endsFrom: Int?, endsTo: Int?, hasEnds: Bool, viewportHeight: CGFloat) {
        self.reveal = reveal
        self.to = to
        self.generation = generation
        self.endsFrom = endsFrom
        self.endsTo = endsTo
        self.hasEnds = hasEnds
        self.viewportHeight = viewportHeight
    }
}
