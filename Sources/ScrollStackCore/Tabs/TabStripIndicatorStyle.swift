import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape of the indicator that marks the selected item of a tab strip.
///
/// In both styles the indicator is as wide as the item it marks; during a swipe its position and
/// its width both move from one item's to the next.
public enum TabStripIndicatorStyle: Equatable, Hashable, Sendable {
    /// A bar along the bottom edge of the item, `thickness` points tall (at most the item's height).
    ///
    /// A negative or non-finite thickness counts as zero.
    case underline(thickness: CGFloat)
    /// A shape behind the title, `height` points tall (at most the item's height), centred
    /// vertically on the item. The platform rounds its ends.
    ///
    /// A negative or non-finite height counts as zero.
    case capsule(height: CGFloat)
}
