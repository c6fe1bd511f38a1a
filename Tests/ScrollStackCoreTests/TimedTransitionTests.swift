import Foundation
import Testing
@testable import ScrollStackCore

/// Single mode: a transition with a timing of its own (a change made inside `withAnimation`).
@Suite("Timed transitions: single mode")
struct TimedTransitionTests {
    let source = StaticSource(settingsTitles)
    var general: FakeChild { source[0] }
    var sounds: FakeChild { source[2] }

    /// Section 0 open, on screen. Content at rest: y 56 + index × 56, 564 tall.
    func opened(motion: MotionPreference = .full) throws -> Harness<StaticSource> {
        var configuration = accordionConfiguration()
        configuration.motion = motion
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        return harness
    }

    static let curves: [TimingCurve] = [
        .easeOut,
        .bezier(CubicBezierCurve(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.6)),
        .spring(SpringCurve(dampingRatio: 0.5, response: 0.4)),
    ]

    /// Headers 1, 2 and 3 by the engine's layout now, to 1/1024 point.
    func headerTops(_ engine: StackEngine<FakeChild>) -> [CGFloat] {
        (1...3).map { (engine.accordionLayout.headerFrame(at: $0).minY * 1024).rounded() / 1024 }
    }

    @Test("opening section 2 over a timing: the step carries it, and every tick's frames follow its curve", arguments: curves)
    func framesFollowTheCurve(curve: TimingCurve) throws {
        var harness = try opened()
        let timing = TransitionTiming(duration: 1, curve: curve)
        #expect(try harness.send(.timedTransition(to: 2, timing: timing)) == [
            .transitionWillBegin(from: 0, to: 2, isInteractive: false),
            .beginAppearance(general, isAppearing: false, animated: true),
            .addChild(sounds), .insertView(sounds), .setFrame(sounds, CGRect(x: 0, y: 732, width: 390, height: 564), clip: CGRect(x: 0, y: 732, width: 390, height: 0)), .didMoveToParent(sounds),
            .beginAppearance(sounds, isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 1, curve: curve)),
        ])
        var frames: [[CGFloat]] = []
        var expected: [[CGFloat]] = []
        for tick in 1...8 {
            try harness.send(.tick(0.125))
            frames.append(headerTops(harness.engine))
            // Header 1 falls from 620 to 56 and header 2 from 676 to 112 as the curve runs; header 3
            // stays. The accordion's frames stay between their ends: an overshoot is held at the end.
            let done = CGFloat(min(max(curve.value(atTimeFraction: Double(tick) / 8, duration: 1), 0), 1))
            expected.append([56 + 564 * (1 - done), 112 + 564 * (1 - done), 732].map { ($0 * 1024).rounded() / 1024 })
        }
        #expect(frames == expected)
        #expect(harness.engine.selectedIndex == 2 && harness.engine.phase == .idle)
        try harness.checker.checkSettled()
    }

    @Test("a tap mid-flight reverses as any reversal does: the configured duration times the distance, on the settling curve")
    func tapReverses() throws {
        var harness = try opened()
        try harness.send(.timedTransition(to: 2, timing: TransitionTiming(duration: 1, curve: .linear)))
        try harness.send(.tick(0.25))
        let fraction = try #require(harness.engine.phase.transition?.fraction)
        #expect(abs(fraction - 0.25) < 1e-9)
        #expect(try harness.send(.tap(2)) == [
            .beginAppearance(sounds, isAppearing: false, animated: true),
            .beginAppearance(general, isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: fraction, endFraction: 0, duration: 0.28 * fraction, curve: .easeOut)),
        ])
        try harness.send(.tick(1))
        #expect(harness.engine.selectedIndex == 0)
        try harness.checker.checkSettled()
    }

    @Test("a timed request mid-flight queues with its timing; a later plain request replaces it")
    func queuedTiming() throws {
        var harness = try opened()
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 1, response: 0.3))
        try harness.send(.timedTransition(to: 2, timing: TransitionTiming(duration: 1, curve: .linear)))
        try harness.send(.tick(0.25))
        #expect(try harness.send(.timedTransition(to: 3, timing: TransitionTiming(duration: 0.5, curve: spring))) == [])
        #expect(harness.engine.pendingSelection == .some(3))
        #expect(harness.engine.pendingDuration == 0.5 && harness.engine.pendingCurve == spring)
        let steps = try harness.send(.tick(0.75))
        #expect(steps.last == .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: spring)))
        #expect(harness.engine.pendingCurve == nil)

        var replaced = try opened()
        try replaced.send(.timedTransition(to: 2, timing: TransitionTiming(duration: 1, curve: .linear)))
        try replaced.send(.tick(0.25))
        try replaced.send(.timedTransition(to: 3, timing: TransitionTiming(duration: 0.5, curve: spring)))
        try replaced.send(.select(4, animated: true))
        #expect(replaced.engine.pendingSelection == .some(4))
        #expect(replaced.engine.pendingDuration == nil && replaced.engine.pendingCurve == nil)
        let plain = try replaced.send(.tick(0.75))
        #expect(plain.last == .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut)))
    }

    @Test("a timing of no duration, or a container off screen, changes at once with no transition")
    func instant() throws {
        var harness = try opened()
        let steps = try harness.send(.timedTransition(to: 2, timing: TransitionTiming(duration: 0, curve: .easeOut)))
        #expect(!steps.contains { if case .animate = $0 { return true } else { return false } })
        #expect(!steps.contains(.transitionWillBegin(from: 0, to: 2, isInteractive: false)))
        #expect(harness.engine.selectedIndex == 2 && harness.engine.phase == .idle)

        var hidden = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try hidden.send(.reload)
        try hidden.send(.timedTransition(to: 1, timing: TransitionTiming(duration: 1, curve: .easeOut)))
        #expect(hidden.engine.selectedIndex == 1 && hidden.engine.phase == .idle)
    }

    @Test("data inserted and removed before the moving section mid-flight: the timed motion stays on its element")
    func identityMidFlight() throws {
        let named = NamedSource(settingsTitles)
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: named)
        try harness.loadAndAppear()
        let timing = TransitionTiming(duration: 1, curve: .easeOut)
        try harness.send(.timedTransition(to: 2, timing: timing))
        try harness.send(.tick(0.25))
        try harness.send(named.change(to: ["General", "New", "Display", "Sounds", "Privacy", "About"]))
        var leg = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 1, curve: .easeOut).advanced(by: 0.25)
        #expect(harness.engine.phase.transition?.from == 0 && harness.engine.phase.transition?.to == 3)
        #expect(harness.engine.phase.animation == leg)
        #expect(harness.engine.liveChildren[3]?.name == "Sounds")
        try harness.send(.tick(0.25))
        try harness.send(named.change(to: ["General", "Sounds", "Privacy", "About"]))
        leg = leg.advanced(by: 0.25)
        #expect(harness.engine.phase.transition?.from == 0 && harness.engine.phase.transition?.to == 1)
        #expect(harness.engine.phase.animation == leg)
        #expect(harness.engine.liveChildren[1]?.name == "Sounds")
        try harness.send(.tick(0.5))
        #expect(harness.engine.selectedIndex == 1 && harness.engine.phase == .idle)
        try harness.checker.checkSettled()
    }

    @Test("a resize mid-flight keeps the timed leg: the next frame follows the curve at the new size")
    func resizeMidFlight() throws {
        var harness = try opened()
        try harness.send(.timedTransition(to: 2, timing: TransitionTiming(duration: 1, curve: .easeOut)))
        try harness.send(.tick(0.25))
        try harness.send(.resize(CGSize(width: 390, height: 700)))
        #expect(harness.engine.phase.animation == TransitionAnimation(startFraction: 0, endFraction: 1, duration: 1, curve: .easeOut).advanced(by: 0.25))
        try harness.send(.tick(0.25))
        // Five 56-point headers leave 420 points of content at 700 tall.
        let done = CGFloat(TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 1))
        #expect(headerTops(harness.engine)[1] == ((112 + 420 * (1 - done)) * 1024).rounded() / 1024)
        try harness.send(.tick(0.5))
        #expect(harness.engine.selectedIndex == 2)
        try harness.checker.checkSettled()
    }

    @Test("Reduce Motion: a timed transition still cross-fades, over its timing")
    func reducedMotionFades() throws {
        var harness = try opened(motion: .reduced)
        let timing = TransitionTiming(duration: 0.6, curve: .easeOut)
        let steps = try harness.send(.timedTransition(to: 2, timing: timing))
        #expect(steps.last == .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.6, curve: .easeOut)))
        #expect(harness.engine.runningTransitionStyle == .crossFade)
        try harness.send(.tick(0.3))
        #expect(harness.engine.phase.transition?.fraction == TimingCurve.easeOut.value(atTimeFraction: 0.5, duration: 0.6))
        try harness.send(.tick(0.3))
        #expect(harness.engine.selectedIndex == 2)
        try harness.checker.checkSettled()
    }
}

