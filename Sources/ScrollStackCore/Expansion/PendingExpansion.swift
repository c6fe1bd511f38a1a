/// The sections to open once a ``StackEngine`` under ``ExpansionMode/multiple`` starts, kept by identity until then:
/// before the container's view loads, and while the container is a pager (which has no open
/// sections).
///
/// Requests made meanwhile change the set at once; data changes move it with their elements
/// (``apply(_:)``), a reload keeps indices as they are and drops those past the new count
/// (``reload(count:)``). When the engine starts, ``start(count:)`` hands over the sections to open
/// and answers every request that asked to be told.
///
/// ## Completions
/// A request made with `tracked` gets an identifier; ``start(count:)`` answers it `true` when every
/// section it named ends where it asked (in range, open or closed), `false` when a later request
/// turned one of them around, a data change removed one, or one lies past the count.
package struct PendingExpansion: Equatable, Sendable {
    /// The sections to open, by their indices now.
    package private(set) var openIndices: Set<Int>
    /// The requests waiting for an answer, oldest first.
    package private(set) var requests: [Request] = []
    private var nextID = 0

    /// A request waiting for the engine to start.
    package struct Request: Equatable, Sendable {
        /// The identifier ``start(count:)`` answers it by.
        package var id: Int
        /// The state each section it named must reach, by index now.
        package var targets: [Int: Bool]
        /// Whether a data change removed a section it named.
        package var lostSection: Bool
        /// Whether it asked for every section closed (``collapseAll(tracked:)``).
        package var closesAll: Bool
    }

    /// Creates a pending set that opens `openIndices`.
    ///
    /// - Precondition: no index is negative; the message names it.
    package init(openIndices: Set<Int> = []) {
        if let negative = openIndices.first(where: { $0 < 0 }) {
            preconditionFailure("PendingExpansion: an index must not be negative, got \(negative)")
        }
        self.openIndices = openIndices
    }

    /// Opens (`true`) or closes the section at `index` once the engine starts.
    ///
    /// - Parameters:
    ///   - open: Whether the section opens.
    ///   - index: The section.
    ///   - tracked: Whether the caller wants an answer from ``start(count:)``.
    /// - Returns: The request's identifier when `tracked`.
    /// - Precondition: `index` is not negative; the message names it.
    @discardableResult
    package mutating func setExpanded(_ open: Bool, at index: Int, tracked: Bool = false) -> Int? {
        precondition(index >= 0, "PendingExpansion: index \(index) is negative")
        if open { openIndices.insert(index) } else { openIndices.remove(index) }
        return tracked ? track([index: open]) : nil
    }

    /// Opens every one of `count` sections once the engine starts.
    ///
    /// - Precondition: `count` is not negative; the message names it.
    @discardableResult
    package mutating func expandAll(count: Int, tracked: Bool = false) -> Int? {
        precondition(count >= 0, "PendingExpansion: count \(count) is negative")
        openIndices = Set(0..<count)
        guard tracked else { return nil }
        var targets: [Int: Bool] = [:]
        for index in 0..<count { targets[index] = true }
        return track(targets)
    }

    /// Opens no section once the engine starts.
    @discardableResult
    package mutating func collapseAll(tracked: Bool = false) -> Int? {
        openIndices = []
        return tracked ? track([:], closesAll: true) : nil
    }

    private mutating func track(_ targets: [Int: Bool], closesAll: Bool = false) -> Int {
        let id = nextID
        nextID += 1
        requests.append(Request(id: id, targets: targets, lostSection: false, closesAll: closesAll))
        return id
    }

    /// Moves the open sections and every waiting request's sections to their elements' new
    /// indices; removed sections drop out, failing the requests that named them. An index at or
    /// past the change's old count names no element: it drops out too.
    ///
    /// - Complexity: O(*m* + *r*) for *m* open sections and *r* sections named by requests.
    package mutating func apply(_ change: StackDataChange) {
        func newIndex(_ index: Int) -> Int? {
            index < change.oldCount ? change.newIndex(forOldIndex: index) : nil
        }
        openIndices = Set(openIndices.compactMap(newIndex))
        for slot in requests.indices {
            var moved: [Int: Bool] = [:]
            for (index, open) in requests[slot].targets {
                if let new = newIndex(index) {
                    moved[new] = open
                } else {
                    requests[slot].lostSection = true
                }
            }
            requests[slot].targets = moved
        }
    }

    /// The data reloaded with `count` sections: indices stay as they are; open sections past the
    /// count drop out (the requests that named them fail when the engine starts).
    package mutating func reload(count: Int) {
        openIndices = openIndices.filter { $0 < count }
    }

    /// Hands over what the engine must do as it starts with `count` sections, and empties the set.
    ///
    /// - Returns: The sections to open, in order, and the answer for every tracked request, oldest
    ///   first.
    package mutating func start(count: Int) -> (open: [Int], answers: [(id: Int, completed: Bool)]) {
        let open = openIndices.filter { $0 < count }.sorted()
        let openSet = Set(open)
        let answers = requests.map { request in
            let met = !request.lostSection && (!request.closesAll || openSet.isEmpty)
                && request.targets.allSatisfy { index, wanted in index < count && openSet.contains(index) == wanted }
            return (request.id, met)
        }
        openIndices = []
        requests = []
        return (open, answers)
    }
}

extension ExpansionMode {
    /// The sections open after a container switches from this mode to `newMode` with `open` open:
    /// to ``multiple`` every open section stays open; to ``single`` the lowest one does.
    ///
    /// - Complexity: O(*m*) for *m* open sections.
    public func openSections(switchingTo newMode: ExpansionMode, from open: Set<Int>) -> Set<Int> {
        guard newMode == .single, self == .multiple else { return open }
        return open.min().map { [$0] } ?? []
    }
}
