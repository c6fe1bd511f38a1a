/// The rules that keep a binding to a set of element IDs and an accordion in
/// ``ExpansionMode/multiple`` showing the same open sections, by identity.
///
/// The set form of ``SelectionSynchronizer``: a SwiftUI accordion whose selection is a
/// `Binding<Set<ID>>` owns one, feeds it ``SetSelectionEvent``s with ``handle(_:)`` and carries
/// out the ``SetSelectionStep``s it returns.
///
/// ## Rules
/// - A binding change opens the sections of the IDs it gained and closes those of the IDs it
///   lost, together, animated as the binding's transaction says; sections already moving are
///   turned around by the container's own rules.
/// - A user's tap changes the open set and is written back. So is any open set the container
///   comes to rest with that differs from the selection.
/// - The binding is written only when the value it holds changes. A read of the value just
///   written, or a stale read of the value from before it, requests nothing, so a write-back
///   never echoes into a new request.
/// - A binding that refuses or clamps a write (``SetSelectionEvent/bindingWritten(_:reads:containerAtRest:)``
///   reports a value other than the one written) holds the truth: the container follows it, at
///   once when at rest, else when its sections come to rest. Nothing is written back, so a
///   `.constant` binding never loops.
/// - An ID in the binding that names no element is remembered and opens nothing; if later data
///   brings that element, its section opens. Writes keep such IDs.
/// - New data keeps the open sections open wherever they moved, then the container takes the
///   binding's known elements at once (a refused write waiting for rest included). An open
///   element the data removed leaves the binding, which is written back without it.
/// - An ID that occurs more than once: the first occurrence is the element with that ID; later
///   ones are elements of their own (see ``IdentityDifference``), which no binding names.
public struct SetSelectionSynchronizer<ID: Hashable> {
    /// The IDs of the sections the container has open or heading open.
    public private(set) var selection: Set<ID> = []
    /// The value the binding held at the last update that reported it.
    public var lastRead: Set<ID> { echo.lastRead }
    /// A value written back to the binding that no update has reported yet.
    public var pendingWrite: Set<ID>? { echo.pendingWrite }
    private var echo: BindingEcho<Set<ID>>
    /// Whether the binding refused a write while sections moved: when they come to rest, the
    /// container follows the binding.
    public private(set) var reconcilesAtRest = false
    private var data = IdentityIndex<ID>([])

    /// A synchronizer with no data yet; send ``SetSelectionEvent/dataChanged(_:)`` to load it.
    ///
    /// - Parameter binding: The IDs the binding holds now; the first data that holds them opens
    ///   their sections.
    public init(binding: Set<ID>) {
        echo = BindingEcho(reading: binding)
    }

    /// The element IDs in order, as the last data change reported them.
    public var ids: [ID] { data.ids }

    /// The indices of ``selection`` in ``ids``, sorted.
    ///
    /// - Complexity: O(*k* log *k*) for *k* selected IDs.
    public var selectedIndices: [Int] { selection.compactMap(data.position(of:)).sorted() }

    /// The value the binding holds as far as the synchronizer knows: its pending write, else the
    /// last value read.
    public var bindingValue: Set<ID> { echo.value }

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Parameter event: What happened.
    /// - Returns: Requests to the container and writes to the binding; often none.
    /// - Complexity: O(*k* log *k*) for *k* IDs in the binding and the selection; O(*n* + *m*)
    ///   expected for a data change from *n* to *m* elements.
    public mutating func handle(_ event: SetSelectionEvent<ID>) -> [SetSelectionStep<ID>] {
        var steps: [SetSelectionStep<ID>] = []
        switch event {
        case .bindingChanged(let value, let animated):
            readBinding(value, animated: animated, into: &steps)
        case .containerChanged(let indices, let atRest):
            containerChanged(indices, atRest: atRest, into: &steps)
        case .bindingWritten(let written, let reads, let containerAtRest):
            guard echo.answer(to: written, reads: reads) else { break }
            guard reads != written else { break }
            if containerAtRest {
                followBinding(animated: true, into: &steps)
            } else {
                reconcilesAtRest = true
            }
        case .dataChanged(let ids):
            replaceData(with: IdentityIndex(ids), into: &steps)
        }
        return steps
    }

    // MARK: - Rules

    private mutating func readBinding(_ value: Set<ID>, animated: Bool, into steps: inout [SetSelectionStep<ID>]) {
        guard echo.isNews(value) else { return }
        followBinding(animated: animated, into: &steps)
    }

    private mutating func containerChanged(_ indices: Set<Int>, atRest: Bool, into steps: inout [SetSelectionStep<ID>]) {
        if reconcilesAtRest {
            guard atRest else { return }
            return followBinding(animated: true, into: &steps)
        }
        let known = data.ids
        let open = Set(indices.filter(known.indices.contains).map { known[$0] })
        guard open != selection else { return }
        selection = open
        write(open.union(bindingValue.filter { !data.contains($0) }), into: &steps)
    }

    /// The container opens the binding's known elements and closes the rest.
    private mutating func followBinding(animated: Bool, into steps: inout [SetSelectionStep<ID>]) {
        reconcilesAtRest = false
        let wanted = lastRead.filter(data.contains)
        request(wanted, animated: animated, into: &steps)
    }

    private mutating func request(_ wanted: Set<ID>, animated: Bool, into steps: inout [SetSelectionStep<ID>]) {
        guard wanted != selection else { return }
        let opening = wanted.subtracting(selection).compactMap(data.position(of:)).sorted()
        let closing = selection.subtracting(wanted).compactMap(data.position(of:)).sorted()
        selection = wanted
        steps.append(.setExpanded(opening: opening, closing: closing, animated: animated))
    }

    private mutating func write(_ value: Set<ID>, into steps: inout [SetSelectionStep<ID>]) {
        guard value != bindingValue else { return }
        echo.wrote(value)
        steps.append(.writeBinding(value))
    }

    private mutating func replaceData(with newData: IdentityIndex<ID>, into steps: inout [SetSelectionStep<ID>]) {
        let removed = Set(data.ids.filter { !newData.contains($0) })
        data = newData
        // The container kept its open sections by identity and dropped the removed ones.
        selection = selection.filter(newData.contains)
        let value = bindingValue.subtracting(removed)
        // The new data is the binding's moment: a refused write waiting for rest is settled now.
        reconcilesAtRest = false
        request(value.filter(newData.contains), animated: false, into: &steps)
        write(value, into: &steps)
    }
}

extension SetSelectionSynchronizer: Equatable {}

extension SetSelectionSynchronizer: Sendable where ID: Sendable {}
