import Foundation
import Testing
@testable import ScrollStackCore

/// Pictures of SwiftUI animations in the shapes their storage has, built by hand.
enum AnimationShapes {
    static func number(_ value: Double) -> ReflectedValue { .number(value) }

    /// The animation value itself: its storage under `base`.
    static func animation(_ base: ReflectedValue) -> ReflectedValue {
        .node("Animation", [("base", base)])
    }

    /// A Bézier animation whose curve is stored as polynomial coefficients (every version known).
    static func bezier(duration: Double, _ curve: CubicBezierCurve, curveType: String = "BezierTimingCurve") -> ReflectedValue {
        let c = BezierCoefficients(curve)
        return .node("BezierAnimation", [
            ("duration", number(duration)),
            ("curve", .node(curveType, [("ax", number(c.ax)), ("bx", number(c.bx)), ("cx", number(c.cx)), ("ay", number(c.ay)), ("by", number(c.by)), ("cy", number(c.cy))])),
        ])
    }

    /// A Bézier animation whose curve is stored as control points.
    static func bezierPoints(duration: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> ReflectedValue {
        .node("BezierAnimation", [
            ("duration", number(duration)),
            ("curve", .node("UnitCurve", [
                ("startControlPoint", .node("UnitPoint", [("x", number(x1)), ("y", number(y1))])),
                ("endControlPoint", .node("UnitPoint", [("x", number(x2)), ("y", number(y2))])),
            ])),
        ])
    }

    static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, velocity: ReflectedValue = .node("_Velocity<Double>", [("valuePerSecond", .number(0))]), label: String = "initialVelocity") -> ReflectedValue {
        .node("SpringAnimation", [("mass", number(mass)), ("stiffness", number(stiffness)), ("damping", number(damping)), (label, velocity)])
    }

    static func fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double = 0) -> ReflectedValue {
        .node("FluidSpringAnimation", [("response", number(response)), ("dampingFraction", number(dampingFraction)), ("blendDuration", number(blendDuration))])
    }

    /// A wrapper before iOS 17: the wrapped animation's storage beside the wrapper's own values.
    static func oldWrapper(_ type: String, _ base: ReflectedValue, _ values: [(String, ReflectedValue)]) -> ReflectedValue {
        .node(type, [("animation", base)] + values)
    }

    /// A modifier from iOS 17: `_base` holding the base and the modifier.
    static func modified(_ base: ReflectedValue, _ modifierType: String, _ values: [(String, ReflectedValue)]) -> ReflectedValue {
        .node("InternalCustomAnimationModifiedContent", [
            ("_base", .node("CustomAnimationModifiedContent", [("base", base), ("modifier", .node(modifierType, values))])),
        ])
    }

    static func speed(_ base: ReflectedValue, _ speed: Double, modern: Bool) -> ReflectedValue {
        modern ? modified(base, "SpeedAnimation", [("speed", number(speed))]) : oldWrapper("SpeedAnimation", base, [("speed", number(speed))])
    }

    static func delay(_ base: ReflectedValue, _ delay: Double, modern: Bool) -> ReflectedValue {
        modern ? modified(base, "DelayAnimation", [("delay", number(delay))]) : oldWrapper("DelayAnimation", base, [("delay", number(delay))])
    }

    static func repeated(_ base: ReflectedValue, modern: Bool) -> ReflectedValue {
        let values: [(String, ReflectedValue)] = [("repeatCount", .node("Optional<Int>", [("some", number(3))])), ("autoreverses", number(1))]
        return modern ? modified(base, "RepeatAnimation", values) : oldWrapper("RepeatAnimation", base, values)
    }
}

@Suite("Reading an animation's timing")
struct AnimationTimingReaderTests {
    typealias S = AnimationShapes

    func read(_ value: ReflectedValue) -> TransitionTiming? { AnimationTimingReader.timing(of: value) }

