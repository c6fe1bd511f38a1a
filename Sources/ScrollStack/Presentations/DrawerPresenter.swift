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
    private let closingPans: [UIPanGestureRecognizer]
    private let policy: DrawerGesturePolicy
    /// The key this type ties its instances to a view controller with: one for the type, so a
    /// new instance replaces the one before instead of adding to it.
    private static var associationKey: UInt8 = 0

    /// Creates a drawer presenter. The drawer's view isn't loaded until it opens.
    ///
    /// - Parameters:
    ///   - drawer: The view controller to show.
    ///   - edge: The edge it comes from; right-to-left layouts mirror it.
    ///   - width: How much of the container it covers.
    ///   - effect: What happens to the presenting view. Default: moved aside and dimmed.
    public init(drawer: UIViewController, edge: DrawerEdge = .leading, width: CGFloat = 300, effect: DrawerPresentingEffect = [.offset, .dim]) {
        self.drawer = drawer
        presentation = PresentationTransitioningDelegate(style: .drawer(edge: edge, width: width, effect: effect))
        policy = DrawerGesturePolicy(edge: edge)
        closingPans = [UIPanGestureRecognizer(), UIPanGestureRecognizer()]
        super.init()
        presentation.prepare(drawer)
        for pan in closingPans {
            pan.addTarget(self, action: #selector(closingPan(_:)))
            pan.delegate = self
        }
        // One on the drawer, one on the dimmed area beside it.
        presentation.presentedViewGestures = [closingPans[0]]
        presentation.dimmingGestures = [closingPans[1]]
    }

    /// Lets the edge pan begin where the policy allows it, and a closing pan only when it moves
    /// sideways towards closing and no scroll view under the finger can still scroll that way.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === edgePan {
            return policy.shouldBegin(canNavigateBack: canNavigateBack, isPresentingAlready: presenting?.presentedViewController != nil)
        }
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, closingPans.contains(pan), let view = pan.view else { return true }
        let velocity = pan.velocity(in: view)
        guard policy.closingPanShouldBegin(velocityX: velocity.x, velocityY: velocity.y, openingVelocity: presentation.openingDistance(velocity.x)) else {
            return false
        }
        let canScroll = classifier(for: view).scrollViewCanScroll(at: pan.location(in: view), velocityX: velocity.x)
        return policy.closingPanResolution(against: .childScrollView(canScrollTowardPan: canScroll)) != .pagingPanWaits
    }

    /// Makes the edge pan wait for the back swipe when they share an edge, and a closing pan wait
    /// for what the drawer's content does with a horizontal pan.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === edgePan {
            return policy.waitsForBackSwipe && otherGestureRecognizer === presentingNavigationController?.interactivePopGestureRecognizer
        }
        return closingResolution(of: gestureRecognizer, against: otherGestureRecognizer) == .pagingPanWaits
    }

    /// Makes the drawer's scroll views that can't scroll any further wait for a closing pan.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        closingResolution(of: gestureRecognizer, against: otherGestureRecognizer) == .pagingPanWins
    }

    private func closingResolution(of gesture: UIGestureRecognizer, against other: UIGestureRecognizer) -> GestureResolution? {
        guard let pan = gesture as? UIPanGestureRecognizer, closingPans.contains(pan), let view = pan.view else { return nil }
        return policy.closingPanResolution(against: classifier(for: view).classify(other))
    }

    private func classifier(for view: UIView) -> GestureClassifier {
        GestureClassifier(root: view, navigationController: drawer as? UINavigationController)
    }

    /// The navigation controller whose back swipe can meet the edge pan: the presenting view
    /// controller itself, or the one it is in.
    private var presentingNavigationController: UINavigationController? {
        presenting as? UINavigationController ?? presenting?.navigationController
    }

    /// Whether the presenting screen's navigation controller would go back on a back swipe.
    private var canNavigateBack: Bool {
        guard let navigation = presentingNavigationController else { return false }
        return navigation.viewControllers.count > 1 && navigation.interactivePopGestureRecognizer?.isEnabled == true
    }

    /// Installs the screen-edge pan that opens the drawer on `presentingViewController`'s view.
    ///
    /// The presenting view controller keeps this presenter alive from then on (gesture recognizers
    /// don't keep their targets), so a presenter made in a local constant keeps working.
    public func attach(to presentingViewController: UIViewController) {
        if let previous = presenting {
            objc_setAssociatedObject(previous, &Self.associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        presenting = presentingViewController
        objc_setAssociatedObject(presentingViewController, &Self.associationKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
        // Measured in the presentation's container (the drawer's and the dimming's superview),
        // which stays put while the drawer moves.
        let view = recognizer.view?.superview ?? recognizer.view
        presentation.handlePan(state: recognizer.state, translation: recognizer.translation(in: view).x, velocity: recognizer.velocity(in: view).x, opening: false)
    }
}
#endif
