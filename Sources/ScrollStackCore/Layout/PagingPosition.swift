/// Where a pager stands: its current page, and how far it has moved towards another.
public struct PagingPosition: Equatable, Sendable {
    /// The page that is current, where the move started.
    public var current: Int
    /// The page being moved to, or `nil` while pulling past the first or last page.
    public var target: Int?
    /// The direction of the move; for a pull past the ends, the direction of the pull.
    public var direction: TransitionDirection
    /// How far along the move is: 0 at `current`, 1 at `target`. For a pull past the ends, the
    /// (rubber-banded) displacement in page widths.
    public var progress: Double
    /// Where the position passes on its way, for a move a tab tap redirected while it ran; `nil`:
    /// the position is linear in `progress`.
    @usableFromInline package var waypoint: PagingWaypoint?

    /// Creates a position.
    package init(current: Int, target: Int?, direction: TransitionDirection, progress: Double, waypoint: PagingWaypoint? = nil) {
        self.current = current
        self.target = target
        self.direction = direction
        self.progress = progress
        self.waypoint = waypoint
    }

    /// Creates a position moving from `current` to `target`, with the direction taken from the indices.
    package init(current: Int, target: Int, progress: Double, waypoint: PagingWaypoint? = nil) {
        self.init(current: current, target: target, direction: TransitionDirection(from: current, to: target), progress: progress, waypoint: waypoint)
    }

    /// A position at rest on `page`.
    public static func resting(at page: Int) -> PagingPosition {
        PagingPosition(current: page, target: nil, direction: .forward, progress: 0)
    }
}

/// A point a redirected page move's position passes through: at `fraction` of the move, the
/// position stands `offset` pages past the move's first page.
///
/// When a tab tap redirects a running page move, the pages go on from where they stand (the page
/// being left keeps its place and the tapped page takes the place of the one that was coming in),
/// so the new move starts part-way. The position a tab strip follows starts where the strip stood
/// instead, so neither the pages nor the indicator jump: the position runs linearly from the first
/// page to the waypoint and from the waypoint to the target.
@usableFromInline package struct PagingWaypoint: Equatable, Sendable {
    /// The move's fraction at the waypoint, between 0 and 1.
    public var fraction: Double
    /// How many pages past the move's first page the position stands at the waypoint (negative
    /// for a move to a lower index).
    public var offset: Double

    /// Creates a waypoint.
    public init(fraction: Double, offset: Double) {
        self.fraction = fraction
        self.offset = offset
    }
}
