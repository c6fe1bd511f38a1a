/// The children whose disappearance began and wasn't turned around, followed through the
/// containment steps a host carries out: a child gives up the keyboard once its disappearance ends
/// (a text field in a page swiped away, or in a section that closed, stops editing), and only then.
///
/// A disappearance turned around (the child begins appearing again, as a cancelled swipe's
/// outgoing page does) ends no disappearance; a child that leaves the container is forgotten.
package struct DisappearingChildren<ID: Hashable>: Equatable {
    /// The children whose disappearance runs now.
    package private(set) var ids: Set<ID> = []

    /// Creates a record of no disappearing child.
    package init() {}

    /// Follows `step`.
    ///
    /// - Returns: Whether the step ends a child's disappearance: an ``ContainerStep/endAppearance(_:)``
    ///   of a child whose last ``ContainerStep/beginAppearance(_:isAppearing:animated:)`` was a disappearance.
    package mutating func follow(_ step: ContainerStep<ID>) -> Bool {
        switch step {
        case .beginAppearance(let id, let isAppearing, _):
            if isAppearing { ids.remove(id) } else { ids.insert(id) }
        case .endAppearance(let id):
            return ids.remove(id) != nil
        case .removeFromParent(let id):
            ids.remove(id)
        default:
            break
        }
        return false
    }
}

extension DisappearingChildren: Sendable where ID: Sendable {}
