#if canImport(UIKit)
import UIKit

extension ExpandableViewController: UIScrollViewDelegate {
    /// Lays out the headers that scrolling brings into view, leaving the offset to the scroll view
    /// so it can bounce.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        contentDidScroll()
    }
}
#endif
