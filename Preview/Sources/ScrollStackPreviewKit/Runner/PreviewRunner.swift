import Foundation
import ScrollStackCore

/// Runs the core headless through a scenario and records a frame at every tick of its clock.
///
/// The engine is loaded and its container made to appear first (`reload`, `containerWillAppear`,
/// `containerDidAppear`: the setup frame). Then, for each event, the clock runs — until the
/// running transition ends or, for an event with `after`, for that long — recording one frame per
/// `1/fps` seconds, and the event arrives, which records a frame of its own. A swipe is
/// `panBegan`, then one `panChanged` per frame of its drag, and `panEnded` with the release
/// velocity on the last. While a finger drives the transition nothing animates, so the clock
/// moves without ticking the engine. After the last event the clock runs until everything settles.
///
/// Every step the core emits goes through ``ContainmentChecker``; an invalid log stops the run.
public struct PreviewRunner {
    /// The most frames one run records.
    public static let maximumFrames = 20_000

    /// The settings.
    public var settings: PreviewSettings
    /// The events.
    public var scenario: Scenario

    /// Creates a runner.
    public init(settings: PreviewSettings, scenario: Scenario) {
        self.settings = settings
        self.scenario = scenario
    }

    /// Runs the scenario.
    ///
    /// - Throws: A usage or scenario error for settings or events the engine can't take (checked
    ///   before it starts), a scenario error past ``maximumFrames``, and a core error if the core
    ///   emits a log that breaks UIKit's containment contract or a transition never ends.
    public func run() throws(PreviewError) -> RunRecord {
        try settings.validate()
        try scenario.validate(for: settings)
        if settings.mode == .accordion, settings.expansion == .multiple { return try runMultiple() }
        var session = RunSession(settings: settings)
        try session.setUp(heights: scenario.heights)
        for (position, timed) in scenario.events.enumerated() {
            if let after = timed.after {
                try session.runClock(for: after)
            } else {
                try session.runUntilIdle()
            }
            try session.deliver(timed, position: position)
        }
        try session.runUntilIdle()
        try session.checkSettled()
        return record(arrivals: session.arrivals, frames: session.frames)
    }

    /// Runs the scenario on a ``MultipleExpansionEngine``, the same way.
    private func runMultiple() throws(PreviewError) -> RunRecord {
        var session = MultipleRunSession(settings: settings)
        try session.setUp(heights: scenario.heights)
        for (position, timed) in scenario.events.enumerated() {
            if let after = timed.after {
                try session.runClock(for: after)
            } else {
                try session.runUntilIdle()
            }
            try session.deliver(timed, position: position)
        }
        try session.runUntilIdle()
        try session.checkSettled()
        return record(arrivals: session.arrivals, frames: session.frames)
    }

    private func record(arrivals: [RunSession.Arrival], frames: [FrameRecord]) -> RunRecord {
        let events = arrivals.enumerated().map { position, arrival in
            let next = position + 1 < arrivals.count ? arrivals[position + 1].frame : frames.count
            let timed = scenario.events[position]
            return EventRecord(
                index: position,
                label: timed.event.label,
                shortLabel: timed.event.shortLabel,
                path: timed.path,
                time: arrival.time,
                firstFrame: arrival.frame,
                lastFrame: next - 1,
                releaseFrame: arrival.releaseFrame
            )
        }
        let fitHeight: Double?
        let contentMode: String
        switch settings.contentMode {
        case .fill:
            contentMode = "fill"
            fitHeight = nil
        case .fit(let height):
            contentMode = "fit"
            fitHeight = Double(height)
        }
        let scenarioName: String
        switch scenario.source {
        case .builtIn: scenarioName = "built-in"
        case .file(let name): scenarioName = name
        }
        return RunRecord(
            mode: settings.mode,
            summary: settings.summary,
            details: settings.details,
            size: SizeRecord(settings.size),
            count: settings.count,
            headerHeight: Double(settings.headerHeight),
            contentMode: contentMode,
            fitHeight: fitHeight,
            fps: settings.fps,
            transitionDuration: settings.configuration.transitionDuration,
            expansion: settings.mode == .accordion && settings.expansion == .multiple ? "multiple" : nil,
            pinnedHeaders: settings.pinnedHeaders ? true : nil,
            tabStyle: settings.tabStyle,
            scenario: scenarioName,
            events: events,
            frames: frames
        )
    }
}

/// The engine, its clock and what has been recorded so far, during one run.
struct RunSession {
    struct Arrival {
        var time: Double
        var frame: Int
        var releaseFrame: Int?
    }

