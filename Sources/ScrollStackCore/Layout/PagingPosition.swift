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

    /// Creates a position.
    public init(current: Int, target: Int?, direction: TransitionDirection, progress: Double) {
        self.current = current
        self.target = target
        self.direction = direction
        self.progress = progress
    }

    /// Creates a position moving from `current` to `target`, with the direction taken from the indices.
    public init(current: Int, target: Int, progress: Double) {
        self.init(current: current, target: target, direction: TransitionDirection(from: current, to: target), progress: progress)
    }

    /// A position at rest on `page`.
    public static func resting(at page: Int) -> PagingPosition {
        PagingPosition(current: page, target: nil, direction: .forward, progress: 0)
    }
}
