#if canImport(UIKit)
import ScrollStackCore
import UIKit

extension TabStripView {
    /// Carries the tab views in view to their tabs' new indices after ``items`` changed, by
    /// ``Item/identifier`` (``TabIdentity``), so a custom item view stays with its element through
    /// an insert or a move; the views of tabs that left go back to the reuse pool.
    func remapItemViews(from old: [Item]) {
        guard !visibleViews.isEmpty else { return }
        let newIndices = TabIdentity.newIndices(from: old.map(\.identifier), to: items.map(\.identifier))
        var moved: [Int: TabStripItemView] = [:]
        for (index, view) in visibleViews {
            if newIndices.indices.contains(index), let new = newIndices[index] {
                view.index = new
                moved[new] = view
            } else {
                view.isHidden = true
                reusableViews.append(view)
            }
        }
        visibleViews = moved
    }
}
#endif
