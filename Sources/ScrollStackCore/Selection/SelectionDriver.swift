import Foundation

/// What a ``SelectionDriver`` asks of the platform: the container and the binding.
public enum SelectionCommand<ID: Hashable>: Equatable {
    /// Ask the container for this index, animated or not (``SelectionStep/select(_:animated:)``).
    case select(Int?, animated: Bool)
    /// Open and close these sections together, animated or not
    /// (``SelectionStep/setExpanded(opening:closing:animated:)``).
    case setExpanded(opening: [Int], closing: [Int], animated: Bool)
    /// Point the container at the new data and send it this change by identity
    /// (``StackEvent/dataChanged(_:)``).
    case changeData(StackDataChange)
    /// Apply the view update's options (relayout, preload distance, durations): after its data,
    /// so that a relayout never meets indices of data the container hasn't been given, and before
    /// its binding, so that a selection it makes runs with the new options.
    case applyOptions
    /// Write the binding now: the change came from the user's gesture, outside a view update. On
    /// the next main-actor turn, report what the binding holds with
    /// ``SelectionDriver/bindingWritten(_:reads:)``.
    case writeBinding(Set<ID>)
    /// Write the binding on the next main-actor turn: a view update may be under way (SwiftUI
    /// forbids state changes inside one). On that turn, write it only if
    /// ``SelectionDriver/isDeferredWriteCurrent(_:)`` says so; on the turn after, report what the
    /// binding holds with ``SelectionDriver/bindingWritten(_:reads:)``.
    case writeBindingAfterUpdate(Set<ID>)
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

    /// Whether the container is handling the user's gesture now (a tap, a swipe's touch, a key):
    /// only then may what the adopter hears be delivered at once.
    var isHandlingUserGesture: Bool { get }
}

