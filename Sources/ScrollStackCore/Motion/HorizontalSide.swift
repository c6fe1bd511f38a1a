/// A physical horizontal edge.
package enum HorizontalSide: Equatable, Hashable, Sendable {
    /// The left edge.
    case left
    /// The right edge.
    case right
}
