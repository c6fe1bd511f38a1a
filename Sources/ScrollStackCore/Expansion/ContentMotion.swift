// Whether the content moves now, and whether the engine needs display frames for it.

extension StackEngine {
    /// Whether the content is moving now: a transition runs, a section moves under
    /// ``ExpansionMode/multiple``, or a content height eases to a new value.
    public var isMovingContent: Bool {
        if allowsSeveralOpenSections { return !isAtRest }
        return !phase.isIdle || isAdjustingHeights
    }

    /// Whether the engine needs ``StackEvent/tick(_:)`` on every display frame: a leg of animation
    /// runs on its clock, or a content height eases.
    public var needsFrames: Bool {
        if allowsSeveralOpenSections { return !isAtRest }
        return phase.animation != nil || isAdjustingHeights
    }
}
