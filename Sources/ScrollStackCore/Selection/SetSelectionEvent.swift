/// Something that happens to a ``SetSelectionSynchronizer``: a view update's binding, what the
/// container did, the answer of a binding write, or new data.
public enum SetSelectionEvent<ID: Hashable>: Equatable {
    /// A view update read the binding: the IDs it holds, and whether the update animates
    /// (`withAnimation`).
    case bindingChanged(Set<ID>, animated: Bool)
    /// The container's open sections (open at rest or heading open) after a user's tap, or when
    /// its sections came to rest (`atRest`). Report it after a step has been carried out whole,
    /// never halfway through one.
    case containerChanged(Set<Int>, atRest: Bool)
    /// The binding was written `written` and now reads `reads`; `containerAtRest` says whether the
    /// container's sections are all at rest.
    case bindingWritten(Set<ID>, reads: Set<ID>, containerAtRest: Bool)
    /// The container took new data, in this order, by identity: the sections it had open stay
    /// open wherever they moved, and removed ones are gone.
    case dataChanged([ID])
}

extension SetSelectionEvent: Sendable where ID: Sendable {}
