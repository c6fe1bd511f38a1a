import Foundation
import Testing
@testable import ScrollStackCore

/// Drives the engine with seeded random sequences of every kind of event, mid-flight included,
/// and checks after every event that the container is in a state UIKit would accept.
@Suite("Invariants under abuse")
struct InvariantTests {
    static let batches = 10
    static let sequencesPerBatch = 100
    static let eventsPerSequence = 60

    struct Failure: Error, CustomStringConvertible {
        var seed: UInt64
        var eventIndex: Int
        var message: String
        var events: [StackEvent]

        var description: String {
            "seed \(seed), after event #\(eventIndex) (\(events.last.map { "\($0)" } ?? "load")): \(message)\nevents: \(events)"
        }
    }

    @Test("1,000 random sequences of 60 events keep every invariant", arguments: 0..<batches)
    func randomSequences(batch: Int) {
        for offset in 0..<Self.sequencesPerBatch {
            let seed = UInt64(batch * Self.sequencesPerBatch + offset)
            do {
                try Self.run(seed: seed, length: Self.eventsPerSequence)
            } catch {
                Issue.record("\(error)")
                return
            }
        }
    }

    /// Replays one sequence; throws a ``Failure`` naming the seed and every event so far.
    static func run(seed: UInt64, length: Int) throws(Failure) {
        var random = SeededGenerator(seed: seed)
        var configuration = StackConfiguration()
        configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
        configuration.preloadDistance = Int.random(in: 0...2, using: &random)
        configuration.transitionDuration = [0, 0.1, 0.28, 0.5].randomElement(using: &random) ?? 0.28
        configuration.layoutDirection = Bool.random(using: &random) ? .leftToRight : .rightToLeft
        configuration.accordionContentMode = Bool.random(using: &random) ? .fill : .fit(height: 200)
        let kinds = Int.random(in: 1...2, using: &random)
        let source = ReusingSource(count: Int.random(in: 0...8, using: &random)) { "kind\($0 % kinds)" }
        let mode: StackMode = Bool.random(using: &random) ? .accordion : .paging
        var engine = StackEngine<FakeChild>(configuration: configuration, mode: mode, size: CGSize(width: 320, height: 568), selectedIndex: Int.random(in: 0...9, using: &random))
        var checker = ContainmentChecker<Int>()
        var events: [StackEvent] = []

        func apply(_ event: StackEvent?) throws(Failure) {
            if let event { events.append(event) }
            do {
                let steps = engine.handle(event ?? .reload, source: source).map { $0.map(\.serial) }
                try checker.check(steps)
            } catch {
                throw Failure(seed: seed, eventIndex: events.count, message: "\(error)", events: events)
            }
            if let message = violatedInvariant(engine: engine, source: source, checker: checker) {
                throw Failure(seed: seed, eventIndex: events.count, message: message, events: events)
            }
        }

        try apply(nil)
        for _ in 0..<length {
            try apply(randomEvent(engine: engine, source: source, using: &random))
        }
        // Bring everything to rest: release any pan, finish any animation, close the container's
        // own appearance transition.
        try apply(.panCancelled)
        // A queued request starts when the running transition ends, so ending takes up to two rounds.
        for _ in 0..<3 where !engine.phase.isIdle { try apply(.animationDidEnd) }
        if engine.planner.containerAppearance == .appearing { try apply(.containerDidAppear) }
        if engine.planner.containerAppearance == .disappearing { try apply(.containerDidDisappear) }
        guard engine.phase == .idle else {
            throw Failure(seed: seed, eventIndex: events.count, message: "not idle at the end: \(engine.phase)", events: events)
        }
        do {
            try checker.checkSettled()
        } catch {
            throw Failure(seed: seed, eventIndex: events.count, message: "\(error)", events: events)
        }
    }

