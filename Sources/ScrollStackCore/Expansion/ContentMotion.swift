// One question both accordion engines answer the same way: is the content moving now?

extension StackEngine {
    /// Whether the content moves now: a transition runs, or a content height eases to a new value.
    /// An accordion nested in a section of another reports its height frame by frame meanwhile
    /// (``NestedContentHeight``).
    public var isMovingContent: Bool { !phase.isIdle || isAdjustingHeights }
}

extension MultipleExpansionEngine {
    /// Whether the content moves now: a section opens or closes, or a content height eases to a
    /// new value (the opposite of ``isAtRest``).
    @inlinable public var isMovingContent: Bool { !isAtRest }
}
