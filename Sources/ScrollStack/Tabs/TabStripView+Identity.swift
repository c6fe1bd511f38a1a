#if canImport(UIKit)
import ScrollStackCore
import UIKit

extension TabStripView {
    /// Carries the tab views in view to their tabs' new indices after ``items`` changed, by
    /// ``Item/identifier`` (``TabIdentity``), so a custom item view stays with its element through
    /// an insert or a move; the views of tabs that left go back to the reuse pool. A strip the
    /// user scrolled stays where it is when the selected tab only moved (``TabStripScrolling``).
    func remapItemViews(from old: [Item]) {
        guard !visibleViews.isEmpty || scrolling.heldOffset != nil else { return }
        let newIndices = TabIdentity.newIndices(from: old.map(\.identifier), to: items.map(\.identifier))
        if newIndices.indices.contains(selectedIndex), let moved = newIndices[selectedIndex] {
            scrolling.selectionMoved(to: moved, position: position + Double(moved - selectedIndex))
        }
        guard !visibleViews.isEmpty else { return }
        for view in itemViews.remap(newIndices) { reuse(view) }
        for (index, view) in visibleViews { view.index = index }
    }
}
#endif
