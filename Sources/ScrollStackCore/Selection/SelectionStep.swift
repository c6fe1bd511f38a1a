import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something the platform must do to keep a two-way binding and a container showing one selection.
public enum SelectionStep<ID: Hashable>: Equatable {
    /// Ask a container in single expansion to make this index current or expanded (`nil`: close
    /// every section) — ``StackEvent/select(_:animated:)``. The container decides what a request
    /// means while a transition runs (it reverses or queues, as for a tap).
    case select(Int?, animated: Bool)
    /// Ask a container in ``ExpansionMode/multiple`` to open the sections at `opening` and close
    /// those at `closing` (each sorted), together, the others staying as they are.
    case setExpanded(opening: [Int], closing: [Int], animated: Bool)
    /// Set the binding to these IDs (a single ID's binding: the one ID, or `nil` when empty).
    /// Inside a view update, defer the write to after the update.
    case writeBinding(Set<ID>)
    /// Point the container's data source at the new data and send it this change
    /// (``StackEvent/dataChanged(_:)``): every surviving element keeps its child and its place in
    /// the selection and a running transition.
    case changeData(StackDataChange)
}

extension SelectionStep: Sendable where ID: Sendable {}
