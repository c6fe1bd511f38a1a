/// The horizontal direction in which pages are ordered.
public enum StackLayoutDirection: Equatable, Hashable, Sendable {
    /// Higher indices lie to the right, as in English.
    case leftToRight
    /// Higher indices lie to the left, as in Arabic or Hebrew: every horizontal position is mirrored.
    case rightToLeft
}
