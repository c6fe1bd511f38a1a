import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How wide a tab strip makes its items.
public enum TabStripSizing: Equatable, Hashable, Sendable {
    /// Every item is as wide as its own measured width.
    case selfSizing
    /// Every item is as wide as the widest measured item, so the titles line up in even cells.
    case equalWidths
}
