#if canImport(UIKit)
import UIKit

extension PresentationTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// A `PresentationController` that keeps the presenting view behind a dimming view, with this
    /// delegate's rule for a tap on the dimming and VoiceOver's escape gesture.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        PresentationController(presented: presented, presenting: presenting, delegate: self)
    }

    /// The animator that presents.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator(isPresenting: true)
    }

    /// The animator that dismisses.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator(isPresenting: false)
    }

    /// The percent-driven interaction when a finger presents, otherwise none.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        engine.transition?.isInteractive == true ? interaction : nil
    }

    /// The percent-driven interaction when a finger dismisses, otherwise none.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        engine.transition?.isInteractive == true ? interaction : nil
    }

    private func animator(isPresenting: Bool) -> UIViewControllerAnimatedTransitioning {
        PresentationAnimator(
            isPresenting: isPresenting,
            duration: isPresenting ? engine.presentDuration : engine.dismissDuration,
            curve: engine.timingCurve,
            ended: { [weak self] in self?.driver?.animatorDidEnd() }
        )
    }
}
#endif
