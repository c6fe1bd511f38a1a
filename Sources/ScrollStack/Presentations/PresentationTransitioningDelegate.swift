#if canImport(UIKit)
import UIKit
import ObjectiveC

/// Presents any view controller as an alert or a drawer, with the decisions made by a
/// ``PresentationEngine``: durations, where an interactive presentation stands under the finger,
/// and whether a release finishes or cancels.
///
/// ```swift
/// let presenter = PresentationTransitioningDelegate(style: .alert(.centerScale))
/// presenter.present(someViewController, from: self)
/// ```
@MainActor
public final class PresentationTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// How the view controller is presented.
    public let style: PresentationStyle
    /// The decisions.
    public private(set) var engine: PresentationEngine
    private let interaction = UIPercentDrivenInteractiveTransition()
    private weak var presented: UIViewController?
    private weak var presenting: UIViewController?
    private var dismissCompletions: [() -> Void] = []
    /// Whether UIKit is still finishing a transition (its callbacks are running), so a transition
    /// that waited for it must start on the next turn of the main actor.
    private var isInTransitionCallback = false
    private var associationKey: UInt8 = 0

    /// Creates a delegate for a style, with seed 003's durations by default.
    public init(style: PresentationStyle, presentDuration: TimeInterval = 0.3, dismissDuration: TimeInterval = 0.1) {
        self.style = style
        engine = PresentationEngine(presentDuration: presentDuration, dismissDuration: dismissDuration)
        // UIKit can't turn a modal transition around once it runs: requests wait for it to end.
        engine.allowsReversal = false
        super.init()
    }

    /// Presents `viewController` from `presentingViewController` with this delegate, which the
    /// presented view controller keeps alive for as long as it is presented.
    public func present(_ viewController: UIViewController, from presentingViewController: UIViewController, animated: Bool = true) {
        prepare(viewController)
        presenting = presentingViewController
        perform(engine.handle(.present(animated: animated)))
    }

    /// Sets the view controller an interactive presentation presents from.
    public func setPresenting(_ presentingViewController: UIViewController) {
        presenting = presentingViewController
    }

    /// Dismisses the presented view controller, then calls `completion` once it is off screen.
    public func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
        if let completion { dismissCompletions.append(completion) }
        perform(engine.handle(.dismiss(animated: animated)))
    }

    /// Makes `viewController` present through this delegate: a custom modal presentation.
    public func prepare(_ viewController: UIViewController) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = self
        objc_setAssociatedObject(viewController, &associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        presented = viewController
    }

    // MARK: - Interaction

    /// Feeds a pan to the engine: `opening` for a screen-edge pan that presents, otherwise a pan
    /// that dismisses. `translation` and `velocity` are horizontal, in points.
    public func handlePan(state: UIGestureRecognizer.State, translation: CGFloat, velocity: CGFloat, opening: Bool) {
        let distance = openingDistance(translation)
        switch state {
        case .began:
            perform(engine.handle(.panBegan(opening: opening)))
            perform(engine.handle(.panChanged(openingDistance: distance)))
        case .changed:
            perform(engine.handle(.panChanged(openingDistance: distance)))
        case .ended:
            perform(engine.handle(.panEnded(openingDistance: distance, openingVelocity: openingDistance(velocity))))
        case .cancelled, .failed:
            perform(engine.handle(.panCancelled))
        default:
            break
        }
    }

    /// The drawer's width, or the container's for an alert: the distance of a whole pan.
    private var panDistance: CGFloat {
        guard case .drawer(_, let width, _) = style else { return presenting?.view.bounds.width ?? 0 }
        return width
    }

    private func openingDistance(_ horizontal: CGFloat) -> CGFloat {
        guard case .drawer = style, let layout = drawerLayout(in: presenting?.view.bounds.size ?? .zero) else { return horizontal }
        return layout.openingDistance(ofTranslation: horizontal)
    }

    // MARK: - Steps

    private func perform(_ steps: [PresentationEngine.Step]) {
        for step in steps {
            switch step {
            case .transitionWillBegin(let isPresenting, _):
                engine.tracker.pageWidth = panDistance
                begin(isPresenting: isPresenting)
            case .animate(let leg):
                interaction.completionSpeed = CGFloat(1 / leg.durationFactor(relativeTo: isPresentingNow ? engine.presentDuration : engine.dismissDuration))
                interaction.completionCurve = .easeOut
                leg.runsBackward ? interaction.cancel() : interaction.finish()
            case .updateProgress(let progress):
                interaction.update(CGFloat(progress))
            case .transitionDidEnd:
                finishDismissCompletions()
            }
        }
    }

    private var isPresentingNow: Bool { engine.transition?.isPresenting ?? true }

    /// Calls the completions of dismissals once the presentation is off screen, on the main
    /// actor's next turn: UIKit is still inside its own transition callbacks here, and a completion
    /// that presents something (an alert's Delete leading to a share sheet) would be refused.
    private func finishDismissCompletions() {
        guard engine.isDismissed, !dismissCompletions.isEmpty else { return }
        let finished = dismissCompletions
        dismissCompletions.removeAll()
        Task { @MainActor in
            for completion in finished { completion() }
        }
    }

    /// Brings the engine along when UIKit ends a transition, including ones it made on its own
    /// (a presented view controller that dismissed itself) or refused.
    private func transitionEnded(isPresented: Bool) {
        isInTransitionCallback = true
        defer { isInTransitionCallback = false }
        perform(engine.handle(.sync(presented: isPresented)))
        finishDismissCompletions()
    }

    private func animatorEnded() {
        isInTransitionCallback = true
        defer { isInTransitionCallback = false }
        perform(engine.handle(.animationDidEnd))
    }

    private func begin(isPresenting: Bool) {
        interaction.wantsInteractiveStart = engine.transition?.isInteractive ?? false
        let animated = engine.transition != nil
        guard !isInTransitionCallback else {
            Task { @MainActor [weak self] in self?.start(isPresenting: isPresenting, animated: animated) }
            return
        }
        start(isPresenting: isPresenting, animated: animated)
    }

    /// Asks UIKit to present or dismiss.
    private func start(isPresenting: Bool, animated: Bool) {
        if isPresenting, let presented, let presenting {
            presenting.present(presented, animated: animated)
            // UIKit refuses a presentation from a view controller that is already presenting or
            // not in a window; the engine must not wait for it.
            if presented.presentingViewController == nil {
                perform(engine.handle(.sync(presented: false)))
            }
        } else if !isPresenting {
            presented?.dismiss(animated: animated)
        }
    }

    // MARK: - UIViewControllerTransitioningDelegate

    /// A ``PresentationController`` that keeps the presenting view behind a dimming view.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        PresentationController(
            presented: presented,
            presenting: presenting,
            layout: { [style] size, presented, direction in Self.layout(for: style, in: size, presented: presented, direction: direction) },
            dimmingTapped: { [weak self] in self?.dismiss(animated: true) },
            transitionEnded: { [weak self] isPresented in self?.transitionEnded(isPresented: isPresented) }
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
            ended: { [weak self] in self?.animatorEnded() }
        )
    }

    // MARK: - Layout

    private func drawerLayout(in size: CGSize) -> DrawerPresentationLayout? {
        let direction = LayoutDirection(presenting?.view.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
        guard case .drawer = style, case .drawer(let layout) = Self.layout(for: style, in: size, presented: nil, direction: direction) else { return nil }
        return layout
    }

    private static func layout(for style: PresentationStyle, in size: CGSize, presented: UIViewController?, direction: LayoutDirection) -> PresentationLayout {
        switch style {
        case .alert(let animation):
            return .alert(AlertPresentationLayout(containerSize: size, alertSize: presented?.preferredContentSize ?? .zero, style: animation))
        case .drawer(let edge, let width, let effect):
            return .drawer(DrawerPresentationLayout(containerSize: size, width: width, edge: edge, layoutDirection: direction, presentingEffect: effect))
        }
    }
}
#endif
