/// How a container presents its children.
public enum StackMode: Equatable, Hashable, Sendable {
    /// Headers stacked vertically; tapping one expands its child and collapses the open one.
    case accordion
    /// One page at a time, side by side horizontally, with interactive swipes between them.
    case paging

    /// Whether the container's own content scrolls vertically (the accordion's stack of sections).
    ///
    /// Where it does, the container's scroll view owns the vertical safe area (the platform insets
    /// it, so large titles and bounces behave as in a table view) and the engine lays out inside
    /// it; where it doesn't (pages side by side), the engine insets the pages by the safe area.
    public var scrollsVertically: Bool { self == .accordion }
}
