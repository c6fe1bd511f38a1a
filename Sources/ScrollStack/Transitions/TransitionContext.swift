#if canImport(UIKit)
import UIKit

/// The context of one transition between two children of an ``ExpandableViewController``: the
/// container's own `UIViewControllerContextTransitioning`.
///
/// Animators read the two view controllers, the container view and their initial and final frames
/// exactly as in a UIKit transition. The frames come from the core engine, and so does everything
/// else: whether the transition is going back (``transitionWasCancelled``), how far along it is
/// (the container moves an interruptible animator's `fractionComplete` on every display frame),
/// and when it ends. ``completeTransition(_:)`` only reports that the animator has finished.
@MainActor
public final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// The index the transition starts from (`nil`: no section).
    public let fromIndex: Int?
    /// The index the transition goes to (`nil`: no section, or a pull past the ends).
    public let toIndex: Int?
    /// The view the transition happens in: the container's content view.
    public let containerView: UIView
    /// Always `true`: the container hands an animator only transitions that animate.
    public let isAnimated = true
    /// Whether a swipe drives the transition.
    public let isInteractive: Bool
    /// Transitions inside a container are not modal presentations.
    public let presentationStyle = UIModalPresentationStyle.custom
    /// No rotation happens during the transition.
    public let targetTransform = CGAffineTransform.identity
    /// The animator running this transition.
    public let animator: UIViewControllerAnimatedTransitioning
    /// The property animator the container scrubs, once an interruptible animator runs.
    public private(set) var propertyAnimator: UIViewImplicitlyAnimating?

    private let fromViewController: UIViewController?
    private let toViewController: UIViewController?
    private let frames: [ObjectIdentifier: TransitionFrames]
    private let reportsCancelled: () -> Bool
    private let layoutAtEnd: () -> Void
    private let completed: () -> Void
    private var hasCompleted = false

    init(
        request: AnimatorRequest<ChildHandle>,
        animator: UIViewControllerAnimatedTransitioning,
        containerView: UIView,
        reportsCancelled: @escaping () -> Bool,
        layoutAtEnd: @escaping () -> Void,
        completed: @escaping () -> Void
    ) {
        fromIndex = request.from
        toIndex = request.to
        fromViewController = request.fromChild?.viewController
        toViewController = request.toChild?.viewController
        var frames: [ObjectIdentifier: TransitionFrames] = [:]
        for (child, pair) in [(request.fromChild, request.fromFrames), (request.toChild, request.toFrames)] {
            if let child, let pair { frames[ObjectIdentifier(child.viewController)] = pair }
        }
        self.frames = frames
        isInteractive = request.isInteractive
        self.animator = animator
        self.containerView = containerView
        self.reportsCancelled = reportsCancelled
        self.layoutAtEnd = layoutAtEnd
        self.completed = completed
    }

    /// Whether the transition is going back to where it started, at this moment; after it ended,
    /// whether it ended cancelled.
    public var transitionWasCancelled: Bool { reportsCancelled() }

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

    /// The frame the core gives `vc`'s view at the start of the transition; `.zero` for a view
    /// controller that takes no part, as in UIKit.
    public func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }

    /// The frame the core gives `vc`'s view at the end of the transition; `.zero` for a view
    /// controller that takes no part.
    public func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    /// Lays out every header, clip and child at the transition's end. Call it inside an animation
    /// block to move the whole container along with the two children, as ``UnrollAnimator`` does.
    public func layoutForTransitionEnd() { layoutAtEnd() }

    /// The container drives progress from the core's clock; an animator's own calls are ignored.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    /// Finishing is the core's decision; ignored.
    public func finishInteractiveTransition() {}

    /// Cancelling is the core's decision; ignored.
    public func cancelInteractiveTransition() {}

    /// Pausing is the container's; ignored.
    public func pauseInteractiveTransition() {}

    /// Reports that the animator has finished. Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else { return }
        hasCompleted = true
        completed()
    }

    // MARK: - Driven by the container

    /// Starts the animator: an interruptible one paused at the start, to be scrubbed; any other
    /// through `animateTransition(using:)`, running on its own.
    func start(scrubbed: Bool) {
        guard scrubbed, let running = animator.interruptibleAnimator?(using: self) else {
            animator.animateTransition(using: self)
            return
        }
        running.pauseAnimation()
        (running as? UIViewPropertyAnimator)?.scrubsLinearly = true
        running.fractionComplete = 0
        propertyAnimator = running
    }

    private static func removeAnimations(from view: UIView) {
        view.layer.removeAllAnimations()
        view.mask?.layer.removeAllAnimations()
    }

    /// Moves a scrubbed animator to `progress`.
    func scrub(to progress: Double) {
        propertyAnimator?.fractionComplete = CGFloat(progress)
    }

    /// Stops the animation with its views at the end or back at the start, running the completion
    /// blocks once. An animator that runs on its own is cut short: the animations it added to the
    /// container (its scroll position, the headers, the children and their masks) are removed, and
    /// the container lays everything out at rest right after.
    func finish(atEnd: Bool) {
        guard let running = propertyAnimator else {
            Self.removeAnimations(from: containerView)
            for view in containerView.subviews { Self.removeAnimations(from: view) }
            return
        }
        propertyAnimator = nil
        if running.state == .active { running.stopAnimation(false) }
        if running.state == .stopped { running.finishAnimation(at: atEnd ? .end : .start) }
    }
}
#endif
