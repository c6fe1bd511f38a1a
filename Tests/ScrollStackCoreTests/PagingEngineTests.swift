import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Paging engine")
struct PagingEngineTests {
    let source = StaticSource((0..<8).map { "T\($0)" })
    func tab(_ index: Int) -> FakeChild { source[index] }

    func pager(at index: Int = 3, preload: Int = 0, direction: StackLayoutDirection = .leftToRight) throws -> Harness<StaticSource> {
        var configuration = StackConfiguration()
        configuration.preloadDistance = preload
        configuration.layoutDirection = direction
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: index), source: source)
        try harness.loadAndAppear()
        return harness
    }

    @Test("an animated request while the container is off screen (not yet appeared, appearing, out of a window, going) changes at once")
    func offScreenRequestsDontAnimate() throws {
        let source = StaticSource(["P0", "P1", "P2"])
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 0), source: source)
        try harness.send(.reload)
        #expect(try harness.send(.select(1, animated: true)) == [
            .willMoveToNilParent(source[0]), .removeView(source[0]), .removeFromParent(source[0]),
            .addChild(source[1]), .insertView(source[1]), .setFrame(source[1], CGRect(x: 0, y: 0, width: 390, height: 844)), .didMoveToParent(source[1]),
        ])
        #expect(harness.engine.phase.isIdle)
        try harness.send(.containerWillAppear(animated: false))
        try harness.send(.select(2, animated: true))
        #expect(harness.engine.phase.isIdle && harness.engine.selectedIndex == 2, "appearing isn't on screen yet")
        try harness.send(.containerDidAppear)
        try harness.send(.select(1, animated: true))
        #expect(harness.engine.phase.transition?.to == 1, "on screen it animates")
        try harness.send(.windowChanged(isInWindow: false))
        #expect(harness.engine.phase.isIdle && harness.engine.selectedIndex == 1, "leaving the window ends it where it heads")
        try harness.send(.select(2, animated: true))
        #expect(harness.engine.phase.isIdle && harness.engine.selectedIndex == 2, "out of a window it changes at once")
        try harness.send(.windowChanged(isInWindow: true))
        try harness.send(.containerWillDisappear(animated: false))
        try harness.send(.containerDidDisappear)
        try harness.send(.select(0, animated: true))
        #expect(harness.engine.phase.isIdle && harness.engine.selectedIndex == 0)
    }

    @Test("select 3 from 0: the new page comes in from the right")
    func selectSlides() throws {
        var harness = try pager(at: 0)
        #expect(try harness.send(.select(3, animated: true)) == [
            .transitionWillBegin(from: 0, to: 3, isInteractive: false),
            .beginAppearance(tab(0), isAppearing: false, animated: true),
            .addChild(tab(3)), .insertView(tab(3)), .setFrame(tab(3), page(390)), .didMoveToParent(tab(3)),
            .beginAppearance(tab(3), isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut)),
        ])
        #expect(try harness.send(.tick(0.28)) == [
            .endAppearance(tab(0)), .willMoveToNilParent(tab(0)), .removeView(tab(0)), .removeFromParent(tab(0)),
            .setFrame(tab(3), page(0)), .endAppearance(tab(3)),
            .transitionDidEnd(from: 0, to: 3, completed: true),
        ])
        #expect(harness.engine.selectedIndex == 3)
    }

    @Test("a swipe released at 40 % without velocity cancels, and the pages reverse their appearance")
    func swipeCancels() throws {
        var harness = try pager()
        #expect(try harness.send(.panBegan) == [])
        #expect(try harness.send(.panChanged(translation: -156)) == [
            .transitionWillBegin(from: 3, to: 4, isInteractive: true),
            .beginAppearance(tab(3), isAppearing: false, animated: true),
            .addChild(tab(4)), .insertView(tab(4)), .setFrame(tab(4), page(234)), .didMoveToParent(tab(4)),
            .beginAppearance(tab(4), isAppearing: true, animated: true),
            .updateInteractiveProgress(0.4),
        ])
        #expect(harness.engine.pagingLayout.pageFrame(at: 3, position: harness.engine.pagingPosition) == page(-156))
        #expect(try harness.send(.panEnded(translation: -156, velocity: 0)) == [
            .beginAppearance(tab(4), isAppearing: false, animated: true),
            .beginAppearance(tab(3), isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: 0.4, endFraction: 0, duration: 0.28 * 0.4, curve: .easeOut)),
        ])
        #expect(try harness.send(.tick(0.2)) == [
            .endAppearance(tab(4)), .willMoveToNilParent(tab(4)), .removeView(tab(4)), .removeFromParent(tab(4)),
            .endAppearance(tab(3)),
            .transitionDidEnd(from: 3, to: 4, completed: false),
        ])
        #expect(harness.engine.selectedIndex == 3)
        try harness.checker.checkSettled()
    }

    @Test("a swipe released at 70 % with velocity finishes")
    func swipeFinishes() throws {
        var harness = try pager()
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -273))
        #expect(try harness.send(.panEnded(translation: -273, velocity: -500)) == [
            .animate(TransitionAnimation(startFraction: 0.7, endFraction: 1, duration: 0.28 * (1 - 0.7), curve: .easeOut)),
        ])
        #expect(try harness.send(.animationDidEnd) == [
            .endAppearance(tab(3)), .willMoveToNilParent(tab(3)), .removeView(tab(3)), .removeFromParent(tab(3)),
            .setFrame(tab(4), page(0)), .endAppearance(tab(4)),
            .transitionDidEnd(from: 3, to: 4, completed: true),
        ])
        #expect(harness.engine.selectedIndex == 4)
    }

    @Test("a fling below the threshold finishes; a fling back past it cancels")
    func velocityProjection() throws {
        var forward = try pager()
        try forward.send(.panBegan)
        try forward.send(.panEnded(translation: -117, velocity: -2000))
        #expect(forward.engine.phase.isHeadingBack == false && forward.engine.destination == 4)

        var back = try pager()
        try back.send(.panBegan)
        try back.send(.panEnded(translation: -273, velocity: 2000))
        #expect(back.engine.destination == 3)
    }

    @Test("a swipe started while an animation runs settles it first, then follows the finger")
    func swipeDuringAnimation() throws {
        var harness = try pager()
        try harness.send(.select(5, animated: true))
        try harness.send(.tick(0.1))
        #expect(try harness.send(.panBegan) == [
            .endAppearance(tab(3)), .willMoveToNilParent(tab(3)), .removeView(tab(3)), .removeFromParent(tab(3)),
            .setFrame(tab(5), page(0)), .endAppearance(tab(5)),
            .transitionDidEnd(from: 3, to: 5, completed: true),
        ])
        let steps = try harness.send(.panChanged(translation: -300))
        #expect(steps.first == .transitionWillBegin(from: 5, to: 6, isInteractive: true))
        try harness.send(.panEnded(translation: -300, velocity: -800))
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 6)
        try harness.checker.checkSettled()
    }

    @Test("turning the pan around retargets: the first target leaves, the other side's page comes")
    func panTurnsAround() throws {
        var harness = try pager()
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -50))
        #expect(try harness.send(.panChanged(translation: 78)) == [
            .transitionDidEnd(from: 3, to: 4, completed: false),
            .transitionWillBegin(from: 3, to: 2, isInteractive: true),
            .beginAppearance(tab(4), isAppearing: false, animated: true), .endAppearance(tab(4)),
            .willMoveToNilParent(tab(4)), .removeView(tab(4)), .removeFromParent(tab(4)),
            .addChild(tab(2)), .insertView(tab(2)), .setFrame(tab(2), page(-312)), .didMoveToParent(tab(2)),
            .beginAppearance(tab(2), isAppearing: true, animated: true),
            .updateInteractiveProgress(0.2),
        ])
        try harness.send(.panCancelled)
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 3)
        try harness.checker.checkSettled()
    }

    @Test("pulling past the last page rubber-bands, loads nothing and always springs back")
    func pullPastLastPage() throws {
        var harness = try pager(at: 7)
        try harness.send(.panBegan)
        let pull = InteractionTracker.rubberBand(200, dimension: 390, coefficient: 0.55) / 390
        #expect(try harness.send(.panChanged(translation: -200)) == [
            .transitionWillBegin(from: 7, to: nil, isInteractive: true),
            .updateInteractiveProgress(Double(pull)),
        ])
        #expect(harness.engine.pagingLayout.pageFrame(at: 7, position: harness.engine.pagingPosition).minX == -pull * 390)
        try harness.send(.panEnded(translation: -390, velocity: -3000))
        #expect(harness.engine.destination == 7)
        #expect(try harness.send(.animationDidEnd) == [.transitionDidEnd(from: 7, to: nil, completed: false)])
    }

    @Test("right to left: a finger moving right goes forward")
    func rightToLeftSwipe() throws {
        var harness = try pager(direction: .rightToLeft)
        try harness.send(.panBegan)
        let steps = try harness.send(.panChanged(translation: 195))
        #expect(steps.first == .transitionWillBegin(from: 3, to: 4, isInteractive: true))
        #expect(steps.contains(.setFrame(tab(4), page(-195))))
    }

    @Test("a preload distance of Int.max keeps every page loaded, at any page, without overflowing")
    func preloadEverything() throws {
        var harness = try pager(at: 5, preload: .max)
        #expect(harness.engine.liveChildren.keys.sorted() == Array(0..<8))
        try harness.send(.select(7, animated: false))
        #expect(harness.engine.liveChildren == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, tab($0)) }))
    }

    @Test("preloaded neighbours are children that never appear until they are current")
    func preloadedNeighbours() throws {
        var harness = Harness(StackEngine(configuration: { var c = StackConfiguration(); c.preloadDistance = 1; return c }(), mode: .paging, size: phoneSize, selectedIndex: 3), source: source)
        #expect(try harness.send(.reload) == [
            .addChild(tab(3)), .insertView(tab(3)), .setFrame(tab(3), page(0)), .didMoveToParent(tab(3)),
            .addChild(tab(2)), .insertView(tab(2)), .setFrame(tab(2), page(-390)), .didMoveToParent(tab(2)),
            .addChild(tab(4)), .insertView(tab(4)), .setFrame(tab(4), page(390)), .didMoveToParent(tab(4)),
        ])
        #expect(try harness.send(.containerWillAppear(animated: false)) == [.beginAppearance(tab(3), isAppearing: true, animated: false)])
        try harness.send(.containerDidAppear)
        #expect(try harness.send(.select(4, animated: true)) == [
            .transitionWillBegin(from: 3, to: 4, isInteractive: false),
            .beginAppearance(tab(3), isAppearing: false, animated: true),
            .beginAppearance(tab(4), isAppearing: true, animated: true),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut)),
        ])
        #expect(try harness.send(.animationDidEnd) == [
            .endAppearance(tab(3)),
            .willMoveToNilParent(tab(2)), .removeView(tab(2)), .removeFromParent(tab(2)),
            .setFrame(tab(4), page(0)), .setFrame(tab(3), page(-390)),
            .addChild(tab(5)), .insertView(tab(5)), .setFrame(tab(5), page(390)), .didMoveToParent(tab(5)),
            .endAppearance(tab(4)),
            .transitionDidEnd(from: 3, to: 4, completed: true),
        ])
        #expect(Set(harness.engine.liveChildren.keys) == [3, 4, 5])
    }

    @Test("switching modes keeps the index")
    func modeSwitch() throws {
        var harness = try pager(at: 2)
        try harness.send(.setMode(.accordion))
        #expect(harness.engine.selectedIndex == 2)
        #expect(harness.engine.frameForChild(at: 2) == harness.engine.accordionLayout.content(at: 2)?.frame)
        try harness.send(.select(nil, animated: false))
        try harness.send(.setMode(.paging))
        #expect(harness.engine.selectedIndex == 0, "paging always has a current page")
        try harness.checker.checkSettled()
    }

    @Test("a pan that never moves leaves the scene at rest (found by the random-sequence invariant test)")
    func stillPan() throws {
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 3), source: source)
        try harness.send(.reload)
        try harness.send(.containerWillAppear(animated: true))
        try harness.send(.panBegan)
        try harness.send(.resize(CGSize(width: 849, height: 182)))
        #expect(try harness.send(.panCancelled) == [])
        #expect(try harness.send(.containerDidAppear) == [.endAppearance(tab(3))])
        try harness.checker.checkSettled()
    }

    @Test("handling into a kept buffer appends exactly the steps handle(_:source:) returns")
    func bufferedHandling() throws {
        var returning = try pager()
        var buffered = try pager()
        let events: [StackEvent] = [.panBegan, .panChanged(translation: -40), .panChanged(translation: -90), .panEnded(translation: -200, velocity: -300), .tick(0.05), .tick(0.5), .select(6, animated: true), .animationDidEnd]
        var buffer: [ContainerStep<FakeChild>] = []
        for event in events {
            let expected = try returning.send(event)
            buffer.removeAll(keepingCapacity: true)
            buffered.engine.handle(event, source: buffered.source, into: &buffer)
            try buffered.checker.check(buffer)
            #expect(buffer == expected, "\(event)")
        }
        #expect(buffered.engine.selectedIndex == 6)
    }

    @Test("the steps handle(_:source:) returns stay as they were through the events after it")
    func returnedStepsStayTheirOwn() throws {
        var harness = try pager()
        let events: [StackEvent] = [.panBegan, .panChanged(translation: -40), .panChanged(translation: -90), .panEnded(translation: -200, velocity: -300), .tick(0.05), .tick(0.5), .select(6, animated: true), .animationDidEnd]
        var kept: [[ContainerStep<FakeChild>]] = []
        var copies: [[ContainerStep<FakeChild>]] = []
        for event in events {
            let steps = harness.engine.handle(event, source: harness.source)
            kept.append(steps)
            copies.append(steps.map { $0 })
        }
        #expect(kept == copies)
        #expect(kept.contains { !$0.isEmpty }, "the events must plan steps, or the test compares nothing")
    }

    @Test("a swipe released where it began cancels with a leg that runs backward")
    func releasedAtStart() throws {
        var harness = try pager()
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: -40))
        let steps = try harness.send(.panEnded(translation: 0, velocity: 0))
        let leg = TransitionAnimation(startFraction: 0, endFraction: 0, duration: 0, curve: .easeOut)
        #expect(steps.contains(.animate(leg)) && leg.runsBackward)
        #expect(steps.last == .transitionDidEnd(from: 3, to: 4, completed: false))
        #expect(harness.engine.acceptsSwipes)
    }

    @Test("the animator's own duration retimes the running leg, keeping its progress")
    func animatorDuration() throws {
        var harness = try pager()
        try harness.send(.select(4, animated: true))
        try harness.send(.tick(0.14))
        #expect(try harness.send(.animatorStarted(duration: 0.56, isInterruptible: true)) == [])
        #expect(harness.engine.phase.animation?.duration == 0.56)
        #expect(harness.engine.phase.animation?.elapsed == 0.28)
        #expect(try harness.send(.tick(0.2)) == [], "the engine now waits for the longer animator")
        #expect(try harness.send(.tick(0.1)).last == .transitionDidEnd(from: 3, to: 4, completed: true))
    }
}

