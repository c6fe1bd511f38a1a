extension PendingExpansion {
    /// What becomes of a request kept before the engine starts.
    package enum Keeping: Equatable, Sendable {
        /// Kept; ``PendingExpansion/start(count:)`` answers the request with this identifier (`nil`: not tracked).
        case waiting(id: Int?)
        /// Not kept: the caller's completion gets this answer at once.
        case answered(Bool)
    }

    /// Keeps `request`, made before the engine starts, as the engine will take it.
    ///
    /// Without several open sections (``ExpansionMode/single``, or a pager), opening a section is
    /// selecting it, and there is no "every section" to open: ``ExpansionRequest/expandAll`` is
    /// answered `false` at once and changes nothing. Selecting a section closes every other. An
    /// opening of every section when there is none has nothing to act on
    /// (``ExpansionRequest/hasNothingToActOn(sectionCount:)``): it too is answered `false` at once
    /// and changes nothing.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - allowsSeveralOpenSections: Whether the engine will start with several open sections allowed.
    ///   - count: The number of sections; only ``ExpansionRequest/expandAll`` reads it (see
    ///     ``countsSections(for:allowsSeveralOpenSections:)``).
    ///   - tracked: Whether the caller wants an answer.
    /// - Precondition: an index the request names is not negative; the message names it.
    package mutating func keep(_ request: ExpansionRequest, allowsSeveralOpenSections: Bool, count: Int, tracked: Bool) -> Keeping {
        switch request {
        case .select(let index):
            let closing = collapseAll(tracked: tracked && index == nil)
            guard let index else { return .waiting(id: closing) }
            return .waiting(id: setExpanded(true, at: index, tracked: tracked))
        case .setExpanded(let expanded, let index):
            guard allowsSeveralOpenSections || !expanded else {
                return keep(.select(index), allowsSeveralOpenSections: false, count: count, tracked: tracked)
            }
            return .waiting(id: setExpanded(expanded, at: index, tracked: tracked))
        case .expandAll:
            guard allowsSeveralOpenSections, !request.hasNothingToActOn(sectionCount: count) else { return .answered(false) }
            return .waiting(id: expandAll(count: count, tracked: tracked))
        case .collapseAll:
            return .waiting(id: collapseAll(tracked: tracked))
        }
    }

    /// Whether keeping `request` reads the number of sections: only an opening of every section
    /// that several open sections allow. Asking the data source for it otherwise, before the view
    /// loads, would ask it sooner than it expects.
    package static func countsSections(for request: ExpansionRequest, allowsSeveralOpenSections: Bool) -> Bool {
        request == .expandAll && allowsSeveralOpenSections
    }
}
