#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

extension StackCoordinator {
    /// The tab of the element at `index`: the pager's ``PagerStack/tabStripItem(_:)`` item or its
    /// title, keyed for UI tests by the element's ID (`ScrollStack.tab.<id>`) unless the item names
    /// its own.
    func expandableViewController(_ expandableViewController: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        guard shownElements.indices.contains(index) else { return nil }
        // The container reads every tab after a data change: the kept ones answer, so only the
        // new and changed elements were asked.
        tabItemUpdates.currentItem(at: index, count: shownElements.count) ?? tabItem(of: shownElements[index])
    }

    /// The tab of `element`.
    func tabItem(of element: Element) -> TabStripView.Item {
        var item = stack.options.customization.tabItem?(element) ?? TabStripView.Item(title: stack.title(element))
        if item.identifier == nil { item.identifier = String(describing: stack.id(element)) }
        return item
    }

    /// Brings the kept tabs up to date with the shown elements once per update, asking only the
    /// elements whose identity or inputs changed (``TabItemUpdates``); returns whether a tab changed.
    @discardableResult
    func bringTabItemsUpToDate() -> Bool {
        guard stack.mode == .paging, stack.options.showsTabStrip, !tabItemUpdates.isCurrent else { return false }
        let elements = shownElements
        // The IDs the cache read belong to the description's data (each ID's first element), which
        // the shown elements are during an update; anything else is read here.
        let sameData = elements.count == ids.ids.count
        let elementIDs = sameData ? ids.ids : elements.map(stack.id)
        return tabItemUpdates.updateOnce(
            elements: elements,
            ids: elementIDs,
            dataChanged: !sameData,
            policy: stack.options.liveContentUpdates,
            isSame: stack.isSameElement ?? { _, _ in false },
            item: { [self] _, element in tabItem(of: element) }
        )
    }

    /// Hands the strip the kept tabs when one changed; the strip hears nothing otherwise.
    func updateTabItems(of tabStrip: TabStripView, in container: ExpandableViewController) {
        let changed = bringTabItemsUpToDate()
        if changed || tabStrip.items.count != tabItemUpdates.items.count {
            tabStrip.items = tabItemUpdates.items
            container.host?.refreshHeaders()
        }
    }
}
#endif
