import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The poses of an alert-style presentation: the alert centred over the presenting view, which
/// stays on screen behind a dimming view.
///
/// Presenting follows the style; dismissing fades the alert and the dimming out in place.
package struct AlertPresentationLayout: Equatable, Sendable {
    /// The container's size; negative or non-finite dimensions count as zero.
    public let containerSize: CGSize
    /// The alert's fitted size, no larger than the container.
    public let alertSize: CGSize
    /// How the alert comes on screen.
    public let style: AlertAnimationStyle
    /// The dimming view's opacity once presented: 0.3.
    public let dimmingAlpha: CGFloat = 0.3
    /// The scale the centre-scale style starts from: 0.3.
    public let initialScale: CGFloat = 0.3

    /// The width an alert that gives no size of its own gets, as UIKit's alerts: 270 points.
    public static let defaultWidth: CGFloat = 270

    /// Creates the layout.
    ///
    /// An alert size of zero (a view controller with no preferred size) gets ``defaultWidth`` and a
    /// third of the container's height.
    public init(containerSize: CGSize, alertSize: CGSize, style: AlertAnimationStyle) {
        let container = containerSize.clampedToNonNegative
        let given = alertSize.clampedToNonNegative
        let alert = given == .zero ? CGSize(width: Self.defaultWidth, height: container.height / 3) : given
        self.containerSize = container
        self.alertSize = CGSize(width: min(alert.width, container.width), height: min(alert.height, container.height))
        self.style = style
    }

    /// The alert's frame once presented: centred.
    public var centredFrame: CGRect {
        CGRect(
            x: (containerSize.width - alertSize.width) / 2,
            y: (containerSize.height - alertSize.height) / 2,
            width: alertSize.width,
            height: alertSize.height
        )
    }

    /// The pose at `progress` of presenting (0: not shown, 1: presented).
    public func presentingPose(at progress: Double) -> PresentationPose {
        let p = CGFloat(min(1, max(0, progress.isFinite ? progress : 0)))
        let centred = centredFrame
        switch style {
        case .centerScale:
            return PresentationPose(
                presentedFrame: centred,
                presentedScale: initialScale + (1 - initialScale) * p,
                dimmingAlpha: dimmingAlpha * p
            )
        case .slideUp:
            let below = centred.offsetBy(dx: 0, dy: containerSize.height - centred.minY)
            return PresentationPose(
                presentedFrame: below.interpolated(to: centred, fraction: Double(p)),
                dimmingAlpha: dimmingAlpha * p
            )
        case .fade:
            return PresentationPose(presentedFrame: centred, presentedAlpha: p, dimmingAlpha: dimmingAlpha * p)
        }
    }

    /// The pose at `progress` of dismissing (1: still presented, 0: gone): the alert and the
    /// dimming fade out where they are.
    public func dismissingPose(at progress: Double) -> PresentationPose {
        let p = CGFloat(min(1, max(0, progress.isFinite ? progress : 0)))
        return PresentationPose(
            presentedFrame: centredFrame,
            presentedAlpha: p,
            dimmingAlpha: dimmingAlpha * p
        )
    }
}
