#if canImport(UIKit)
import UIKit

extension ExpandableViewController: UIScrollViewDelegate {
    /// Lays out the headers that scrolling brings into view, leaving the offset to the scroll view
    /// so it can bounce.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        contentDidScroll()
    }

    /// A drag takes the scroll position from a running transition: it no longer scrolls to reveal
    /// what it opens.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        if driver?.isAnimating == true { host?.userMovedOffset = true }
    }

    /// Lays out headers and children again when scrolling brings new ones into view.
    func contentDidScroll() {
        host?.layoutContent(clampingOffset: false)
    }
}
#endif
