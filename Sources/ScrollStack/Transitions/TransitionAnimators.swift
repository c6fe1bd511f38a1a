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

/// The built-in slide and unroll: the container lays out every header, child and the scroll
/// position from the engine on each display frame, so this animator moves no view itself. Its
/// property animator only carries the transition's progress, reversal and completion the way any
/// interruptible animator does.
///
/// Because each frame is computed afresh, a section's height, the data or the container's size
/// can change mid-flight and the transition simply heads for the new layout; a custom animator
/// handed out by the transition delegate still gets the start and end frames of
/// ``TransitionContext``.
@MainActor
final class EngineFrameAnimator: PropertyTransitionAnimator {
    override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        // A property animator needs an animation block to run; the frames are the container's.
        animator.addAnimations {}
        super.configure(animator, for: transitionContext)
    }
}

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
