import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An underline indicator: a bar along the bottom edge of the selected item.
public struct TabStripUnderline: Equatable, Hashable, Sendable {
    /// How wide the bar is. Default ``TabStripIndicatorWidth/item``.
    public var width: TabStripIndicatorWidth
    /// The bar's height, at most the item's. Default 2.
    public var thickness: CGFloat
    /// The room taken off each side of the bar's width. Default 0.
    public var horizontalInset: CGFloat
    /// How far above the item's bottom edge the bar sits. Default 0.
    public var bottomInset: CGFloat
    /// The radius of the bar's corners, at most half its thickness. Default 0.
    public var cornerRadius: CGFloat

    /// Creates an underline. Negative or non-finite numbers count as zero.
    public init(width: TabStripIndicatorWidth = .item, thickness: CGFloat = 2, horizontalInset: CGFloat = 0, bottomInset: CGFloat = 0, cornerRadius: CGFloat = 0) {
        self.width = width
        self.thickness = thickness
        self.horizontalInset = horizontalInset
        self.bottomInset = bottomInset
        self.cornerRadius = cornerRadius
    }
}
