import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How wide an underline indicator is.
public enum TabStripIndicatorWidth: Equatable, Hashable, Sendable {
    /// As wide as the item, padding included.
    case item
    /// As wide as the item's content: its image, title and badge, without the padding.
    case content
    /// A fixed width, centred on the item. A negative or non-finite width counts as zero.
    case fixed(CGFloat)
}
