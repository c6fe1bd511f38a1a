#if canImport(UIKit)
import UIKit

/// Keeps the presenting view on screen behind a dimming view and places the presented view where
/// the core's layout puts it; a tap on the dimming asks the delegate to dismiss.
@MainActor
public final class PresentationController: UIPresentationController {
    /// The black view between the presenting and the presented view; the animator fades it.
    public let dimmingView = UIView()
    private let layoutProvider: (CGSize, UIViewController) -> PresentationLayout
    private let dimmingTapped: () -> Void

    init(
        presented: UIViewController,
        presenting: UIViewController?,
        layout: @escaping (CGSize, UIViewController) -> PresentationLayout,
        dimmingTapped: @escaping () -> Void
    ) {
        layoutProvider = layout
        self.dimmingTapped = dimmingTapped
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    /// The layout for the current container size.
    public var layout: PresentationLayout {
        layoutProvider(containerView?.bounds.size ?? presentingViewController.view.bounds.size, presentedViewController)
    }

    /// The presenting view stays in the window (seed 003).
    public override var shouldRemovePresentersView: Bool { false }

    /// Where the presented view rests once presented.
    public override var frameOfPresentedViewInContainerView: CGRect {
        layout.pose(atProgress: 1, isPresenting: true).presentedFrame
    }

    public override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    public override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc private func tapped() { dimmingTapped() }
}
#endif
