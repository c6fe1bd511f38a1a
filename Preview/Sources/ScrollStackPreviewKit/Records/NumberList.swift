import Foundation

/// Reads and writes a fixed-length JSON list of numbers, the form of ``RectRecord`` and
/// ``SizeRecord``.
enum NumberList {
    /// Reads exactly `count` numbers, or throws naming `what` when the list is longer or shorter.
    static func decode(_ count: Int, what: String, from decoder: any Decoder) throws -> [CGFloat] {
        var container = try decoder.unkeyedContainer()
        var numbers: [CGFloat] = []
        for _ in 0..<count {
            numbers.append(CGFloat(try container.decode(Double.self)))
        }
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(what) has exactly \(count) numbers")
        }
        return numbers
    }

    /// Writes the numbers as a list.
    static func encode(_ numbers: [CGFloat], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for number in numbers {
            try container.encode(Double(number))
        }
    }
}
