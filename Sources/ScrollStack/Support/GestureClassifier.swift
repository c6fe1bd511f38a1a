#if canImport(UIKit)
import UIKit

/// Facts about UIKit's gesture recognizers for the core's gesture policies: what kind of gesture
/// another recognizer is, and whether a scroll view under the finger can still scroll its way.
@MainActor
struct GestureClassifier {
    /// The view the pan belongs to: other recognizers inside it are the content's own.
    let root: UIView
    /// The navigation controller whose back swipes can meet the pan.
    let navigationController: UINavigationController?

    /// What kind of gesture `other` is.
    func classify(_ other: UIGestureRecognizer) -> CompetingGesture {
        if let backSwipe = navigationController?.interactivePopGestureRecognizer, other === backSwipe { return .navigationBackSwipe }
        if let contentPop = Self.contentPopGesture(of: navigationController), other === contentPop { return .navigationContentPop }
        if other is UIScreenEdgePanGestureRecognizer { return .drawerEdgePan }
        guard let view = other.view, view !== root, view.isDescendant(of: root), other is UIPanGestureRecognizer else {
            return .other
        }
        // A scroll view's own pan: the core rules on it as the paging pan begins, when the finger's
        // direction is known. Other pans inside (swipe actions) are the content's own.
        if let scrollView = view as? UIScrollView, other === scrollView.panGestureRecognizer { return .childScrollViewPan }
        return .childPan
    }

    /// The back swipe from anywhere in the content that iOS 26 adds
    /// (`interactiveContentPopGestureRecognizer`), looked up by name so the package builds with
    /// older SDKs too; `nil` before iOS 26.
    static func contentPopGesture(of navigationController: UINavigationController?) -> UIGestureRecognizer? {
        let name = "interactiveContentPopGestureRecognizer"
        guard let navigationController, navigationController.responds(to: NSSelectorFromString(name)) else { return nil }
        return navigationController.value(forKey: name) as? UIGestureRecognizer
    }

    /// Whether a scroll view between the view under `location` and the root can still scroll the
    /// way a finger moving at `velocityX` pushes it.
    func scrollViewCanScroll(at location: CGPoint, velocityX: CGFloat) -> Bool {
        for candidate in root.hitTest(location, with: nil)?.selfAndAncestors.prefix(while: { $0 !== root }) ?? [] {
            // A scroll view that doesn't scroll (scrolling or touches off) can't take the finger.
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollEnabled, scrollView.isUserInteractionEnabled {
                let insets = scrollView.adjustedContentInset
                let canScroll = SwipeGesturePolicy.scrollViewCanScroll(
                    offsetX: scrollView.contentOffset.x,
                    contentWidth: scrollView.contentSize.width,
                    boundsWidth: scrollView.bounds.width,
                    insetLeft: insets.left,
                    insetRight: insets.right,
                    velocityX: velocityX
                )
                if canScroll { return true }
            }
        }
        return false
    }
}
#endif