/// Runs a ``SelectionSynchronizer`` between a declarative view (SwiftUI) and a container: in what
/// order a view update's data and binding are read, when a binding write must wait for the update
/// to end, and which of the container's notices to ignore.
///
/// - A view update reads the data first, then applies the options, then reads the binding, so the
///   options never meet indices the container doesn't hold and the binding may name an element the
///   update added. Data whose IDs didn't change costs one comparison.
/// - Only the user's gesture is heard at once (``deliversAtOnce``): its writes and notices come
///   while the user touches, outside any view update. Everything else — a write a view update
///   causes, a transition that ends on an animation's last frame or because the container left the
///   screen — waits for the next turn (``SelectionCommand/writeBindingAfterUpdate(_:)``), since a
///   view update may be under way.
/// - A binding that refuses or clamps a write wins: a turn after the write, the platform reports
///   what the binding holds (``bindingWritten(_:reads:)``). A clamped value is followed when the
///   container comes to rest; the value from before the write means not landed yet, and the next
///   view update that still reads it takes the container back.
/// - The notices a data change produces are ignored: the synchronizer decided the selection the
///   change leads to already. So are changes of the open sections heard during a view update or
///   while the container carries out the synchronizer's own request: they are not the user's.
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
    /// Whether a user's selection is being handled.
    private var isHandlingUserSelection = false
    /// Whether the container is carrying out the synchronizer's own request.
    private var isRequesting = false
    private var hasData = false

    /// Whether what the adopter hears now (a binding write, a transition notice) may be delivered
    /// at once: only outside a view update, in answer to the user's gesture. Everything else goes to
    /// the next turn.
    public var deliversAtOnce: Bool {
        !isUpdating && (isHandlingUserSelection || host?.isHandlingUserGesture == true)
    }

    /// Creates a driver with no data yet; the first ``update(ids:binding:animated:)`` loads it.
    ///
    /// - Parameters:
    ///   - mode: Accordion or pager.
    ///   - expansion: How many elements the selection may hold, as the container's expansion mode.
    ///   - binding: The IDs the binding holds now (a single ID as a set of at most one).
    ///   - host: The platform side.
    /// - Precondition: `binding` is not empty for a pager, and holds at most one ID in single
    ///   expansion; a pager's expansion is single.
    public init(mode: StackMode, expansion: ExpansionMode = .single, binding: Set<ID>, host: Host) {
        synchronizer = SelectionSynchronizer(mode: mode, expansion: expansion, binding: binding)
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
    /// An ID that occurs more than once names its first element and the later ones are dropped
    /// (``UniqueIdentifiers``): the container's data source answers with the data without them.
    ///
    /// - Precondition: `binding` is not empty for a pager, and holds at most one ID in single expansion.
    public func update(ids: [ID], binding: Set<ID>, animated: Bool) {
        isUpdating = true
        defer { isUpdating = false }
        var steps: [SelectionStep<ID>] = []
        if !hasData || ids != synchronizer.ids {
            hasData = true
            steps = synchronizer.handle(.dataChanged(ids))
        }
        // The container takes the data, then the options, then the selection the data leads to.
        let change = steps.prefix { if case .changeData = $0 { true } else { false } }
        carryOut(Array(change))
        host?.perform(.applyOptions)
        carryOut(Array(steps.dropFirst(change.count)))
        carryOut(synchronizer.handle(.bindingChanged(binding, animated: animated)))
    }

    /// The user's tap, tab, key or VoiceOver scroll left the container heading to `index` (its
    /// queued request, else its destination).
    public func userSelected(_ index: Int?) {
        isHandlingUserSelection = true
        defer { isHandlingUserSelection = false }
        carryOut(synchronizer.handle(.userSelected(index)))
    }

    /// Whether a write that waited for the next turn (``SelectionCommand/writeBindingAfterUpdate(_:)``)
    /// should still reach the binding: only while it is the write in flight. A later write replaced
    /// it (new data removed the element it names, or the user moved on), or a view update brought
    /// the binding a value of the app's own since: carrying it out would show, for a moment, an
    /// element the data no longer holds or a value nobody chose, so it is dropped and only the
    /// latest write lands.
    ///
    /// - Complexity: O(*k*) for *k* IDs in `value`.
    public func isDeferredWriteCurrent(_ value: Set<ID>) -> Bool {
        synchronizer.pendingWrite == value
    }

    /// The platform wrote `written` to the binding, which now `reads` this value: the value from
    /// before the write means the write hasn't landed yet (the next view update that still reads it
    /// refuses it), and any other value that the binding clamped the write, which the container
    /// follows once it is at rest.
    ///
    /// Call it on the main-actor turn after the write, so that a setter that hops to the main queue
    /// (`DispatchQueue.main.async`, a `Task`) has landed.
    public func bindingWritten(_ written: Set<ID>, reads: Set<ID>) {
        guard let host else { return }
        carryOut(synchronizer.handle(.bindingWritten(written, reads: reads, containerAtRest: host.containerIsAtRest)))
    }

    /// The container's delegate heard a transition end. Ignored while a data change is carried out.
    public func transitionEnded(from: Int?, to: Int?, completed: Bool) {
        guard !isChangingData, let host else { return }
        carryOut(synchronizer.handle(.transitionEnded(from: from, to: to, completed: completed, containerAtRest: host.containerIsAtRest)))
    }

    /// The open sections of a container in ``ExpansionMode/multiple`` changed: they started moving
    /// (a tap), or some came to rest (`finished`). Ignored during a view update, a data change or
    /// the synchronizer's own request.
    public func openSectionsChanged(_ open: Set<Int>, finished: Bool) {
        guard !isUpdating, !isChangingData, !isRequesting, let host else { return }
        carryOut(synchronizer.handle(.containerChanged(open, atRest: finished && host.containerIsAtRest)))
    }

    private func carryOut(_ steps: [SelectionStep<ID>]) {
        guard let host else { return }
        for step in steps {
            switch step {
            case .select(let index, let animated):
                request(.select(index, animated: animated), of: host)
            case .setExpanded(let opening, let closing, let animated):
                request(.setExpanded(opening: opening, closing: closing, animated: animated), of: host)
            case .writeBinding(let value):
                host.perform(deliversAtOnce ? .writeBinding(value) : .writeBindingAfterUpdate(value))
            case .changeData(let change):
                isChangingData = true
                host.perform(.changeData(change))
                isChangingData = false
            }
        }
    }

    private func request(_ command: SelectionCommand<ID>, of host: Host) {
        let wasRequesting = isRequesting
        isRequesting = true
        defer { isRequesting = wasRequesting }
        host.perform(command)
    }
}
