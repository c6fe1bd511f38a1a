import Foundation
import Testing
@testable import ScrollStackCore

/// Programmer errors stop with a precondition whose message names the bad value.
@Suite("Bad input: preconditions")
struct PreconditionTests {
    @Test("a negative header height") func negativeHeaderHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AccordionLayout(size: CGSize(width: 100, height: 100), headerHeight: -3, sectionCount: 2, expandedIndex: nil)
        }
        #expect(crashOutput(result).contains("headerHeight must be positive and finite, got -3.0"))
    }

    @Test("a NaN header height in the configuration") func nanHeaderHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var configuration = StackConfiguration()
            configuration.headerHeight = .nan
            _ = StackEngine<Int>(configuration: configuration)
        }
        #expect(crashOutput(result).contains("headerHeight must be positive and finite, got nan"))
    }

    @Test("an expanded index out of range") func expandedOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AccordionLayout(size: CGSize(width: 100, height: 100), headerHeight: 10, sectionCount: 5, expandedIndex: 5)
        }
        #expect(crashOutput(result).contains("expandedIndex 5 is out of range 0..<5"))
    }

    @Test("a tap beyond the sections, or on an empty stack, is a no-op: the user touched what just went away")
    func tapOutOfRange() throws {
        for names in [["A", "B"], []] {
            var harness = Harness(StackEngine<FakeChild>(size: CGSize(width: 100, height: 100)), source: StaticSource(names))
            try harness.loadAndAppear()
            let before = harness.engine
            #expect(try harness.send(.tap(7)) == [])
            #expect(try harness.send(.tap(-1)) == [])
            #expect(try harness.send(.tap(names.count)) == [])
            #expect(harness.engine.selectedIndex == before.selectedIndex && harness.engine.phase == before.phase)
        }
    }

    @Test("a selection beyond the pages") func selectOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = StaticSource(["A", "B", "C"])
            var engine = StackEngine<FakeChild>(mode: .paging)
            _ = engine.handle(.reload, source: source)
            _ = engine.handle(.select(-1, animated: true), source: source)
        }
        #expect(crashOutput(result).contains("selected index -1 is out of range 0..<3"))
    }

    @Test("a data source that returns the same child for two live indices") func duplicateChild() async {
        struct SameChild: ChildDataSource {
            let child = FakeChild("shared")
            func numberOfChildren() -> Int { 5 }
            func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild { child }
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = SameChild()
            var engine = StackEngine<FakeChild>(mode: .paging, size: CGSize(width: 100, height: 100), selectedIndex: 2)
            _ = engine.handle(.reload, source: source)
            _ = engine.handle(.containerDidAppear, source: source)
            _ = engine.handle(.select(3, animated: true), source: source)
        }
        #expect(crashOutput(result).contains("returned a child for index 3 that is already live at index 2"))
    }

    @Test("a negative count from the data source") func negativeCount() async {
        struct Negative: ChildDataSource {
            func numberOfChildren() -> Int { -4 }
            func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild { FakeChild("never") }
        }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>()
            _ = engine.handle(.reload, source: Negative())
        }
        #expect(crashOutput(result).contains("numberOfChildren() returned -4"))
    }

    @Test("settings out of range") func badSettings() async {
        let preload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var configuration = StackConfiguration()
            configuration.preloadDistance = -1
            configuration.validate()
        }
        #expect(crashOutput(preload).contains("preloadDistance must not be negative, got -1"))
        let duration = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var configuration = StackConfiguration()
            configuration.transitionDuration = -0.5
            configuration.validate()
        }
        #expect(crashOutput(duration).contains("transitionDuration must be finite and not negative, got -0.5"))
    }

    @Test("curves with impossible parameters") func badCurves() async {
        let bezier = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CubicBezierCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(crashOutput(bezier).contains("x1 must be in 0...1, got 1.5"))
        let spring = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SpringCurve(dampingRatio: 0, response: 0.4)
        }
        #expect(crashOutput(spring).contains("dampingRatio must be positive and finite, got 0.0"))
    }

    @Test("select(nil) in paging mode") func pagingNilSelection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let source = StaticSource(["A"])
            var engine = StackEngine<FakeChild>(mode: .paging)
            _ = engine.handle(.reload, source: source)
            _ = engine.handle(.select(nil, animated: false), source: source)
        }
        #expect(crashOutput(result).contains("paging mode always has a current page"))
    }
}

