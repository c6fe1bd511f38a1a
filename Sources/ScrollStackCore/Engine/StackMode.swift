/// How a container presents its children.
public enum StackMode: Equatable, Hashable, Sendable {
    /// Headers stacked vertically; tapping one expands its child and collapses the open one.
    case accordion
    /// One page at a time, side by side horizontally, with interactive swipes between them.
    case paging
}
