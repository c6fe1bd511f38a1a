import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Whether the default headers draw as rows of a plain list or of one inset, rounded group, as a
/// settings screen's inset-grouped list.
public enum HeaderCornerStyle: Equatable, Hashable, Sendable {
    /// Full-width rows with square corners (the default).
    case plain
    /// One group inset from both sides by `margin` points: the first header's top corners and the
    /// last collapsed header's bottom corners are rounded with `radius`. Negative or non-finite
    /// values count as 0 (a documented clamp).
    case insetGrouped(radius: CGFloat = 10, margin: CGFloat = 16)
}
