import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape of the indicator that marks the selected item of a tab strip.
///
/// Every style is laid out by ``TabStripLayout``; during a swipe the indicator's position and
/// width move from one item's to the next's, whatever the style.
public enum TabStripIndicatorStyle: Equatable, Hashable, Sendable {
    /// A bar along the bottom edge of the item.
    case underline(TabStripUnderline)
    /// A rounded shape behind the item, centred vertically on it.
    case capsule(TabStripCapsule)
    /// No indicator: the items' emphasis alone shows the selection.
    case none

    /// A bar as wide as the item, `thickness` points tall, with square ends.
    ///
    /// A negative or non-finite thickness counts as zero.
    public static func underline(thickness: CGFloat) -> TabStripIndicatorStyle {
        .underline(TabStripUnderline(thickness: thickness))
    }

    /// A capsule as wide as the item, `height` points tall.
    ///
    /// A negative or non-finite height counts as zero.
    public static func capsule(height: CGFloat) -> TabStripIndicatorStyle {
        .capsule(TabStripCapsule(height: height))
    }
}

/// How wide an underline indicator is.
public enum TabStripIndicatorWidth: Equatable, Hashable, Sendable {
    /// As wide as the item, padding included.
    case item
    /// As wide as the item's content: its image, title and badge, without the padding.
    case content
    /// A fixed width, centred on the item. A negative or non-finite width counts as zero.
    case fixed(CGFloat)
}

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
