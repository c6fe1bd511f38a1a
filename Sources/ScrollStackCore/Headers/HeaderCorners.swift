import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which corners of a header's background are rounded.
public struct HeaderCorners: OptionSet, Hashable, Sendable {
    /// The value's bits.
    public var rawValue: Int

    /// Creates the set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The two top corners.
    public static let top = HeaderCorners(rawValue: 1)
    /// The two bottom corners.
    public static let bottom = HeaderCorners(rawValue: 2)
}
