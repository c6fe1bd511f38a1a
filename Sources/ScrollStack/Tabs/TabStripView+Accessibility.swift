#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications and traits as concurrency-safe.
@preconcurrency import UIKit

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
