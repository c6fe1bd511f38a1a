import Foundation
import ScrollStackCore

/// A timing curve as the JSON writes it: `{"bezier": [x1, y1, x2, y2]}` or
/// `{"spring": {"dampingRatio": d, "response": r}}`.
public struct CurveRecord: Codable, Equatable, Sendable {
    /// The curve.
    public var curve: TimingCurve

    /// Wraps a curve.
    public init(_ curve: TimingCurve) {
        self.curve = curve
    }

    private enum Keys: String, CodingKey {
        case bezier, spring
    }

    private enum SpringKeys: String, CodingKey {
        case dampingRatio, response
    }

    /// Writes the curve.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch curve {
        case .bezier(let bezier):
            try container.encode([bezier.x1, bezier.y1, bezier.x2, bezier.y2], forKey: .bezier)
        case .spring(let spring):
            var nested = container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            try nested.encode(spring.dampingRatio, forKey: .dampingRatio)
            try nested.encode(spring.response, forKey: .response)
        }
    }

    /// Reads a curve, refusing values the core's initialisers would stop on.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if container.contains(.bezier) {
            let points = try container.decode([Double].self, forKey: .bezier)
            guard points.count == 4, (0...1).contains(points[0]), (0...1).contains(points[2]), points[1].isFinite, points[3].isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .bezier, in: container, debugDescription: "a Bézier curve is [x1, y1, x2, y2] with x1 and x2 in 0...1")
            }
            curve = .bezier(CubicBezierCurve(x1: points[0], y1: points[1], x2: points[2], y2: points[3]))
        } else {
            let nested = try container.nestedContainer(keyedBy: SpringKeys.self, forKey: .spring)
            let damping = try nested.decode(Double.self, forKey: .dampingRatio)
            let response = try nested.decode(Double.self, forKey: .response)
            guard damping.isFinite, damping > 0, response.isFinite, response > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .dampingRatio, in: nested, debugDescription: "a spring's damping ratio and response are positive")
            }
            curve = .spring(SpringCurve(dampingRatio: damping, response: response))
        }
    }

    /// The curve's name: `ease-in-out` for UIKit's standard curves, otherwise its parameters.
    public var name: String {
        switch curve {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .bezier(let bezier):
            let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { NumberText.decimals($0, places: 3) }
            return "bezier(\(points.joined(separator: ", ")))"
        case .spring(let spring):
            return "spring(damping \(NumberText.decimals(spring.dampingRatio, places: 3)), response \(NumberText.decimals(spring.response, places: 3)) s)"
        }
    }
}
