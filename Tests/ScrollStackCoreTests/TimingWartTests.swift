import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Timing at the edges")
struct TimingWartTests {
    let pages = StaticSource(["a", "b", "c", "d"])
    var a: FakeChild { pages[0] }
    var b: FakeChild { pages[1] }
    var c: FakeChild { pages[2] }

    func pager() throws -> Harness<StaticSource> {
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 0), source: pages)
        try harness.loadAndAppear()
        return harness
    }

    static let leg = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut)

    @Test("time past the end of a transition is carried into the queued one", arguments: [0.3, 0.4, 0.55])
    func leftoverCarried(seconds: Double) throws {
        var harness = try pager()
        try harness.send(.select(1, animated: true))
        try harness.send(.select(2, animated: true))
        try harness.send(.tick(seconds))
        let carried = Self.leg.advanced(by: seconds - 0.28)
        var transition = StackTransition(from: 1, to: 2)
        transition.fraction = carried.fraction
        #expect(harness.engine.phase == .animating(transition, carried))
    }

    @Test("a chain of queued transitions with frames far apart takes the sum of its durations")
    func chainTakesItsDuration() throws {
        var harness = try pager()
        try harness.send(.select(1, animated: true))
        try harness.send(.select(2, animated: true))
        // 0.2 s frames: the first ends 0.08 s into the third frame, the second 0.28 s later.
        let ends = try (1...3).map { _ in try harness.send(.tick(0.2)).filter { if case .transitionDidEnd = $0 { return true } else { return false } } }
        #expect(ends == [[], [.transitionDidEnd(from: 0, to: 1, completed: true)], [.transitionDidEnd(from: 1, to: 2, completed: true)]])
        #expect(harness.engine.phase == .idle && harness.engine.selectedIndex == 2)
    }

    @Test("a transition reversed before it moved ends at once: no animation leg, nothing left half-way")
    func reversedAtZero() throws {
        var harness = try pager()
        try harness.send(.select(1, animated: true))
        try harness.send(.select(2, animated: true))
        try harness.send(.animationDidEnd)
        let reversal = try harness.send(.select(1, animated: true))
        #expect(reversal == [
            .beginAppearance(c, isAppearing: false, animated: true), .endAppearance(c),
            .willMoveToNilParent(c), .removeView(c), .removeFromParent(c),
            .beginAppearance(b, isAppearing: true, animated: true), .endAppearance(b),
            .transitionDidEnd(from: 1, to: 2, completed: false),
        ])
        #expect(harness.engine.phase == .idle && harness.engine.selectedIndex == 1)
        #expect(try harness.send(.animationDidEnd) == [])
    }

    @Test("the container leaving under a finger: the current page gets only will- and did-disappear")
    func disappearMidSwipe() throws {
        var harness = try pager()
        let start = harness.checker.callbacks.count
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -30))
        var log = try harness.send(.containerWillDisappear(animated: true))
        log += try harness.send(.containerDidDisappear)
        let callbacks = harness.checker.callbacks[start...].filter { $0.isAppearanceCallback && $0.child === a }
        #expect(callbacks == [.viewWillDisappear(a), .viewDidDisappear(a)])
        #expect(log == [
            .beginAppearance(b, isAppearing: false, animated: true),
            .endAppearance(b), .willMoveToNilParent(b), .removeView(b), .removeFromParent(b),
            .transitionDidEnd(from: 0, to: 1, completed: false),
            .endAppearance(a),
        ])
        #expect(harness.checker.appearance(of: a) == .disappeared)
    }

    @Test("a pan that ends or is cancelled without having moved starts nothing and sends nothing", arguments: [
        StackEvent.panEnded(translation: 0, velocity: 0), .panEnded(translation: 0, velocity: 900), .panCancelled,
    ])
    func panWithoutMovement(end: StackEvent) throws {
        var harness = try pager()
        #expect(try harness.send(.panBegan) == [])
        #expect(try harness.send(.panChanged(translation: 0)) == [])
        #expect(try harness.send(end) == [])
        #expect(harness.engine.phase == .idle && harness.engine.selectedIndex == 0)
    }
}
