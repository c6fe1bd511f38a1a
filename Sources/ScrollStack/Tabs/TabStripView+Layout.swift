#if canImport(UIKit)
import ScrollStackCore
import UIKit

// Layout: the strip measured and laid out for its size, and posed at the pager's position (the
// offset, the indicator and the tabs in view), all from the core's TabStripLayout.

extension TabStripView {
    /// Measures the tabs again at the next layout pass, and lays them out again.
    func invalidateMeasurements() {
        measurements = nil
        invalidateLayout()
    }

    /// Makes a new layout at the next layout pass.
    func invalidateLayout() {
        layout = nil
        setNeedsLayout()
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        // A resize may move the offset: that is no scroll of the user's.
        isSettingOffset = true
        scrollView.frame = bounds
        isSettingOffset = false
        let hairline = 1 / max(1, traitCollection.displayScale)
        separatorView.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
        if layout?.size != bounds.size {
            let layout = TabStripLayout(items: measure().widths, size: bounds.size, configuration: configuration)
            self.layout = layout
            scrollView.contentSize = layout.contentSize
        }
        applyPosition()
    }

    /// Lays the strip out at ``position``: the offset, the indicator and the visible tabs.
    func applyPosition() {
        guard let layout else { return }
        var pose = TabStripPose(contentOffset: 0, indicatorFrame: nil)
        let offset = scrollView.contentOffset.x
        layOutItems { body in pose = scrolling.layOut(layout, at: position, selectedIndex: selectedIndex, currentOffset: offset, body) }
        indicatorView.frame = pose.indicatorFrame ?? .zero
        indicatorView.isHidden = pose.indicatorFrame == nil
        indicatorView.layer.cornerRadius = layout.indicatorCornerRadius
        // A strip under the finger or still gliding from it is the user's.
        if scrollView.contentOffset.x != pose.contentOffset, !scrollView.isDragging, !scrollView.isDecelerating {
            isSettingOffset = true
            scrollView.contentOffset = CGPoint(x: pose.contentOffset, y: 0)
            isSettingOffset = false
        }
    }

    // Tab views: one per tab in view, reused as the strip scrolls, like the pages.

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
    private func reuse(_ view: TabStripItemView) {
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

    /// Carries the tab views in view to their tabs' new indices after ``items`` changed, by
    /// ``Item/identifier`` (``TabIdentity``), so a custom item view stays with its element through
    /// an insert or a move; the views of tabs that left go back to the reuse pool. A strip the
    /// user scrolled stays where it is when the selected tab only moved (``TabStripScrolling``).
    func remapItemViews(from old: [Item]) {
        guard !visibleViews.isEmpty || scrolling.heldOffset != nil else { return }
        let newIndices = TabIdentity.newIndices(from: old.map(\.identifier), to: items.map(\.identifier))
        if newIndices.indices.contains(selectedIndex), let moved = newIndices[selectedIndex] {
            scrolling.selectionMoved(to: moved, position: position + Double(moved - selectedIndex))
        }
        guard !visibleViews.isEmpty else { return }
        for view in itemViews.remap(newIndices) { reuse(view) }
        for (index, view) in visibleViews { view.index = index }
    }
}
#endif
