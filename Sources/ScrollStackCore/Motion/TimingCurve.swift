import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an animation's progress follows time: a Bézier curve or a spring.
public enum TimingCurve: Equatable, Hashable, Sendable {
    /// A cubic Bézier timing curve; see ``CubicBezierCurve`` for the standard ones.
    case bezier(CubicBezierCurve)
    /// A damped spring, run for the animation's duration and then snapped to its end.
    case spring(SpringCurve)

    /// Linear timing.
    public static let linear = TimingCurve.bezier(.linear)
    /// UIKit's ease-in.
    public static let easeIn = TimingCurve.bezier(.easeIn)
    /// UIKit's ease-out.
    public static let easeOut = TimingCurve.bezier(.easeOut)
    /// UIKit's ease-in-out, the default for transitions.
    public static let easeInOut = TimingCurve.bezier(.easeInOut)

    /// The fraction of the change done when `timeFraction` of an animation lasting `duration`
    /// seconds has elapsed.
    ///
    /// 0 and below give 0; 1 and above give exactly 1, so an animation always ends where it should,
    /// even a spring that has not quite settled.
    public func value(atTimeFraction timeFraction: Double, duration: Double) -> Double {
        guard timeFraction.isFinite, timeFraction > 0 else { return 0 }
        guard timeFraction < 1 else { return 1 }
        switch self {
        case .bezier(let curve):
            return curve.value(at: timeFraction)
        case .spring(let spring):
            return spring.value(atTime: timeFraction * duration)
        }
    }
}
