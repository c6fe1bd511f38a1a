import Foundation
import Testing
@testable import ScrollStackCore

/// Multiple mode: sections opening and closing with a timing of their own (a change made inside
/// `withAnimation`).
@Suite("Timed transitions: multiple mode")
struct TimedExpansionTests {
    static let easeOutHalf = TransitionTiming(duration: 0.5, curve: .easeOut)

    /// Three sections, 40-point headers, 100-point contents, on a 320×600 container, on screen.
    func loaded(_ configuration: StackConfiguration = multiConfiguration()) throws -> MultiHarness {
        var harness = MultiHarness(["A", "B", "C"], configuration: configuration)
        try harness.loadAndAppear()
        return harness
    }

    @Test("a timed request opens its section over the timing: the driver's whole log, frame by frame along the curve",
          arguments: [TimingCurve.easeOut, .spring(SpringCurve(dampingRatio: 1, response: 0.2))])
    func driverLog(curve: TimingCurve) throws {
        let host = ExpansionRecordingHost.loaded(["a", "b", "c", "d"])
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 1, timing: TransitionTiming(duration: 0.5, curve: curve), at: 10, completion: host.completion("open b"))
        #expect(host.takeLog() == [.command(.sectionsWillChange(opening: [1], closing: [], animated: true))]
            + joining("b", frame: band(80, 100), clip: band(80, 0)) + [
                step(.beginAppearance("b", isAppearing: true, animated: true)),
                .command(.runClock(true)),
                .command(.expandedIndicesDidChange(from: [], to: [1])),
                .command(.layout),
            ])
        var log: [ExpansionRecordingHost.Entry] = []
        var expected: [ExpansionRecordingHost.Entry] = []
        for tick in 1...3 {
            driver.frame(at: 10 + Double(tick) * 0.125)
            log += host.takeLog()
            let shown = CGFloat(curve.value(atTimeFraction: Double(tick) / 4, duration: 0.5)) * 100
            expected += [.command(.layout), .placed("b", band(80, 100), clip: band(80, shown).roundedToFineGrid)]
        }
        #expect(log == expected)
        driver.frame(at: 10.5)
        #expect(host.takeLog() == [
            step(.setFrame("b", band(80, 100), clip: band(80, 100))),
            step(.endAppearance("b")),
            .command(.sectionsDidChange(opened: [1], closed: [], animated: true)),
            .command(.runClock(false)),
            .command(.layout),
            .completion("open b", true),
        ])
    }

    @Test("a timed request of no duration changes at once, and the delegate hears it as a change made at once")
    func driverInstant() throws {
        let host = ExpansionRecordingHost.loaded(["a", "b"])
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 0, timing: TransitionTiming(duration: 0, curve: .easeOut), at: 1, completion: host.completion("open a"))
        let log = host.takeLog()
        #expect(log.contains(.command(.sectionsWillChange(opening: [0], closing: [], animated: false))))
        #expect(log.contains(.command(.sectionsDidChange(opened: [0], closed: [], animated: false))))
        #expect(log.last == .completion("open a", true))
        driver.collapseAll(timing: TransitionTiming(duration: 0, curve: .linear), at: 2)
        #expect(host.takeLog().contains(.command(.sectionsDidChange(opened: [], closed: [0], animated: false))))
        #expect(driver.engine.expandedIndices.isEmpty)
    }

    @Test("expand all and collapse all over a timing: every section runs the timed leg, and the layout follows the curve")
    func allSections() throws {
        var harness = try loaded()
        try harness.send(.expandAllTimed(Self.easeOutHalf))
        let opening = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeOut)
        #expect(harness.engine.sectionMotions.mapValues(\.leg) == [0: opening, 1: opening, 2: opening])
        try harness.send(.tick(0.25))
        let done = CGFloat(TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 0.5))
        #expect((0..<3).map { harness.engine.expansionLayout.openness(at: $0) } == [done, done, done])
        #expect(abs(harness.engine.expansionLayout.headerFrame(at: 2).minY - (80 + 200 * done)) < 1e-9)
        try harness.send(.tick(0.25))
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices == [0, 1, 2])

        try harness.send(.collapseAllTimed(TransitionTiming(duration: 2, curve: .linear)))
        let closing = TransitionAnimation(startFraction: 1, endFraction: 0, duration: 2, curve: .linear)
        #expect(harness.engine.sectionMotions.mapValues(\.leg) == [0: closing, 1: closing, 2: closing])
        try harness.send(.tick(2))
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices.isEmpty)
    }

    @Test("a request mid-flight turns the section around as any request does: the configured duration times the distance, on the settling curve")
    func turnAround() throws {
        var configuration = multiConfiguration()
        configuration.settlingCurve = .easeOut
        var harness = try loaded(configuration)
        try harness.send(.setExpandedTimed(true, at: 1, timing: TransitionTiming(duration: 2, curve: .linear)))
        try harness.send(.tick(0.5))
        let openness = try #require(harness.engine.sectionMotions[1]?.openness)
        #expect(abs(openness - 0.25) < 1e-9)
        try harness.send(.setExpandedTimed(false, at: 1, timing: Self.easeOutHalf))
        #expect(harness.engine.sectionMotions[1]?.leg == TransitionAnimation(startFraction: openness, endFraction: 0, duration: openness, curve: .easeOut))
        // A timed request for where the section already heads changes nothing.
        try harness.send(.setExpandedTimed(false, at: 1, timing: TransitionTiming(duration: 9, curve: .linear)))
        #expect(harness.engine.sectionMotions[1]?.leg.duration == openness)
    }

    @Test("a timing of no duration, or a container off screen, changes at once with no motion")
    func instant() throws {
        var harness = try loaded()
        try harness.send(.setExpandedTimed(true, at: 0, timing: TransitionTiming(duration: 0, curve: .easeOut)))
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices == [0])
        var hidden = MultiHarness(["A", "B"])
        try hidden.send(.reload)
        try hidden.send(.setExpandedTimed(true, at: 1, timing: Self.easeOutHalf))
        #expect(hidden.engine.isAtRest && hidden.engine.expandedIndices == [1])
    }

    @Test("data inserted and removed before the moving section mid-flight: its timed leg stays with its element")
    func identityMidFlight() throws {
        var harness = try loaded()
        try harness.send(.setExpandedTimed(true, at: 1, timing: Self.easeOutHalf))
        try harness.send(.tick(0.125))
        var leg = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeOut).advanced(by: 0.125)
        try harness.send(harness.source.change(to: ["A", "N", "B", "C"]).expansionEvent)
        #expect(harness.engine.sectionMotions.mapValues(\.leg) == [2: leg])
        #expect(harness.engine.child(at: 2)?.name == "B")
        try harness.send(.tick(0.125))
        leg = leg.advanced(by: 0.125)
        try harness.send(harness.source.change(to: ["B", "C"]).expansionEvent)
        #expect(harness.engine.sectionMotions.mapValues(\.leg) == [0: leg])
        #expect(harness.engine.expansionLayout.openness(at: 0) == CGFloat(leg.fraction))
        try harness.send(.tick(0.25))
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices == [0])
    }

    @Test("a resize mid-flight keeps the timed leg")
    func resizeMidFlight() throws {
        var harness = try loaded()
        try harness.send(.setExpandedTimed(true, at: 1, timing: Self.easeOutHalf))
        try harness.send(.tick(0.125))
        try harness.send(.resize(CGSize(width: 280, height: 500)))
        #expect(harness.engine.sectionMotions[1]?.leg == TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeOut).advanced(by: 0.125))
        try harness.send(.tick(0.125))
        #expect(harness.engine.expansionLayout.openness(at: 1) == CGFloat(TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 0.5)))
    }

    @Test("Reduce Motion: a timed section still fades in place, its opacity following the timing's curve")
    func reducedMotion() throws {
        var configuration = multiConfiguration()
        configuration.motion = .reduced
        var harness = try loaded(configuration)
        try harness.send(.setExpandedTimed(true, at: 1, timing: Self.easeOutHalf))
        #expect(harness.engine.sectionMotions[1] == SectionMotion(leg: TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeOut), fades: true))
        #expect(harness.engine.expansionLayout.openness(at: 1) == 1, "a fading section's layout stands where it ends")
        try harness.send(.tick(0.25))
        #expect(harness.engine.contentOpacity(ofSectionAt: 1) == CGFloat(TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 0.5)))
    }
}

@Suite("Timed transitions: the single-mode driver")
struct TimedStackDriverTests {
    @Test("select(_:timing:) runs the timed transition and completes at rest")
    func selectTimed() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host, mode: .accordion, configuration: accordionConfiguration())
        var outcome: Bool?
        driver.select(2, timing: TransitionTiming(duration: 0.5, curve: .easeOut), at: 0) { outcome = $0 }
        #expect(driver.engine.phase.animation == TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeOut))
        driver.frame(at: 0.25)
        #expect(driver.engine.phase.transition?.fraction == TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 0.5))
        #expect(outcome == nil)
        driver.frame(at: 0.5)
        #expect(driver.engine.selectedIndex == 2 && outcome == true)
    }
}
