/// One thing the platform must do for a ``SetSelectionSynchronizer``, in order.
public enum SetSelectionStep<ID: Hashable>: Equatable {
    /// Open the sections at `opening` and close those at `closing` (each sorted), together, the
    /// others staying as they are.
    case setExpanded(opening: [Int], closing: [Int], animated: Bool)
    /// Write this set to the binding.
    case writeBinding(Set<ID>)
}

extension SetSelectionStep: Sendable where ID: Sendable {}
