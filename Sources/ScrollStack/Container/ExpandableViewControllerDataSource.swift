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

    /// What the default header at `index` shows beyond its title: a subtitle and a leading image,
    /// shown without loading the child. By default, `nil`: a loaded child adopting
    /// ``ExpandableHeaderContentProviding`` gives it, or the header shows its title alone.
    func expandableViewController(_ expandableViewController: ExpandableViewController, headerContentAt index: Int) -> HeaderContent?

    /// The tab at `index` of a paging container's tab strip: its title, image and badge, shown
    /// without loading the child. By default, `nil`: the tab shows the header's title, with the
    /// image and badge of a loaded child's `tabBarItem`.
    func expandableViewController(_ expandableViewController: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item?

    /// A stable identifier for the element at `index`, so that
    /// ``ExpandableViewController/applyDataChanges()`` can tell which elements stayed, moved,
    /// came or went. By default, `nil`: the container knows elements only by position, and
    /// `applyDataChanges()` reloads.
    ///
    /// Return the same identifier for an element wherever it moves, and different ones for
    /// different elements. An identifier that occurs twice stops nothing: its later occurrences
    /// are elements of their own, and the container logs one warning.
    func expandableViewController(_ expandableViewController: ExpandableViewController, identifierForElementAt index: Int) -> AnyHashable?
}

extension ExpandableViewControllerDataSource {
    /// Returns `nil`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, titleForHeaderAt index: Int) -> String? {
        nil
    }

    /// Returns `nil`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, headerContentAt index: Int) -> HeaderContent? {
        nil
    }

    /// Returns `nil`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, tabItemAt index: Int) -> TabStripView.Item? {
        nil
    }

    /// Returns `nil`.
    public func expandableViewController(_ expandableViewController: ExpandableViewController, identifierForElementAt index: Int) -> AnyHashable? {
        nil
    }
}
#endif
