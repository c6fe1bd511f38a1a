#if canImport(UIKit)
import UIKit

/// Animates a presentation from the core's pose at its start to its pose at its end: the
/// presented view's frame, scale and opacity, the presenting view's frame and the dimming.
@MainActor
package final class PresentationAnimator: PropertyTransitionAnimator {
    /// Whether this animator presents (or dismisses).
    package let isPresenting: Bool
    private let ended: () -> Void

    init(isPresenting: Bool, duration: TimeInterval, curve: TimingCurve, ended: @escaping () -> Void) {
        self.isPresenting = isPresenting
        self.ended = ended
        super.init(duration: duration, curve: curve)
    }

    /// Poses every view at the start and animates them to the end pose.
    public override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        let presentedKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let presentingKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        guard let presented = transitionContext.viewController(forKey: presentedKey),
              let controller = presented.presentationController as? PresentationController,
              // The controller's wrapper around the presented view, which carries the pose.
              let posed = controller.presentedView
        else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            return
        }
        let presentingView = transitionContext.viewController(forKey: presentingKey)?.view
        let layout = controller.layout
        let start = layout.pose(atProgress: isPresenting ? 0 : 1, isPresenting: isPresenting)
        let end = layout.pose(atProgress: isPresenting ? 1 : 0, isPresenting: isPresenting)
        if posed.superview !== transitionContext.containerView {
            transitionContext.containerView.addSubview(posed)
        }
        let apply = { (pose: PresentationPose) in
            controller.apply(pose, presentedView: posed, presentingView: presentingView)
        }
        apply(start)
        animator.addAnimations { apply(end) }
        animator.addCompletion { [ended] _ in
            // The core decided to cancel (through the interaction controller): everything goes
            // back to the start pose, so nothing is left behind.
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { apply(start) }
            transitionContext.completeTransition(!cancelled)
            ended()
        }
    }
}
#endif
