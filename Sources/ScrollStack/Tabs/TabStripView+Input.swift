#if canImport(UIKit)
import UIKit

extension TabStripView: UIScrollViewDelegate {
    /// The user (or VoiceOver's three-finger swipe) scrolled the strip: show the tabs now on
    /// screen and leave the offset where the user put it until the pager moves or the selection
    /// changes.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isSettingOffset, let layout else { return }
        let offset = scrollView.contentOffset.x
        // A finger, its glide, or VoiceOver's three-finger swipe (which moves the offset itself).
        if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || UIAccessibility.isVoiceOverRunning {
            scrolling.userDidScroll(to: offset, position: position, selectedIndex: selectedIndex)
        }
        // Laid out at the offset the scroll view has, bounce included: the strip doesn't move it.
        layOutItems { body in layout.forEachVisibleItem(at: position, contentOffset: offset, body) }
    }

    @objc func tabTapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: scrollView)
        if let view = visibleViews.values.first(where: { $0.frame.contains(point) }) {
            choose(view.index)
        }
    }

    /// Reports a chosen tab to the delegate; the strip itself moves only with the pager.
    func choose(_ index: Int) {
        delegate?.tabStripView(self, didSelectItemAt: index)
    }
}
#endif
