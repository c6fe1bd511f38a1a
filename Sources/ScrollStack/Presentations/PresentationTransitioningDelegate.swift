#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Presents any view controller as an alert or a drawer, with the decisions made in the core: a
/// ``PresentationEngine`` (durations, where an interactive presentation stands under the finger,
/// whether a release finishes or cancels) run by a ``PresentationDriver`` (what UIKit is asked to
/// do and when, and when dismissal completions run).
///
/// ```swift
/// let presenter = PresentationTransitioningDelegate(style: .alert(.centerScale))
/// presenter.present(someViewController, from: self)
/// ```
@MainActor
public final class PresentationTransitioningDelegate: NSObject {
    /// How the view controller is presented.
    public let style: PresentationStyle
    /// The decisions, as they stand.
    public var engine: PresentationEngine { driver?.engine ?? PresentationEngine() }
    let interaction = UIPercentDrivenInteractiveTransition()
    weak var presented: UIViewController?
    weak var presenting: UIViewController?
    private var host: PresentationHost?
    /// The key this type ties its instances to a view controller with: one for the type, so a
    /// new instance replaces the one before instead of adding to it.
    private static var associationKey: UInt8 = 0
    /// What a tap on the dimming view and VoiceOver's escape gesture do, by the core's rule: a
    /// drawer closes; an alert closes only through its cancel action (``AlertViewController`` sets
    /// this); any other view controller presented alert-style only through its own controls.
    var dismissalPresentation: PresentationDismissalRule.Presentation
    /// Runs the alert action at an index: the cancel action, when the rule closes an alert.
    var runAction: ((Int) -> Void)?
    /// Gestures added to the dimming view of each presentation (a drawer's closing pan).
    var dimmingGestures: [UIGestureRecognizer] = []
    /// Gestures added to the wrapper around each presented view (a drawer's closing pan).
    var presentedViewGestures: [UIGestureRecognizer] = []

    var driver: PresentationDriver<PresentationHost>? { host?.driver }

    /// Creates a delegate for a style, with durations of 0.3 s to present and 0.1 s to dismiss by
    /// default.
    public init(style: PresentationStyle, presentDuration: TimeInterval = 0.3, dismissDuration: TimeInterval = 0.1) {
        self.style = style
        switch style {
        case .alert: dismissalPresentation = .modal
        case .drawer: dismissalPresentation = .drawer
        }
        super.init()
        var engine = PresentationEngine(presentDuration: presentDuration, dismissDuration: dismissDuration)
        // UIKit can't turn a modal transition around once it runs: requests wait for it to end.
        engine.allowsReversal = false
        let host = PresentationHost(delegate: self)
        host.driver = PresentationDriver(engine: engine, host: host)
        self.host = host
    }

    /// Presents `viewController` from `presentingViewController` with this delegate, which the
    /// presented view controller keeps alive for as long as it is presented.
    public func present(_ viewController: UIViewController, from presentingViewController: UIViewController, animated: Bool = true) {
        prepare(viewController)
        presenting = presentingViewController
        driver?.present(animated: animated)
    }

    /// Sets the view controller an interactive presentation presents from.
    public func setPresenting(_ presentingViewController: UIViewController) {
        presenting = presentingViewController
    }

