#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// What a coordinator keeps for a `Binding<Set<ID>>`: the rules, and where it is in carrying
/// them out.
@MainActor
final class SetSelectionLink<ID: Hashable> {
    var synchronizer: SetSelectionSynchronizer<ID>
    /// Whether a view update is under way: writes wait for the next turn.
    var isUpdating = false
    /// Whether the rules' own request is being carried out: the container's notices of it are no
    /// news to them.
    var isRequesting = false

    init(binding: Set<ID>) {
        synchronizer = SetSelectionSynchronizer(binding: binding)
    }
}

extension StackCoordinator {
    /// Puts the container in ``ExpansionMode/multiple`` when the description's selection is a set.
    func startSetSelection(in container: ExpandableViewController) {
        guard let access = stack.setSelection else { return }
        container.expansionMode = .multiple
        setSelection = SetSelectionLink(binding: access.read())
    }

    /// Takes a view update's data (which the container already has, by identity) and binding.
    func updateSetSelection(animated: Bool) {
        guard let link = setSelection, let access = stack.setSelection, let ids = selection?.synchronizer.ids else { return }
        link.isUpdating = true
        defer { link.isUpdating = false }
        if ids != link.synchronizer.ids {
            carryOut(link.synchronizer.handle(.dataChanged(ids)), link)
        }
        carryOut(link.synchronizer.handle(.bindingChanged(access.read(), animated: animated)), link)
    }

    /// Whether every section of the container is at rest in ``ExpansionMode/multiple``.
    private var openSetIsAtRest: Bool {
        container?.multipleState.host?.driver?.engine.isAtRest ?? true
    }

    private func carryOut(_ steps: [SetSelectionStep<ID>], _ link: SetSelectionLink<ID>) {
        for step in steps {
            switch step {
            case .setExpanded(let opening, let closing, let animated):
                guard container != nil else { continue }
                link.isRequesting = true
                for index in closing { requestExpanded(false, at: index, animated: animated) }
                for index in opening { requestExpanded(true, at: index, animated: animated) }
                link.isRequesting = false
            case .writeBinding(let value):
                if link.isUpdating {
                    Task { @MainActor [weak self] in self?.writeSet(value) }
                } else {
                    writeSet(value)
                }
            }
        }
    }

    /// Writes the binding and tells the rules what it holds then.
    private func writeSet(_ value: Set<ID>) {
        guard let link = setSelection, let access = stack.setSelection else { return }
        access.write(value)
        carryOut(link.synchronizer.handle(.bindingWritten(value, reads: access.read(), containerAtRest: openSetIsAtRest)), link)
    }

    /// The container's open sections changed by a tap, or came to rest. While a view update applies
    /// new data the rules still hold the old IDs, and the update settles what the data removed
    /// itself: a change heard then is not the user's, and writes nothing.
    private func openSetChanged(atRest: Bool) {
        guard let link = setSelection, !link.isRequesting, selection?.isUpdating != true, let container else { return }
        carryOut(link.synchronizer.handle(.containerChanged(Set(container.expandedIndices), atRest: atRest)), link)
    }

    // MARK: - ExpandableViewControllerDelegate

    func expandableViewController(_ expandableViewController: ExpandableViewController, willChangeExpansionOpening opening: IndexSet, closing: IndexSet) {
        openSetChanged(atRest: false)
    }

    func expandableViewController(_ expandableViewController: ExpandableViewController, didChangeExpansionOpened opened: IndexSet, closed: IndexSet) {
        openSetChanged(atRest: openSetIsAtRest)
    }
}
#endif
