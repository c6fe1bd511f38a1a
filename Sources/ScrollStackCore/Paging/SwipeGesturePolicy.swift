import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// When a container's paging pan may begin, and which gesture wins when it meets another.
///
/// The rules:
/// - The pan begins only in paging mode with pages, and only when it moves mostly sideways.
/// - It doesn't begin towards a page that doesn't exist (backwards on the first page, forwards on
///   the last) unless ``bouncesAtEnds`` is on: there the navigation controller's back swipe, or
///   the parent's own pan, gets the touches instead of a rubber band.
/// - It waits for the back swipe, for a drawer's edge pan, for a child's scroll view that can still
///   scroll the way the finger moves, and for a child's own horizontal pans (swipe actions); it
///   wins over a child's scroll view that can't scroll any further that way.
/// - A child scroll view's own pan waits for the paging pan, which is ruled on as it begins, once
///   the finger's direction is known: it fails (and the scroll view scrolls) when the scroll view
///   under the finger can still scroll that way.
public struct SwipeGesturePolicy: Equatable, Sendable {
    /// Whether a pan towards a page that doesn't exist begins anyway, to rubber-band. Default `false`.
    public var bouncesAtEnds: Bool

    /// Creates a policy.
    public init(bouncesAtEnds: Bool = false) {
        self.bouncesAtEnds = bouncesAtEnds
    }

    /// Whether a pan that starts moving at this velocity (points per second) may begin paging
    /// `engine`.
    public func shouldBegin<Child>(velocityX: CGFloat, velocityY: CGFloat, engine: StackEngine<Child>) -> Bool {
        guard engine.acceptsSwipes, InteractionTracker.isHorizontal(velocityX: velocityX, velocityY: velocityY) else { return false }
        if bouncesAtEnds { return true }
        guard let current = engine.selectedIndex, let direction = engine.interactionTracker.direction(ofTranslation: velocityX) else {
            return false
        }
        let neighbour = current + (direction == .forward ? 1 : -1)
        return (0..<engine.count).contains(neighbour)
    }

    /// Whether a pan that starts moving at this velocity may begin paging `engine` over content
    /// whose scroll views under the finger can (`childScrollViewCanScroll`) or can't still scroll
    /// the way the finger moves: ``shouldBegin(velocityX:velocityY:engine:)``, and the paging pan
    /// doesn't take a drag a child's scroll view can still follow.
    public func shouldBegin<Child>(velocityX: CGFloat, velocityY: CGFloat, engine: StackEngine<Child>, childScrollViewCanScroll: Bool) -> Bool {
        shouldBegin(velocityX: velocityX, velocityY: velocityY, engine: engine)
            && resolution(against: .childScrollView(canScrollTowardPan: childScrollViewCanScroll)) != .pagingPanWaits
    }

    /// Which gesture wins when the paging pan meets `other`.
    package func resolution(against other: CompetingGesture) -> GestureResolution {
        switch other {
        case .navigationBackSwipe, .drawerEdgePan, .childPan, .childScrollView(canScrollTowardPan: true):
            return .pagingPanWaits
        case .childScrollView(canScrollTowardPan: false), .childScrollViewPan, .navigationContentPop:
            return .pagingPanWins
        case .other:
            return .independent
        }
    }

    /// Whether a horizontal scroll view can still scroll the way a finger moving at `velocityX`
    /// pushes it: a finger moving right (positive) scrolls towards the start of the content.
    ///
    /// - Parameters:
    ///   - offsetX: The scroll view's horizontal content offset.
    ///   - contentWidth: Its content width.
    ///   - boundsWidth: Its bounds width.
    ///   - insetLeft: Its adjusted left content inset.
    ///   - insetRight: Its adjusted right content inset.
    ///   - velocityX: The pan's horizontal velocity; 0 scrolls nowhere.
    public static func scrollViewCanScroll(
        offsetX: CGFloat,
        contentWidth: CGFloat,
        boundsWidth: CGFloat,
        insetLeft: CGFloat = 0,
        insetRight: CGFloat = 0,
        velocityX: CGFloat
    ) -> Bool {
        // Half a point of slack, so an offset resting a rounding error from its end counts as there.
        let slack: CGFloat = 0.5
        if velocityX > 0 { return offsetX > -insetLeft + slack }
        if velocityX < 0 { return offsetX < contentWidth + insetRight - boundsWidth - slack }
        return false
    }
}
