import Foundation

/// A size as the JSON writes it: `[width, height]`, in points.
public struct SizeRecord: Codable, Equatable, Sendable {
    /// The size.
    public var size: CGSize

    /// Wraps a size.
    public init(_ size: CGSize) {
        self.size = size
    }

    /// Reads `[width, height]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let width = try container.decode(Double.self)
        let height = try container.decode(Double.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a size has exactly two numbers")
        }
        size = CGSize(width: width, height: height)
    }

    /// Writes `[width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(Double(size.width))
        try container.encode(Double(size.height))
    }
}
