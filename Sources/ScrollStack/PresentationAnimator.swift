#if canImport(UIKit)
import UIKit

/// Animates a presentation from the core's pose at its start to its pose at its end: the
/// presented view's frame, scale and opacity, the presenting view's frame and the dimming.
@MainActor
public final class PresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether this animator presents (or dismisses).
    public let isPresenting: Bool
    /// How long it runs.
    public let duration: TimeInterval
    /// Its timing curve.
    public let curve: TimingCurve
    private let ended: () -> Void
    private var running: UIViewPropertyAnimator?

    init(isPresenting: Bool, duration: TimeInterval, curve: TimingCurve, ended: @escaping () -> Void) {
        self.isPresenting = isPresenting
        self.duration = duration
        self.curve = curve
        self.ended = ended
    }

    /// The duration.
    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Moves every view from the start pose to the end pose.
    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The property animator for the whole transition, which an interaction controller can scrub.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve.timingParameters)
        running = animator
        let presentedKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let presentingKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        guard let presented = transitionContext.viewController(forKey: presentedKey),
              let controller = presented.presentationController as? PresentationController
        else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            return animator
        }
        let presentingView = transitionContext.viewController(forKey: presentingKey)?.view
        let layout = controller.layout
        let start = layout.pose(atProgress: isPresenting ? 0 : 1, isPresenting: isPresenting)
        let end = layout.pose(atProgress: isPresenting ? 1 : 0, isPresenting: isPresenting)
        if presented.view.superview == nil {
            transitionContext.containerView.addSubview(presented.view)
        }
        let apply = { (pose: PresentationPose) in
            presented.view.transform = .identity
            presented.view.frame = pose.presentedFrame
            presented.view.transform = CGAffineTransform(scaleX: pose.presentedScale, y: pose.presentedScale)
            presented.view.alpha = pose.presentedAlpha
            presentingView?.frame = pose.presentingFrame
            controller.dimmingView.alpha = pose.dimmingAlpha
        }
        apply(start)
        animator.addAnimations { apply(end) }
        animator.addCompletion { [weak self] _ in
            // The core decided to cancel (through the interaction controller): everything goes
            // back to the start pose, so nothing is left behind.
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { apply(start) }
            transitionContext.completeTransition(!cancelled)
            self?.running = nil
            self?.ended()
        }
        return animator
    }
}
#endif
