#if canImport(UIKit)
import ScrollStackCore
import UIKit

// Tab views: one per tab in view, reused as the strip scrolls, like the pages.

extension TabStripView {
    /// Shows a view for each item `visit` reports, reusing the views of items that left.
    func layOutItems(_ visit: ((TabStripItem) -> Void) -> Void) {
        laidOutIndices.removeAll(keepingCapacity: true)
        let measurements = measure()
        visit { item in
            laidOutIndices.insert(item.index)
            let view = itemView(for: item.index)
            view.frame = item.frame
            configure(view, item: item, measurements: measurements)
        }
        for view in itemViews.removeAll(keeping: laidOutIndices.contains) { reuse(view) }
    }

    private func itemView(for index: Int) -> TabStripItemView {
        if let view = visibleViews[index] { return view }
        let view = reusableViews.popLast() ?? makeItemView()
        view.isHidden = false
        view.index = index
        itemViews.show(view, at: index)
        return view
    }

    /// Keeps a view whose tab left the view for another tab.
    func reuse(_ view: TabStripItemView) {
        view.isHidden = true
        reusableViews.append(view)
    }

    private func makeItemView() -> TabStripItemView {
        let view = TabStripItemView()
        if let customItemViews {
            let custom = customItemViews.make()
            view.customView = custom
            view.addSubview(custom)
        }
        scrollView.addSubview(view)
        return view
    }

    /// Forgets every tab view, so the next layout makes new ones (after a new custom class).
    func discardItemViews() {
        for view in Array(visibleViews.values) + reusableViews { view.removeFromSuperview() }
        itemViews = IndexedViews()
        reusableViews.removeAll()
        invalidateMeasurements()
    }
}
#endif
