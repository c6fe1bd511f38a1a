import Foundation

/// How long one change lasts and the curve its progress follows.
///
/// A container runs a change with a timing of its own instead of its configured
/// ``StackConfiguration/transitionDuration`` and ``StackConfiguration/timingCurve``: see
/// ``StackEvent/timedTransition(to:timing:)`` and ``StackEvent/setExpandedTimed(_:at:timing:)``.
public struct TransitionTiming: Equatable, Hashable, Sendable {
    /// How long the change lasts, in seconds; 0 makes it instant.
    public let duration: Double
    /// How the change's progress follows time.
    public let curve: TimingCurve

    /// Creates a timing.
    ///
    /// - Precondition: `duration` is finite and not negative; the message names it.
    public init(duration: Double, curve: TimingCurve) {
        precondition(duration.isFinite && duration >= 0, "TransitionTiming: duration must be finite and not negative, got \(duration)")
        self.duration = duration
        self.curve = curve
    }
}
