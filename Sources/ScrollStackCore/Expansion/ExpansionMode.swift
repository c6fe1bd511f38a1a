/// How many accordion sections may be open at once.
public enum ExpansionMode: Equatable, Hashable, Sendable {
    /// At most one section is open: opening one closes the other (``StackEngine``'s behaviour).
    case single
    /// Any set of sections may be open: a tap toggles one section and leaves the others as they
    /// are (``MultipleExpansionEngine``).
    case multiple
}
