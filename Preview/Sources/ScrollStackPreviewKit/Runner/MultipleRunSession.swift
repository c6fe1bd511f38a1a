import Foundation
import ScrollStackCore

/// The engine of an accordion with several open sections, its clock and what has been recorded
/// so far, during one run: the counterpart of ``RunSession`` for a ``StackEngine`` under
/// ``ExpansionMode/multiple``, whose frames come from its ``StackEngine/expansionLayout``.
///
/// The stack scrolls as a scroll view does: a scroll event moves the viewport, and when the
/// content shrinks under it the offset is brought back inside the content after every event and
/// tick, each change sent to the engine as a scroll. When the engine moves the offset itself (a
/// section opening into view, frame by frame or at once, or a resize keeping the reader's place)
/// the viewport goes there, as a container follows the engine's offset when it lays out. A resize
/// keeps the section at the top of the viewport in place. Under Reduce Motion contents fade by
/// the engine's ``StackEngine/contentOpacity(ofSectionAt:)``.
///
/// With ``PreviewSettings/nestedSection`` a ``NestedAccordion`` sits in that section: its events
/// and ticks come first, and every height it publishes reaches the outer engine before the outer
/// one ticks, as display frames fire in UIKit.
struct MultipleRunSession: PreviewSession {
    let settings: PreviewSettings
    private(set) var engine: StackEngine<String>
    private var source: PreviewDataSource
    var recording = SessionRecording()
    private var pendingNotices: [NoticeRecord] = []
    /// The top of the rendered viewport in the content's coordinates: the scroll view's offset.
    private(set) var viewportOffset: CGFloat = 0
    /// The accordion nested in a section, if any.
    private var nested: NestedAccordion?

    init(settings: PreviewSettings) {
        self.settings = settings
        engine = StackEngine(configuration: settings.configuration, size: settings.size)
        source = PreviewDataSource(mode: .accordion, count: settings.count)
        nested = settings.nestedSection.map { NestedAccordion(section: $0, settings: settings) }
    }

    mutating func setUp(heights: [CGFloat?]) throws(PreviewError) {
        try send(.reload)
        for (index, height) in heights.enumerated() {
            if let height { try send(.contentHeightChanged(index: index, height: height)) }
        }
        if nested != nil {
            for event in [StackEvent.reload, .containerWillAppear(animated: false), .containerDidAppear] { try sendNested(event) }
        }
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
        try capture("setup")
    }

    var isMoving: Bool { !engine.isAtRest || nested?.isMoving == true }

    func stalled(after limit: Double) -> PreviewError {
        PreviewError(.core, "internal error: ScrollStackCore's sections did not come to rest within \(NumberText.seconds(limit)) (still moving at \(NumberText.seconds(time))); please report it")
    }

    mutating func deliver(_ timed: TimedEvent, position: Int) throws(PreviewError) {
        recording.arrive(at: position)
        switch timed.event {
        case .tap(let index):
            try send(.tap(index))
        case .setExpanded(let isOpen, let index, let animated):
            try send(.setExpanded(isOpen, at: index, animated: animated))
        case .expandAll(let animated):
            try send(.expandAll(animated: animated))
        case .collapseAll(let animated):
            try send(.collapseAll(animated: animated))
        case .scroll(let offset):
            try send(.scroll(to: engine.expansionLayout.clampedOffset(offset, viewportHeight: engine.expansionLayout.size.height)))
        case .reload(let count):
            if let count { source.count = count }
            try send(.reload)
        case .innerTap(let index):
            try sendNested(.tap(index))
        case .resize(let size):
            if nested != nil { try sendNested(.resize(size)) }
            try send(.resize(size))
        case .select, .swipe:
            // Scenario.validate refuses both for multiple expansion before the run starts.
            throw PreviewError(.core, "internal error: \(timed.event.label) reached a multiple-expansion run; please report it")
        }
        try capture("event")
    }

    mutating func advance(by seconds: Double) throws(PreviewError) {
        recording.time += seconds
        if nested != nil { try sendNested(.tick(seconds)) }
        try send(.tick(seconds))
        try capture("tick")
    }

    /// Hands the nested accordion `event`, then the outer engine the height it publishes, if its
    /// section is still there.
    private mutating func sendNested(_ event: StackEvent) throws(PreviewError) {
        guard var accordion = nested else { return }
        let notices = try accordion.handle(event)
        for notice in notices { pendingNotices.append(NoticeRecord(position: recording.pending.count, text: notice)) }
        let published = accordion.layOut()
        nested = accordion
        if let published, accordion.section < engine.count {
            try send(NestedContentHeight.event(index: accordion.section, height: published.height, innerIsMoving: published.isMoving))
        }
    }