@Suite("Child sizes at a new container size")
struct RestingChildSizeTests {
    @Test("a page's size at a rotated container size, insets included; a running transition's end page too")
    func pagingRotation() throws {
        var configuration = StackConfiguration()
        configuration.contentInsets = LayoutInsets(top: 10, left: 44, bottom: 20, right: 44)
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 0), source: StaticSource(["P0", "P1", "P2"]))
        try harness.loadAndAppear()
        let landscape = CGSize(width: 844, height: 390)
        #expect(harness.engine.restingSizeForChild(at: 0, inContainerOf: landscape) == CGSize(width: 756, height: 360))
        try harness.send(.select(1, animated: true))
        #expect(harness.engine.restingSizeForChild(at: 1, inContainerOf: landscape) == CGSize(width: 756, height: 360))
        #expect(harness.engine.size == phoneSize, "the engine itself keeps its size")
    }

    @Test("an accordion's open section fills the new height; a closing one keeps that size while it rolls up")
    func accordionResize() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let landscape = CGSize(width: 844, height: 390)
        var rotated = harness
        try rotated.send(.resize(landscape))
        let expected = rotated.engine.frameForChild(at: 0).size
        #expect(expected.width == 844)
        #expect(harness.engine.restingSizeForChild(at: 0, inContainerOf: landscape) == expected)
        try harness.send(.tap(1))
        #expect(harness.engine.restingSizeForChild(at: 0, inContainerOf: landscape) == expected, "only its clip shrinks")
        #expect(harness.engine.restingSizeForChild(at: 1, inContainerOf: landscape) == expected)
    }

    @Test("only the accordion's content scrolls vertically, so only its scroll view owns the vertical safe area")
    func scrollOwnership() {
        #expect([StackMode.accordion, .paging].map(\.scrollsVertically) == [true, false])
    }
}
