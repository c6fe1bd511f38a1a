import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Names one animator a host made for one transition.
public struct AnimatorID: Hashable, Sendable, CustomStringConvertible {
    /// A number unique within its driver.
    public let rawValue: Int

    /// Creates an identifier.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// `animator#n`.
    public var description: String { "animator#\(rawValue)" }
}
