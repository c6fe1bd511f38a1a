import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a scrolling tab strip keeps the selected item.
///
/// Every mode follows the indicator, so the strip scrolls smoothly during a swipe instead of
/// jumping when the selection changes, and every offset is clamped to the strip's content, so the
/// first and last items never leave empty space beside them.
public enum TabStripAlignment: Equatable, Hashable, Sendable {
    /// The selected item is centred, as far as the content allows.
    case centered
    /// The strip scrolls only as much as needed to show the selected item with `margin` points
    /// of room beside it; while it is already shown, the strip stays where it is.
    ///
    /// A negative or non-finite margin counts as zero.
    case visible(margin: CGFloat)
    /// The selected item sits at the strip's leading edge, after the leading inset.
    case leading
}
