/// A move from one index to another, and how far along it is.
///
/// In an accordion the indices are the expanded sections (`nil` = all closed); in a pager they
/// are pages (`to` is `nil` while the user pulls past the first or last page).
public struct StackTransition: Equatable, Sendable {
    /// The index at fraction 0.
    public var from: Int?
    /// The index at fraction 1.
    public var to: Int?
    /// The direction of the move, from the indices (or, for a pull past the ends, from the pull).
    public var direction: TransitionDirection
    /// How far along the move is: 0 at `from`, 1 at `to`.
    public var fraction: Double
    /// Whether the user's finger started it.
    public var isInteractive: Bool
    /// Whether it may be reversed or redirected while it runs. A transition whose animator can't be
    /// interrupted ignores new requests until it ends.
    public var isInterruptible: Bool
    /// For a page move a tab tap redirected while it ran: where the pager's position passes on the
    /// way (``PagingPosition/fractionalIndex``); `nil` for a move whose position is linear in its
    /// fraction.
    @usableFromInline package var waypoint: PagingWaypoint?
    /// Whether the children in flight show whole instead of clipped to the layout at the current
    /// fraction: the adopter's own animator runs the transition, and it moves the children between
    /// the context's frames without knowing the container's clips.
    @usableFromInline var showsChildrenWhole = false

    /// Creates a transition at fraction 0.
    public init(from: Int?, to: Int?, direction: TransitionDirection? = nil, isInteractive: Bool = false, isInterruptible: Bool = true) {
        self.from = from
        self.to = to
        self.direction = direction ?? TransitionDirection(from: from, to: to)
        self.fraction = 0
        self.isInteractive = isInteractive
        self.isInterruptible = isInterruptible
        self.waypoint = nil
    }

    /// Whether `index` is one of the two ends.
    public func involves(_ index: Int?) -> Bool { index == from || index == to }
}
