import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where every view of a modal presentation stands at one moment.
@usableFromInline package struct PresentationPose: Equatable, Sendable {
    /// The presented view's frame, in the container's coordinates, before ``presentedScale``.
    public var presentedFrame: CGRect
    /// The presented view's scale about its centre (1 = full size).
    public var presentedScale: CGFloat
    /// The presented view's opacity.
    public var presentedAlpha: CGFloat
    /// How far the presenting view is moved sideways, in points (a drawer that offsets it); 0
    /// leaves it where it is.
    public var presentingOffset: CGFloat
    /// The dimming view's opacity over the presenting view.
    public var dimmingAlpha: CGFloat

    /// Creates a pose.
    public init(presentedFrame: CGRect, presentedScale: CGFloat = 1, presentedAlpha: CGFloat = 1, presentingOffset: CGFloat = 0, dimmingAlpha: CGFloat) {
        self.presentedFrame = presentedFrame
        self.presentedScale = presentedScale
        self.presentedAlpha = presentedAlpha
        self.presentingOffset = presentingOffset
        self.dimmingAlpha = dimmingAlpha
    }
}
