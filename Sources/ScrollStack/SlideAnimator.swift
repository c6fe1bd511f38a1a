#if canImport(UIKit)
import UIKit

/// Slides the outgoing child out and the incoming one in, as seed 000's animator does: 0.28 s,
/// ease-in-out, the direction given by the indices (the core's frames: a higher index comes in
/// from the right, mirrored right to left).
///
/// It moves the two views from their initial to their final frames in the transition context,
/// so it works with any context, and it is interruptible: the container can reverse it mid-flight
/// or drive it with a swipe.
@MainActor
open class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide lasts. Default 0.28 s (seed 000).
    public let duration: TimeInterval
    /// The slide's timing curve. Default ease-in-out.
    public let curve: TimingCurve
    private var running: UIViewPropertyAnimator?

    /// Creates a slide animator.
    public init(duration: TimeInterval = 0.28, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// The slide's duration.
    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Starts the slide.
    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    /// The property animator that slides the views; the same one for the whole transition.
    open func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve.timingParameters)
        let views = [transitionContext.viewController(forKey: .from), transitionContext.viewController(forKey: .to)].compactMap { $0 }
        for controller in views {
            controller.view.frame = transitionContext.initialFrame(for: controller)
        }
        animator.addAnimations {
            for controller in views {
                controller.view.frame = transitionContext.finalFrame(for: controller)
            }
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    /// Lets go of the property animator.
    open func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }
}

/// Rolls the outgoing section up and unrolls the incoming one, moving every header between them:
/// the accordion's built-in animator.
///
/// It animates the whole container to the core's layout at the transition's end, through
/// ``TransitionContext/layoutForTransitionEnd()``; with another context it falls back to moving
/// the two children to their final frames.
@MainActor
open class UnrollAnimator: SlideAnimator {
    private var unrolling: UIViewPropertyAnimator?

    /// Creates an unroll animator.
    public override init(duration: TimeInterval = 0.28, curve: TimingCurve = .easeInOut) {
        super.init(duration: duration, curve: curve)
    }

    /// The property animator that unrolls the sections; the same one for the whole transition.
    open override func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        guard let context = transitionContext as? TransitionContext else {
            return super.interruptibleAnimator(using: transitionContext)
        }
        if let unrolling { return unrolling }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve.timingParameters)
        animator.addAnimations { context.layoutForTransitionEnd() }
        animator.addCompletion { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
        unrolling = animator
        return animator
    }

    /// Lets go of the property animator.
    open override func animationEnded(_ transitionCompleted: Bool) {
        unrolling = nil
        super.animationEnded(transitionCompleted)
    }
}
#endif
