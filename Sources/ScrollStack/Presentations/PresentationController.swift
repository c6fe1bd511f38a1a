#if canImport(UIKit)
import UIKit

/// Keeps the presenting view on screen behind a dimming view and places the presented view where
/// the core's layout puts it; a tap on the dimming and VoiceOver's escape gesture ask the delegate
/// to dismiss.
///
/// The presented view controller's view sits in a wrapper, ``presentedView``, which the animator
/// moves, scales and fades. The wrapper is modal for VoiceOver and takes its escape gesture.
@MainActor
public final class PresentationController: UIPresentationController {
    /// The black view between the presenting and the presented view; the animator fades it.
    public let dimmingView = UIView()
    private let wrapper = EscapableView()
    private let layoutProvider: (CGSize, UIViewController) -> PresentationLayout
    private let dimmingTapped: () -> Void
    private let transitionEnded: (_ isPresented: Bool) -> Void

    init(
        presented: UIViewController,
        presenting: UIViewController?,
        layout: @escaping (CGSize, UIViewController) -> PresentationLayout,
        dimmingTapped: @escaping () -> Void,
        escape: @escaping () -> Bool,
        dimmingGestures: [UIGestureRecognizer],
        transitionEnded: @escaping (_ isPresented: Bool) -> Void
    ) {
        layoutProvider = layout
        self.dimmingTapped = dimmingTapped
        self.transitionEnded = transitionEnded
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        // The presented view is modal for VoiceOver; the dimming offers nothing to read.
        dimmingView.accessibilityElementsHidden = true
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        for gesture in dimmingGestures { dimmingView.addGestureRecognizer(gesture) }
        wrapper.accessibilityViewIsModal = true
        wrapper.escape = escape
    }

    /// The wrapper around the presented view controller's view: what the animator poses.
    public override var presentedView: UIView? {
        presentedViewController.loadViewIfNeeded()
        if let content = presentedViewController.viewIfLoaded, content.superview !== wrapper {
            wrapper.bounds.size = content.bounds.size
            content.frame = wrapper.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            wrapper.addSubview(content)
        }
        return wrapper
    }

    /// The layout for the current container size. Loads the presented view first, so a view
    /// controller that sizes itself there (``AlertViewController``) has its preferred size.
    public var layout: PresentationLayout {
        presentedViewController.loadViewIfNeeded()
        return layoutProvider(containerView?.bounds.size ?? presentingViewController.view.bounds.size, presentedViewController)
    }

    /// Poses the presented view, the presenting view (moved sideways by a transform, so it returns
    /// exactly where it was) and the dimming.
    public func apply(_ pose: PresentationPose, presentedView: UIView, presentingView: UIView?) {
        presentedView.transform = .identity
        presentedView.frame = pose.presentedFrame
        presentedView.transform = CGAffineTransform(scaleX: pose.presentedScale, y: pose.presentedScale)
        presentedView.alpha = pose.presentedAlpha
        presentingView?.transform = CGAffineTransform(translationX: pose.presentingOffset, y: 0)
        dimmingView.alpha = pose.dimmingAlpha
    }

    /// Puts everything at rest, presented or not: after an animation this changes nothing; after a
    /// presentation or dismissal UIKit made without animating, it is the whole effect.
    private func settle(presented isPresented: Bool) {
        guard let presentedView else { return }
        let pose = layout.pose(atProgress: isPresented ? 1 : 0, isPresenting: isPresented)
        apply(pose, presentedView: presentedView, presentingView: presentingViewController.view)
        if !isPresented { dimmingView.removeFromSuperview() }
        transitionEnded(isPresented)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        settle(presented: completed)
    }

    /// The presenting view stays in the window, behind the dimming.
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
        settle(presented: !completed)
    }

    /// Lays the presented view out again when its preferred size changes (Dynamic Type).
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// At rest, poses everything again for the new container size (rotation, split view, a new
    /// preferred size). While the presentation moves, its animator owns the poses.
    public override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView else { return }
        apply(layout.pose(atProgress: 1, isPresenting: true), presentedView: presentedView, presentingView: presentingViewController.view)
    }

    @objc private func tapped() { dimmingTapped() }
}

/// A plain view that hands VoiceOver's escape gesture to a closure.
@MainActor
private final class EscapableView: UIView {
    var escape: (() -> Bool)?

    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    override func accessibilityPerformEscape() -> Bool {
        runOnMainThread { escape?() ?? false }
    }
}
#endif
