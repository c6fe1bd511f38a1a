#if canImport(UIKit)
import UIKit

extension ExpandableViewController: TabStripViewDelegate {
    /// A tab was chosen: the same request as a tap anywhere, by the engine's rules (animated,
    /// interruptible; rapid taps end on the last one).
    public func tabStripView(_ tabStripView: TabStripView, didSelectItemAt index: Int) {
        handleUserTap(index, cause: .tab(index))
    }

    /// Gives the strip the titles, the layout direction and the pager's place now.
    func updateTabStrip() {
        guard let tabStrip, let engine else { return }
        tabStrip.delegate = self
        // Settings that relayout the whole strip are set only when they change, not every frame.
        if tabStrip.configuration.layoutDirection != engine.configuration.layoutDirection {
            tabStrip.configuration.layoutDirection = engine.configuration.layoutDirection
        }
        if tabStrip.selectedIndex != engine.destination ?? 0 {
            tabStrip.selectedIndex = engine.destination ?? 0
        }
        tabStrip.position = engine.pagingPosition.fractionalIndex
    }

    /// The strip's titles: one per page, from the data source or the children.
    func reloadTabStripTitles() {
        guard let tabStrip else { return }
        tabStrip.titles = (0..<numberOfChildren()).map { title(at: $0) ?? "" }
    }

    /// Places the strip above the pages, under the safe area's top, when the container holds it.
    func layoutTabStrip() {
        guard let tabStrip, placesTabStripAbovePages else { return }
        if tabStrip.superview !== view { view.addSubview(tabStrip) }
        let safeArea = view.safeAreaInsets
        tabStrip.frame = CGRect(
            x: safeArea.left,
            y: safeArea.top,
            width: view.bounds.width - safeArea.left - safeArea.right,
            height: tabStrip.intrinsicContentSize.height
        )
    }

    /// The height the strip takes above the pages.
    var tabStripHeight: CGFloat {
        guard let tabStrip, placesTabStripAbovePages else { return 0 }
        return tabStrip.intrinsicContentSize.height
    }
}
#endif
