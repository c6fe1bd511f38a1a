import Foundation
import ScrollStackCore

/// A ``StackEngine`` (one open section at a time, or the pager), its clock and what has been
/// recorded so far, during one run.
///
/// With ``PreviewSettings/nestedSection`` a ``NestedAccordion`` sits in that accordion section: its
/// events and ticks come first, and every height it publishes reaches the engine before the
/// engine ticks, as display frames fire in UIKit.
struct RunSession: PreviewSession {
    let settings: PreviewSettings
    private(set) var engine: StackEngine<String>
    private var source: PreviewDataSource
    var recording = SessionRecording()
    /// The tab strip's layout for the current count, made again only when the count changes.
    private var stripLayout: TabStripLayout?
    /// The accordion nested in a section, if any.
    private var nested: NestedAccordion?

    init(settings: PreviewSettings) {
        self.settings = settings
        engine = StackEngine(
            configuration: settings.configuration,
            mode: settings.mode == .accordion ? .accordion : .paging,
            size: settings.size,
            selectedIndex: settings.mode == .paging ? 0 : nil
        )
        source = PreviewDataSource(mode: settings.mode, count: settings.count)
        if settings.mode == .accordion { nested = settings.nestedSection.map { NestedAccordion(section: $0, settings: settings) } }
    }

    private mutating func tabStripLayout() -> TabStripLayout {
        if let stripLayout, stripLayout.count == engine.count { return stripLayout }
        let made: TabStripLayout
        if settings.look == .ui {
            made = UITabStripLook.layout(count: engine.count, width: settings.size.width, style: settings.tabStyle, direction: settings.layoutDirection)
        } else if let style = settings.tabStyle {
            made = TabStripRecord.layout(count: engine.count, width: settings.size.width, direction: settings.layoutDirection, style: style)
        } else {
            made = TabStripRecord.layout(count: engine.count, width: settings.size.width, direction: settings.layoutDirection) {
                PreviewTitles.title(at: $0, mode: .paging)
            }
        }
        stripLayout = made
        return made
    }

    mutating func setUp(heights: [CGFloat?]) throws(PreviewError) {
        try send(.reload)
        if !heights.isEmpty {
            let headers = [CGFloat](repeating: settings.headerHeight, count: settings.count)
            try send(.setSectionHeights(AccordionSectionHeights(headerHeights: headers, contentHeights: heights)))
        }
        if nested != nil {
            for event in [StackEvent.reload, .containerWillAppear(animated: false), .containerDidAppear] { try sendNested(event) }
        }
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
        try capture("setup")
    }

    var isMoving: Bool {
        guard let nested else { return !engine.phase.isIdle }
        // A height the nested accordion published at rest may ease past the outer transition's end.
        return !engine.phase.isIdle || engine.isAdjustingHeights || nested.isMoving
    }

    func checkCanSettle() throws(PreviewError) {
        if case .interactive = engine.phase {
            throw PreviewError(.core, "internal error: the run left a transition under the finger at \(NumberText.seconds(time)); please report it")
        }
    }

    func stalled(after limit: Double) -> PreviewError {
        PreviewError(.core, "internal error: ScrollStackCore's transition did not end within \(NumberText.seconds(limit)) (still \(FrameCapture.name(of: engine.phase)) at \(NumberText.seconds(time))); please report it")
    }

    mutating func deliver(_ timed: TimedEvent, position: Int) throws(PreviewError) {
        recording.arrive(at: position)
        switch timed.event {
        case .tap(let index):
            try send(.tap(index))
            try capture("event")
        case .select(let index, let animated):
            try send(.select(index, animated: animated))
            try capture("event")
        case .reload(let count):
            if let count { source.count = count }
            try send(.reload)
            try capture("event")
        case .resize(let size):
            if nested != nil { try sendNested(.resize(size)) }
            try send(.resize(size))
            try capture("event")
        case .swipe(let swipe):
            try send(.panBegan)
            try capture("event")
            try drag(swipe)
        case .innerTap(let index):
            try sendNested(.tap(index))
            try capture("event")
        case .expandAll, .collapseAll, .setExpanded, .scroll:
            // Scenario.validate refuses these unless several sections may be open, which
            // MultipleRunSession runs.
            throw PreviewError(.core, "internal error: \(timed.event.label) reached a run with one open section at a time; please report it")
        }
    }

    private mutating func drag(_ swipe: SwipeGesture) throws(PreviewError) {
        let count = max(1, Int((swipe.duration * Double(settings.fps)).rounded()))
        let interval = swipe.duration / Double(count)
        let distance = CGFloat(swipe.release) * engine.pagingLayout.pageRect.width
        // Going forward in a left-to-right layout, the finger moves left: a negative translation.
        let forwardIsLeft = engine.configuration.layoutDirection == .leftToRight
        let sign: CGFloat = (swipe.direction == .forward) == forwardIsLeft ? -1 : 1
        for step in 1...count {
            recording.time += interval
            if step < count {
                try send(.panChanged(translation: sign * distance * CGFloat(step) / CGFloat(count)))
                try capture("drag")
            } else {
                try send(.panEnded(translation: sign * distance, velocity: sign * CGFloat(swipe.velocity)))
                try capture("release")
                recording.arrivals[recording.arrivals.count - 1].releaseFrame = frames.count - 1
            }
        }
    }

    mutating func advance(by seconds: Double) throws(PreviewError) {
        recording.time += seconds
        if nested != nil { try sendNested(.tick(seconds)) }
        try send(.tick(seconds))
        try capture("tick")
    }

    /// Hands the nested accordion `event`, then the engine the height it publishes, if its section
    /// is still there. The nested notices are left out: a single-mode frame has none.
    private mutating func sendNested(_ event: StackEvent) throws(PreviewError) {
        guard var accordion = nested else { return }
        _ = try accordion.handle(event)
        let published = accordion.layOut()
        nested = accordion
        if let published, accordion.section < engine.count {
            try send(NestedContentHeight.event(index: accordion.section, height: published.height, innerIsMoving: published.isMoving))
        }
    }

    private mutating func send(_ event: StackEvent) throws(PreviewError) {
        try recording.check(engine.handle(event, source: source), for: "\(event)")
    }

    private mutating func capture(_ cause: String) throws(PreviewError) {
        try recording.checkRoom(settings.mode.rawValue, advice: "lower --fps or shorten the drags and waits in the scenario")
        var frame = FrameCapture.frame(of: engine, mode: settings.mode, index: frames.count, time: time, cause: cause, event: recording.currentEvent, steps: recording.pending)
        if settings.mode == .paging {
            let layout = tabStripLayout()
            let position = engine.pagingPosition.fractionalIndex
            if settings.look == .ui {
                frame.tabStrip = TabStripRecord(ui: layout, style: settings.tabStyle, at: position)
            } else if let style = settings.tabStyle {
                frame.tabStrip = TabStripRecord(styled: layout, style: style, at: position)
            } else {
                frame.tabStrip = TabStripRecord(layout, at: position) { PreviewTitles.title(at: $0, mode: .paging) }
            }
        }
        // The nested accordion's own motion animates the frame as much as the outer one's.
        if nested?.isMoving == true, frame.phase == "idle" { frame.phase = "animating" }
        if let nested, let outer = frame.contents.first(where: { $0.index == nested.section }) {
            frame.nested = nested.record(in: outer.frame.rect, clip: outer.clip.rect, rightToLeft: settings.layoutDirection == .rightToLeft ? true : nil)
        }
        recording.append(frame)
    }
}
