/// One frame of a run: the core's state and drawing at one moment, and the steps it emitted since
/// the previous frame.
public struct FrameRecord: Codable, Equatable, Sendable {
    /// The frame's position in the run, from 0.
    public var index: Int
    /// The clock, in seconds since the container appeared.
    public var time: Double
    /// What made this frame: `setup` (load and appear), `event` (an event arrived), `drag` (a
    /// finger moved), `release` (a finger let go) or `tick` (the clock advanced).
    public var cause: String
    /// The scenario event this frame belongs to, by position; `nil` for the setup frame.
    public var event: Int?
    /// The transition phase: `idle`, `animating`, `interactive`, `finishing` or `cancelling`.
    public var phase: String
    /// The transition under way, if any.
    public var transition: TransitionRecord?
    /// The expanded section or the current page.
    public var selected: Int?
    /// Whether a request is queued behind the running transition.
    public var isQueued: Bool
    /// The index the queued request will move to (`nil` with ``isQueued``: close every section).
    public var queued: Int?
    /// The container's size.
    public var size: SizeRecord
    /// The size of everything the accordion holds; a scroll view's content size.
    public var contentSize: SizeRecord?
    /// Accordion headers, in section order.
    public var headers: [HeaderRecord]
    /// Open accordion sections' content, in section order.
    public var contents: [ContentRecord]
    /// Live pages, by index.
    public var pages: [PageRecord]
    /// The steps the core emitted since the previous frame, in order.
    public var steps: [StepRecord]
    /// The tab strip over the pages (paging only).
    public var tabStrip: TabStripRecord?
    /// The sections open or heading open, in order (multiple expansion only).
    public var expanded: [Int]?
    /// The top of the viewport in the stack's content coordinates (multiple expansion only);
    /// headers and contents are recorded relative to it, as the screen shows them.
    public var scrollOffset: Double?
    /// The notices naming the sections that started or stopped moving (multiple expansion only),
    /// each with its place among ``steps``.
    public var notices: [NoticeRecord]?
    /// The accordion nested in a section, when that section's content shows (a nested run only).
    public var nested: NestedRecord?

    private enum Keys: String, CodingKey {
        case index, time, cause, event, phase, transition, selected, isQueued, queued, size, contentSize, headers, contents, pages, steps, tabStrip, expanded, scrollOffset, notices, nested
    }

    /// Writes every field, with explicit `null`s so that every frame has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(index, forKey: .index)
        try container.encode(time, forKey: .time)
        try container.encode(cause, forKey: .cause)
        try container.encode(event, forKey: .event)
        try container.encode(phase, forKey: .phase)
        try container.encode(transition, forKey: .transition)
        try container.encode(selected, forKey: .selected)
        try container.encode(isQueued, forKey: .isQueued)
        try container.encode(queued, forKey: .queued)
        try container.encode(size, forKey: .size)
        try container.encode(contentSize, forKey: .contentSize)
        try container.encode(headers, forKey: .headers)
        try container.encode(contents, forKey: .contents)
        try container.encode(pages, forKey: .pages)
        try container.encode(steps, forKey: .steps)
        try container.encode(tabStrip, forKey: .tabStrip)
        // Only a multiple-expansion run has these; other runs keep the shape they always had.
        try container.encodeIfPresent(expanded, forKey: .expanded)
        try container.encodeIfPresent(scrollOffset, forKey: .scrollOffset)
        try container.encodeIfPresent(notices, forKey: .notices)
        try container.encodeIfPresent(nested, forKey: .nested)
    }
}

/// A notice from a multiple-expansion engine, naming the sections that started or stopped moving.
public struct NoticeRecord: Codable, Equatable, Sendable {
    /// How many of the frame's steps come before it.
    public var position: Int
    /// The notice, such as `sections will move: opening [0, 2], closing [1]`.
    public var text: String
}
