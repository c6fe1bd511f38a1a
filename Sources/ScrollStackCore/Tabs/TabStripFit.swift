import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a tab strip does with the room left over when all its items fit in the visible width.
///
/// When the items are wider than the strip, it scrolls and this setting has no effect.
public enum TabStripFit: Equatable, Hashable, Sendable {
    /// The items keep their widths and start at the leading edge; the room is left after them.
    case leading
    /// The items keep their widths and the group is centred.
    case center
    /// Every item grows by an equal share of the room, so the group fills the strip.
    case fill
}
