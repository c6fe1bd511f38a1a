#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Presents a view controller as a side drawer from a presenting view controller: a
/// screen-edge pan opens it, a pan on it or on the dimmed area closes it, a tap on the dimmed
/// area closes it, and releases finish or cancel by the same rule as the paging swipe.
///
/// A drawer on the leading edge leaves that edge to the navigation controller's back swipe while
/// there is a screen to go back to. VoiceOver stays inside the open drawer, and its escape
/// gesture closes it.
///
/// ```swift
/// let drawer = DrawerPresenter(drawer: MenuViewController(), edge: .leading, width: 300)
/// drawer.attach(to: self)        // installs the screen-edge pan
/// drawer.open(animated: true)    // or let the user swipe it in
/// ```
@MainActor
public final class DrawerPresenter: NSObject, UIGestureRecognizerDelegate {
    /// The view controller shown in the drawer.
    public let drawer: UIViewController
    /// The presentation, with its engine.
    public let presentation: PresentationTransitioningDelegate
    private weak var presenting: UIViewController?
    private var edgePan: UIScreenEdgePanGestureRecognizer?
    private let policy: DrawerEdgePanPolicy
    private var associationKey: UInt8 = 0

    /// Creates a drawer presenter.
    ///
    /// - Parameters:
    ///   - drawer: The view controller to show.
    ///   - edge: The edge it comes from; right-to-left layouts mirror it.
    ///   - width: How much of the container it covers.
    ///   - effect: What happens to the presenting view. Default: moved aside and dimmed.
    public init(drawer: UIViewController, edge: DrawerEdge = .leading, width: CGFloat = 300, effect: DrawerPresentingEffect = [.offset, .dim]) {
        self.drawer = drawer
        presentation = PresentationTransitioningDelegate(style: .drawer(edge: edge, width: width, effect: effect))
        policy = DrawerEdgePanPolicy(edge: edge)
        super.init()
        presentation.prepare(drawer)
        let closing = UIPanGestureRecognizer(target: self, action: #selector(closingPan(_:)))
        closing.delegate = self
        drawer.view.addGestureRecognizer(closing)
        let closingOnDimming = UIPanGestureRecognizer(target: self, action: #selector(closingPan(_:)))
        closingOnDimming.delegate = self
        presentation.dimmingGestures = [closingOnDimming]
    }

    /// Lets the edge pan begin where ``DrawerEdgePanPolicy`` allows it, and a closing pan only when
    /// it moves mostly sideways, so the drawer's own vertical scrolling never closes it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === edgePan {
            return policy.shouldBegin(canNavigateBack: canNavigateBack, isPresentingAlready: presenting?.presentedViewController != nil)
        }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: pan.view)
        return InteractionTracker.isHorizontal(velocityX: velocity.x, velocityY: velocity.y)
    }

    /// Makes the edge pan wait for the back swipe when the policy says they share an edge.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === edgePan && policy.waitsForBackSwipe
            && otherGestureRecognizer === presenting?.navigationController?.interactivePopGestureRecognizer
    }

    /// Whether the presenting screen's navigation controller would go back on a back swipe.
    private var canNavigateBack: Bool {
        guard let navigation = presenting?.navigationController else { return false }
        return navigation.viewControllers.count > 1 && navigation.interactivePopGestureRecognizer?.isEnabled == true
    }

    /// Installs the screen-edge pan that opens the drawer on `presentingViewController`'s view.
    ///
    /// The presenting view controller keeps this presenter alive from then on (gesture recognizers
    /// don't keep their targets), so a presenter made in a local constant keeps working.
    public func attach(to presentingViewController: UIViewController) {
        if let previous = presenting {
            objc_setAssociatedObject(previous, &associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        presenting = presentingViewController
        objc_setAssociatedObject(presentingViewController, &associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if let edgePan { edgePan.view?.removeGestureRecognizer(edgePan) }
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(openingPan(_:)))
        pan.edges = screenEdge(of: presentingViewController.view)
        pan.delegate = self
        presentingViewController.view.addGestureRecognizer(pan)
        edgePan = pan
    }

    /// Opens the drawer without a gesture.
    public func open(animated: Bool = true) {
        guard let presenting else { return }
        presentation.present(drawer, from: presenting, animated: animated)
    }

    /// Closes the drawer without a gesture.
    public func close(animated: Bool = true) {
        presentation.dismiss(animated: animated)
    }

    private func screenEdge(of view: UIView) -> UIRectEdge {
        guard case .drawer(let edge, _, _) = presentation.style else { return .left }
        let direction = StackLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        // The same direction the presentation lays the drawer out in: the presenting view's.
        return DrawerPresentationLayout(containerSize: view.bounds.size, width: 0, edge: edge, layoutDirection: direction).opensFromLeft ? .left : .right
    }

    @objc private func openingPan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        if recognizer.state == .began, let presenting {
            presentation.prepare(drawer)
            presentation.setPresenting(presenting)
        }
        presentation.handlePan(state: recognizer.state, translation: recognizer.translation(in: view).x, velocity: recognizer.velocity(in: view).x, opening: true)
    }

    @objc private func closingPan(_ recognizer: UIPanGestureRecognizer) {
        // Measured in the presentation's container, which stays put while the drawer moves.
        let view = drawer.viewIfLoaded?.superview?.superview ?? recognizer.view
        presentation.handlePan(state: recognizer.state, translation: recognizer.translation(in: view).x, velocity: recognizer.velocity(in: view).x, opening: false)
    }
}
#endif
