import Foundation

/// A rectangle as the JSON writes it: `[x, y, width, height]`, in points.
public struct RectRecord: Codable, Equatable, Sendable {
    /// The rectangle.
    public var rect: CGRect

    /// Wraps a rectangle.
    public init(_ rect: CGRect) {
        self.rect = rect
    }

    /// Reads `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let x = try container.decode(Double.self)
        let y = try container.decode(Double.self)
        let width = try container.decode(Double.self)
        let height = try container.decode(Double.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a rectangle has exactly four numbers")
        }
        rect = CGRect(x: x, y: y, width: width, height: height)
    }

    /// Writes `[x, y, width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(Double(rect.origin.x))
        try container.encode(Double(rect.origin.y))
        try container.encode(Double(rect.size.width))
        try container.encode(Double(rect.size.height))
    }
}
