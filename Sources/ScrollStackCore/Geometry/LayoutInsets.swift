import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insets applied inside a container's bounds before its children are laid out.
///
/// The core's counterpart of `UIEdgeInsets`: the container's edge insets.
/// Values are in points; `left` and `right` are physical edges, whatever the layout direction.
public struct LayoutInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets from the four edges.
    ///
    /// Non-finite or negative values are treated as zero (a documented clamp), so a transient bad
    /// value from a platform layout pass can never produce frames with NaN in them.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top.clampedToNonNegative
        self.left = left.clampedToNonNegative
        self.bottom = bottom.clampedToNonNegative
        self.right = right.clampedToNonNegative
    }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The rectangle left over when these insets are taken from a size's bounds.
    ///
    /// The result never has a negative width or height.
    public func contentRect(in size: CGSize) -> CGRect {
        CGRect(
            x: left,
            y: top,
            width: max(0, size.width - horizontal),
            height: max(0, size.height - vertical)
        )
    }
}