    /// A random event that is valid input (indices in range), weighted towards the interesting ones.
    static func randomEvent(engine: StackEngine<FakeChild>, source: ReusingSource, using random: inout SeededGenerator) -> StackEvent {
        let count = engine.count
        let index = count > 0 ? Int.random(in: 0..<count, using: &random) : nil
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<14: if let index { return .tap(index) }
        case 14..<21: if let index { return .select(index, animated: true) }
        case 21..<22: return .transition(to: engine.mode == .accordion ? index : (index ?? nil), duration: [0, 0.05, 0.4].randomElement(using: &random) ?? 0)
        case 22..<25:
            if engine.mode == .accordion || count == 0 { return .select(nil, animated: Bool.random(using: &random)) }
            if let index { return .select(index, animated: false) }
        case 25..<43: return .tick(Double.random(in: 0.01...0.2, using: &random))
        case 43..<48: return .animationDidEnd
        case 48..<50: return .animatorStarted(duration: Double.random(in: 0...0.5, using: &random), isInterruptible: Bool.random(using: &random))
        case 50..<56: return .panBegan
        case 56..<66: return .panChanged(translation: CGFloat(Int.random(in: -500...500, using: &random)))
        case 66..<71: return .panEnded(translation: CGFloat(Int.random(in: -500...500, using: &random)), velocity: CGFloat(Int.random(in: -3000...3000, using: &random)))
        case 71..<73: return .panCancelled
        case 73..<77:
            if Bool.random(using: &random) { source.count = Int.random(in: 0...10, using: &random) }
            return .reload
        case 77..<81: return .resize(CGSize(width: Int.random(in: 0...900, using: &random), height: Int.random(in: 0...900, using: &random)))
        case 81..<85: return .containerWillAppear(animated: Bool.random(using: &random))
        case 85..<88: return .containerDidAppear
        case 88..<91: return .containerWillDisappear(animated: Bool.random(using: &random))
        case 91..<94: return .containerDidDisappear
        case 94..<97: return .setMode(engine.mode == .accordion ? .paging : .accordion)
        default:
            var configuration = engine.configuration
            configuration.preloadDistance = Int.random(in: 0...2, using: &random)
            configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
            return .configure(configuration)
        }
        return .tick(0.05)
    }

    /// The first broken invariant, or `nil`.
    static func violatedInvariant(engine: StackEngine<FakeChild>, source: ReusingSource, checker: ContainmentChecker<Int>) -> String? {
        if let selected = engine.selectedIndex, !(0..<engine.count).contains(selected) {
            return "selection \(selected) out of range 0..<\(engine.count)"
        }
        if engine.mode == .paging, (engine.selectedIndex != nil) != (engine.count > 0) {
            return "a pager with \(engine.count) pages has selection \(String(describing: engine.selectedIndex))"
        }
        let live = engine.liveChildren
        let liveSerials = Set(live.values.map(\.serial))
        if checker.children != liveSerials {
            return "children per the log \(checker.children.sorted()) differ from the live ones \(liveSerials.sorted())"
        }
        if Set(engine.planner.attachedChildren.map(\.serial)) != liveSerials {
            return "the planner's children differ from the live ones"
        }
        for (index, child) in live where child.configuredIndex != index {
            return "child \(child) at index \(index) was configured for \(String(describing: child.configuredIndex))"
        }
        let visible = liveSerials.filter { checker.appearance(of: $0).isVisibleOrAppearing }
        if engine.phase.isIdle {
            if visible.count > 1 { return "\(visible.count) children visible at rest: at most one may be expanded or current" }
            let container = engine.planner.containerAppearance
            if container.isVisibleOrAppearing, let selected = engine.selectedIndex, let child = live[selected], !visible.contains(child.serial) {
                return "the selected child \(child) is not visible in a visible container"
            }
            if !container.isVisibleOrAppearing, !visible.isEmpty {
                return "children \(visible.sorted()) visible in a container that is not"
            }
            if !container.isInTransition {
                do { try checker.checkSettled() } catch { return "at rest but \(error)" }
            }
        } else if visible.count > 2 {
            return "\(visible.count) children visible during a transition"
        }
        let expectedAlive = live.count + engine.pool.idleCount
        if source.aliveCount != expectedAlive {
            return "\(source.aliveCount) children alive, but only \(live.count) live and \(engine.pool.idleCount) idle in the pool: a removed child was not released"
        }
        return nil
    }

    @Test("a failing sequence reports its seed and its events")
    func failureNamesSeed() {
        let failure = Failure(seed: 42, eventIndex: 3, message: "broken", events: [.reload, .tap(1), .tick(0.1)])
        #expect(failure.description.hasPrefix("seed 42, after event #3 (tick(0.1)): broken"))
        #expect(failure.description.contains("events: [ScrollStackCore.StackEvent.reload, ScrollStackCore.StackEvent.tap(1)"))
    }
}
