/// Everything one mode's run produced: its settings, its events and every frame.
public struct RunRecord: Codable, Equatable, Sendable {
    /// `accordion` or `paging`.
    public var mode: PreviewMode
    /// A one-line summary of the settings.
    public var summary: String
    /// The summary without the mode.
    public var details: String
    /// The container's size at the start.
    public var size: SizeRecord
    /// The number of sections or tabs at the start.
    public var count: Int
    /// The accordion's header height, in points.
    public var headerHeight: Double
    /// `fill`, or `fit` with ``fitHeight``.
    public var contentMode: String
    /// The content height in `fit` mode.
    public var fitHeight: Double?
    /// Frames per second of the clock.
    public var fps: Int
    /// The core's transition duration, in seconds.
    public var transitionDuration: Double
    /// Where the events came from: `built-in` or the scenario file's name.
    public var scenario: String
    /// The events, in order.
    public var events: [EventRecord]
    /// Every frame, in order.
    public var frames: [FrameRecord]

    /// Creates a record.
    public init(
        mode: PreviewMode, summary: String, details: String, size: SizeRecord, count: Int, headerHeight: Double, contentMode: String,
        fitHeight: Double?, fps: Int, transitionDuration: Double, scenario: String, events: [EventRecord], frames: [FrameRecord]
    ) {
        self.mode = mode
        self.summary = summary
        self.details = details
        self.size = size
        self.count = count
        self.headerHeight = headerHeight
        self.contentMode = contentMode
        self.fitHeight = fitHeight
        self.fps = fps
        self.transitionDuration = transitionDuration
        self.scenario = scenario
        self.events = events
        self.frames = frames
    }

    /// Every step of the run, in order.
    public var steps: [StepRecord] {
        frames.flatMap(\.steps)
    }
}
