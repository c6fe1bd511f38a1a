#if canImport(UIKit)
import UIKit

extension TabStripView: UILargeContentViewerInteractionDelegate {
    /// The tab under the finger, shown large.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint) -> UILargeContentViewerItem? {
        let inStrip = convert(point, to: scrollView)
        return visibleViews.values.first { $0.frame.contains(inStrip) }
    }

    /// Lifting the finger on a tab selects it.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint) {
        guard let view = item as? TabStripItemView else { return }
        choose(view.index)
    }
}
#endif
