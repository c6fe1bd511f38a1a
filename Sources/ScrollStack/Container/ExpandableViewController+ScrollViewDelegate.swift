#if canImport(UIKit)
import UIKit

extension ExpandableViewController: UIScrollViewDelegate {
    /// Lays out the headers that scrolling brings into view, leaving the offset to the scroll view
    /// so it can bounce.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        host?.layoutContent(walkingAgain: false)
    }

    /// A drag takes the scroll position from a running transition: the engine hears of the finger,
    /// and no longer scrolls to reveal what it opens.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        host?.reportScrolling()
    }

    /// A finger lifted without a fling: the engine has the offset again.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { layOutOnceScrollingEnds() }
    }

    /// A fling came to rest: the engine has the offset again.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        layOutOnceScrollingEnds()
    }

    /// Lays out on the next turn of the main loop, once UIKit no longer counts the drag or the
    /// fling: the layout tells the engine the finger is gone, and applies its offset.
    private func layOutOnceScrollingEnds() {
        DispatchQueue.main.async { [weak self] in self?.host?.layoutContent(walkingAgain: false) }
    }
}
#endif
