import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGFloat {
    /// The value, or zero when it is negative, NaN or infinite.
    @inlinable
    var clampedToNonNegative: CGFloat {
        isFinite && self > 0 ? self : 0
    }
}

extension CGSize {
    /// The size with each dimension clamped by ``CoreGraphics/CGFloat/clampedToNonNegative``.
    @inlinable
    var clampedToNonNegative: CGSize {
        CGSize(width: width.clampedToNonNegative, height: height.clampedToNonNegative)
    }
}
