#if canImport(UIKit)
import UIKit

/// Rolls the outgoing section up and unrolls the incoming one, moving every header between them:
/// the accordion's built-in animator.
///
/// It animates the whole container to the core's layout at the transition's end, through
/// ``TransitionContext/layoutForTransitionEnd()``; with another context it slides like
/// ``SlideAnimator``.
@MainActor
open class UnrollAnimator: SlideAnimator {
    /// Lays out the whole container at the transition's end inside the animation.
    open override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            super.configure(animator, for: transitionContext)
            return
        }
        animator.addAnimations { context.layoutForTransitionEnd() }
        animator.addCompletion { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
#endif
