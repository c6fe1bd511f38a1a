import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGFloat {
    /// The value a `fraction` of the way from `start` to `end`.
    ///
    /// `fraction` 0 gives `start` and 1 gives `end`; values outside 0...1 extrapolate.
    @inlinable
    public static func interpolate(from start: CGFloat, to end: CGFloat, fraction: Double) -> CGFloat {
        start + (end - start) * CGFloat(fraction)
    }
}

extension CGRect {
    /// The rectangle a `fraction` of the way from this one to `end`, each edge interpolated linearly.
    ///
    /// - Parameters:
    ///   - end: The rectangle at `fraction` 1.
    ///   - fraction: How far along, usually in 0...1.
    /// - Returns: A rectangle whose origin and size are interpolated independently.
    @inlinable
    public func interpolated(to end: CGRect, fraction: Double) -> CGRect {
        CGRect(
            x: .interpolate(from: origin.x, to: end.origin.x, fraction: fraction),
            y: .interpolate(from: origin.y, to: end.origin.y, fraction: fraction),
            width: .interpolate(from: size.width, to: end.size.width, fraction: fraction),
            height: .interpolate(from: size.height, to: end.size.height, fraction: fraction)
        )
    }
}
