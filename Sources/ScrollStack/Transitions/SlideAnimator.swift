#if canImport(UIKit)
import UIKit

/// Slides the outgoing child out and the incoming one in: 0.28 s, ease-in-out by default, the
/// direction given by the indices (the core's frames: a higher index comes in from the right,
/// mirrored right to left).
///
/// It moves the two views from their initial to their final frames in the transition context,
/// so it works with any context, and it is interruptible: the container can reverse it mid-flight
/// or drive it with a swipe.
@MainActor
open class SlideAnimator: PropertyTransitionAnimator {
    /// Creates a slide animator.
    public override init(duration: TimeInterval = 0.28, curve: TimingCurve = .easeInOut) {
        super.init(duration: duration, curve: curve)
    }

    /// Moves both views from their initial to their final frames.
    open override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        let views = [transitionContext.viewController(forKey: .from), transitionContext.viewController(forKey: .to)].compactMap { $0 }
        for controller in views {
            controller.view.frame = transitionContext.initialFrame(for: controller)
        }
        animator.addAnimations {
            for controller in views {
                controller.view.frame = transitionContext.finalFrame(for: controller)
            }
        }
        super.configure(animator, for: transitionContext)
    }
}
#endif
