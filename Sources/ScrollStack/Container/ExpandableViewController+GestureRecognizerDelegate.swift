#if canImport(UIKit)
import UIKit

extension ExpandableViewController: UIGestureRecognizerDelegate {
    /// Lets the paging pan begin where ``swipePolicy`` allows it, and not over a child's scroll view
    /// that can still scroll the way the finger moves.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer, let engine else { return true }
        guard acceptsUserInput else { return false }
        let velocity = panRecognizer.velocity(in: contentView)
        let canScroll = gestures.scrollViewCanScroll(at: panRecognizer.location(in: contentView), velocityX: velocity.x)
        return swipePolicy.shouldBegin(velocityX: velocity.x, velocityY: velocity.y, engine: engine, childScrollViewCanScroll: canScroll)
    }

    /// Makes the paging pan wait for the gestures ``swipePolicy`` says win over it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer && swipePolicy.resolution(against: gestures.classify(otherGestureRecognizer)) == .pagingPanWaits
    }

    /// Makes the gestures ``swipePolicy`` says lose to the paging pan wait for it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer && swipePolicy.resolution(against: gestures.classify(otherGestureRecognizer)) == .pagingPanWins
    }

    private var gestures: GestureClassifier {
        GestureClassifier(root: contentView, navigationController: navigationController)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: contentView).x
        handlingUserGesture {
            switch recognizer.state {
            case .began:
                // After panBegan, which settles a running tap's or key's transition: that one is
                // answered for its own cause, not as the swipe's.
                send(.panBegan)
                host?.answer(.requested(.swipe))
                send(.panChanged(translation: translation))
            case .changed:
                send(.panChanged(translation: translation))
            case .ended:
                send(.panEnded(translation: translation, velocity: recognizer.velocity(in: contentView).x))
                // A swipe that moved nothing leaves no cause behind.
                host?.answer(.gestureEnded)
            case .cancelled, .failed:
                send(.panCancelled)
                host?.answer(.gestureEnded)
            default:
                break
            }
        }
    }
}
#endif
