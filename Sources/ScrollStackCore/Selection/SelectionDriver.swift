import Foundation

/// What a ``SelectionDriver`` asks of the platform: the container and the binding.
public enum SelectionCommand<ID: Hashable>: Equatable {
    /// Ask the container for this index, animated or not (``SelectionStep/select(_:animated:)``).
    case select(Int?, animated: Bool)
    /// Point the container at the new data and send it this change by identity
    /// (``StackEvent/dataChanged(_:)``).
    case changeData(StackDataChange)
    /// Write the binding now: the change came from the user, outside a view update.
    case writeBinding(ID?)
    /// Write the binding once the view update under way is over (SwiftUI forbids state changes
    /// inside one).
    case writeBindingAfterUpdate(ID?)
}

extension SelectionCommand: Sendable where ID: Sendable {}

/// The platform side of a ``SelectionDriver``: carries out its commands and says whether the
/// container is at rest.
public protocol SelectionDriverHost: AnyObject {
    /// The type of the elements' IDs.
    associatedtype ID: Hashable

    /// Carries out `command`.
    func perform(_ command: SelectionCommand<ID>)

    /// Whether the container is at rest now: no transition runs and none waits.
    var containerIsAtRest: Bool { get }
}

/// Runs a ``SelectionSynchronizer`` between a declarative view (SwiftUI) and a container: in what
/// order a view update's data and binding are read, when a binding write must wait for the update
/// to end, and which of the container's notices to ignore.
///
/// - A view update reads the data first, then the binding, so the binding may name an element the
///   update added. Data whose IDs didn't change costs one comparison.
/// - Writes that a view update causes wait for it to end
///   (``SelectionCommand/writeBindingAfterUpdate(_:)``); a user's tap or swipe writes at once.
/// - The notices a data change produces are ignored: the synchronizer decided the selection the
///   change leads to already.
public final class SelectionDriver<Host: SelectionDriverHost> {
    /// The type of the elements' IDs.
    public typealias ID = Host.ID

    /// The rules' state: the selection, the binding as far as it is known, the data's IDs.
    public private(set) var synchronizer: SelectionSynchronizer<ID>
    /// Whether a data change is being carried out: the container's notices now come from it.
    public private(set) var isChangingData = false
    private weak var host: Host?
    /// Whether a view update is being handled: what the adopter hears (binding writes, notices)
    /// must wait until it is over.
    public private(set) var isUpdating = false
    private var hasData = false

    /// Creates a driver with no data yet; the first ``update(ids:binding:animated:)`` loads it.
    ///
    /// - Precondition: `binding` is not `nil` for a pager.
    public init(mode: StackMode, binding: ID?, host: Host) {
        synchronizer = SelectionSynchronizer(mode: mode, binding: binding)
        self.host = host
    }

    /// The ID of the element at `index`, if there is one.
    public func id(at index: Int?) -> ID? {
        guard let index, synchronizer.ids.indices.contains(index) else { return nil }
        return synchronizer.ids[index]
    }

    /// A view update: the data's IDs in order, the binding's value, and whether the update is
    /// animated (in SwiftUI, its transaction has an animation and doesn't disable animations).
    ///
    /// - Precondition: `binding` is not `nil` for a pager.
    public func update(ids: [ID], binding: ID?, animated: Bool) {
        isUpdating = true
        defer { isUpdating = false }
        if !hasData || ids != synchronizer.ids {
            hasData = true
            carryOut(synchronizer.handle(.dataChanged(ids)))
        }
        carryOut(synchronizer.handle(.bindingChanged(binding, animated: animated)))
    }

    /// The user's tap, tab, key or VoiceOver scroll left the container heading to `index` (its
    /// queued request, else its destination).
    public func userSelected(_ index: Int?) {
        carryOut(synchronizer.handle(.userSelected(index)))
    }

    /// The container's delegate heard a transition end. Ignored while a data change is carried out.
    public func transitionEnded(from: Int?, to: Int?, completed: Bool) {
        guard !isChangingData, let host else { return }
        carryOut(synchronizer.handle(.transitionEnded(from: from, to: to, completed: completed, containerAtRest: host.containerIsAtRest)))
    }

    private func carryOut(_ steps: [SelectionStep<ID>]) {
        guard let host else { return }
        for step in steps {
            switch step {
            case .select(let index, let animated):
                host.perform(.select(index, animated: animated))
            case .writeBinding(let id):
                host.perform(isUpdating ? .writeBindingAfterUpdate(id) : .writeBinding(id))
            case .changeData(let change):
                isChangingData = true
                host.perform(.changeData(change))
                isChangingData = false
            }
        }
    }
}
