import Foundation

/// Which live elements need a new root view on an update, by identity.
///
/// ## Rules
/// - ``LiveContentUpdatePolicy/always``: every live ID, in the order given.
/// - ``LiveContentUpdatePolicy/whenElementChanges``: a live ID whose element was never drawn, whose
///   element differs from the one last drawn under that ID (by the comparison given), or every live
///   ID when the environment changed.
/// - What was drawn is remembered for the live IDs only: an ID that stops being live is forgotten,
///   so one that comes back is drawn again (its child may be a reused one that showed another
///   element meanwhile).
/// - A child drawn outside an update (made by the data source, lent to an element as it scrolls
///   in) is recorded with ``drew(_:with:)``, so the next update doesn't draw it again.
package struct LiveContentUpdates<ID: Hashable, Element> {
    /// The element last drawn under each live ID.
    package private(set) var drawn: [ID: Element] = [:]

    /// Creates a record with nothing drawn.
    package init() {}

    /// Records that the child or header of `id` now shows `element`.
    package mutating func drew(_ id: ID, with element: Element) {
        drawn[id] = element
    }

    /// The live IDs whose children or headers the update redraws, and records them as drawn.
    ///
    /// - Parameters:
    ///   - live: The IDs with a live child or header, in the order their redraws come.
    ///   - element: The element each ID names now; an ID it has none for is skipped.
    ///   - policy: When to redraw.
    ///   - environmentChanged: Whether the environment the views are drawn in changed.
    ///   - isSame: Whether two elements draw the same (their `==`).
    /// - Returns: The IDs to redraw, in the order of `live`.
    /// - Complexity: O(*k*) for *k* live IDs, plus O(*d*) to forget the *d* remembered ones that
    ///   are no longer live: independent of the data's size.
    package mutating func idsToRedraw(
        live: [ID],
        element: (ID) -> Element?,
        policy: LiveContentUpdatePolicy,
        environmentChanged: Bool,
        isSame: (Element, Element) -> Bool
    ) -> [ID] {
        var redraw: [ID] = []
        var kept: [ID: Element] = [:]
        kept.reserveCapacity(live.count)
        for id in live {
            guard let now = element(id) else { continue }
            let unchanged = policy == .whenElementChanges && !environmentChanged && drawn[id].map { isSame($0, now) } == true
            if !unchanged { redraw.append(id) }
            kept[id] = now
        }
        drawn = kept
        return redraw
    }
}
