#if canImport(UIKit)
import ObjectiveC
import UIKit

/// Presents a view controller as a side drawer from a presenting view controller: a
/// screen-edge pan opens it, a pan on it or on the dimmed area closes it, a tap on the dimmed
/// area closes it, and releases finish or cancel by the same rule as the paging swipe.
///
/// VoiceOver stays inside the open drawer. Its escape gesture reaches the drawer's own view
/// controller: implement `accessibilityPerformEscape()` there to close it (`dismiss(animated:)`).
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
        super.init()
        presentation.prepare(drawer)
        // VoiceOver stays inside the drawer until it closes.
        drawer.view.accessibilityViewIsModal = true
        let closing = UIPanGestureRecognizer(target: self, action: #selector(closingPan(_:)))
        closing.delegate = self
        drawer.view.addGestureRecognizer(closing)
    }

    /// Lets the closing pan begin only when it moves mostly sideways, so the drawer's own vertical
    /// scrolling never closes it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer) else { return true }
        let velocity = pan.velocity(in: pan.view)
        return InteractionTracker.isHorizontal(velocityX: velocity.x, velocityY: velocity.y)
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
        let view = recognizer.view?.superview ?? recognizer.view
        presentation.handlePan(state: recognizer.state, translation: recognizer.translation(in: view).x, velocity: recognizer.velocity(in: view).x, opening: false)
    }
}
#endif
