#if canImport(UIKit)
@preconcurrency import UIKit

/// Keeps the presenting view on screen behind a dimming view and places the presented view where
/// the core's layout puts it; a tap on the dimming and VoiceOver's escape gesture ask the delegate
/// to dismiss.
///
/// The presented view controller's view sits in a wrapper, ``presentedView``, which the animator
/// moves, scales and fades, and which takes VoiceOver's escape gesture. The transition's container
/// view is modal for VoiceOver, so nothing behind the presentation can be reached; inside it, the
/// presented view and, where the presentation may be dismissed, the "Dismiss" element.
@MainActor
final class PresentationController: UIPresentationController {
    /// The view between the presenting and the presented view: it takes taps (and a drawer's
    /// closing pan) over the whole uncovered area, even when it doesn't dim.
    ///
    /// Where the presentation may be dismissed from outside (a drawer, an alert with a cancel
    /// action), it is also the "Dismiss" element for VoiceOver, Switch Control and Voice Control
    /// (identifier `ScrollStack.dismiss`); otherwise it is hidden from them.
    public let dimmingView: UIView = AccessibilityActionView()
    /// What VoiceOver was on before the presentation, to go back to after it.
    private weak var focusBeforePresenting: AnyObject?
    /// The black inside ``dimmingView`` that the animator fades.
    private let shade = UIView()
    private let wrapper = AccessibilityActionView()
    /// The transitioning delegate whose layout, gestures and rules the presentation follows (UIKit's
    /// `delegate` is the adaptive one). Held strongly: it holds no view, and the presented view
    /// controller keeps the two alive together.
    let owner: PresentationTransitioningDelegate

    init(presented: UIViewController, presenting: UIViewController?, owner: PresentationTransitioningDelegate) {
        self.owner = owner
        super.init(presentedViewController: presented, presenting: presenting)
        // Clear but opaque to touches: a view below 1 % alpha would let them through.
        dimmingView.backgroundColor = .clear
        shade.backgroundColor = .black
        shade.alpha = 0
        shade.frame = dimmingView.bounds
        shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addSubview(shade)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        for gesture in owner.dimmingGestures { dimmingView.addGestureRecognizer(gesture) }
        for gesture in owner.presentedViewGestures { wrapper.addGestureRecognizer(gesture) }
        let escape: () -> Bool = { [weak owner] in owner?.respond(to: .accessibilityEscape) ?? false }
        wrapper.escape = escape
        (dimmingView as? AccessibilityActionView)?.dismiss = escape
        (dimmingView as? AccessibilityActionView)?.uncoveredFrame = { [weak self] bounds in
            guard let self else { return nil }
            return PresentationDismissalRule.dismissElementFrame(presentedFrame: self.frameOfPresentedViewInContainerView, in: bounds)
        }
        // A card over a dimmed screen is elevated, as UIKit's own alerts and sheets are: in dark
        // mode its system background is the lighter one.
        overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
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

    /// The layout for the current container size. Loads the presented view first, and lets a view
    /// controller that sizes itself (``AlertViewController``) take its size for this container.
    public var layout: PresentationLayout {
        presentedViewController.loadViewIfNeeded()
        let containerSize = containerView?.bounds.size ?? presentingViewController.view.bounds.size
        if let alert = presentedViewController as? AlertViewController {
            let safeArea = containerView?.safeAreaInsets ?? presentingViewController.view.window?.safeAreaInsets ?? .zero
            alert.updatePreferredSize(in: containerSize, safeArea: safeArea)
        }
        return owner.layout(in: containerSize, presented: presentedViewController)
    }

    /// Poses the presented view, the presenting view (moved sideways by a transform, so it returns
    /// exactly where it was) and the dimming.
    public func apply(_ pose: PresentationPose, presentedView: UIView, presentingView: UIView?) {
        presentedView.transform = .identity
        presentedView.frame = pose.presentedFrame
        presentedView.transform = CGAffineTransform(scaleX: pose.presentedScale, y: pose.presentedScale)
        presentedView.alpha = pose.presentedAlpha
        presentingView?.transform = CGAffineTransform(translationX: pose.presentingOffset, y: 0)
        shade.alpha = pose.dimmingAlpha
    }

    /// Puts everything at rest, presented or not: after an animation this changes nothing; after a
    /// presentation or dismissal UIKit made without animating, it is the whole effect.
    private func settle(presented isPresented: Bool) {
        guard let presentedView else { return }
        let pose = layout.pose(atProgress: isPresented ? 1 : 0, isPresenting: isPresented)
        apply(pose, presentedView: presentedView, presentingView: presentingViewController.view)
        if !isPresented { dimmingView.removeFromSuperview() }
        owner.driver?.platformDidEnd(presented: isPresented)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        settle(presented: completed)
        // VoiceOver moves into what was presented, as it does for UIKit's own alerts and sheets.
        if completed { UIAccessibility.post(notification: .screenChanged, argument: presentedView) }
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
        // The presenting screen stays in the window as the container view's sibling: modal here,
        // VoiceOver can't reach behind the presentation (the wrapper's own modality hides only the
        // dimming view beside it).
        containerView.accessibilityViewIsModal = true
        exposeDismissal()
        focusBeforePresenting = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        settle(presented: !completed)
        // Back on the presenting screen, VoiceOver returns to what it was on when this presented.
        if completed {
            UIAccessibility.post(notification: .screenChanged, argument: restorableFocus())
        }
    }

    /// What VoiceOver was on before the presentation, if it is still on screen: a view in a window,
    /// or any other element (a SwiftUI control, a stand-in) whose container chain reaches one and
    /// which still has a frame.
    private func restorableFocus() -> Any? {
        guard let previous = focusBeforePresenting else { return nil }
        if let view = previous as? UIView { return view.window == nil ? nil : view }
        if let element = previous as? UIAccessibilityElement, let view = element.accessibilityContainer as? UIView, view.window == nil { return nil }
        guard let element = previous as? NSObject, !element.accessibilityFrame.isEmpty else { return nil }
        return element
    }

    /// Lays the presented view out again when its preferred size changes (Dynamic Type).
    public override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        containerView?.setNeedsLayout()
    }

