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
        return tabItem(of: shownElements[index])
    }

    /// The tab of `element`.
    func tabItem(of element: Element) -> TabStripView.Item {
        var item = stack.options.customization.tabItem?(element) ?? TabStripView.Item(title: stack.title(element))
        if item.identifier == nil { item.identifier = String(describing: stack.id(element)) }
        return item
    }

    /// Brings the strip's tabs up to date, asking only the elements whose identity or inputs
    /// changed (``TabItemUpdates``); the strip hears of it only when a tab changed.
    func updateTabItems(of tabStrip: TabStripView, in container: ExpandableViewController, environmentChanged: Bool) {
        let elements = shownElements
        // The IDs the cache read belong to the description's data; anything else is read here.
        let ids = elements.count == self.ids.ids.count ? self.ids.ids : elements.map(stack.id)
        let changed = tabItemUpdates.update(
            elements: elements,
            ids: ids,
            dataChanged: dataWasRead || ids != self.ids.ids,
            policy: stack.options.liveContentUpdates,
            environmentChanged: environmentChanged,
            isSame: stack.isSameElement ?? { _, _ in false },
            item: { [self] _, element in tabItem(of: element) }
        )
        dataWasRead = false
        if changed || tabStrip.items.count != tabItemUpdates.items.count {
            tabStrip.items = tabItemUpdates.items
            container.host?.refreshHeaders()
        }
    }
}
#endif
