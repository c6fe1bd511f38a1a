import Foundation

/// What a change made in one SwiftUI view update runs on, decided from the update's transaction.
///
/// - No animation, or animations disabled: ``instant``.
/// - An animation ``AnimationTimingReader`` maps: ``timed(_:)`` with its timing (``instant`` when
///   it lasts no time).
/// - An animation it can't map: ``configured``, the container's own duration and curve, as every
///   animated change had before timings were read.
package enum TransactionTiming: Equatable, Sendable {
    /// The change is made at once.
    case instant
    /// The change animates with the container's ``StackConfiguration/transitionDuration`` and
    /// ``StackConfiguration/timingCurve``.
    case configured
    /// The change animates with this timing.
    case timed(TransitionTiming)

    /// Decides from a transaction: `animation` pictures its animation (`nil`: it has none).
    package init(animation: ReflectedValue?, disablesAnimations: Bool) {
        guard let animation, !disablesAnimations else {
            self = .instant
            return
        }
        guard let timing = AnimationTimingReader.timing(of: animation) else {
            self = .configured
            return
        }
        self = timing.duration > 0 ? .timed(timing) : .instant
    }

    /// Whether the change animates.
    package var isAnimated: Bool { self != .instant }

    /// The timing of its own the change runs on, if any.
    package var timing: TransitionTiming? {
        if case .timed(let timing) = self { return timing }
        return nil
    }

    /// How long a change this update makes lasts: nothing at once, the container's `configured`
    /// duration for an animation that can't be read, else the timing's own.
    package func duration(configured: Double) -> Double {
        switch self {
        case .instant: return 0
        case .configured: return configured
        case .timed(let timing): return timing.duration
        }
    }

    /// How the sections move to new heights that this update's content took at rest (content that
    /// grew or shrank, as a `DisclosureGroup`'s does inside `withAnimation`): on the transaction's
    /// timing, on the container's own for an animation that can't be read, or at once. Under
    /// Reduce Motion (`configuration.motion`), at once: nothing slides.
    package func restLayoutTiming(_ configuration: StackConfiguration) -> TransitionTiming? {
        guard configuration.motion == .full else { return nil }
        switch self {
        case .instant: return nil
        case .configured:
            guard configuration.transitionDuration > 0 else { return nil }
            return TransitionTiming(duration: configuration.transitionDuration, curve: configuration.timingCurve)
        case .timed(let timing): return timing
        }
    }
}
