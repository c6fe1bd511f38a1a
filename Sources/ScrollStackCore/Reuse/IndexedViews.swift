import Foundation

/// The views shown for the items in view, by index, and the index each view shows: the
/// bookkeeping a container's header views and a tab strip's tab views share.
///
/// The platform makes and recycles the views; this says which views leave the view when the items
/// in view change, and carries each view to its item's new index when the data changes.
package struct IndexedViews<View: AnyObject> {
    /// The views in view, by index.
    package private(set) var byIndex: [Int: View] = [:]
    /// The index of every view in view.
    private var indices: [ObjectIdentifier: Int] = [:]

    package init() {}

    /// The index `view` shows, if it is in view.
    package func index(of view: View) -> Int? { indices[ObjectIdentifier(view)] }

    /// Shows `view` at `index`, where no view is yet.
    package mutating func show(_ view: View, at index: Int) {
        byIndex[index] = view
        indices[ObjectIdentifier(view)] = index
    }

    /// Takes out the views whose index `keeps` rejects; returns them, lowest index first.
    package mutating func removeAll(keeping keeps: (Int) -> Bool) -> [View] {
        let leaving = byIndex.keys.filter { !keeps($0) }.sorted()
        return leaving.compactMap { index in
            guard let view = byIndex.removeValue(forKey: index) else { return nil }
            indices[ObjectIdentifier(view)] = nil
            return view
        }
    }

    /// Carries every view to its item's new index after a data change (`newIndices[old]`, `nil`
    /// for an item removed, as ``StackDataChange/newIndices`` and ``TabIdentity`` give it); returns
    /// the views of items that left, lowest old index first.
    package mutating func remap(_ newIndices: [Int?]) -> [View] {
        let old = byIndex
        byIndex = [:]
        indices = [:]
        var left: [View] = []
        for (index, view) in old.sorted(by: { $0.key < $1.key }) {
            if newIndices.indices.contains(index), let new = newIndices[index] {
                byIndex[new] = view
                indices[ObjectIdentifier(view)] = new
            } else {
                left.append(view)
            }
        }
        return left
    }
}
