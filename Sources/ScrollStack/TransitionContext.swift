#if canImport(UIKit)
import UIKit

/// The context of one transition between two children of an ``ExpandableViewController``: the
/// container's own `UIViewControllerContextTransitioning` (seed 000).
///
/// Animators read the two view controllers, the container view and the frames from it, exactly
/// as they would in a UIKit transition. The frames come from the core engine: the initial frames
/// are the layout at the transition's start and the final frames its layout at the end. Whether
/// the transition completes or is cancelled is the engine's decision; ``completeTransition(_:)``
/// only reports that the animator has finished.
@MainActor
public final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// The index the transition starts from (`nil`: no section).
    public let fromIndex: Int?
    /// The index the transition goes to (`nil`: no section, or a pull past the ends).
    public let toIndex: Int?
    /// The view the transition happens in: the container's content view.
    public let containerView: UIView
    /// Always `true`: the container animates every transition it hands to an animator.
    public let isAnimated = true
    /// Whether a swipe drives the transition.
    public let isInteractive: Bool
    /// Transitions inside a container are not modal presentations.
    public let presentationStyle = UIModalPresentationStyle.custom
    /// No rotation happens during the transition.
    public let targetTransform = CGAffineTransform.identity

    private let fromViewController: UIViewController?
    private let toViewController: UIViewController?
    private let frames: (UIViewController, Double) -> CGRect
    private let wasCancelled: () -> Bool
    private let layoutAtEnd: () -> Void
    private let finished: () -> Void
    /// The animator running this transition.
    public let animator: UIViewControllerAnimatedTransitioning
    /// The built-in animator a swipe runs on when ``animator`` can't be scrubbed.
    private let fallback: UIViewControllerAnimatedTransitioning
    /// The property animator driving the transition once it runs, if the animator offers one.
    public private(set) var propertyAnimator: UIViewImplicitlyAnimating?
    private var hasEnded = false

    init(
        from: (index: Int?, viewController: UIViewController?),
        to: (index: Int?, viewController: UIViewController?),
        containerView: UIView,
        isInteractive: Bool,
        animator: UIViewControllerAnimatedTransitioning,
        fallback: UIViewControllerAnimatedTransitioning,
        frames: @escaping (UIViewController, Double) -> CGRect,
        wasCancelled: @escaping () -> Bool,
        layoutAtEnd: @escaping () -> Void,
        finished: @escaping () -> Void
    ) {
        fromIndex = from.index
        fromViewController = from.viewController
        toIndex = to.index
        toViewController = to.viewController
        self.containerView = containerView
        self.isInteractive = isInteractive
        self.animator = animator
        self.fallback = fallback
        self.frames = frames
        self.wasCancelled = wasCancelled
        self.layoutAtEnd = layoutAtEnd
        self.finished = finished
    }

    /// Whether the engine is taking the transition back to where it started.
    public var transitionWasCancelled: Bool { wasCancelled() }

    /// The view controller for `.from` or `.to`.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    /// The view of the view controller for `.from` or `.to`.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewController?.view
        case .to: return toViewController?.view
        default: return nil
        }
    }

    /// The frame the core gives `vc`'s view at the start of the transition.
    public func initialFrame(for vc: UIViewController) -> CGRect { frames(vc, 0) }

    /// The frame the core gives `vc`'s view at the end of the transition.
    public func finalFrame(for vc: UIViewController) -> CGRect { frames(vc, 1) }

    /// Lays out every header, clip and child at the transition's end. Call it inside an animation
    /// block to move the whole container along with the two children, as ``UnrollAnimator`` does.
    public func layoutForTransitionEnd() { layoutAtEnd() }

    /// Scrubs an interactive transition's property animator.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard let propertyAnimator else { return }
        propertyAnimator.fractionComplete = percentComplete
    }

    /// Finishing is the core's decision (``StackEvent/panEnded(translation:velocity:)``); ignored.
    public func finishInteractiveTransition() {}

    /// Cancelling is the core's decision (``StackEvent/panEnded(translation:velocity:)``); ignored.
    public func cancelInteractiveTransition() {}

    /// Pauses the property animator, if any.
    public func pauseInteractiveTransition() {
        propertyAnimator?.pauseAnimation()
    }

    /// Reports that the animator has finished; the container then settles the transition where
    /// the engine says it was heading. Calls after the transition has ended are ignored.
    public func completeTransition(_ didComplete: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        finished()
    }

    /// Runs one leg of the transition as the core describes it: starts the animator on the first
    /// leg, and turns or continues its property animator on later ones (a reversal, or a release
    /// after a swipe).
    func run(_ leg: TransitionAnimation) {
        guard !hasEnded else { return }
        // A swipe has already made the property animator (its progress comes before any leg), so
        // only a transition started by a tap or a selection starts its animator here.
        guard let running = propertyAnimator else {
            animator.animateTransition(using: self)
            propertyAnimator = animator.interruptibleAnimator?(using: self)
            return
        }
        continueRunning(running, with: leg)
    }

    /// Moves an interactive transition to `progress`, preparing the property animator first.
    func scrub(to progress: Double) {
        guard !hasEnded else { return }
        let scrubbed = propertyAnimator ?? prepareForScrubbing()
        scrubbed.fractionComplete = CGFloat(progress)
    }

    /// Whether the animator can be turned around mid-flight.
    var isInterruptible: Bool {
        animator.responds(to: #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)))
    }

    /// Stops the animation where it is and runs its completion blocks (so an animator can tidy
    /// up), whose call to ``completeTransition(_:)`` is then ignored: the container lays out the
    /// settled state itself.
    func cancelAnimation() {
        hasEnded = true
        defer { propertyAnimator = nil }
        guard let propertyAnimator, propertyAnimator.state == .active else { return }
        propertyAnimator.stopAnimation(false)
        propertyAnimator.finishAnimation(at: .current)
    }

    /// Tells the animator the transition is over.
    func endAnimation(completed: Bool) {
        animator.animationEnded?(completed)
    }

    private func prepareForScrubbing() -> UIViewImplicitlyAnimating {
        let source = isInterruptible ? animator : fallback
        let scrubbed = source.interruptibleAnimator?(using: self) ?? UIViewPropertyAnimator(duration: 0, curve: .linear)
        scrubbed.pauseAnimation()
        (scrubbed as? UIViewPropertyAnimator)?.scrubsLinearly = true
        propertyAnimator = scrubbed
        return scrubbed
    }

    private func continueRunning(_ running: UIViewImplicitlyAnimating, with leg: TransitionAnimation) {
        running.pauseAnimation()
        running.isReversed = leg.runsBackward
        let whole = (running as? UIViewPropertyAnimator)?.duration ?? leg.duration
        running.continueAnimation?(withTimingParameters: leg.curve.timingParameters, durationFactor: CGFloat(leg.durationFactor(relativeTo: whole)))
    }
}
#endif
