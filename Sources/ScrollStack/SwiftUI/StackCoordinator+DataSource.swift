#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

// The container's data source, delegate and transition delegate: the shown elements, each hosted
// in a reused child, by index; the SwiftUI view's veto, its transition notices and its animator,
// by element.

extension StackCoordinator {
    func numberOfViewControllers(in expandableViewController: ExpandableViewController) -> Int {
        shownElements.count
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, viewControllerAt index: Int) -> UIViewController {
        let child = expandableViewController.dequeueReusableViewController(withIdentifier: Self.reuseIdentifier, for: index)
        if let hosting = child as? HostingChild<Content> {
            hosting.sizesToContent = stack.options.sectionSizing == .fitsContent
            hosting.avoidsKeyboard = stack.mode == .paging
            let element = shownElements[index]
            let id = stack.id(element)
            hosting.show(stack.content(element), identity: id, in: environment)
            childUpdates.drew(id, with: element)
        }
        return child
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        shownElements.indices.contains(index) ? stack.title(shownElements[index]) : nil
    }

    /// The header content of the element at `index`, from ``AccordionStack/headerContent(_:)``.
    func expandableViewController(_ expandableViewController: ExpandableViewController, headerContentAt index: Int) -> HeaderContent? {
        guard let content = stack.options.headerContent, shownElements.indices.contains(index) else { return nil }
        return content(shownElements[index])
    }

    // MARK: - Tabs

    /// The tab of the element at `index`: the pager's ``PagerStack/tabStripItem(_:)`` item or its
    /// title, keyed for UI tests by the element's ID (`ScrollStack.tab.<id>`) unless the item names
    /// its own.
    func expandableViewController(_ expandableViewController: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        guard shownElements.indices.contains(index) else { return nil }
        // The container reads every tab after a data change: the kept ones answer, so only the
        // new and changed elements were asked.
        return tabItemUpdates.currentItem(at: index, count: shownElements.count) ?? tabItem(of: shownElements[index])
    }

    func tabItem(of element: Element) -> TabStripView.Item {
        var item = stack.options.tabItem?(element) ?? TabStripView.Item(title: stack.title(element))
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

    // MARK: - ExpandableViewControllerDelegate

    func expandableViewController(_ expandableViewController: ExpandableViewController, shouldExpandSectionAt index: Int) -> Bool {
        guard let veto = stack.options.shouldSelect, let id = selection?.id(at: index) else { return true }
        return veto(id)
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, willTransitionFrom fromIndex: Int?, to toIndex: Int?) {
        notify(.willBegin(from: selection?.id(at: fromIndex), to: selection?.id(at: toIndex)))
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didUpdateTransitionProgress progress: CGFloat, from fromIndex: Int?, to toIndex: Int?) {
        notify(.progress(Double(progress), from: selection?.id(at: fromIndex), to: selection?.id(at: toIndex)))
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {
        notify(.didEnd(from: selection?.id(at: fromIndex), to: selection?.id(at: toIndex), completed: completed))
        selection?.transitionEnded(from: fromIndex, to: toIndex, completed: completed)
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, willChangeExpansionOpening opening: IndexSet, closing: IndexSet) {
        selection?.openSectionsChanged(Set(expandableViewController.expandedIndices), finished: false)
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {
        selection?.openSectionsChanged(Set(expandableViewController.expandedIndices), finished: true)
    }

    // MARK: - ExpandableTransitionDelegate

    func expandableViewController(
        _ expandableViewController: ExpandableViewController,
        animationControllerFrom fromViewController: UIViewController?,
        at fromIndex: Int?,
        to toViewController: UIViewController?,
        at toIndex: Int?
    ) -> UIViewControllerAnimatedTransitioning? {
        stack.options.animator?(selection?.id(at: fromIndex), selection?.id(at: toIndex))
    }
}
#endif
