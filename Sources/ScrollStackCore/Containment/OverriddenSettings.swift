/// The views whose setting the container overrode (touches it withheld, a control it disabled, an
/// alpha it faded), by identity: it overrides a setting only where the view's own allows it, and
/// gives back only what it took, so a setting the view's owner chose stays the owner's.
package struct OverriddenSettings<ID: Hashable>: Equatable {
    /// The views whose setting the container holds now.
    package private(set) var ids: Set<ID> = []

    /// Creates a record of no overridden setting.
    package init() {}

    /// Whether the container wants the setting of the view `id` overridden now.
    ///
    /// - Parameters:
    ///   - id: The view.
    ///   - overriding: Whether the container wants its own value on the view.
    ///   - ownAllows: Whether the view's own value may be overridden now (a control that is
    ///     enabled can be disabled; one its owner disabled is left alone).
    /// - Returns: `true`: set the container's value now; `false`: give the view its own value
    ///   back; `nil`: leave the view as it is.
    package mutating func update(_ id: ID, overriding: Bool, ownAllows: Bool = true) -> Bool? {
        if overriding {
            guard ownAllows else { return nil }
            ids.insert(id)
            return true
        }
        return ids.remove(id) == nil ? nil : false
    }

    /// Forgets the view `id` (it leaves the container).
    ///
    /// - Returns: Whether the container held its setting: the view gets its own value back.
    package mutating func forget(_ id: ID) -> Bool {
        ids.remove(id) != nil
    }
}

extension OverriddenSettings: Sendable where ID: Sendable {}
