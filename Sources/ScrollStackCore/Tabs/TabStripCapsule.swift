import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A capsule indicator: a shape with round ends behind the selected item.
public struct TabStripCapsule: Equatable, Hashable, Sendable {
    /// The capsule's height, at most the item's. Default 32.
    public var height: CGFloat
    /// The room taken off each side of the item's width. Default 0; a negative value is not
    /// allowed (it counts as zero), so the capsule never reaches a neighbour.
    public var horizontalInset: CGFloat

    /// Creates a capsule. Negative or non-finite numbers count as zero.
    public init(height: CGFloat = 32, horizontalInset: CGFloat = 0) {
        self.height = height
        self.horizontalInset = horizontalInset
    }
}
