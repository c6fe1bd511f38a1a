#if canImport(UIKit)
import UIKit

/// Cross-fades from the outgoing child to the incoming one without moving anything: the animator
/// the container uses when Reduce Motion is on.
///
/// Everything takes its place at the transition's end at once (headers, frames and clips, through
/// ``TransitionContext/layoutForTransitionEnd()``); then the incoming child fades in while the
/// outgoing one fades out. It is interruptible, so a swipe can still drive it and a tap can turn
/// it back.
@MainActor
open class CrossFadeAnimator: PropertyTransitionAnimator {
    /// Creates a cross-fade animator.
    public override init(duration: TimeInterval = 0.28, curve: TimingCurve = .easeInOut) {
        super.init(duration: duration, curve: curve)
    }

    /// Places everything at the end, then fades the two children across.
    open override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        let outgoing = transitionContext.viewController(forKey: .from)
        let incoming = transitionContext.viewController(forKey: .to)
        // Placing everything at the end scrolls to what opens; a reversed fade scrolls back.
        let scrollView = transitionContext.containerView as? UIScrollView
        let startOffset = scrollView?.contentOffset
        if let context = transitionContext as? TransitionContext {
            context.layoutForTransitionEnd()
        } else {
            for controller in [outgoing, incoming].compactMap({ $0 }) {
                controller.view.frame = transitionContext.finalFrame(for: controller)
            }
        }
        // The outgoing child fades where it was (an accordion's is already clipped away).
        if let outgoing { outgoing.view.frame = transitionContext.initialFrame(for: outgoing) }
        incoming?.view.alpha = 0
        animator.addAnimations {
            outgoing?.view.alpha = 0
            incoming?.view.alpha = 1
        }
        animator.addCompletion { position in
            outgoing?.view.alpha = 1
            incoming?.view.alpha = 1
            if position == .start, let startOffset { scrollView?.contentOffset = startOffset }
        }
        super.configure(animator, for: transitionContext)
    }
}
#endif
