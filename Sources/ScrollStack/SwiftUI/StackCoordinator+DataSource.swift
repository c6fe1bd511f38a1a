#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

// The container's data source: the shown elements, each hosted in a reused child, by index.

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
}
#endif
