#if canImport(UIKit)
import UIKit

extension ExpandableViewController: UIGestureRecognizerDelegate {
    /// Lets the paging pan begin where ``swipePolicy`` allows it, and not over a child's scroll view
    /// that can still scroll the way the finger moves.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer, let engine else { return true }
        let velocity = panRecognizer.velocity(in: contentView)
        guard swipePolicy.shouldBegin(velocityX: velocity.x, velocityY: velocity.y, engine: engine) else { return false }
        let touched = contentView.hitTest(panRecognizer.location(in: contentView), with: nil)
        let canScroll = childScrollViews(from: touched).contains { scrollView in
            let insets = scrollView.adjustedContentInset
            return SwipeGesturePolicy.scrollViewCanScroll(
                offsetX: scrollView.contentOffset.x,
                contentWidth: scrollView.contentSize.width,
                boundsWidth: scrollView.bounds.width,
                insetLeft: insets.left,
                insetRight: insets.right,
                velocityX: velocity.x
            )
        }
        return swipePolicy.resolution(against: .childScrollView(canScrollTowardPan: canScroll)) != .pagingPanWaits
    }

    /// Makes the paging pan wait for the gestures ``swipePolicy`` says win over it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer && swipePolicy.resolution(against: competingGesture(otherGestureRecognizer)) == .pagingPanWaits
    }

    /// Makes the gestures ``swipePolicy`` says lose to the paging pan wait for it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer && swipePolicy.resolution(against: competingGesture(otherGestureRecognizer)) == .pagingPanWins
    }

    /// What kind of gesture `other` is: a fact about UIKit's objects, for the policy to rule on.
    private func competingGesture(_ other: UIGestureRecognizer) -> CompetingGesture {
        if other === navigationController?.interactivePopGestureRecognizer { return .navigationBackSwipe }
        if other is UIScreenEdgePanGestureRecognizer { return .drawerEdgePan }
        guard let view = other.view, view !== contentView, view.isDescendant(of: contentView), other is UIPanGestureRecognizer else {
            return .other
        }
        // A scroll view's own pan is ruled on when the paging pan begins, where the finger's
        // direction is known; other pans inside a child (swipe actions) win.
        if let scrollView = view as? UIScrollView, other === scrollView.panGestureRecognizer { return .other }
        return .childPan
    }

    /// The scroll views from `view` up to the container's content view.
    private func childScrollViews(from view: UIView?) -> [UIScrollView] {
        var found: [UIScrollView] = []
        var current = view
        while let candidate = current, candidate !== contentView {
            if let scrollView = candidate as? UIScrollView { found.append(scrollView) }
            current = candidate.superview
        }
        return found
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: contentView).x
        switch recognizer.state {
        case .began:
            send(.panBegan)
            send(.panChanged(translation: translation))
        case .changed:
            send(.panChanged(translation: translation))
        case .ended:
            send(.panEnded(translation: translation, velocity: recognizer.velocity(in: contentView).x))
        case .cancelled, .failed:
            send(.panCancelled)
        default:
            break
        }
    }
}
#endif
