import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where every view of a modal presentation stands at one moment.
@usableFromInline package struct PresentationPose: Equatable, Sendable {
    /// The presented view's frame, in the container's coordinates, before ``presentedScale``.
    public var presentedFrame: CGRect
    /// The presented view's scale about its centre (1 = full size).
    public var presentedScale: CGFloat = 1
    /// The presented view's opacity.
    public var presentedAlpha: CGFloat = 1
    /// How far the presenting view is moved sideways, in points (a drawer that offsets it); 0
    /// leaves it where it is.
    public var presentingOffset: CGFloat = 0
    /// The dimming view's opacity over the presenting view.
    public var dimmingAlpha: CGFloat
}