    let settings: PreviewSettings
    private(set) var engine: StackEngine<String>
    private var source: PreviewDataSource
    private var checker = ContainmentChecker<String>()
    private var pending: [ContainerStep<String>] = []
    private var currentEvent: Int?
    private(set) var time = 0.0
    private(set) var frames: [FrameRecord] = []
    private(set) var arrivals: [Arrival] = []
    /// The tab strip's layout for the current count, made again only when the count changes.
    private var stripLayout: TabStripLayout?

    init(settings: PreviewSettings) {
        self.settings = settings
        engine = StackEngine(
            configuration: settings.configuration,
            mode: settings.mode == .accordion ? .accordion : .paging,
            size: settings.size,
            selectedIndex: settings.mode == .paging ? 0 : nil
        )
        source = PreviewDataSource(mode: settings.mode, count: settings.count)
    }

    private var tick: Double { 1 / Double(settings.fps) }

    private mutating func tabStripLayout() -> TabStripLayout {
        if let stripLayout, stripLayout.count == engine.count { return stripLayout }
        let made: TabStripLayout
        if let style = settings.tabStyle {
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
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
        try capture("setup")
    }

    /// Runs the clock until the engine is idle.
    mutating func runUntilIdle() throws(PreviewError) {
        // A tap's transition, a reversal and one queued transition after it: anything longer
        // means the engine is not settling.
        let limit = 4 * settings.configuration.transitionDuration + 1
        var elapsed = 0.0
        while !engine.phase.isIdle {
            if case .interactive = engine.phase {
                throw PreviewError(.core, "internal error: the run left a transition under the finger at \(NumberText.seconds(time)); please report it")
            }
            guard elapsed <= limit else {
                throw PreviewError(.core, "internal error: ScrollStackCore's transition did not end within \(NumberText.seconds(limit)) (still \(FrameCapture.name(of: engine.phase)) at \(NumberText.seconds(time))); please report it")
            }
            try advance(by: tick)
            elapsed += tick
        }
    }

    /// Runs the clock for `seconds`, recording frames while anything moves; idle time passes
    /// without frames.
    mutating func runClock(for seconds: Double) throws(PreviewError) {
        var remaining = seconds
        // The last tick is shortened so that the next event arrives exactly `seconds` later.
        while remaining > 1e-9, !engine.phase.isIdle {
            let step = min(tick, remaining)
            try advance(by: step)
            remaining -= step
        }
        time += max(0, remaining)
    }

    mutating func deliver(_ timed: TimedEvent, position: Int) throws(PreviewError) {
        currentEvent = position
        arrivals.append(Arrival(time: time, frame: frames.count))
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
            try send(.resize(size))
            try capture("event")
        case .swipe(let swipe):
            try send(.panBegan)
            try capture("event")
            try drag(swipe)
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
            time += interval
            if step < count {
                try send(.panChanged(translation: sign * distance * CGFloat(step) / CGFloat(count)))
                try capture("drag")
            } else {
                try send(.panEnded(translation: sign * distance, velocity: sign * CGFloat(swipe.velocity)))
                try capture("release")
                arrivals[arrivals.count - 1].releaseFrame = frames.count - 1
            }
        }
    }

    mutating func checkSettled() throws(PreviewError) {
        do {
            try checker.checkSettled()
        } catch {
            throw PreviewError(.core, "internal error: ScrollStackCore left the children unsettled: \(error); please report it")
        }
    }

    private mutating func advance(by seconds: Double) throws(PreviewError) {
        time += seconds
        try send(.tick(seconds))
        try capture("tick")
    }

    private mutating func send(_ event: StackEvent) throws(PreviewError) {
        let steps = engine.handle(event, source: source)
        do {
            try checker.check(steps)
        } catch {
            throw PreviewError(.core, "internal error: ScrollStackCore emitted an invalid step log for \(event): \(error); please report it")
        }
        pending.append(contentsOf: steps)
    }

    private mutating func capture(_ cause: String) throws(PreviewError) {
        guard frames.count < PreviewRunner.maximumFrames else {
            throw PreviewError(.scenario, "the \(settings.mode.rawValue) run passes \(PreviewRunner.maximumFrames) frames at \(NumberText.seconds(time)); lower --fps or shorten the drags and waits in the scenario")
        }
        var frame = FrameCapture.frame(of: engine, mode: settings.mode, index: frames.count, time: time, cause: cause, event: currentEvent, steps: pending)
        if settings.mode == .paging {
            let layout = tabStripLayout()
            let position = engine.pagingPosition.fractionalIndex
            if let style = settings.tabStyle {
                frame.tabStrip = TabStripRecord(styled: layout, style: style, at: position)
            } else {
                frame.tabStrip = TabStripRecord(layout, at: position) { PreviewTitles.title(at: $0, mode: .paging) }
            }
        }
        frames.append(frame)
        pending.removeAll()
    }
}
