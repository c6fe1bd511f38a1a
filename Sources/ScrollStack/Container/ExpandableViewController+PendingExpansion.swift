#if canImport(UIKit)
import UIKit

// The sections ``ExpansionMode/multiple`` opens once its engine starts, kept by identity in the
// core's `PendingExpansion` while the view isn't loaded or the container pages.

extension ExpandableViewController {
    /// Keeps `completion` for the pending set's request `id` (if it tracked one), to be answered
    /// when the multiple-mode engine starts.
    func keepPending(_ id: Int?, _ completion: ((Bool) -> Void)?) {
        guard let id, let completion else { return }
        multipleState.pendingHandlers[id] = completion
    }

    /// Makes `open` the pending set's open sections; requests waiting for an answer keep waiting.
    func replacePendingSections(with open: Set<Int>) {
        multipleState.pending.collapseAll()
        for index in open.sorted() { multipleState.pending.setExpanded(true, at: index) }
    }

    /// Applies a data event to the pending set while the container is in ``ExpansionMode/multiple``
    /// and its engine isn't running (a pager): a change by identity moves the sections with their
    /// elements; a reload keeps indices and drops those past the new count.
    func notePendingDataEvent(_ event: StackEvent) {
        guard multipleState.mode == .multiple, multipleState.host == nil else { return }
        switch event {
        case .dataChanged(let change): multipleState.pending.apply(change)
        case .reload: multipleState.pending.reload(count: numberOfChildren())
        default: break
        }
    }
}
#endif
