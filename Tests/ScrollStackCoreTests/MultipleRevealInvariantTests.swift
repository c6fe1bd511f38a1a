import Foundation
import Testing
@testable import ScrollStackCore

/// Seeded random sequences with fingers on the content and Reduce Motion switching on and off
/// mid-flight, checking after every event that reveals and fades agree with the motions.
@Suite("Multiple expansion: reveal and fade invariants under abuse")
struct MultipleRevealInvariantTests {
    @Test("random sequences of 80 events keep the reveal and fade invariants", arguments: 0..<4)
    func randomSequences(batch: Int) {
        var reveals = 0
        var fades = 0
        for offset in 0..<50 {
            let seed = UInt64(2_000_000 + batch * 50 + offset)
            if let failure = Self.run(seed: seed, reveals: &reveals, fades: &fades) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
        // The sequences reach what they check.
        #expect(reveals > 0 && fades > 0)
    }

    /// The first broken invariant of one sequence, with the events that led to it.
    static func run(seed: UInt64, reveals: inout Int, fades: inout Int) -> String? {
        var random = SeededGenerator(seed: seed)
        var configuration = StackConfiguration()
        configuration.headerHeight = CGFloat(Int.random(in: 20...80, using: &random))
        configuration.transitionDuration = [0.1, 0.28, 0.5].randomElement(using: &random) ?? 0.28
        configuration.timingCurve = [.linear, .easeInOut].randomElement(using: &random) ?? .linear
        configuration.accordionContentMode = Bool.random(using: &random) ? .fill : .fit(height: CGFloat(Int.random(in: 0...300, using: &random)))
        configuration.motion = Bool.random(using: &random) ? .full : .reduced
        let source = ReusingSource(count: Int.random(in: 1...12, using: &random)) { _ in "kind" }
        var engine = StackEngine<FakeChild>(multipleWith: configuration, size: CGSize(width: 320, height: Int.random(in: 100...700, using: &random)))
        var events: [StackEvent] = [.reload, .containerWillAppear(animated: false), .containerDidAppear]
        for event in events { _ = engine.handle(event, source: source) }
        for _ in 0..<80 {
            let event: StackEvent
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<8: event = .userScrolling(Bool.random(using: &random))
            case 8..<12:
                var changed = engine.configuration
                changed.motion = changed.motion == .full ? .reduced : .full
                event = .configure(changed)
            default:
                // This suite keeps several open sections: a switch of policy stays under it.
                let random = MultipleExpansionInvariantTests.randomEvent(engine: engine, source: source, using: &random)
                if case .configure(var changed) = random {
                    changed.expansion = .multiple
                    event = .configure(changed)
                } else {
                    event = random
                }
            }
            events.append(event)
            let wasRevealing = engine.scrollPosition.reveal != nil
            _ = engine.handle(event, source: source)
            if engine.scrollPosition.reveal != nil { reveals += 1 }
            if !engine.expansionLayout.fadingSections.isEmpty { fades += 1 }
            if let message = violation(engine, after: event, wasRevealing: wasRevealing) { return "\(message)\nevents: \(events)" }
        }
        _ = engine.handle(.tick(10), source: source)
        if engine.scrollPosition.reveal != nil, engine.planner.containerAppearance == .appeared { return "a reveal outlives its motion\nevents: \(events)" }
        return nil
    }

    static func violation(_ engine: StackEngine<FakeChild>, after event: StackEvent, wasRevealing: Bool) -> String? {
        let fading = Set(engine.sectionMotions.filter(\.value.fades).keys)
        if engine.expansionLayout.fadingSections != fading { return "fading sections \(engine.expansionLayout.fadingSections), fading motions \(fading)" }
        for index in 0..<engine.count {
            let opacity = engine.contentOpacity(ofSectionAt: index)
            guard (0...1).contains(opacity) else { return "section \(index) has opacity \(opacity)" }
            if engine.sectionMotions[index]?.fades != true, opacity != 1 { return "section \(index) is not fading but has opacity \(opacity)" }
        }
        for (index, motion) in engine.sectionMotions where motion.fades {
            // A fading section's layout stands at its motion's end.
            let end: CGFloat = motion.isOpening ? 1 : 0
            if engine.expansionLayout.openness(at: index) != end { return "fading section \(index) stands at \(engine.expansionLayout.openness(at: index)), not \(end)" }
        }
        if let reveal = engine.scrollPosition.reveal {
            guard let index = reveal.index, index < engine.count else { return "a reveal of section \(String(describing: reveal.index)) past \(engine.count)" }
            if engine.scrollPosition.isUserScrolling { return "a reveal runs under a finger" }
            guard let motion = engine.sectionMotions[index], !motion.fades else { return "a reveal of section \(index), which doesn't unroll" }
            if case .userScrolling(true) = event { return "a finger left the reveal running" }
            // The target a display frame reuses is the one worked out afresh.
            if let kept = engine._openBox.value.revealTarget {
                let fresh = engine.revealingOffset(of: index, open: reveal.isOpening, from: reveal.startOffset, viewportHeight: engine.visibleHeight)
                if abs(kept - fresh) > 1e-6 { return "the reveal reuses the target \(kept), afresh it is \(fresh)" }
            }
        }
        // An offset the reveal moves on a frame stays inside the content of that frame.
        if wasRevealing, case .tick = event {
            let clamped = engine.expansionLayout.clampedOffset(engine.scrollOffset, viewportHeight: engine.visibleHeight)
            if abs(clamped - engine.scrollOffset) > 0.001 { return "the reveal put the offset at \(engine.scrollOffset), outside the content (\(clamped))" }
        }
        // Whatever the event, the engine keeps the offset inside the content of the moment unless a
        // finger owns it.
        if !engine.scrollPosition.isUserScrolling {
            let clamped = engine.expansionLayout.clampedOffset(engine.scrollOffset, viewportHeight: engine.visibleHeight)
            if abs(clamped - engine.scrollOffset) > 0.5 { return "after \(event) the offset is \(engine.scrollOffset), outside the content (\(clamped))" }
        }
        return nil
    }
}
