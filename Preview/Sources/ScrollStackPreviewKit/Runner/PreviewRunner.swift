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
        if settings.mode == .accordion, settings.expansion == .multiple { return try play(MultipleRunSession(settings: settings)) }
        return try play(RunSession(settings: settings))
    }

    /// Sets `session` up, delivers every event after its wait, lets everything settle, and records
    /// the run: one loop for either engine.
    private func play<Session: PreviewSession>(_ session: Session) throws(PreviewError) -> RunRecord {
        var session = session
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

    private func record(arrivals: [SessionArrival], frames: [FrameRecord]) -> RunRecord {
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