    /// Takes the presenting view's offset off before a rotation, so UIKit resizes an untransformed
    /// view; the layout that follows poses it again.
    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentingViewController.view.transform = .identity
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// At rest, poses everything again for the new container size (rotation, split view, a new
    /// preferred size). While the presentation moves, its animator owns the poses.
    public override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView else { return }
        apply(layout.pose(atProgress: 1, isPresenting: true), presentedView: presentedView, presentingView: presentingViewController.view)
    }

    @objc private func tapped() { owner.respond(to: .dimmingTap) }

    /// Makes the dimming view the "Dismiss" element when the core's rule lets the presentation
    /// close from outside, and hides it from assistive technologies otherwise.
    private func exposeDismissal() {
        let offers = PresentationDismissalRule.response(to: .accessibilityEscape, presenting: owner.dismissalPresentation).isHandled
        dimmingView.isAccessibilityElement = offers
        dimmingView.accessibilityElementsHidden = !offers
        dimmingView.accessibilityLabel = offers ? LocalizedAccessibilityFormatter().text(for: .dismiss) : nil
        dimmingView.accessibilityTraits = offers ? .button : .none
        dimmingView.accessibilityIdentifier = offers ? AccessibilityIdentifier.dismiss : nil
    }
}

/// The dimming view (``dismiss`` set: the "Dismiss" element, activated by the core's rule) or the
/// wrapper around the presented view (``escape`` set); an action left `nil` is UIKit's own.
@MainActor
private final class AccessibilityActionView: UIView {
    var dismiss: (() -> Bool)?
    var escape: (() -> Bool)?
    /// The part of the view the presented view leaves uncovered, for these bounds (the core's rule).
    var uncoveredFrame: ((CGRect) -> CGRect?)?

    /// On screen, the uncovered band rather than the whole view, whose centre is under the card or
    /// drawer: Voice Control's label and point-based activation land on the dimming view.
    override var accessibilityFrame: CGRect {
        get {
            runOnMainThread {
                guard let band = uncoveredFrame?(bounds) else { return super.accessibilityFrame }
                return UIAccessibility.convertToScreenCoordinates(band, in: self)
            }
        }
        set { super.accessibilityFrame = newValue }
    }

    override var accessibilityActivationPoint: CGPoint {
        get {
            runOnMainThread {
                guard uncoveredFrame != nil else { return super.accessibilityActivationPoint }
                let frame = accessibilityFrame
                return CGPoint(x: frame.midX, y: frame.midY)
            }
        }
        set { super.accessibilityActivationPoint = newValue }
    }

    /// UIKit calls these on the main thread, though the SDK leaves them nonisolated.
    override func accessibilityActivate() -> Bool {
        runOnMainThread { dismiss?() ?? super.accessibilityActivate() }
    }

    override func accessibilityPerformEscape() -> Bool {
        runOnMainThread { escape?() ?? super.accessibilityPerformEscape() }
    }
}

/// Animates a presentation from the core's pose at its start to its pose at its end: the
/// presented view's frame, scale and opacity, the presenting view's frame and the dimming.
@MainActor
package final class PresentationAnimator: PropertyTransitionAnimator {
    /// Whether this animator presents (or dismisses).
    package let isPresenting: Bool

    /// An animator with the durations and curve of `engine`.
    init(isPresenting: Bool, engine: PresentationEngine) {
        self.isPresenting = isPresenting
        super.init(duration: isPresenting ? engine.presentDuration : engine.dismissDuration, curve: engine.timingCurve)
    }

    /// Poses every view at the start and animates them to the end pose.
    public override func configure(_ animator: UIViewPropertyAnimator, for transitionContext: UIViewControllerContextTransitioning) {
        let presentedKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let presentingKey: UITransitionContextViewControllerKey = isPresenting ? .from : .to
        guard let presented = transitionContext.viewController(forKey: presentedKey),
              let controller = presented.presentationController as? PresentationController,
              // The controller's wrapper around the presented view, which carries the pose.
              let posed = controller.presentedView
        else {
            animator.addCompletion { _ in transitionContext.completeTransition(false) }
            return
        }
        let presentingView = transitionContext.viewController(forKey: presentingKey)?.view
        let layout = controller.layout
        let start = layout.pose(atProgress: isPresenting ? 0 : 1, isPresenting: isPresenting)
        let end = layout.pose(atProgress: isPresenting ? 1 : 0, isPresenting: isPresenting)
        if posed.superview !== transitionContext.containerView {
            transitionContext.containerView.addSubview(posed)
        }
        let apply = { (pose: PresentationPose) in
            controller.apply(pose, presentedView: posed, presentingView: presentingView)
        }
        apply(start)
        animator.addAnimations { apply(end) }
        animator.addCompletion { _ in
            // The core decided to cancel (through the interaction controller): everything goes
            // back to the start pose, so nothing is left behind.
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { apply(start) }
            transitionContext.completeTransition(!cancelled)
            controller.owner.driver?.animatorDidEnd()
        }
    }
}
#endif
