#if canImport(UIKit)
import UIKit

/// Supplies an ``ExpandableViewController``'s children by index, like a table view's data source.
///
/// Return reusable children from
/// ``ExpandableViewController/dequeueReusableViewController(withIdentifier:for:)`` so a source of
/// any size keeps only the children on screen (plus preloaded neighbours) alive.
@MainActor
public protocol ExpandableViewControllerDataSource: AnyObject {
    /// The number of children.
    func numberOfViewControllers(in expandableViewController: ExpandableViewController) -> Int

    /// The child for `index`, usually dequeued from the container.
    func expandableViewController(_ expandableViewController: ExpandableViewController, viewControllerAt index: Int) -> UIViewController

    /// The title of the header at `index`, shown without loading the child. By default, `nil`:
    /// the header shows the title of a child that is loaded, or nothing.
    func expandableViewController(_ expandableViewController: ExpandableViewController, titleForHeaderAt index: Int) -> String?
}

extension ExpandableViewControllerDataSource {
    /// Returns `nil`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        nil
    }
}
#endif
