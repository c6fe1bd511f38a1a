import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A damped spring moving from 0 to 1, described the way SwiftUI and `UISpringTimingParameters`
/// do: by a damping ratio and a response.
///
/// The spring starts at rest at 0 and is pulled towards 1 by a stiffness of (2π / response)² with
/// unit mass. A damping ratio below 1 overshoots and oscillates; 1 is critically damped; above 1
/// creeps in without overshooting.
public struct SpringCurve: Equatable, Hashable, Sendable {
    /// The damping ratio: 1 is critical damping.
    public let dampingRatio: Double
    /// The period, in seconds, the spring would oscillate with if it were undamped.
    public let response: Double

    /// Creates a spring.
    ///
    /// - Precondition: both values are positive and finite; the message names the bad value.
    public init(dampingRatio: Double, response: Double) {
        precondition(
            dampingRatio.isFinite && dampingRatio > 0,
            "SpringCurve: dampingRatio must be positive and finite, got \(dampingRatio)"
        )
        precondition(response.isFinite && response > 0, "SpringCurve: response must be positive and finite, got \(response)")
        self.dampingRatio = dampingRatio
        self.response = response
    }

    /// The spring's position at `time` seconds after it was released at 0, at rest.
    ///
    /// Negative or NaN times give 0.
    public func value(atTime time: Double) -> Double {
        guard time.isFinite, time > 0 else { return time == .infinity ? 1 : 0 }
        let omega = 2 * Double.pi / response
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let fast = -omega * (zeta + root)
        let slow = -omega * (zeta - root)
        // x(t) = 1 + a e^{fast t} + b e^{slow t}, with x(0) = 0 and x'(0) = 0.
        let a = slow / (fast - slow)
        let b = -fast / (fast - slow)
        return 1 + a * exp(fast * time) + b * exp(slow * time)
    }

    /// The time after which the spring stays within `tolerance` of 1.
    ///
    /// Found from the envelope of the motion, so it is an upper bound, never an underestimate.
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        let omega = 2 * Double.pi / response
        let zeta = dampingRatio
        let tolerance = min(max(tolerance, 1e-12), 0.5)
        if zeta < 1 {
            // The distance from 1 is at most envelope / sqrt(1 - zeta^2).
            let scale = 1 / (1 - zeta * zeta).squareRoot()
            return log(scale / tolerance) / (zeta * omega)
        }
        // Without overshoot the distance falls monotonically: bisect on it.
        var low = 0.0
        var high = response
        while 1 - value(atTime: high) > tolerance { high *= 2 }
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if 1 - value(atTime: mid) > tolerance { low = mid } else { high = mid }
        }
        return high
    }
}
