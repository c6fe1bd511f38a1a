/// A scenario event, when it arrives, and where it was written.
public struct TimedEvent: Equatable, Sendable {
    /// The event.
    public var event: ScenarioEvent
    /// How long the clock runs after the previous event before this one arrives, in seconds; `nil`
    /// waits until the running transition has ended.
    public var after: Double?
    /// Where the event is written, for error messages: a JSON path such as `events[3]`.
    public var path: String
    /// The line of the scenario file the event starts on, if it came from a file.
    public var line: Int?

    /// Creates a timed event.
    public init(_ event: ScenarioEvent, after: Double? = nil, path: String, line: Int? = nil) {
        self.event = event
        self.after = after
        self.path = path
        self.line = line
    }
}
