#if canImport(UIKit)
import UIKit

extension PresentationTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// A `PresentationController` that keeps the presenting view behind a dimming view, with this
    /// delegate's rule for a tap on the dimming and VoiceOver's escape gesture.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        PresentationController(
            presented: presented,
            presenting: presenting,
            // The presented view controller keeps both this delegate and the controller alive.
            layout: { [unowned self] size, presented in layout(in: size, presented: presented) },
            dimmingTapped: { [weak self] in _ = self?.respond(to: .dimmingTap) },
            escape: { [weak self] in self?.respond(to: .accessibilityEscape) ?? false },
            offersDismissal: { [weak self] in
                guard let self else { return false }
                return PresentationDismissalRule.response(to: .accessibilityEscape, presenting: self.dismissalPresentation).isHandled
            },
            dimmingGestures: dimmingGestures,
            presentedViewGestures: presentedViewGestures,
            transitionEnded: { [weak self] isPresented in self?.driver?.platformDidEnd(presented: isPresented) }
        )
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
