#if canImport(UIKit)
import ScrollStack
import UIKit

/// A custom animator supplied through the transition delegate: pages cross-fade and
/// settle from a slight zoom, and can still be reversed mid-flight or driven by a swipe because
/// the animator is interruptible.
@MainActor
public final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var running: UIViewPropertyAnimator?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let incoming = transitionContext.viewController(forKey: .to)
        let outgoing = transitionContext.viewController(forKey: .from)
        if let incoming {
            incoming.view.frame = transitionContext.finalFrame(for: incoming)
            incoming.view.alpha = 0
            incoming.view.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
        }
        let animator = UIViewPropertyAnimator(duration: 0.35, curve: .easeOut) {
            incoming?.view.alpha = 1
            incoming?.view.transform = .identity
            outgoing?.view.alpha = 0
        }
        animator.addCompletion { _ in
            // Whichever way it ended (finished, reversed, or stopped by the container), both pages
            // are left fully visible and unscaled; the container places them.
            for page in [incoming, outgoing] {
                page?.view.alpha = 1
                page?.view.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        running = nil
    }
}

/// Pages of photos where moves between neighbours slide as usual and longer jumps cross-fade:
/// the transition delegate picks an animator per (from, to) pair.
@MainActor
public final class PhotoPagesViewController: ExpandableViewController, ExpandableTransitionDelegate {
    /// Creates the example with eight pages.
    public init() {
        super.init(nibName: nil, bundle: nil)
        mode = .paging
        transitionDelegate = self
        viewControllers = (1...8).map { number in
            let page = UIViewController()
            page.title = "Photo \(number)"
            page.view.backgroundColor = UIColor(hue: CGFloat(number) / 8, saturation: 0.5, brightness: 0.9, alpha: 1)
            return page
        }
    }

    /// Not supported: the example is made in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("PhotoPagesViewController is made in code")
    }

    public func expandableViewController(
        _ expandableViewController: ExpandableViewController,
        animationControllerFrom fromViewController: UIViewController?,
        at fromIndex: Int?,
        to toViewController: UIViewController?,
        at toIndex: Int?
    ) -> UIViewControllerAnimatedTransitioning? {
        guard let fromIndex, let toIndex, abs(toIndex - fromIndex) > 1 else { return nil }
        return FadeAnimator()
    }
}
#endif
