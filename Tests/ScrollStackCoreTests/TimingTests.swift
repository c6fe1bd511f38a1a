import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Timing curves")
struct TimingTests {
    // Reference values from an independent computation: 200 bisection steps on the Bézier
    // parameter in double precision (see the issue note for the script's description).
    @Test("standard Bézier curves match reference values", arguments: [
        (CubicBezierCurve.easeInOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
        (CubicBezierCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
        (CubicBezierCurve.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
    ])
    func bezierReference(curve: CubicBezierCurve, expected: [Double]) {
        let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (x, y) in zip(xs, expected) {
            #expect(abs(curve.value(at: x) - y) < 1e-6, "\(curve) at \(x)")
        }
    }

    @Test("Bézier end points, clamping and monotonicity")
    func bezierShape() {
        let curve = CubicBezierCurve.easeInOut
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 2) == 1)
        #expect(curve.value(at: .nan) == 0)
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.value(at: Double(step) / 1000)
            #expect(value >= previous)
            previous = value
        }
        #expect(abs(CubicBezierCurve.linear.value(at: 0.37) - 0.37) < 1e-9)
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(curve.value(at: x) + curve.value(at: 1 - x) - 1) < 1e-9, "ease-in-out is symmetric at \(x)")
        }
    }

    // Reference values from fourth-order Runge–Kutta integration of x'' = -ω²(x - 1) - 2ζωx' with
    // a 10 µs step, done independently of the closed form under test.
    @Test("springs match numerical integration", arguments: [
        (0.5, [0.479612, 1.1407, 0.989822]),
        (1.0, [0.35774, 0.821026, 0.986399]),
        (2.0, [0.231362, 0.535728, 0.799926]),
    ])
    func springReference(damping: Double, expected: [Double]) {
        let spring = SpringCurve(dampingRatio: damping, response: 0.5)
        for (time, value) in zip([0.1, 0.25, 0.5], expected) {
            #expect(abs(spring.value(atTime: time) - value) < 1e-5, "ζ \(damping) at \(time)")
        }
        #expect(spring.value(atTime: 0) == 0)
        let settle = spring.settlingDuration(tolerance: 0.001)
        for time in stride(from: settle, through: settle * 3, by: settle / 50) {
            #expect(abs(spring.value(atTime: time) - 1) <= 0.001 + 1e-12)
        }
    }

    @Test("a timing curve ends exactly at 1 even when a spring has not settled")
    func timingCurveEnds() {
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.3, response: 1))
        #expect(spring.value(atTimeFraction: 1, duration: 0.1) == 1)
        #expect(spring.value(atTimeFraction: 0.5, duration: 0.1) == SpringCurve(dampingRatio: 0.3, response: 1).value(atTime: 0.05))
        #expect(TimingCurve.easeInOut.value(atTimeFraction: 0.5, duration: 10) == 0.5)
    }

    @Test("an animation leg eases from its start to its end fraction")
    func animationLeg() {
        var leg = TransitionAnimation(startFraction: 0.6, endFraction: 0, duration: 0.2, curve: .linear)
        #expect(leg.fraction == 0.6)
        leg = leg.advanced(by: 0.05)
        #expect(abs(leg.fraction - 0.45) < 1e-12)
        leg = leg.advanced(by: -1).advanced(by: .nan)
        #expect(abs(leg.fraction - 0.45) < 1e-12)
        leg = leg.advanced(by: 10)
        #expect(leg.isComplete && leg.fraction == 0)
    }

    @Test("a leg's duration factor against an animator's whole duration")
    func durationFactor() {
        let settle = TransitionAnimation(startFraction: 0.4, endFraction: 0, duration: 0.28 * 0.4, curve: .easeOut)
        #expect(abs(settle.durationFactor(relativeTo: 0.28) - 1) < 1e-12, "the core's settling legs run at the animator's own pace")
        #expect(abs(settle.durationFactor(relativeTo: 0.56) - 0.5) < 1e-12)
        #expect(TransitionAnimation(startFraction: 0.5, endFraction: 0.5, duration: 1, curve: .linear).durationFactor(relativeTo: 1) == 1)
        #expect(settle.durationFactor(relativeTo: 0) == 1)
    }
}
