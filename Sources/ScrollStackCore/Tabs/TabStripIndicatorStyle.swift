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
