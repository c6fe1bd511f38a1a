import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Turns a horizontal pan into a transition's progress, and decides at release whether the
/// transition finishes or cancels.
///
/// Pans towards a page that exists move the transition one page width per page; pans past the
/// first or last page are rubber-banded, the way a scroll view bounces. At release the velocity
/// is projected over the time the rest of the animation would take: the transition finishes when
/// the projection reaches the threshold, and cancels otherwise.
@usableFromInline package struct InteractionTracker: Equatable, Sendable {
    /// The width of one page, in points.
    public var pageWidth: CGFloat
    /// Whether higher indices lie to the right or the left.
    public var layoutDirection: StackLayoutDirection
    /// The progress at or past which a release finishes the transition. Default 0.5.
    public var finishThreshold: Double
    /// How stiff the rubber band past the ends is; UIScrollView's feel is about 0.55. Default 0.55.
    public var rubberBandCoefficient: Double
    /// How long a whole transition animates, in seconds; the time left is projected from it.
    public var duration: Double

    /// Creates a tracker.
    ///
    /// - Precondition: `finishThreshold` is in 0...1 and `rubberBandCoefficient` is positive and finite.
    public init(
        pageWidth: CGFloat,
        layoutDirection: StackLayoutDirection = .leftToRight,
        finishThreshold: Double = 0.5,
        rubberBandCoefficient: Double = 0.55,
        duration: Double = 0.28
    ) {
        precondition((0...1).contains(finishThreshold), "InteractionTracker: finishThreshold must be in 0...1, got \(finishThreshold)")
        precondition(
            rubberBandCoefficient.isFinite && rubberBandCoefficient > 0,
            "InteractionTracker: rubberBandCoefficient must be positive and finite, got \(rubberBandCoefficient)"
        )
        self.pageWidth = pageWidth.clampedToNonNegative
        self.layoutDirection = layoutDirection
        self.finishThreshold = finishThreshold
        self.rubberBandCoefficient = rubberBandCoefficient
        self.duration = duration.isFinite ? max(0, duration) : 0
    }

    /// Whether a pan moving at this velocity is a horizontal one, which a pager or a drawer takes:
    /// it moves more sideways than up or down. Vertical pans are left to scrolling.
    public static func isHorizontal(velocityX: CGFloat, velocityY: CGFloat) -> Bool {
        abs(velocityX) > abs(velocityY)
    }

    /// The translation along the direction of increasing index: a finger moving left is positive
    /// in a left-to-right layout.
    public func forwardDistance(ofTranslation translation: CGFloat) -> CGFloat {
        guard translation.isFinite else { return 0 }
        return layoutDirection == .leftToRight ? -translation : translation
    }

    /// The direction a pan with this translation moves in, or `nil` when it has not moved.
    public func direction(ofTranslation translation: CGFloat) -> TransitionDirection? {
        let distance = forwardDistance(ofTranslation: translation)
        if distance > 0 { return .forward }
        if distance < 0 { return .backward }
        return nil
    }

    /// The progress a pan with this translation gives.
    ///
    /// - Parameters:
    ///   - translation: The pan's horizontal translation, in points.
    ///   - hasTarget: Whether a page exists in the pan's direction. Without one, the displacement is
    ///     rubber-banded and stays below one page.
    /// - Returns: A value in 0...1: the fraction of a page moved.
    public func progress(forTranslation translation: CGFloat, hasTarget: Bool) -> Double {
        let distance = abs(forwardDistance(ofTranslation: translation))
        guard !hasTarget else { return progress(forDistance: distance) }
        guard pageWidth > 0 else { return 0 }
        return Double(Self.rubberBand(distance, dimension: pageWidth, coefficient: rubberBandCoefficient) / pageWidth)
    }

    /// The progress of a move `distance` points towards its end, one ``pageWidth`` being the whole
    /// move: 0 at or behind the start, 1 at or past the end. Drawers use it with their width.
    public func progress(forDistance distance: CGFloat) -> Double {
        guard pageWidth > 0, distance.isFinite else { return 0 }
        return Double(min(1, max(0, distance / pageWidth)))
    }

    /// The rubber-banded displacement for a pull of `distance` points past an end.
    ///
    /// It starts with slope `coefficient`, grows ever more slowly, and never reaches `dimension`.
    public static func rubberBand(_ distance: CGFloat, dimension: CGFloat, coefficient: Double) -> CGFloat {
        guard dimension > 0, distance > 0, distance.isFinite else { return 0 }
        let c = CGFloat(coefficient)
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// Whether a release at `progress` with `velocity` finishes the transition.
    ///
    /// - Parameters:
    ///   - progress: The progress at release.
    ///   - velocity: The pan's horizontal velocity at release, in points per second.
    ///   - direction: The transition's direction.
    ///   - hasTarget: Whether there is a page to finish on; without one, a release always cancels.
    /// - Returns: `true` when `progress` plus the velocity (in pages per second, positive towards the
    ///   target) times the time left (`duration × (1 − progress)`) reaches ``finishThreshold``.
    public func shouldFinish(progress: Double, velocity: CGFloat, direction: TransitionDirection, hasTarget: Bool) -> Bool {
        guard hasTarget else { return false }
        return shouldFinish(progress: progress, speedTowardsEnd: forwardDistance(ofTranslation: velocity) * CGFloat(direction.sign))
    }

    /// The progress a release at `progress`, moving `speedTowardsEnd` points per second towards the
    /// move's end, would reach over the time left (`duration × (1 − progress)`).
    public func projectedProgress(progress: Double, speedTowardsEnd: CGFloat) -> Double {
        guard pageWidth > 0, speedTowardsEnd.isFinite else { return progress }
        let timeLeft = duration * max(0, 1 - progress)
        return progress + Double(speedTowardsEnd / pageWidth) * timeLeft
    }

    /// Whether a release at `progress`, moving `speedTowardsEnd` points per second towards the
    /// move's end, finishes it: the same rule as ``shouldFinish(progress:velocity:direction:hasTarget:)``.
    public func shouldFinish(progress: Double, speedTowardsEnd: CGFloat) -> Bool {
        guard progress.isFinite else { return false }
        return projectedProgress(progress: progress, speedTowardsEnd: speedTowardsEnd) >= finishThreshold
    }
}
