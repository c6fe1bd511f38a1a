/// A scenario event as it ran: what it was and which frames it spans.
public struct EventRecord: Codable, Equatable, Sendable {
    /// The event's position in the scenario.
    public var index: Int
    /// A label, such as `tap 2` or `swipe forward, release 70 % at 600 pt/s`.
    public var label: String
    /// A shorter label for captions, such as `swipe → 70 %, 600 pt/s`.
    public var shortLabel: String
    /// Where the scenario gives it, such as `events[3]` or `accordion[1]`.
    public var path: String
    /// The clock when it arrived, in seconds.
    public var time: Double
    /// The frame recorded when it arrived.
    public var firstFrame: Int
    /// The last frame before the next event arrived (or the run ended).
    public var lastFrame: Int
    /// For a swipe, the frame where the finger let go.
    public var releaseFrame: Int?
}
