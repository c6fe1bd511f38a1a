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
    /// `multiple` when several sections may be open; absent for one at a time.
    public var expansion: String?
    /// `true` when open sections' headers stay pinned at the top; absent otherwise.
    public var pinnedHeaders: Bool?
    /// The tab strip's style, when the pager's strip is styled; absent otherwise.
    public var tabStyle: PreviewTabStyle?
    /// Where the events came from: `built-in` or the scenario file's name.
    public var scenario: String
    /// The events, in order.
    public var events: [EventRecord]
    /// Every frame, in order.
    public var frames: [FrameRecord]

    /// Every step of the run, in order.
    public var steps: [StepRecord] {
        frames.flatMap(\.steps)
    }
}