    private mutating func send(_ event: StackEvent) throws(PreviewError) {
        let steps = engine.handle(event, source: source)
        var children: [ContainerStep<String>] = []
        for step in steps {
            if let notice = step.sectionNotice {
                pendingNotices.append(NoticeRecord(position: recording.pending.count + children.count, text: notice))
            } else {
                children.append(step)
            }
        }
        try recording.check(children, for: "\(event)")
        if case .scroll(let offset) = event {
            viewportOffset = offset
            return
        }
        // The engine scrolled (a reveal, a kept anchor): the viewport follows, unreported.
        if engine.scrollOffset != viewportOffset { viewportOffset = engine.scrollOffset }
        // A scroll view keeps its offset inside its content as the content shrinks.
        let clamped = engine.expansionLayout.clampedOffset(viewportOffset, viewportHeight: engine.expansionLayout.size.height)
        if clamped != viewportOffset { try send(.scroll(to: clamped)) }
    }

    private mutating func capture(_ cause: String) throws(PreviewError) {
        try recording.checkRoom("accordion", advice: "lower --fps or shorten the waits in the scenario")
        var frame = Self.frame(of: engine, offset: viewportOffset, settings: settings, index: frames.count, time: time, cause: cause, event: recording.currentEvent, steps: recording.pending)
        frame.notices = pendingNotices
        // The nested accordion's own motion animates the frame as much as the outer one's.
        if nested?.isMoving == true { frame.phase = "animating" }
        if let nested, let outer = frame.contents.first(where: { $0.index == nested.section }) {
            frame.nested = nested.record(in: outer.frame.rect, clip: outer.clip.rect, rightToLeft: settings.layoutDirection == .rightToLeft ? true : nil)
        }
        recording.append(frame)
        pendingNotices.removeAll()
    }

    /// Reads one frame off the engine with the viewport's top at `offset`: the headers and
    /// contents from there down to a screenful below the screen, in the viewport's coordinates,
    /// from ``AccordionLayout``.
    static func frame(
        of engine: StackEngine<String>, offset: CGFloat, settings: PreviewSettings, index: Int, time: Double, cause: String, event: Int?, steps: [ContainerStep<String>]
    ) -> FrameRecord {
        let layout = engine.expansionLayout
        let screen = layout.size
        let below = layout.contentSize.height - offset
        let viewport = CGRect(x: 0, y: offset, width: screen.width, height: max(screen.height, min(below, 2 * screen.height)))
        let pinned = settings.pinnedHeaders ? layout.pinnedHeader(viewportTop: offset)?.index : nil
        let rightToLeft = settings.layoutDirection == .rightToLeft ? true : nil
        var headers: [HeaderRecord] = []
        var contents: [ContentRecord] = []
        layout.forEachVisibleItem(in: viewport, pinningHeaders: settings.pinnedHeaders) { item in
            switch item {
            case .header(let section, let frame):
                headers.append(HeaderRecord(
                    index: section,
                    title: PreviewTitles.title(at: section, mode: .accordion),
                    frame: RectRecord(frame.offsetBy(dx: 0, dy: -offset)),
                    isExpanded: engine.expandedIndices.contains(section),
                    isPinned: pinned == section ? true : nil,
                    isRightToLeft: rightToLeft
                ))
            case .content(let section, let frame, let clip):
                let child = engine.child(at: section)
                contents.append(ContentRecord(
                    index: section,
                    child: child,
                    frame: RectRecord(frame.offsetBy(dx: 0, dy: -offset)),
                    clip: RectRecord(clip.offsetBy(dx: 0, dy: -offset)),
                    appearance: child.flatMap { engine.planner.appearance(of: $0) }.map { "\($0)" },
                    opacity: FrameCapture.translucency(engine.contentOpacity(ofSectionAt: section))
                ))
            }
        }
        return FrameRecord(
            index: index,
            time: time,
            cause: cause,
            event: event,
            phase: engine.isAtRest ? "idle" : "animating",
            transition: nil,
            selected: nil,
            isQueued: false,
            queued: nil,
            size: SizeRecord(screen),
            contentSize: SizeRecord(layout.contentSize),
            headers: headers,
            contents: contents,
            pages: [],
            steps: steps.map(StepRecord.init),
            tabStrip: nil,
            expanded: engine.expandedIndices.sorted(),
            scrollOffset: Double(offset)
        )
    }
}
