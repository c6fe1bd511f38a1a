import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Accordion engine")
struct AccordionEngineTests {
    let source = StaticSource(settingsTitles)
    var general: FakeChild { source[0] }
    var display: FakeChild { source[1] }
    var sounds: FakeChild { source[2] }
    var privacy: FakeChild { source[3] }

    /// Section 0 open, on screen. Content at rest: y 56 + index × 56, 564 tall.
    func opened() throws -> Harness<StaticSource> {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        return harness
    }

    let easeInOut = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut)

    @Test("load, appear, expand 2, close 2: the whole step log")
    func expandAndClose() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        #expect(try harness.send(.reload) == [
            .addChild(general), .insertView(general), .setFrame(general, CGRect(x: 0, y: 56, width: 390, height: 564)), .didMoveToParent(general),
        ])
        #expect(try harness.send(.containerWillAppear(animated: true)) == [.beginAppearance(general, isAppearing: true, animated: true)])
        #expect(try harness.send(.containerDidAppear) == [.endAppearance(general)])

        // Section 2 unrolls from beneath header 2, which starts below section 0's open content.
        #expect(try harness.send(.tap(2)) == [
            .transitionWillBegin(from: 0, to: 2, isInteractive: false),
            .beginAppearance(general, isAppearing: false, animated: true),
            .addChild(sounds), .insertView(sounds), .setFrame(sounds, CGRect(x: 0, y: 732, width: 390, height: 564), clip: CGRect(x: 0, y: 732, width: 390, height: 0)), .didMoveToParent(sounds),
            .beginAppearance(sounds, isAppearing: true, animated: true),
            .animate(easeInOut),
        ])
        #expect(try harness.send(.tick(0.14)) == [])
        #expect(harness.engine.phase.transition?.fraction == 0.5)
        #expect(harness.engine.accordionLayout.headerFrame(at: 2).minY == CGFloat(112 + 282))
        #expect(try harness.send(.tick(0.14)) == [
            .endAppearance(general), .willMoveToNilParent(general), .removeView(general), .removeFromParent(general),
            .setFrame(sounds, CGRect(x: 0, y: 168, width: 390, height: 564)), .endAppearance(sounds),
            .transitionDidEnd(from: 0, to: 2, completed: true),
        ])
        #expect(harness.engine.selectedIndex == 2 && harness.engine.phase == .idle)

        #expect(try harness.send(.tap(2)) == [
            .transitionWillBegin(from: 2, to: nil, isInteractive: false),
            .beginAppearance(sounds, isAppearing: false, animated: true),
            .animate(easeInOut),
        ])
        #expect(try harness.send(.animationDidEnd) == [
            .endAppearance(sounds), .willMoveToNilParent(sounds), .removeView(sounds), .removeFromParent(sounds),
            .transitionDidEnd(from: 2, to: nil, completed: true),
        ])
        #expect(harness.engine.selectedIndex == nil && harness.engine.liveChildren.isEmpty)
        try harness.checker.checkSettled()
    }

    @Test("tapping the header that is opening reverses the transition", arguments: [2, 0])
    func tapEitherEndReverses(tapped: Int) throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.07))
        let fraction = try #require(harness.engine.phase.transition?.fraction)
        #expect(abs(fraction - 0.129162) < 1e-6)
        let back = TransitionAnimation(startFraction: fraction, endFraction: 0, duration: 0.28 * fraction, curve: .easeOut)
        #expect(try harness.send(.tap(tapped)) == [
            .beginAppearance(sounds, isAppearing: false, animated: true),
            .beginAppearance(general, isAppearing: true, animated: true),
            .animate(back),
        ])
        #expect(harness.engine.destination == 0)
        #expect(try harness.send(.tick(1)) == [
            .endAppearance(sounds), .willMoveToNilParent(sounds), .removeView(sounds), .removeFromParent(sounds),
            .endAppearance(general),
            .transitionDidEnd(from: 0, to: 2, completed: false),
        ])
        #expect(harness.engine.selectedIndex == 0)
        try harness.checker.checkSettled()
    }

    @Test("reversing twice heads for the target again, and completes there")
    func doubleReverse() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        try harness.send(.tap(2))
        try harness.send(.tick(0.01))
        let steps = try harness.send(.tap(0))
        #expect(Array(steps.prefix(2)) == [
            .beginAppearance(general, isAppearing: false, animated: true),
            .beginAppearance(sounds, isAppearing: true, animated: true),
        ])
        guard case .finishing = harness.engine.phase else { Issue.record("expected finishing, got \(harness.engine.phase)"); return }
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 2)
        try harness.checker.checkSettled()
    }

    @Test("tapping a third header queues it: the running transition ends, then the next one starts")
    func thirdHeaderQueues() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        #expect(try harness.send(.tap(3)) == [])
        #expect(try harness.send(.tap(1)) == [], "the last request wins")
        #expect(harness.engine.pendingSelection == .some(1))
        #expect(try harness.send(.animationDidEnd) == [
            .endAppearance(general), .willMoveToNilParent(general), .removeView(general), .removeFromParent(general),
            .setFrame(sounds, CGRect(x: 0, y: 168, width: 390, height: 564)), .endAppearance(sounds),
            .transitionDidEnd(from: 0, to: 2, completed: true),
            // Section 1 lies above the open section 2, so its header does not move: it unrolls at y 112.
            .transitionWillBegin(from: 2, to: 1, isInteractive: false),
            .beginAppearance(sounds, isAppearing: false, animated: true),
            .addChild(display), .insertView(display), .setFrame(display, CGRect(x: 0, y: 112, width: 390, height: 564), clip: CGRect(x: 0, y: 112, width: 390, height: 0)), .didMoveToParent(display),
            .beginAppearance(display, isAppearing: true, animated: true),
            .animate(easeInOut),
        ])
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 1)
        try harness.checker.checkSettled()
    }

    @Test("a queued transition(to:duration:) keeps its duration: the step that starts it carries it")
    func queuedTransitionKeepsItsDuration() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        #expect(try harness.send(.transition(to: 1, duration: 0.5)) == [])
        #expect(harness.engine.pendingSelection == .some(1))
        #expect(harness.engine.pendingDuration == 0.5)
        #expect(harness.engine.finalDestination == 1)
        #expect(harness.engine.acceptsTransition(from: 1))
        #expect(!harness.engine.acceptsTransition(from: 2), "the running transition's end is not where the container rests")
        #expect(try harness.send(.animationDidEnd) == [
            .endAppearance(general), .willMoveToNilParent(general), .removeView(general), .removeFromParent(general),
            .setFrame(sounds, CGRect(x: 0, y: 168, width: 390, height: 564)), .endAppearance(sounds),
            .transitionDidEnd(from: 0, to: 2, completed: true),
            .transitionWillBegin(from: 2, to: 1, isInteractive: false),
            .beginAppearance(sounds, isAppearing: false, animated: true),
            .addChild(display), .insertView(display), .setFrame(display, CGRect(x: 0, y: 112, width: 390, height: 564), clip: CGRect(x: 0, y: 112, width: 390, height: 0)), .didMoveToParent(display),
            .beginAppearance(display, isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .easeInOut)),
        ])
        #expect(harness.engine.pendingDuration == nil)
        try harness.send(.tick(0.3))
        #expect(harness.engine.phase.transition != nil, "0.3 s into a 0.5 s transition it still runs")
        try harness.send(.tick(0.2))
        #expect(harness.engine.selectedIndex == 1)
        try harness.checker.checkSettled()
    }

    @Test("a tap that replaces a queued transition(to:duration:) runs at the configured duration")
    func tapReplacesQueuedDuration() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        try harness.send(.transition(to: 1, duration: 0.5))
        #expect(try harness.send(.tap(3)) == [])
        #expect(harness.engine.pendingSelection == .some(3))
        #expect(harness.engine.pendingDuration == nil)
        let steps = try harness.send(.animationDidEnd)
        #expect(steps.last == .animate(easeInOut))
    }

    @Test("a transition whose animator can't be interrupted ignores taps, and ends when the animator does")
    func uninterruptibleIgnoresTaps() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.animatorStarted(duration: 0.28, isInterruptible: false))
        #expect(try harness.send(.tap(2)) == [])
        #expect(try harness.send(.tap(3)) == [])
        #expect(harness.engine.pendingSelection == nil)
        #expect(try harness.send(.tick(1)) == [], "the engine's clock alone doesn't end the animator's transition")
        #expect(harness.engine.phase.transition?.fraction == 1)
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 2)
    }

    @Test("an unanimated selection mid-flight settles the transition first, then jumps")
    func unanimatedSelectionSettles() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        #expect(try harness.send(.select(3, animated: false)) == [
            .endAppearance(general), .willMoveToNilParent(general), .removeView(general), .removeFromParent(general),
            .setFrame(sounds, CGRect(x: 0, y: 168, width: 390, height: 564)), .endAppearance(sounds),
            .transitionDidEnd(from: 0, to: 2, completed: true),
            .beginAppearance(sounds, isAppearing: false, animated: false), .endAppearance(sounds),
            .willMoveToNilParent(sounds), .removeView(sounds), .removeFromParent(sounds),
            .addChild(privacy), .insertView(privacy), .setFrame(privacy, CGRect(x: 0, y: 224, width: 390, height: 564)), .didMoveToParent(privacy),
            .beginAppearance(privacy, isAppearing: true, animated: false), .endAppearance(privacy),
        ])
        #expect(harness.engine.phase == .idle)
    }

    @Test("a size change mid-flight moves both children to their frames at the current fraction and keeps animating")
    func resizeMidFlight() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.14))
        let phase = harness.engine.phase
        let landscape = CGSize(width: 844, height: 390)
        // Fill height in landscape: 390 - 5 × 56 = 110. At fraction 0.5 section 0 shows 55, section 2 shows 55.
        #expect(try harness.send(.resize(landscape)) == [
            .setFrame(general, CGRect(x: 0, y: 56, width: 844, height: 110), clip: CGRect(x: 0, y: 56, width: 844, height: 55)),
            .setFrame(sounds, CGRect(x: 0, y: 55 + 168, width: 844, height: 110), clip: CGRect(x: 0, y: 55 + 168, width: 844, height: 55)),
        ])
        #expect(harness.engine.phase == phase)
        try harness.send(.animationDidEnd)
        #expect(harness.engine.frameForChild(at: 2) == CGRect(x: 0, y: 168, width: 844, height: 110))
    }

    @Test("fit mode: a change of height alone mid-flight moves nothing; a change of width moves every frame")
    func heightOnlyResizeInFitMode() throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        let source = StaticSource(settingsTitles)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        try harness.send(.tap(2))
        try harness.send(.tick(0.14))
        let frames = (0..<5).map { harness.engine.frameForChild(at: $0) }
        #expect(try harness.send(.resize(CGSize(width: 390, height: 580))) == [])
        #expect((0..<5).map { harness.engine.frameForChild(at: $0) } == frames)
        #expect(harness.engine.size == CGSize(width: 390, height: 580))
        let widened = try harness.send(.resize(CGSize(width: 500, height: 580)))
        #expect(widened.count == 2 && widened.allSatisfy { if case .setFrame = $0 { return true } else { return false } })
    }

    @Test("a reload mid-flight settles the transition, then asks again for the count and the children")
    func reloadMidFlight() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        let steps = try harness.send(.reload)
        #expect(steps.last == .transitionDidEnd(from: 0, to: 2, completed: true))
        #expect(harness.engine.phase == .idle && harness.engine.selectedIndex == 2)
        try harness.checker.checkSettled()
    }

    @Test("the container disappearing mid-flight settles the transition, then forwards only to the child on screen")
    func disappearMidFlight() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        let steps = try harness.send(.containerWillDisappear(animated: true))
        #expect(Array(steps.suffix(2)) == [
            .transitionDidEnd(from: 0, to: 2, completed: true),
            .beginAppearance(sounds, isAppearing: false, animated: true),
        ])
        #expect(try harness.send(.containerDidDisappear) == [.endAppearance(sounds)])
        try harness.checker.checkSettled()
    }

    @Test("swipes are ignored in accordion mode")
    func swipesIgnored() throws {
        var harness = try opened()
        #expect(try harness.send(.panBegan) == [])
        #expect(try harness.send(.panChanged(translation: -100)) == [])
        #expect(try harness.send(.panEnded(translation: -200, velocity: -900)) == [])
        #expect(harness.engine.phase == .idle)
    }
}
