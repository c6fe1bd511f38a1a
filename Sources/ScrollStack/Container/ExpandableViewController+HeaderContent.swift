#if canImport(UIKit)
import UIKit

extension ExpandableViewController {
    /// What the header at `index` shows: the data source's content, else a loaded child's, else
    /// the title alone; a content without a title gets the header's title.
    func headerContent(at index: Int) -> HeaderContent {
        let child = dataSource == nil
            ? (viewControllers.indices.contains(index) ? viewControllers[index] : nil)
            : engine?.child(at: index)?.viewController
        var content = dataSource?.expandableViewController(self, headerContentAt: index)
            ?? (child as? ExpandableHeaderContentProviding)?.headerContent
            ?? HeaderContent()
        if content.title == nil { content.title = title(at: index) }
        return content
    }
}
#endif
