import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core Animation define them.
///
/// The curve maps the fraction of time elapsed (x) to the fraction of the change done (y).
/// UIKit's `.easeInOut` is (0.42, 0, 0.58, 1).
public struct CubicBezierCurve: Equatable, Hashable, Sendable {
    /// The first control point's x, in 0...1.
    public let x1: Double
    /// The first control point's y.
    public let y1: Double
    /// The second control point's x, in 0...1.
    public let x2: Double
    /// The second control point's y.
    public let y2: Double

    /// Creates a curve from its two control points.
    ///
    /// - Precondition: `x1` and `x2` are in 0...1 (so that time only moves forwards) and every
    ///   coordinate is finite; the message names the bad value.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        precondition((0...1).contains(x1), "CubicBezierCurve: x1 must be in 0...1, got \(x1)")
        precondition((0...1).contains(x2), "CubicBezierCurve: x2 must be in 0...1, got \(x2)")
        precondition(y1.isFinite, "CubicBezierCurve: y1 must be finite, got \(y1)")
        precondition(y2.isFinite, "CubicBezierCurve: y2 must be finite, got \(y2)")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Linear: y equals x.
    public static let linear = CubicBezierCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// UIKit's and CSS's ease-in: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezierCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// UIKit's and CSS's ease-out: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezierCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// UIKit's and CSS's ease-in-out: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezierCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The curve's y at time fraction `x`.
    ///
    /// `x` is clamped to 0...1 (NaN counts as 0). The parameter t with x(t) = `x` is found by
    /// Newton's method, falling back to bisection where the slope is too flat; the result is
    /// within 1e-9 of the true curve.
    public func value(at x: Double) -> Double {
        guard x.isFinite, x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let t = parameter(forX: x)
        return Self.coordinate(t, y1, y2)
    }

    /// The Bézier coordinate at parameter `t` for control values `p1` and `p2` (end points 0 and 1).
    @inline(__always)
    static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    @inline(__always)
    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
            if t < 0 || t > 1 { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
        }
        return t
    }
}
