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
        let numbers = try NumberList.decode(2, what: "a size", from: decoder)
        size = CGSize(width: numbers[0], height: numbers[1])
    }

    /// Writes `[width, height]`.
    public func encode(to encoder: any Encoder) throws {
        try NumberList.encode([size.width, size.height], to: encoder)
    }
}
