#if canImport(UIKit) && canImport(SwiftUI)
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
        guard let content = stack.options.customization.headerContent, shownElements.indices.contains(index) else { return nil }
        return content(shownElements[index])
    }

    // MARK: - ExpandableViewControllerDelegate

    func expandableViewController(_ expandableViewController: ExpandableViewController, shouldExpandSectionAt index: Int) -> Bool {
        guard let veto = stack.options.shouldSelect, let id = id(at: index) else { return true }
        return veto(id)
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, willTransitionFrom fromIndex: Int?, to toIndex: Int?) {
        notify(.willBegin(from: id(at: fromIndex), to: id(at: toIndex)))
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didUpdateTransitionProgress progress: CGFloat, from fromIndex: Int?, to toIndex: Int?) {
        notify(.progress(Double(progress), from: id(at: fromIndex), to: id(at: toIndex)))
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didTransitionFrom fromIndex: Int?, to toIndex: Int?, completed: Bool) {
        notify(.didEnd(from: id(at: fromIndex), to: id(at: toIndex), completed: completed))
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
        stack.options.animator?(id(at: fromIndex), id(at: toIndex))
    }
}
#endif