/// Paging: a bouncy spring from `withAnimation` moves the pages without showing the gap beyond the target.
@Suite("Timed transitions: paging")
struct TimedPagingTests {
    @Test("a bouncy spring's overshoot is held at the target page: every frame's pages stay between their ends")
    func springHeldAtTarget() throws {
        let source = StaticSource(["P0", "P1", "P2"])
        var harness = Harness(StackEngine(configuration: StackConfiguration(), mode: .paging, size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.3, response: 0.5))
        #expect((1...40).contains { spring.value(atTimeFraction: Double($0) / 40, duration: 1) > 1.05 }, "the curve itself overshoots")
        try harness.send(.timedTransition(to: 1, timing: TransitionTiming(duration: 1, curve: spring)))
        var targetX: [CGFloat] = []
        var expected: [CGFloat] = []
        for tick in 1...40 {
            try harness.send(.tick(0.025))
            guard harness.engine.phase != .idle else { break }
            targetX.append(harness.engine.pagingLayout.pageFrame(at: 1, position: harness.engine.pagingPosition).minX.rounded())
            let done = min(1, max(0, spring.value(atTimeFraction: Double(tick) / 40, duration: 1)))
            expected.append((390 * (1 - done)).rounded())
        }
        #expect(targetX == expected)
        #expect(targetX.allSatisfy { $0 >= 0 } && targetX.contains(0), "page 1 reaches its place and never passes it")
        #expect(harness.engine.selectedIndex == 1)
    }
}
