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
        let numbers = try NumberList.decode(4, what: "a rectangle", from: decoder)
        rect = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Writes `[x, y, width, height]`.
    public func encode(to encoder: any Encoder) throws {
        try NumberList.encode([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], to: encoder)
    }
}
