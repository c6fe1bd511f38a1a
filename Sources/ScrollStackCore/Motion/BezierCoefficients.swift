import Foundation

/// A unit cubic Bézier curve in polynomial form: x(t) = ((ax·t + bx)·t + cx)·t, and y(t) the same
/// with `ay`, `by`, `cy`.
///
/// For control points (x1, y1) and (x2, y2): cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx,
/// and the same for y; the control points come back as x1 = cx / 3 and x2 = (bx + 2·cx) / 3.
package struct BezierCoefficients: Equatable, Hashable, Sendable {
    /// The cubic coefficient of x(t).
    package var ax: Double
    /// The square coefficient of x(t).
    package var bx: Double
    /// The linear coefficient of x(t).
    package var cx: Double
    /// The cubic coefficient of y(t).
    package var ay: Double
    /// The square coefficient of y(t).
    package var by: Double
    /// The linear coefficient of y(t).
    package var cy: Double

    /// Creates the coefficients as they are.
    package init(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
        self.ax = ax
        self.bx = bx
        self.cx = cx
        self.ay = ay
        self.by = by
        self.cy = cy
    }

    /// The coefficients of `curve`.
    package init(_ curve: CubicBezierCurve) {
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
    }

    /// The curve with these coefficients, or `nil` when they describe no unit timing curve: a
    /// coefficient is not finite, the curve does not end at (1, 1) (within 1e-9), or a control
    /// point's x is outside 0...1 (beyond 1e-9, which is clamped away).
    package var curve: CubicBezierCurve? {
        let all = [ax, bx, cx, ay, by, cy]
        guard all.allSatisfy(\.isFinite),
              abs(ax + bx + cx - 1) <= 1e-9, abs(ay + by + cy - 1) <= 1e-9 else { return nil }
        return Self.checkedCurve(x1: cx / 3, y1: cy / 3, x2: (bx + 2 * cx) / 3, y2: (by + 2 * cy) / 3)
    }

    /// The curve with these control points, or `nil` when a coordinate is not finite or an x is
    /// outside 0...1 beyond 1e-9 (which is clamped away).
    static func checkedCurve(x1: Double, y1: Double, x2: Double, y2: Double) -> CubicBezierCurve? {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite),
              (-1e-9...(1 + 1e-9)).contains(x1), (-1e-9...(1 + 1e-9)).contains(x2) else { return nil }
        return CubicBezierCurve(x1: min(max(x1, 0), 1), y1: y1, x2: min(max(x2, 0), 1), y2: y2)
    }
}
