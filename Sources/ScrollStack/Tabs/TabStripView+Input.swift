#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications and traits as concurrency-safe.
@preconcurrency import UIKit

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

extension TabStripView {
    /// The tabs in view, in index order, between stand-ins for the tab just before and the tab
    /// just after them while VoiceOver or Switch Control runs: O(visible) elements however many
    /// tabs there are.
    override public var accessibilityElements: [Any]? {
        get {
            let inView = AccessibilityReach.span(of: visibleViews.keys)
            guard ContainerAccessibility.isAssistiveTechnologyRunning, let layout, !inView.isEmpty else {
                return super.accessibilityElements
            }
            var kept: [Int: AccessibilityStandIn] = [:]
            let elements = AccessibilityReach.tabReadingOrder(tabsInView: inView, count: min(items.count, layout.count)).compactMap { item -> Any? in
                switch item {
                case .standIn(let index):
                    kept[index] = standIn(for: index, in: layout)
                    return kept[index]
                case .tab(let index): return visibleViews[index]
                }
            }
            accessibilityStandIns = kept
            return elements
        }
        set { super.accessibilityElements = newValue }
    }

    private func standIn(for index: Int, in layout: TabStripLayout) -> AccessibilityStandIn {
        let element = accessibilityStandIns[index] ?? AccessibilityStandIn(accessibilityContainer: self)
        accessibilityStandIns[index] = element
        element.index = index
        let tabItem = items.indices.contains(index) ? items[index].tabItem : TabItem(title: "")
        element.stand(for: spokenTab(tabItem, at: index), traits: .button, inputLabels: tabItem.voiceControlNames, frame: scrollView.convert(layout.itemFrame(at: index), to: self))
        element.focused = { [weak self] index in self?.reveal(index) }
        element.activated = { [weak self] index in self?.choose(index) }
        return element
    }

    /// Scrolls the tab at `index` into view, as little as needed, and moves the cursor onto it; the
    /// strip keeps that offset until the pager moves.
    func reveal(_ index: Int) {
        guard let layout, (0..<layout.count).contains(index) else { return }
        let offset = layout.contentOffset(revealingItem: index, from: scrollView.contentOffset.x)
        scrolling.userDidScroll(to: offset, position: position, selectedIndex: selectedIndex)
        scrollView.contentOffset = CGPoint(x: offset, y: 0)
        // Never `nil`, which would send VoiceOver to the screen's first element.
        UIAccessibility.post(notification: .layoutChanged, argument: visibleViews[index] ?? self)
    }
}
#endif
