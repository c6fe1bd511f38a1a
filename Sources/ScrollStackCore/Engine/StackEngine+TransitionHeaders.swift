import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A header that takes part in a transition: in view at its start, its end, or both.
package struct TransitionHeader: Equatable, Sendable {
    /// The section's index.
    package var index: Int
    /// The header's frame when the transition starts, in the content's coordinates.
    package var start: CGRect
    /// The header's frame when the transition ends.
    package var end: CGRect
    /// Whether the section is the one the transition expands.
    package var isExpanded: Bool

    /// Creates an entry.
    package init(index: Int, start: CGRect, end: CGRect, isExpanded: Bool) {
        self.index = index
        self.start = start
        self.end = end
        self.isExpanded = isExpanded
    }
}

extension StackEngine {
    /// The headers in view at the running transition's start or end, in section order, each with
    /// its frame at both: what an animator moves from one to the other. At rest, the headers in
    /// view, unmoving; none in paging mode.
    ///
    /// "In view" covers `viewport` and the viewport the transition scrolls to
    /// (``revealingOffset(from:viewportHeight:)``), so a header that the scroll brings in exists
    /// for the whole animation.
    ///
    /// - Complexity: O(*v* log *v*) for *v* headers in view.
    package func transitionHeaders(in viewport: CGRect) -> [TransitionHeader] {
        let revealed = revealingOffset(from: viewport.minY, viewportHeight: viewport.height)
        let seen = viewport.union(viewport.offsetBy(dx: 0, dy: revealed - viewport.minY))
        let atStart = layoutSnapshot(in: seen, atFraction: 0).headers
        let atEnd = layoutSnapshot(in: seen, atFraction: 1).headers
        guard !atStart.isEmpty || !atEnd.isEmpty else { return [] }
        let start = accordionLayout(atFraction: 0)
        let end = accordionLayout(atFraction: 1)
        let indices = Set(atStart.map(\.index)).union(atEnd.map(\.index)).sorted()
        let expanded = destination
        return indices.map { index in
            TransitionHeader(index: index, start: start.headerFrame(at: index), end: end.headerFrame(at: index), isExpanded: index == expanded)
        }
    }
}

extension StackEngine {
    /// Where the stack should scroll to show what it is heading to: the expanded section's header
    /// and as much of its content as fits, moving as little as possible from `offset` (like a table
    /// view scrolling a row to visible); after everything closed, only back inside the content.
    /// A pager doesn't scroll: 0.
    ///
    /// - Parameters:
    ///   - offset: The scroll position now.
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Complexity: O(log *n*).
    public func revealingOffset(from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        guard mode == .accordion else { return 0 }
        return accordionLayout(atFraction: 1).scrollOffset(revealing: destination, from: offset, viewportHeight: viewportHeight)
    }

    /// The scroll position at `fraction` of the running transition (its current fraction when
    /// `nil`), for a stack that stood at `startOffset` when the transition began: on its way, in
    /// step with the transition, to ``revealingOffset(from:viewportHeight:)``, and inside the
    /// content's range at that fraction, so it never runs past the end of content that shrinks.
    /// At rest, `startOffset` brought inside the content. A pager doesn't scroll: `startOffset`.
    ///
    /// - Complexity: O(log *n*).
    public func transitionOffset(atFraction fraction: Double? = nil, from startOffset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        guard mode == .accordion else { return startOffset }
        let at = fraction ?? phase.transition?.fraction ?? 1
        // Towards what the transition's far end reveals, whichever way it is heading: a reversal
        // then runs the same path back to where the content stood.
        let end = phase.transition.map(\.to) ?? destination
        let reveal = ExpansionReveal(index: end, startOffset: startOffset, startOpenness: 0)
        let target = accordionLayout(atFraction: 1).scrollOffset(revealing: end, from: startOffset, viewportHeight: viewportHeight)
        return accordionLayout(atFraction: at).clampedOffset(reveal.offset(towards: target, atProgress: at), viewportHeight: viewportHeight)
    }
}
