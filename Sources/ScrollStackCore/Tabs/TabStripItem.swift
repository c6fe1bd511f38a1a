import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One item a tab strip shows: where it goes and how strongly it is selected.
public struct TabStripItem: Equatable, Sendable {
    /// The item's index.
    public var index: Int
    /// The item's frame, in the strip's content coordinates.
    public var frame: CGRect
    /// How selected the item looks, from 0 (not at all) to 1 (the current item at rest).
    ///
    /// Draw it as a colour or a scale; it never changes `frame`.
    public var emphasis: Double

    /// Creates an item.
    public init(index: Int, frame: CGRect, emphasis: Double) {
        self.index = index
        self.frame = frame
        self.emphasis = emphasis
    }
}
