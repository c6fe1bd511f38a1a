/// How many accordion sections may be open at once: the policy of a ``StackEngine`` accordion,
/// ``StackConfiguration/expansion``.
public enum ExpansionMode: Equatable, Hashable, Sendable {
    /// At most one section is open: opening one closes the other, and one transition (with its
    /// animator, reversal and queue) moves both.
    case single
    /// Any set of sections may be open: a tap toggles one section and leaves the others as they
    /// are, and each section moves on its own.
    case multiple
}
