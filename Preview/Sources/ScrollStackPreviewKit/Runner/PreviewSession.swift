import Foundation
import ScrollStackCore

/// When an event arrived in a run, and at which frame.
struct SessionArrival {
    var time: Double
    var frame: Int
    /// The frame a swipe's finger let go at.
    var releaseFrame: Int?
}

/// What the runner keeps the same for every engine during one run: the containment checker, the
/// clock, the frames and the arrivals.
struct SessionRecording {
    var checker = ContainmentChecker<String>()
    var pending: [ContainerStep<String>] = []
    var currentEvent: Int?
    var time = 0.0
    var frames: [FrameRecord] = []
    var arrivals: [SessionArrival] = []

    /// Checks `steps` against UIKit's containment contract and keeps them for the next frame.
    mutating func check(_ steps: [ContainerStep<String>], for event: @autoclosure () -> String) throws(PreviewError) {
        do {
            try checker.check(steps)
        } catch {
            throw PreviewError(.core, "internal error: ScrollStackCore emitted an invalid step log for \(event()): \(error); please report it")
        }
        pending.append(contentsOf: steps)
    }

    /// Notes that the event at `position` arrives now.
    mutating func arrive(at position: Int) {
        currentEvent = position
        arrivals.append(SessionArrival(time: time, frame: frames.count))
    }

    /// Stops the run when `name`'s run already holds ``PreviewRunner/maximumFrames`` frames;
    /// `advice` says how to shorten it.
    func checkRoom(_ name: String, advice: String) throws(PreviewError) {
        guard frames.count < PreviewRunner.maximumFrames else {
            throw PreviewError(.scenario, "the \(name) run passes \(PreviewRunner.maximumFrames) frames at \(NumberText.seconds(time)); \(advice)")
        }
    }

    /// Adds `frame` and empties the steps it carries.
    mutating func append(_ frame: FrameRecord) {
        frames.append(frame)
        pending.removeAll()
    }

    mutating func checkSettled() throws(PreviewError) {
        do {
            try checker.checkSettled()
        } catch {
            throw PreviewError(.core, "internal error: ScrollStackCore left the children unsettled: \(error); please report it")
        }
    }
}

/// One engine run through a scenario, a frame recorded per tick of its clock: the runner's loop
/// and the clock's rules (``runUntilIdle()``, ``runClock(for:)``) serve every engine.
protocol PreviewSession {
    var settings: PreviewSettings { get }
    var recording: SessionRecording { get set }
    /// Whether anything moves, so the clock must tick.
    var isMoving: Bool { get }

    /// Loads the data (with `heights`, the sections' own content heights) and records the setup frame.
    mutating func setUp(heights: [CGFloat?]) throws(PreviewError)
    /// Hands the engine the event at `position` and records the frames it makes.
    mutating func deliver(_ timed: TimedEvent, position: Int) throws(PreviewError)
    /// One tick of `seconds`, recorded as a frame.
    mutating func advance(by seconds: Double) throws(PreviewError)
    /// Stops a run that can't settle by ticking (a transition left under a finger).
    func checkCanSettle() throws(PreviewError)
    /// The error for an engine still moving after `limit` seconds.
    func stalled(after limit: Double) -> PreviewError
}

extension PreviewSession {
    var frames: [FrameRecord] { recording.frames }
    var arrivals: [SessionArrival] { recording.arrivals }
    var time: Double { recording.time }
    var tick: Double { 1 / Double(settings.fps) }

    func checkCanSettle() throws(PreviewError) {}

    /// Runs the clock until nothing moves.
    mutating func runUntilIdle() throws(PreviewError) {
        // A transition, a reversal and one queued transition after it: anything longer means the
        // engine is not settling.
        let limit = 4 * settings.configuration.transitionDuration + 1
        var elapsed = 0.0
        while isMoving {
            try checkCanSettle()
            guard elapsed <= limit else { throw stalled(after: limit) }
            try advance(by: tick)
            elapsed += tick
        }
    }

    /// Runs the clock for `seconds`, recording frames while anything moves; idle time passes
    /// without frames.
    mutating func runClock(for seconds: Double) throws(PreviewError) {
        var remaining = seconds
        // The last tick is shortened so that the next event arrives exactly `seconds` later.
        while remaining > 1e-9, isMoving {
            let step = min(tick, remaining)
            try advance(by: step)
            remaining -= step
        }
        recording.time += max(0, remaining)
    }

    mutating func checkSettled() throws(PreviewError) {
        try recording.checkSettled()
    }
}
