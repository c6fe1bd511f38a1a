import Foundation

/// Reads the duration and curve of a SwiftUI `Animation` from a ``ReflectedValue`` of it.
///
/// Before iOS 17 SwiftUI offers no public way to learn an animation's timing, so the SwiftUI layer
/// reflects the animation's private storage into a ``ReflectedValue`` and this reader maps the
/// shapes it knows (by their labels, never by type names):
///
/// - The animation itself: one part labelled `base` (the animation's storage), read through; so is
///   a single part labelled `_base` or `box` (the storage's box, when no custom mirror hides it).
/// - A Bézier animation (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`, `default`
///   before iOS 17): `duration` and `curve`, the curve given either as polynomial coefficients
///   `ax`, `bx`, `cx`, `ay`, `by`, `cy` (x(t) = ((ax·t + bx)·t + cx)·t, the form SwiftUI stores on
///   every version known) or as `startControlPoint` and `endControlPoint`, each with `x` and `y`.
///   It becomes ``TimingCurve/bezier(_:)`` with the animation's duration.
/// - An interpolating spring: `mass`, `stiffness`, `damping` and an initial velocity
///   (`initialVelocity` or `_initialVelocity`, a number or a part with `valuePerSecond`) that must
///   be zero. It becomes ``TimingCurve/spring(_:)`` with damping ratio
///   damping / (2·√(mass·stiffness)) and response 2π·√(mass / stiffness).
/// - A response spring (`spring`, `interactiveSpring`): `response`, `dampingFraction` and
///   `blendDuration` (which blends with an earlier spring and has no part in one change). It becomes
///   ``TimingCurve/spring(_:)`` with that response and damping ratio.
///
///   A spring lasts its ``SpringCurve/settlingDuration(tolerance:)`` for a tolerance of 0.001.
/// - `speed(_:)`: either `animation` and `speed` (before iOS 17), or `base` and a `modifier` with
///   `speed` (reached through a `_base` part, from iOS 17). The duration is divided by the speed.
/// - `delay(_:)`: `animation` and `delay`, or a `modifier` with `delay`. A delay of 0 reads through;
///   any other delay is not mapped.
///
/// Anything else is not mapped and gives `nil`: repeating animations (`repeatCount`,
/// `repeatForever`), unknown shapes, custom animations, a spring that starts moving, a number that
/// is missing, not finite or out of range (a negative duration, a speed of 0, a control point's x
/// outside 0...1), a spring without damping, and a value nested deeper than ``maximumDepth``.
package enum AnimationTimingReader {
    /// How many levels of parts the reader goes down before it gives up.
    package static let maximumDepth = 12

    /// The tolerance a spring's duration is found for: it lasts until it stays this close to its end.
    package static let springTolerance = 0.001

    /// The timing of the animation `animation` pictures, or `nil` when its shape is not mapped.
    ///
    /// - Complexity: O(*n*) for a picture of *n* parts.
    package static func timing(of animation: ReflectedValue) -> TransitionTiming? {
        guard let timing = read(animation, depth: 0), timing.duration.isFinite, timing.duration >= 0 else { return nil }
        return TransitionTiming(duration: timing.duration, curve: timing.curve)
    }

    private struct Reading {
        var duration: Double
        var curve: TimingCurve
    }

    private static func read(_ value: ReflectedValue, depth: Int) -> Reading? {
        guard depth <= maximumDepth else { return nil }
        let inner = depth + 1
        switch Set(value.labels) {
        case ["base"]:
            return value["base"].flatMap { read($0, depth: inner) }
        case ["_base"]:
            return value["_base"].flatMap { read($0, depth: inner) }
        case ["box"]:
            return value["box"].flatMap { read($0, depth: inner) }
        case ["base", "modifier"]:
            guard let base = value["base"], let modifier = value["modifier"] else { return nil }
            return modify(read(base, depth: inner), by: modifier, depth: inner)
        case ["animation", "speed"]:
            guard let base = value["animation"] else { return nil }
            return speeded(read(base, depth: inner), by: value["speed"]?.number)
        case ["animation", "delay"]:
            guard let base = value["animation"] else { return nil }
            return delayed(read(base, depth: inner), by: value["delay"]?.number)
        case ["duration", "curve"]:
            guard let duration = value["duration"]?.number, duration.isFinite, duration >= 0,
                  let curve = value["curve"].flatMap({ bezier($0, depth: inner) }) else { return nil }
            return Reading(duration: duration, curve: .bezier(curve))
        case ["mass", "stiffness", "damping", "initialVelocity"], ["mass", "stiffness", "damping", "_initialVelocity"]:
            return massSpring(value, depth: inner)
        case ["response", "dampingFraction", "blendDuration"]:
            guard let response = value["response"]?.number, let fraction = value["dampingFraction"]?.number,
                  let blend = value["blendDuration"]?.number, blend.isFinite, blend >= 0 else { return nil }
            return spring(dampingRatio: fraction, response: response)
        default:
            return nil
        }
    }

    /// A modifier of the form that wraps a base animation and a modifier value (from iOS 17).
    private static func modify(_ base: Reading?, by modifier: ReflectedValue, depth: Int) -> Reading? {
        guard depth <= maximumDepth else { return nil }
        switch Set(modifier.labels) {
        case ["speed"]: return speeded(base, by: modifier["speed"]?.number)
        case ["delay"]: return delayed(base, by: modifier["delay"]?.number)
        default: return nil
        }
    }

    private static func speeded(_ base: Reading?, by speed: Double?) -> Reading? {
        guard var base, let speed, speed.isFinite, speed > 0 else { return nil }
        base.duration /= speed
        return base.duration.isFinite ? base : nil
    }

    private static func delayed(_ base: Reading?, by delay: Double?) -> Reading? {
        guard let delay, delay == 0 else { return nil }
        return base
    }

    /// A unit Bézier curve from its polynomial coefficients or its control points.
    private static func bezier(_ curve: ReflectedValue, depth: Int) -> CubicBezierCurve? {
        guard depth <= maximumDepth else { return nil }
        switch Set(curve.labels) {
        case ["ax", "bx", "cx", "ay", "by", "cy"]:
            let names = ["ax", "bx", "cx", "ay", "by", "cy"]
            let numbers = names.compactMap { curve[$0]?.number }
            guard numbers.count == names.count, numbers.allSatisfy(\.isFinite) else { return nil }
            return BezierCoefficients(ax: numbers[0], bx: numbers[1], cx: numbers[2], ay: numbers[3], by: numbers[4], cy: numbers[5]).curve
        case ["startControlPoint", "endControlPoint"]:
            guard let start = curve["startControlPoint"], let end = curve["endControlPoint"],
                  let x1 = start["x"]?.number, let y1 = start["y"]?.number,
                  let x2 = end["x"]?.number, let y2 = end["y"]?.number else { return nil }
            return BezierCoefficients.checkedCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        default:
            return nil
        }
    }

    private static func massSpring(_ value: ReflectedValue, depth: Int) -> Reading? {
        guard let mass = value["mass"]?.number, let stiffness = value["stiffness"]?.number,
              let damping = value["damping"]?.number,
              mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0,
              let velocity = value["initialVelocity"] ?? value["_initialVelocity"],
              initialVelocity(of: velocity, depth: depth) == 0 else { return nil }
        let ratio = damping / (2 * (mass * stiffness).squareRoot())
        let response = 2 * Double.pi * (mass / stiffness).squareRoot()
        return spring(dampingRatio: ratio, response: response)
    }

    /// An initial velocity given as a number, or as a part holding `valuePerSecond`.
    private static func initialVelocity(of value: ReflectedValue, depth: Int) -> Double? {
        if let number = value.number { return number }
        guard depth <= maximumDepth, Set(value.labels) == ["valuePerSecond"] else { return nil }
        return value["valuePerSecond"]?.number
    }

    private static func spring(dampingRatio: Double, response: Double) -> Reading? {
        guard dampingRatio.isFinite, dampingRatio > 0, response.isFinite, response > 0 else { return nil }
        let spring = SpringCurve(dampingRatio: dampingRatio, response: response)
        let duration = spring.settlingDuration(tolerance: springTolerance)
        guard duration.isFinite, duration > 0 else { return nil }
        return Reading(duration: duration, curve: .spring(spring))
    }
}
