#if canImport(UIKit)
import UIKit

extension ExpandableViewController: TabStripViewDelegate {
    /// A tab was chosen: the same request as a tap anywhere, by the engine's rules (animated,
    /// interruptible; a tap during a move heads for its tab at once, so rapid taps end on the last one).
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

    /// Reads the tabs again, keeping the strip where it is: call it after a badge, title or image
    /// changed (a child's `tabBarItem`, or what the data source returns).
    ///
    /// The strip's tabs: one per page, from the data source, or the page's title with the
    /// image and badge of its child's `tabBarItem` when the child is loaded. A child that is not
    /// loaded has no `tabBarItem` to read: a data source that wants images and badges on every
    /// tab from the start gives them in `expandableViewController(_:tabItemAt:)`.
    public func reloadTabItems() {
        guard let tabStrip else { return }
        tabStrip.items = (0..<numberOfChildren()).map { index in
            var item = tabItem(at: index)
            // The tab's UI-test identifier follows its element, not its position.
            if item.identifier == nil { item.identifier = elementKey(at: index) }
            return item
        }
    }

    private func tabItem(at index: Int) -> TabStripView.Item {
        if let item = dataSource?.expandableViewController(self, tabItemAt: index) { return item }
        let title = title(at: index) ?? ""
        guard let child = loadedChild(at: index) else { return TabStripView.Item(title: title) }
        return TabStripView.Item(title: title, tabBarItem: child.tabBarItem)
    }

    /// Places the strip right below the safe area's top (the bars), over the pages, when the
    /// container holds it: the pages span the container, and the core adds the strip's height to
    /// their safe area, so their content starts below it. It is added last, so it stays above them.
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