    /// Dismisses the presented view controller, then calls `completion` once it is off screen and
    /// UIKit's own callbacks have returned, so `completion` may present something new.
    ///
    /// A dismissal already under way (a tap on the dimming view, the escape gesture, an alert's
    /// action) is the one that runs: this call does nothing then, and `completion` isn't called.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        driver?.dismiss(animated: animated, completion: completion)
    }

    /// Makes `viewController` present through this delegate: a custom modal presentation.
    public func prepare(_ viewController: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        objc_setAssociatedObject(viewController, &Self.associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        presented = viewController
    }

    /// Carries out the core's rule for a tap on the dimming view or VoiceOver's escape gesture.
    ///
    /// - Returns: Whether the trigger was taken (what `accessibilityPerformEscape()` returns).
    @discardableResult
    func respond(to trigger: PresentationDismissalRule.Trigger) -> Bool {
        let response = PresentationDismissalRule.response(to: trigger, presenting: dismissalPresentation)
        switch response {
        case .ignore:
            break
        case .dismiss:
            dismiss(animated: true)
        case .dismissAndRunAction(let index):
            dismiss(animated: true) { [runAction] in runAction?(index) }
        }
        return response.isHandled
    }

    /// Feeds a pan to the driver: `opening` for a screen-edge pan that presents, otherwise a pan
    /// that dismisses. `translation` and `velocity` are horizontal, in points.
    public func handlePan(state: UIGestureRecognizer.State, translation: CGFloat, velocity: CGFloat, opening: Bool) {
        let phase: PanPhase
        switch state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled, .failed: phase = .cancelled
        default: return
        }
        // One layout per event: translation and velocity are measured by the same one.
        let measuring = panLayout
        driver?.handlePan(
            phase,
            opening: opening,
            openingDistance: measuring.openingDistance(ofTranslation: translation),
            openingVelocity: measuring.openingDistance(ofTranslation: velocity),
            wholeDistance: panDistance
        )
    }

    /// The drawer's width, or the presenting view's for an alert: the distance of a whole pan.
    private var panDistance: CGFloat {
        guard case .drawer(_, let width, _) = style else { return presenting?.view.bounds.width ?? 0 }
        return width
    }

    /// A horizontal translation or velocity as the drawer's layout measures it: positive towards
    /// opening. For an alert, unchanged.
    func openingDistance(_ horizontal: CGFloat) -> CGFloat {
        panLayout.openingDistance(ofTranslation: horizontal)
    }

    /// The layout a pan is measured by: this style's, in the presenting view's bounds.
    private var panLayout: PresentationLayout {
        layout(in: presenting?.view.bounds.size ?? .zero, presented: nil)
    }

    /// The core's layout for this style in a container of `size`, in the presenting view's layout
    /// direction.
    func layout(in size: CGSize, presented: UIViewController?) -> PresentationLayout {
        let direction = StackLayoutDirection(presenting?.view.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
        // Under Reduce Motion alerts and drawers fade in place, as the core resolves them.
        let motion: MotionPreference = UIAccessibility.isReduceMotionEnabled ? .reduced : .full
        switch style {
        case .alert(let animation):
            return .alert(AlertPresentationLayout(containerSize: size, alertSize: presented?.preferredContentSize ?? .zero, style: animation.resolved(motion: motion)))
        case .drawer(let edge, let width, let effect):
            return .drawer(DrawerPresentationLayout(containerSize: size, width: width, edge: edge, layoutDirection: direction, presentingEffect: effect, motion: motion))
        }
    }
}

/// Carries out a presentation driver's commands with UIKit calls.
@MainActor
final class PresentationHost: @preconcurrency PresentationDriverHost {
    /// The driver, owned here; it holds this host weakly.
    var driver: PresentationDriver<PresentationHost>?
    private unowned let delegate: PresentationTransitioningDelegate

    init(delegate: PresentationTransitioningDelegate) {
        self.delegate = delegate
    }

    func perform(_ command: PresentationCommand) {
        switch command {
        case .present(let animated, let isInteractive):
            delegate.interaction.wantsInteractiveStart = isInteractive
            guard let presented = delegate.presented, let presenting = delegate.presenting else { return }
            presenting.present(presented, animated: animated)
            // UIKit refuses a presentation from a view controller that is already presenting or
            // not in a window; the driver must not wait for it.
            if presented.presentingViewController == nil {
                driver?.platformDidEnd(presented: false)
            }
        case .dismiss(let animated, let isInteractive):
            delegate.interaction.wantsInteractiveStart = isInteractive
            // Asked of the presenter, so a drawer that presents something itself goes too, and the
            // presentation this delegate runs is the one that ends.
            delegate.presented?.presentingViewController?.dismiss(animated: animated)
            // UIKit refuses a dismissal while another transition runs, and says nothing: the
            // driver must not wait for it.
            if let presented = delegate.presented, presented.presentingViewController != nil, !presented.isBeingDismissed {
                driver?.platformDidEnd(presented: true)
            }
        case .updateInteraction(let progress):
            delegate.interaction.update(CGFloat(progress))
        case .releaseInteraction(let finishing, let speed):
            delegate.interaction.completionSpeed = CGFloat(speed)
            delegate.interaction.completionCurve = .easeOut
            finishing ? delegate.interaction.finish() : delegate.interaction.cancel()
        }
    }

    func onNextTurn(_ body: @escaping () -> Void) {
        Task { @MainActor in body() }
    }
}

/// How a view controller is presented by a ``PresentationTransitioningDelegate``.
public enum PresentationStyle: Equatable {
    /// Centred over the presenting view, which stays on screen behind a dimming view.
    case alert(AlertAnimationStyle)
    /// From the leading or trailing edge, `width` points wide, with the presenting view moved
    /// aside, dimmed, or both.
    case drawer(edge: DrawerEdge, width: CGFloat, effect: DrawerPresentingEffect)
}

extension PresentationTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// A `PresentationController` that keeps the presenting view behind a dimming view, with this
    /// delegate's rule for a tap on the dimming and VoiceOver's escape gesture.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        PresentationController(presented: presented, presenting: presenting, owner: self)
    }

    /// The animator that presents.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PresentationAnimator(isPresenting: true, engine: engine)
    }

    /// The animator that dismisses.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PresentationAnimator(isPresenting: false, engine: engine)
    }

    /// The percent-driven interaction when a finger presents, otherwise none.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        engine.transition?.isInteractive == true ? interaction : nil
    }

    /// The percent-driven interaction when a finger dismisses, otherwise none.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        engine.transition?.isInteractive == true ? interaction : nil
    }
}
#endif
