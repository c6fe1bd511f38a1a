import Foundation
import Testing
@testable import ScrollStackCore

/// Bad input to timed changes: preconditions that name the bad value, and documented no-ops.
@Suite("Bad input: timed changes")
struct TimingBadInputTests {
    @Test("a negative timing duration stops with a message naming it") func negativeDuration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TransitionTiming(duration: -0.5, curve: .easeOut)
        }
        #expect(crashOutput(result).contains("TransitionTiming: duration must be finite and not negative, got -0.5"))
    }

    @Test("a NaN timing duration stops with a message naming it") func nanDuration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TransitionTiming(duration: .nan, curve: .linear)
        }
        #expect(crashOutput(result).contains("TransitionTiming: duration must be finite and not negative, got nan"))
    }

    @Test("a timed transition to an index out of range stops with a message naming it") func timedOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(size: CGSize(width: 100, height: 100))
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.timedTransition(to: 5, timing: TransitionTiming(duration: 1, curve: .linear)), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(result).contains("selected index 5 is out of range 0..<2"))
    }

    @Test("a timed request for a section out of range stops with a message naming it") func timedSectionOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let host = ExpansionRecordingHost.loaded(["a", "b"])
            host.driver?.setExpanded(true, at: 3, timing: TransitionTiming(duration: 1, curve: .linear), at: 1)
        }
        #expect(crashOutput(result).contains("index 3 is out of range 0..<2"))
    }

    @Test("a tap on a section the data just removed is ignored while timed legs run")
    func tapOutOfRangeMidFlight() throws {
        var harness = MultiHarness(["A", "B"])
        try harness.loadAndAppear()
        try harness.send(.expandAllTimed(TransitionTiming(duration: 1, curve: .easeOut)))
        let before = harness.engine.sectionMotions
        #expect(try harness.send(.tap(9)) == [])
        #expect(harness.engine.sectionMotions == before)
    }

    @Test("an unmapped animation is no error: the change runs on the container's own timing")
    func unmappedFallsBack() {
        let repeating = AnimationShapes.animation(AnimationShapes.repeated(AnimationShapes.bezier(duration: 1, .linear), modern: false))
        #expect(TransactionTiming(animation: repeating, disablesAnimations: false) == .configured)
        #expect(TransactionTiming(animation: .number(.nan), disablesAnimations: false) == .configured)
    }
}