    @Test("a Bézier animation stored as coefficients gives its duration and a curve equal to the control-point curve",
          arguments: [CubicBezierCurve.linear, .easeIn, .easeOut, .easeInOut, CubicBezierCurve(x1: 0.17, y1: 0.67, x2: 0.85, y2: 0.65), CubicBezierCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)])
    func bezierCoefficients(curve: CubicBezierCurve) throws {
        let timing = try #require(read(S.animation(S.bezier(duration: 0.8, curve))))
        #expect(timing.duration == 0.8)
        guard case .bezier(let read) = timing.curve else { Issue.record("not a Bézier: \(timing.curve)"); return }
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(read.value(at: x) - curve.value(at: x)) < 1e-9, "x \(x)")
        }
        #expect(abs(read.x1 - curve.x1) < 1e-12 && abs(read.y1 - curve.y1) < 1e-12)
        #expect(abs(read.x2 - curve.x2) < 1e-12 && abs(read.y2 - curve.y2) < 1e-12)
    }

    @Test("coefficients are the polynomial x(t) = ((ax t + bx) t + cx) t of the control-point curve")
    func coefficientsAreThePolynomial() {
        let curve = CubicBezierCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        let c = BezierCoefficients(curve)
        for t in stride(from: 0.0, through: 1.0, by: 0.1) {
            let x = ((c.ax * t + c.bx) * t + c.cx) * t
            let y = ((c.ay * t + c.by) * t + c.cy) * t
            #expect(abs(x - CubicBezierCurve.coordinate(t, 0.25, 0.25)) < 1e-12)
            #expect(abs(y - CubicBezierCurve.coordinate(t, 0.1, 1)) < 1e-12)
        }
        // easeInOut's known coefficients: cx = 1.26, bx = -0.78, ax = 0.52.
        let easeInOut = BezierCoefficients(.easeInOut)
        #expect(abs(easeInOut.cx - 1.26) < 1e-12 && abs(easeInOut.bx + 0.78) < 1e-12 && abs(easeInOut.ax - 0.52) < 1e-12)
    }

    @Test("the animation's storage is read through a box, whichever way reflection shows it")
    func boxes() {
        let bezier = S.bezier(duration: 0.4, .easeIn)
        let expected = TransitionTiming(duration: 0.4, curve: .easeIn)
        #expect(read(S.animation(bezier)) == expected)
        #expect(read(.node("Animation", [("box", .node("AnimationBox<BezierAnimation>", [("base", bezier)]))])) == expected)
        #expect(read(.node("Animation", [("box", .node("AnimationBox<BezierAnimation>", [("_base", bezier)]))])) == expected)
        #expect(read(.node("Animation", [("box", bezier), ("other", .number(1))])) == nil, "a box beside something else is unknown")
    }

    @Test("a Bézier animation stored as control points")
    func bezierControlPoints() {
        #expect(read(S.animation(S.bezierPoints(duration: 0.5, 0.42, 0, 0.58, 1))) == TransitionTiming(duration: 0.5, curve: .easeInOut))
    }

    @Test("an interpolating spring: ratio and response from mass, stiffness and damping; its settling time as duration")
    func interpolatingSpring() throws {
        for label in ["initialVelocity", "_initialVelocity"] {
            for velocity in [ReflectedValue.number(0), .node("_Velocity<Double>", [("valuePerSecond", .number(0))])] {
                let value = S.animation(S.interpolatingSpring(mass: 2, stiffness: 200, damping: 20, velocity: velocity, label: label))
                let timing = try #require(read(value))
                guard case .spring(let spring) = timing.curve else { Issue.record("not a spring"); return }
                // ω = √(k/m) = 10, ζ = c / (2√(mk)) = 20 / 40 = 0.5.
                #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
                #expect(abs(spring.response - 2 * Double.pi / 10) < 1e-12)
                #expect(abs(timing.duration - spring.settlingDuration(tolerance: 0.001)) < 1e-12)
                // Closed form of x'' = -(k/m)(x - 1) - (c/m) x', x(0) = 0, x'(0) = 0.
                for time in [0.05, 0.2, 0.5, 1.0] {
                    let damped = 10 * (1 - 0.25).squareRoot()
                    let expected = 1 - exp(-5 * time) * (cos(damped * time) + 5 / damped * sin(damped * time))
                    #expect(abs(timing.curve.value(atTimeFraction: time / timing.duration, duration: timing.duration) - expected) < 1e-9)
                }
            }
        }
    }

    @Test("a response spring keeps its response and damping fraction; blendDuration plays no part")
    func fluidSpring() throws {
        let timing = try #require(read(S.animation(S.fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0.3))))
        let spring = SpringCurve(dampingRatio: 0.825, response: 0.55)
        #expect(timing == TransitionTiming(duration: spring.settlingDuration(tolerance: 0.001), curve: .spring(spring)))
        // Critically damped and overdamped springs map too.
        #expect(read(S.fluidSpring(response: 0.3, dampingFraction: 1))?.curve == .spring(SpringCurve(dampingRatio: 1, response: 0.3)))
        #expect(read(S.fluidSpring(response: 0.3, dampingFraction: 1.5))?.curve == .spring(SpringCurve(dampingRatio: 1.5, response: 0.3)))
    }

    @Test("speed divides the duration, in both storage forms, nested in any order with zero delays", arguments: [false, true])
    func speed(modern: Bool) throws {
        let base = S.bezier(duration: 1, .easeOut)
        #expect(read(S.animation(S.speed(base, 2, modern: modern))) == TransitionTiming(duration: 0.5, curve: .easeOut))
        #expect(read(S.animation(S.speed(S.speed(base, 2, modern: modern), 4, modern: !modern))) == TransitionTiming(duration: 0.125, curve: .easeOut))
        #expect(read(S.animation(S.delay(S.speed(base, 0.5, modern: modern), 0, modern: modern))) == TransitionTiming(duration: 2, curve: .easeOut))
        #expect(read(S.animation(S.speed(S.delay(base, 0, modern: !modern), 0.5, modern: modern))) == TransitionTiming(duration: 2, curve: .easeOut))
        let spring = try #require(read(S.fluidSpring(response: 0.5, dampingFraction: 1)))
        #expect(read(S.speed(S.fluidSpring(response: 0.5, dampingFraction: 1), 2, modern: modern)) == TransitionTiming(duration: spring.duration / 2, curve: spring.curve))
    }

    @Test("what can't be mapped gives nil", arguments: [false, true])
    func unmapped(modern: Bool) {
        let base = S.bezier(duration: 1, .easeOut)
        #expect(read(S.animation(S.repeated(base, modern: modern))) == nil, "repeats")
        #expect(read(S.animation(S.speed(S.repeated(base, modern: modern), 2, modern: !modern))) == nil, "a repeat under a speed")
        #expect(read(S.animation(S.delay(base, 0.2, modern: modern))) == nil, "a delay")
        #expect(read(S.speed(base, 0, modern: modern)) == nil, "speed 0")
        #expect(read(S.speed(base, -1, modern: modern)) == nil, "a negative speed")
        #expect(read(S.speed(base, .infinity, modern: modern)) == nil, "an infinite speed")
        #expect(read(S.speed(base, .leastNonzeroMagnitude, modern: modern)) == nil, "a speed that makes the duration infinite")
        #expect(read(S.delay(base, -1, modern: modern)) == nil, "a negative delay")
        #expect(read(S.modified(base, "LogicalCompletion", [("flag", .number(1))])) == nil, "an unknown modifier")
    }

    @Test("unknown shapes and bad numbers give nil")
    func badShapes() {
        #expect(read(.node("DefaultAnimation", [])) == nil)
        #expect(read(S.animation(.node("CustomBounce", [("height", .number(3))]))) == nil)
        #expect(read(.number(0.3)) == nil)
        #expect(read(S.bezier(duration: -1, .linear)) == nil, "a negative duration")
        #expect(read(S.bezier(duration: .nan, .linear)) == nil)
        #expect(read(S.bezier(duration: .infinity, .linear)) == nil)
        #expect(read(S.bezierPoints(duration: 1, 1.5, 0, 0.5, 1)) == nil, "x1 beyond 1")
        #expect(read(S.bezierPoints(duration: 1, 0.5, 0, -0.1, 1)) == nil, "x2 below 0")
        #expect(read(S.bezierPoints(duration: 1, 0.5, .nan, 0.5, 1)) == nil)
        // Coefficients that don't end at (1, 1), or aren't numbers.
        #expect(read(.node("BezierAnimation", [("duration", .number(1)), ("curve", .node("C", [("ax", .number(1)), ("bx", .number(1)), ("cx", .number(1)), ("ay", .number(-2)), ("by", .number(3)), ("cy", .number(0))]))])) == nil)
        #expect(read(.node("BezierAnimation", [("duration", .number(1)), ("curve", .node("C", [("ax", .number(-2)), ("bx", .number(3)), ("cx", .node("X", [])), ("ay", .number(-2)), ("by", .number(3)), ("cy", .number(0))]))])) == nil)
        #expect(read(S.interpolatingSpring(stiffness: 100, damping: 0)) == nil, "an undamped spring")
        #expect(read(S.interpolatingSpring(stiffness: 0, damping: 10)) == nil)
        #expect(read(S.interpolatingSpring(mass: -1, stiffness: 100, damping: 10)) == nil)
        #expect(read(S.interpolatingSpring(stiffness: .infinity, damping: 10)) == nil)
        #expect(read(S.interpolatingSpring(stiffness: 100, damping: 10, velocity: .number(2))) == nil, "a spring that starts moving")
        #expect(read(S.interpolatingSpring(stiffness: 100, damping: 10, velocity: .node("V", [("other", .number(0))]))) == nil)
        #expect(read(S.fluidSpring(response: 0, dampingFraction: 0.8)) == nil, "an infinitely stiff spring")
        #expect(read(S.fluidSpring(response: 0.5, dampingFraction: 0)) == nil)
        #expect(read(S.fluidSpring(response: 0.5, dampingFraction: 0.8, blendDuration: -1)) == nil)
        // Extra parts make a shape unknown.
        #expect(read(.node("BezierAnimation", [("duration", .number(1)), ("curve", S.bezier(duration: 1, .linear)["curve"] ?? .number(0)), ("extra", .number(0))])) == nil)
    }

    @Test("a value nested deeper than the limit gives nil; one at the limit reads")
    func depth() {
        func nested(_ levels: Int) -> ReflectedValue {
            var value = S.bezier(duration: 1, .linear)
            for _ in 0..<levels { value = S.animation(value) }
            return value
        }
        #expect(read(nested(AnimationTimingReader.maximumDepth - 2)) == TransitionTiming(duration: 1, curve: .linear))
        #expect(read(nested(AnimationTimingReader.maximumDepth + 1)) == nil)
    }

    @Test("a transaction: none or disabled is instant, unmapped is the container's own, mapped is timed")
    func transaction() {
        let mapped = S.animation(S.bezier(duration: 1, .easeOut))
        #expect(TransactionTiming(animation: nil, disablesAnimations: false) == .instant)
        #expect(TransactionTiming(animation: mapped, disablesAnimations: true) == .instant)
        #expect(TransactionTiming(animation: mapped, disablesAnimations: false) == .timed(TransitionTiming(duration: 1, curve: .easeOut)))
        #expect(TransactionTiming(animation: S.animation(S.repeated(mapped, modern: true)), disablesAnimations: false) == .configured)
        #expect(TransactionTiming(animation: S.bezier(duration: 0, .linear), disablesAnimations: false) == .instant, "no duration")
        #expect(TransactionTiming.configured.isAnimated && !TransactionTiming.instant.isAnimated)
        #expect(TransactionTiming.configured.timing == nil)
    }

    @Test("heights content took in an update move on its transaction's timing, the container's own for an unread one, at once without one or under Reduce Motion")
    func restLayoutTiming() {
        var configuration = StackConfiguration()
        configuration.transitionDuration = 0.4
        configuration.timingCurve = .easeIn
        let timed = TransitionTiming(duration: 1, curve: .easeOut)
        #expect([TransactionTiming.instant, .configured, .timed(timed)].map { $0.restLayoutTiming(configuration) } == [
            nil, TransitionTiming(duration: 0.4, curve: .easeIn), timed,
        ])
        var reduced = configuration
        reduced.motion = .reduced
        #expect([TransactionTiming.instant, .configured, .timed(timed)].map { $0.restLayoutTiming(reduced) } == [nil, nil, nil])
        var instantContainer = configuration
        instantContainer.transitionDuration = 0
        #expect(TransactionTiming.configured.restLayoutTiming(instantContainer) == nil, "a container that doesn't animate")
    }

    @Test("a change an update makes lasts nothing at once, the container's duration for an unread animation, else its timing's")
    func updateDuration() {
        let timed = TransitionTiming(duration: 1.5, curve: .easeOut)
        #expect([TransactionTiming.instant, .configured, .timed(timed)].map { $0.duration(configured: 0.3) } == [0, 0.3, 1.5])
    }
}
