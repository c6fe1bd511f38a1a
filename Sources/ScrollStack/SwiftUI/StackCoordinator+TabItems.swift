#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension StackCoordinator {
    /// The tab of the element at `index`: the pager's ``PagerStack/tabStripItem(_:)`` item or its
    /// title, keyed for UI tests by the element's ID (`ScrollStack.tab.<id>`) unless the item names
    /// its own.
    func expandableViewController(_ expandableViewController: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        guard shownElements.indices.contains(index) else { return nil }
        let element = shownElements[index]
        var item = stack.options.customization.tabItem?(element) ?? TabStripView.Item(title: stack.title(element))
        if item.identifier == nil { item.identifier = String(describing: stack.id(element)) }
        return item
    }

    /// Every element's tab, in order.
    func tabItems(in container: ExpandableViewController) -> [TabStripView.Item] {
        shownElements.indices.compactMap { expandableViewController(container, tabItemAt: $0) }
    }
}
#endif
