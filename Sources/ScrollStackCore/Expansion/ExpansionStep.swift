/// One thing the platform must do for a ``MultipleExpansionEngine``, in order: a containment call,
/// or a notice naming every section that started or stopped moving.
public enum ExpansionStep<Child: Hashable>: Equatable {
    /// A containment or appearance call on a child, as in a ``StackEngine``'s steps.
    case child(ContainerStep<Child>)
    /// Sections started moving, or turned around: those now heading open and those now heading
    /// closed, each sorted.
    case sectionsWillMove(opening: [Int], closing: [Int])
    /// Sections came to rest: those now open and those now closed, each sorted.
    case sectionsDidMove(opened: [Int], closed: [Int])
    /// A data change removed sections that were moving: their motions end here, with no
    /// ``sectionsDidMove(opened:closed:)``. The indices are those the sections had just before the
    /// change (the numbering of ``StackDataChange/oldCount``), each list sorted: those that were
    /// heading open and those that were heading closed. Every section named in a
    /// ``sectionsWillMove(opening:closing:)`` is named once more, in a `sectionsDidMove` or here.
    case movingSectionsRemoved(wereOpening: [Int], wereClosing: [Int])

    /// The same step acting on `transform(child)`.
    public func map<Other: Hashable>(_ transform: (Child) throws -> Other) rethrows -> ExpansionStep<Other> {
        switch self {
        case .child(let step): return .child(try step.map(transform))
        case .sectionsWillMove(let opening, let closing): return .sectionsWillMove(opening: opening, closing: closing)
        case .sectionsDidMove(let opened, let closed): return .sectionsDidMove(opened: opened, closed: closed)
        case .movingSectionsRemoved(let opening, let closing): return .movingSectionsRemoved(wereOpening: opening, wereClosing: closing)
        }
    }
}

extension ExpansionStep: Sendable where Child: Sendable {}
