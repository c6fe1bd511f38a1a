#if canImport(UIKit)
import UIKit

/// A transition animator run by one `UIViewPropertyAnimator`, kept for the whole transition, so
/// it can be started, scrubbed by a swipe, reversed and continued: the base of the built-in
/// animators.
///
/// Subclasses add their animations and completion in ``configure(_:for:)``.
@MainActor
open class PropertyTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the transition lasts.
    public let duration: TimeInterval
    /// Its timing curve.
    public let curve: TimingCurve
    private var running: UIViewPropertyAnimator?

    /// Creates an animator with a duration and a curve.
    public init(duration: TimeInterval, curve: TimingCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// The duration.
    open func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// Starts the property animator; when the context isn't animated, puts the views at the end
    /// and runs the completion at once.
    open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let animator = interruptibleAnimator(using: transitionContext)
        guard transitionContext.isAnimated else {
            animator.pauseAnimation()
            animator.stopAnimation(false)
            animator.finishAnimation(at: .end)
            return
        }
        animator.startAnimation()
    }

    /// The property animator of this transition: made and configured on the first call, the same
    /// one afterwards.
    public final func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve.timingParameters)
        running = animator
        configure(animator, for: transitionContext)
        return animator
    }

    /// Adds the transition's animations and completion to `animator`. The completion must call
    /// the context's `completeTransition(_:)`.
    open func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    /// Lets go of the property animator.
    open func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }
}
#endif
