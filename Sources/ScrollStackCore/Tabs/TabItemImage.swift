import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size of a tab's image, and of its selected variant when it has one.
public struct TabItemImage: Equatable, Sendable {
    /// The image's size, in points.
    public var size: CGSize
    /// The size of the image shown while the tab is selected, or `nil` when the same image is shown.
    public var selectedSize: CGSize?

    /// Creates an image description. Negative or non-finite dimensions count as zero.
    public init(size: CGSize, selectedSize: CGSize? = nil) {
        self.size = size
        self.selectedSize = selectedSize
    }

    /// The room the image takes: the larger of its two variants, so switching never moves anything.
    public var slotSize: CGSize {
        let normal = size.clampedToNonNegative
        let selected = (selectedSize ?? size).clampedToNonNegative
        return CGSize(width: max(normal.width, selected.width), height: max(normal.height, selected.height))
    }
}
