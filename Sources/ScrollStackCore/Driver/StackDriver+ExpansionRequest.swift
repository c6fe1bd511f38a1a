extension StackDriver {
    /// Hands `request` to the engine as it moves: the request's animated or timed form of
    /// ``select(_:animated:at:completion:)``, ``setExpanded(_:at:animated:at:completion:)``,
    /// ``expandAll(animated:at:completion:)`` or ``collapseAll(animated:at:completion:)``, with its
    /// completion and preconditions.
    package func perform(_ request: ExpansionRequest, motion: RequestMotion, at time: Double, completion: ((Bool) -> Void)?) {
        switch (request, motion) {
        case (.select(let index), .animated(let animated)):
            select(index, animated: animated, at: time, completion: completion)
        case (.select(let index), .timed(let timing)):
            select(index, timing: timing, at: time, completion: completion)
        case (.setExpanded(let expanded, let index), .animated(let animated)):
            setExpanded(expanded, at: index, animated: animated, at: time, completion: completion)
        case (.setExpanded(let expanded, let index), .timed(let timing)):
            setExpanded(expanded, at: index, timing: timing, at: time, completion: completion)
        case (.expandAll, .animated(let animated)):
            expandAll(animated: animated, at: time, completion: completion)
        case (.expandAll, .timed(let timing)):
            expandAll(timing: timing, at: time, completion: completion)
        case (.collapseAll, .animated(let animated)):
            collapseAll(animated: animated, at: time, completion: completion)
        case (.collapseAll, .timed(let timing)):
            collapseAll(timing: timing, at: time, completion: completion)
        }
    }
}
