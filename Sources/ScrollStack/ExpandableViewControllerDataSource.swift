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

/// Feeds the core engine from a data source or a fixed array, lending the reuse pool to the
/// container while the data source dequeues.
///
/// The engine runs on the main actor with the container, so the conformance is main-actor
/// isolated; `@preconcurrency` checks that at run time.
@MainActor
struct ChildSourceAdapter: @preconcurrency ChildDataSource {
    weak var container: ExpandableViewController?

    func numberOfChildren() -> Int {
        container?.numberOfChildren() ?? 0
    }

    func child(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        guard let container else {
            preconditionFailure("ExpandableViewController: the container was released while loading index \(index)")
        }
        return container.loadChild(at: index, reusing: &pool)
    }
}
#endif
