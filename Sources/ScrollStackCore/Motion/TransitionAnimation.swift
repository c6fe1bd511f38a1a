import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One leg of an animated transition: the transition's fraction runs from one value to another
/// over a duration, along a timing curve.
///
/// A transition started by a tap is one leg from 0 to 1. A reversal, or the release of an
/// interactive swipe, starts a new leg from wherever the fraction stands.
public struct TransitionAnimation: Equatable, Sendable {
    /// The transition's fraction when this leg starts.
    public var startFraction: Double
    /// The fraction this leg ends at: 1 to complete the transition, 0 to cancel it.
    public var endFraction: Double
    /// How long the leg lasts, in seconds.
    public var duration: Double
    /// How the fraction follows time.
    public var curve: TimingCurve
    /// How much of the leg has run, in seconds.
    public var elapsed: Double

    /// Creates a leg that has not started yet.
    public init(startFraction: Double, endFraction: Double, duration: Double, curve: TimingCurve) {
        self.startFraction = startFraction
        self.endFraction = endFraction
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.curve = curve
        self.elapsed = 0
    }

    /// Whether the leg moves the transition back to its start (a cancel or a reversal): an animator
    /// that runs the transition forwards should run reversed.
    ///
    /// Every leg ends at 0 (the start) or 1 (the end), so a leg that ends at 0 runs backward even
    /// when it has no distance left to cover (a swipe released where it began).
    public var runsBackward: Bool { endFraction == 0 || endFraction < startFraction }

    /// The factor to scale an animator's remaining time by so that it runs this leg: for an
    /// animator whose whole run (fraction 0 to 1) lasts `wholeDuration` seconds, covering this leg's
    /// distance takes `wholeDuration × distance` seconds at its own pace, and the leg wants
    /// ``duration``.
    ///
    /// - Returns: 1 when either duration or the distance is zero (nothing to scale).
    public func durationFactor(relativeTo wholeDuration: Double) -> Double {
        let distance = abs(endFraction - startFraction)
        guard wholeDuration > 0, distance > 0, duration > 0 else { return 1 }
        return duration / (wholeDuration * distance)
    }

    /// Whether the leg has run its whole duration.
    public var isComplete: Bool { elapsed >= duration }

    /// The transition's fraction at this point of the leg.
    public var fraction: Double {
        guard duration > 0 else { return endFraction }
        let eased = curve.value(atTimeFraction: elapsed / duration, duration: duration)
        return startFraction + (endFraction - startFraction) * eased
    }

    /// The leg with `seconds` more of it run; negative or non-finite times are ignored.
    public func advanced(by seconds: Double) -> TransitionAnimation {
        var copy = self
        if seconds.isFinite, seconds > 0 { copy.elapsed = min(duration, elapsed + seconds) }
        return copy
    }
}
