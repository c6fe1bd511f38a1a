/// A request your code makes to open or close sections, or to change the page, named once for
/// every way it can move and for the time before the container's view loads.
package enum ExpansionRequest: Equatable, Sendable {
    /// Expand `index` alone, or make it the current page (`nil`: close every section).
    case select(Int?)
    /// Open (`true`) or close the section at the index.
    case setExpanded(Bool, at: Int)
    /// Open every section.
    case expandAll
    /// Close every section.
    case collapseAll
}

/// How a request moves: animated on the configured timing (or at once), or over a timing of its own.
package enum RequestMotion: Equatable, Sendable {
    /// Animated over the configured duration and curve (`true`), or at once.
    case animated(Bool)
    /// Over this duration and curve.
    case timed(TransitionTiming)

    /// An animated change on `timing` when there is one, else on the configured timing; a change
    /// that isn't animated happens at once either way.
    package init(animated: Bool, timing: TransitionTiming?) {
        if animated, let timing {
            self = .timed(timing)
        } else {
            self = .animated(animated)
        }
    }
}

extension ExpansionRequest {
    /// Whether the request has nothing to act on among `count` sections: an opening of every
    /// section when there is none (before a data source is set, or with an empty one).
    ///
    /// Such a request changes nothing and its completion gets `false`, by the rule the other
    /// requests follow for input that names nothing to act on: an opening of every section under
    /// ``ExpansionMode/single`` does nothing and gets `false`, and a section requested before the
    /// data loads that lies past the count gets `false`. `true` says the sections came to rest as
    /// asked, and no section opened. A closing of every section is never such a request: with no
    /// section, every section rests closed, so it gets `true`, as a closing of sections already
    /// closed does.
    ///
    /// - Parameter count: The number of sections when the request is made.
    package func hasNothingToActOn(sectionCount count: Int) -> Bool {
        self == .expandAll && count <= 0
    }
}
