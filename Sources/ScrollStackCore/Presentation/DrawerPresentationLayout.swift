import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The poses of a side drawer: the presented view slides in from an edge, covering a width of
/// the container, while the presenting view stays visible, moved aside or dimmed.
///
/// Presenting and dismissing are the same motion in opposite directions, so one pose per
/// progress serves both (0: closed, 1: open).
package struct DrawerPresentationLayout: Equatable, Sendable {
    /// The container's size; negative or non-finite dimensions count as zero.
    public let containerSize: CGSize
    /// The drawer's width, no wider than the container.
    public let width: CGFloat
    /// The edge the drawer comes from.
    public let edge: DrawerEdge
    /// The reading direction, which places the edges.
    public let layoutDirection: StackLayoutDirection
    /// What happens to the presenting view.
    public let presentingEffect: DrawerPresentingEffect
    /// The dimming view's opacity when open, if ``presentingEffect`` dims: 0.3.
    public let dimmingAlpha: CGFloat = 0.3
    /// The user's motion preference. Under ``MotionPreference/reduced`` the drawer cross-fades in
    /// place, as every other transition does: it stands open at every progress and its opacity
    /// follows the progress, the dimming fades with it, and the presenting view doesn't move.
    public let motion: MotionPreference

    /// Creates the layout.
    public init(
        containerSize: CGSize,
        width: CGFloat,
        edge: DrawerEdge = .leading,
        layoutDirection: StackLayoutDirection = .leftToRight,
        presentingEffect: DrawerPresentingEffect = [.offset, .dim],
        motion: MotionPreference = .full
    ) {
        self.containerSize = containerSize.clampedToNonNegative
        self.width = min(width.clampedToNonNegative, self.containerSize.width)
        self.edge = edge
        self.layoutDirection = layoutDirection
        self.presentingEffect = presentingEffect
        self.motion = motion
    }

    /// Whether the drawer comes from the physical left edge.
    public var opensFromLeft: Bool {
        (edge == .leading) == (layoutDirection == .leftToRight)
    }

    /// The pose at `progress` (0: closed, 1: open).
    public func pose(at progress: Double) -> PresentationPose {
        let p = CGFloat(min(1, max(0, progress.isFinite ? progress : 0)))
        let sign: CGFloat = opensFromLeft ? 1 : -1
        let dimming = presentingEffect.contains(.dim) ? dimmingAlpha * p : 0
        if motion == .reduced {
            let openX = opensFromLeft ? 0 : containerSize.width - width
            return PresentationPose(
                presentedFrame: CGRect(x: openX, y: 0, width: width, height: containerSize.height),
                presentedAlpha: p,
                dimmingAlpha: dimming
            )
        }
        let shown = width * p
        let drawerX = opensFromLeft ? shown - width : containerSize.width - shown
        return PresentationPose(
            presentedFrame: CGRect(x: drawerX, y: 0, width: width, height: containerSize.height),
            presentingOffset: presentingEffect.contains(.offset) ? sign * shown : 0,
            dimmingAlpha: dimming
        )
    }

    /// The pan translation, in points, that opens the drawer further: positive for a finger moving
    /// away from the drawer's edge.
    public func openingDistance(ofTranslation translation: CGFloat) -> CGFloat {
        guard translation.isFinite else { return 0 }
        return opensFromLeft ? translation : -translation
    }
}
