#if canImport(UIKit)
import UIKit

extension UIView {
    /// This view and its superviews, nearest first.
    var selfAndAncestors: UnfoldFirstSequence<UIView> {
        sequence(first: self) { $0.superview }
    }

    /// The view's superviews, nearest first.
    var ancestors: DropFirstSequence<UnfoldFirstSequence<UIView>> {
        selfAndAncestors.dropFirst()
    }

    /// The first view under this one, itself included, breadth first, that `match` accepts.
    func firstDescendant(where match: (UIView) -> Bool) -> UIView? {
        var queue = [self]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if match(view) { return view }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }
}

extension UIScrollView {
    /// Scrolls just enough to show `view` (inside the scroll view) within its insets, the bottom one
    /// at least `coveredBottom` (what the keyboard covers), as the core's `KeyboardAvoidance`
    /// decides; a move of half a point or less is left alone.
    func scrollToReveal(_ view: UIView, coveredBottom: CGFloat? = nil) {
        let inset = adjustedContentInset
        let offset = KeyboardAvoidance.contentOffset(
            revealing: convert(view.bounds, from: view),
            contentOffset: contentOffset.y,
            boundsHeight: bounds.height,
            contentHeight: contentSize.height,
            insetTop: inset.top,
            insetBottom: coveredBottom.map { max(inset.bottom, $0) } ?? inset.bottom
        )
        if abs(offset - contentOffset.y) > 0.5 { contentOffset.y = offset }
    }
}
#endif
