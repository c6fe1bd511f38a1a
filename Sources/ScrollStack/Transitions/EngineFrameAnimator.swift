#if canImport(UIKit)
import UIKit

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
#endif