/// Values a platform can produce transiently are clamped, and meaningless requests are no-ops;
/// each is documented where it applies.
@Suite("Bad input: clamps and no-ops")
struct ClampTests {
    @Test("negative and NaN bounds count as zero: every frame is finite and empty")
    func badBounds() {
        for size in [CGSize(width: -10, height: 50), CGSize(width: CGFloat.nan, height: .infinity), CGSize(width: 100, height: -1)] {
            let layout = AccordionLayout(size: size, headerHeight: 20, sectionCount: 3, expandedIndex: 1)
            for item in layout.visibleItems(in: CGRect(x: 0, y: 0, width: 100, height: 1000)) {
                if case .header(_, let frame) = item { #expect(frame.width.isFinite && frame.width >= 0) }
            }
            #expect(layout.size.width >= 0 && layout.size.width.isFinite && layout.size.height.isFinite)
            let paging = PagingLayout(size: size, pageCount: 3)
            #expect(paging.pageFrame(at: 1, position: .resting(at: 0)).minX.isFinite)
        }
    }

    @Test("negative or NaN insets count as zero")
    func badInsets() {
        let insets = LayoutInsets(top: -5, left: .nan, bottom: .infinity, right: 3)
        #expect(insets == LayoutInsets(top: 0, left: 0, bottom: 0, right: 3))
        #expect(insets.contentRect(in: CGSize(width: 2, height: 2)) == CGRect(x: 0, y: 0, width: 0, height: 2))
    }

    @Test("a NaN or empty viewport shows no sections")
    func badViewport() {
        let layout = AccordionLayout(size: phoneSize, headerHeight: 44, sectionCount: 10, expandedIndex: nil)
        #expect(layout.visibleSections(in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)).isEmpty)
        #expect(layout.visibleSections(in: CGRect(x: 0, y: 0, width: 10, height: 0)).isEmpty)
        #expect(layout.visibleSections(in: CGRect(x: 0, y: 5000, width: 10, height: 100)).isEmpty)
    }

    @Test("a count that shrinks below the selection: an accordion closes, a pager moves to its last page")
    func shrinkingCount() {
        let source = ReusingSource(count: 10)
        var accordion = StackEngine<FakeChild>(size: phoneSize, selectedIndex: 8)
        _ = accordion.handle(.reload, source: source)
        #expect(accordion.selectedIndex == 8)
        source.count = 5
        _ = accordion.handle(.reload, source: source)
        #expect(accordion.selectedIndex == nil && accordion.liveChildren.isEmpty)

        source.count = 10
        var pager = StackEngine<FakeChild>(mode: .paging, size: phoneSize, selectedIndex: 8)
        _ = pager.handle(.reload, source: source)
        source.count = 5
        _ = pager.handle(.reload, source: source)
        #expect(pager.selectedIndex == 4 && Array(pager.liveChildren.keys) == [4])
        source.count = 0
        _ = pager.handle(.reload, source: source)
        #expect(pager.selectedIndex == nil && pager.liveChildren.isEmpty)
    }

    @Test("an initial selection beyond the count follows the same clamp")
    func initialSelectionBeyondCount() {
        let source = ReusingSource(count: 3)
        var pager = StackEngine<FakeChild>(mode: .paging, selectedIndex: 40)
        _ = pager.handle(.reload, source: source)
        #expect(pager.selectedIndex == 2)
    }

    @Test("a count change during a transition settles it first, then clamps")
    func countChangeMidFlight() throws {
        let source = ReusingSource(count: 8)
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 2), source: source)
        try harness.loadAndAppear()
        try harness.send(.select(6, animated: true))
        source.count = 4
        let steps = try harness.send(.reload)
        #expect(steps.contains(.transitionDidEnd(from: 2, to: 6, completed: true)))
        #expect(harness.engine.selectedIndex == 3 && harness.engine.phase == .idle)
        try harness.checker.checkSettled()
    }

    @Test("events with nothing to act on are no-ops", arguments: [
        StackEvent.tick(0.5), .animationDidEnd, .animatorStarted(duration: 0.5, isInterruptible: false), .panChanged(translation: 40),
        .panEnded(translation: 40, velocity: 0), .panCancelled, .containerDidAppear, .setMode(.accordion),
    ])
    func noOps(event: StackEvent) throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let before = harness.engine
        #expect(try harness.send(event) == [])
        #expect(harness.engine.selectedIndex == before.selectedIndex && harness.engine.phase == before.phase)
    }

    @Test("appearing twice, or a did without its will, keeps the callbacks balanced")
    func containerAppearanceOutOfOrder() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: StaticSource(settingsTitles))
        try harness.send(.reload)
        let child = harness.source[0]
        #expect(try harness.send(.containerDidAppear) == [
            .beginAppearance(child, isAppearing: true, animated: false), .endAppearance(child),
        ])
        #expect(try harness.send(.containerWillAppear(animated: true)) == [])
        #expect(try harness.send(.containerDidDisappear) == [
            .beginAppearance(child, isAppearing: false, animated: false), .endAppearance(child),
        ])
        try harness.checker.checkSettled()
    }

    @Test("a paging swipe on an empty pager does nothing")
    func swipeOnEmptyPager() throws {
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize), source: StaticSource([]))
        try harness.loadAndAppear()
        #expect(try harness.send(.panBegan) == [])
        #expect(try harness.send(.panChanged(translation: -100)) == [])
        #expect(harness.engine.phase == .idle)
    }

    @Test("a zero duration makes every change instant, with no transition notices")
    func zeroDuration() throws {
        var configuration = accordionConfiguration()
        configuration.transitionDuration = 0
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 0), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let steps = try harness.send(.tap(1))
        #expect(!steps.contains { $0.child == nil }, "an instant change starts no transition: \(steps)")
        #expect(harness.engine.selectedIndex == 1)
        #expect(harness.engine.phase == .idle)
    }
}
