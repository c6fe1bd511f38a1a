extension LiveContentUpdates {
    /// A live view an update redraws: the index it shows, its element's ID, and the view.
    package struct Redraw<View> {
        /// The index of the element the view shows.
        package var index: Int
        /// The element's ID.
        package var id: ID
        /// The live view (a hosted child or header).
        package var view: View
    }

    /// The live views an update redraws, and records them as drawn: the views whose index names
    /// one of `elements`, keyed by their elements' IDs, as
    /// ``idsToRedraw(live:element:policy:environmentChanged:isSame:)`` decides. One view serves a
    /// hosted container's children and its headers alike.
    ///
    /// - Parameters:
    ///   - live: The live views by index; an index past `elements` is skipped.
    ///   - elements: The elements the container shows, by index.
    ///   - id: The ID of an element.
    ///   - policy: When to redraw.
    ///   - environmentChanged: Whether the environment the views are drawn in changed.
    ///   - isSame: Whether two elements draw the same (their `==`).
    /// - Returns: The views to redraw, in index order.
    /// - Complexity: O(*k* log *k*) for *k* live views.
    package mutating func redraws<View>(
        of live: [Int: View],
        elements: [Element],
        id: (Element) -> ID,
        policy: LiveContentUpdatePolicy,
        environmentChanged: Bool,
        isSame: (Element, Element) -> Bool
    ) -> [Redraw<View>] {
        let shown = live.filter { elements.indices.contains($0.key) }
            .sorted { $0.key < $1.key }
            .map { Redraw(index: $0.key, id: id(elements[$0.key]), view: $0.value) }
        var indices: [ID: Int] = [:]
        for view in shown where indices[view.id] == nil { indices[view.id] = view.index }
        let redrawn = Set(idsToRedraw(
            live: shown.map(\.id),
            element: { indices[$0].map { elements[$0] } },
            policy: policy,
            environmentChanged: environmentChanged,
            isSame: isSame
        ))
        return shown.filter { redrawn.contains($0.id) }
    }
}
