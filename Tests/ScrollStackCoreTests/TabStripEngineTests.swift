import Foundation
import Testing
@testable import ScrollStackCore

/// A pager driven through a real engine, with a tab strip that follows it the way a container
/// would: after every event, the indicator and the offset at the engine's new position.
struct TabStripDriver {
    var harness: Harness<StaticSource>
    var strip: TabStripLayout
    /// The strip's content offset after the last event.
    var offset: CGFloat = 0
    /// The indicator's frame after every event, in order.
    var indicators: [CGRect] = []
    /// The strip's content offset after every event, in order.
    var offsets: [CGFloat] = []
    /// The items on screen after the last event.
    var visibleItems: [TabStripItem] = []
    /// Every transition notice the engine gave, in order.
    var notices: [ContainerStep<FakeChild>] = []

    /// A pager of twelve pages at `page`, loaded and on screen, with a strip of twelve items
    /// (the sample widths twice, 10 points apart, 200 points visible).
    init(at page: Int, direction: StackLayoutDirection = .leftToRight) throws {
        var configuration = StackConfiguration()
        configuration.layoutDirection = direction
        let source = StaticSource((0..<12).map { "T\($0)" })
        harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: page), source: source)
        try harness.loadAndAppear()
        strip = TabStripLayout(
            normalWidths: sampleWidths + sampleWidths,
            size: sampleSize,
            configuration: TabStripConfiguration(spacing: 10, layoutDirection: direction)
        )
        follow()
    }

    var position: Double { harness.engine.pagingPosition.fractionalIndex }

    /// Lays the strip out at the engine's position, as a display-link tick would.
    mutating func follow() {
        var items: [TabStripItem] = []
        let pose = strip.layOut(at: position, from: offset) { items.append($0) }
        offset = pose.contentOffset
        offsets.append(offset)
        indicators.append(pose.indicatorFrame ?? .null)
        visibleItems = items
    }

    /// Sends `event` to the engine, records its transition notices, then follows it.
    @discardableResult
    mutating func send(_ event: StackEvent) throws -> [ContainerStep<FakeChild>] {
        let steps = try harness.send(event)
        notices += steps.filter {
            switch $0 {
            case .transitionWillBegin, .transitionDidEnd: return true
            default: return false
            }
        }
        follow()
        return steps
    }

    /// Ticks at 120 Hz until nothing runs and nothing is queued.
    mutating func tickUntilAtRest() throws {
        var ticks = 0
        while !harness.engine.isAtRest {
            try send(.tick(1.0 / 120))
            ticks += 1
            try #require(ticks < 1_000, "the pager never came to rest")
        }
    }

}

/// The frame the strip of twelve items puts at `x` with `width`, mirrored in a right-to-left strip.
func twelveTabFrame(_ x: CGFloat, _ width: CGFloat, _ direction: StackLayoutDirection) -> CGRect {
    tabFrame(direction == .leftToRight ? x : 810 - x - width, width)
}

/// The strip of twelve items' indicator at `x` with `width`, mirrored in a right-to-left strip.
func twelveTabIndicator(_ x: CGFloat, _ width: CGFloat, _ direction: StackLayoutDirection) -> CGRect {
    CGRect(x: direction == .leftToRight ? x : 810 - x - width, y: 42, width: width, height: 2)
}

/// Whether the values never move away from where they end.
func movesMonotonically(_ values: [CGFloat]) -> Bool {
    values == values.sorted() || values == values.sorted(by: >)
}

@Suite("Tab strip following a pager")
struct TabStripEngineTests {
    @Test("five taps within 100 ms: each heads for its tab at once, the indicator moving only towards the last", arguments: [
        StackLayoutDirection.leftToRight, .rightToLeft,
    ])
    func rapidTaps(direction: StackLayoutDirection) throws {
        var driver = try TabStripDriver(at: 0, direction: direction)
        var positionsAfterTicks: [Double] = []
        for tab in 1...5 {
            if tab > 1 {
                try driver.send(.tick(0.025))
                positionsAfterTicks.append(driver.position)
            }
            try driver.send(.tap(tab))
        }
        try driver.tickUntilAtRest()
        #expect(driver.notices == [
            .transitionWillBegin(from: 0, to: 1, isInteractive: false), .transitionDidEnd(from: 0, to: 1, completed: false),
            .transitionWillBegin(from: 0, to: 2, isInteractive: false), .transitionDidEnd(from: 0, to: 2, completed: false),
            .transitionWillBegin(from: 0, to: 3, isInteractive: false), .transitionDidEnd(from: 0, to: 3, completed: false),
            .transitionWillBegin(from: 0, to: 4, isInteractive: false), .transitionDidEnd(from: 0, to: 4, completed: false),
            .transitionWillBegin(from: 0, to: 5, isInteractive: false), .transitionDidEnd(from: 0, to: 5, completed: true),
        ])
        // Every frame moves on, and never past the tab tapped before it.
        #expect(positionsAfterTicks == positionsAfterTicks.sorted() && Set(positionsAfterTicks).count == 4)
        #expect(positionsAfterTicks.enumerated().allSatisfy { $1 > 0 && $1 < Double($0 + 1) })
        #expect(driver.harness.engine.selectedIndex == 5)
        let xs = driver.indicators.map(\.minX)
        #expect(direction == .leftToRight ? xs == xs.sorted() : xs == xs.sorted(by: >))
        #expect(movesMonotonically(driver.offsets))
        #expect(driver.indicators.last == twelveTabIndicator(350, 50, direction))
        #expect(driver.offset == (direction == .leftToRight ? 275 : 335))
        #expect(driver.visibleItems == [
            TabStripItem(index: 3, frame: twelveTabFrame(210, 100, direction), emphasis: 0),
            TabStripItem(index: 4, frame: twelveTabFrame(320, 20, direction), emphasis: 0),
            TabStripItem(index: 5, frame: twelveTabFrame(350, 50, direction), emphasis: 1),
            TabStripItem(index: 6, frame: twelveTabFrame(410, 40, direction), emphasis: 0),
            TabStripItem(index: 7, frame: twelveTabFrame(460, 80, direction), emphasis: 0),
        ])
    }

    /// Tab 5 tapped, one frame later tab 2: the pager stands before tab 2 after a short frame and
    /// past it after a long one, so the new move starts from page 0 or from page 5.
    @Test("the latest tap wins at once, at any frame cadence: from where the pager stands, straight to the tab", arguments: [
        (1.0 / 60, 0), (0.05, 0), (0.2, 5),
    ])
    func latestTapWins(cadence: Double, restartsFrom start: Int) throws {
        var driver = try TabStripDriver(at: 0)
        try driver.send(.tap(5))
        try driver.send(.tick(cadence))
        let before = driver.position
        #expect(before > 0 && before < 5)
        try driver.send(.tap(2))
        // The tap moves nothing by itself: the indicator stays where it was...
        #expect(abs(driver.position - before) < 1e-9)
        let turn = driver.indicators.count - 1
        // ...and the very next frame heads for the tapped tab.
        try driver.send(.tick(cadence))
        #expect(abs(driver.position - 2) < abs(before - 2))
        var ticks = 0
        while !driver.harness.engine.isAtRest {
            try driver.send(.tick(cadence))
            ticks += 1
            try #require(ticks < 1_000)
        }
        #expect(driver.notices == [
            .transitionWillBegin(from: 0, to: 5, isInteractive: false), .transitionDidEnd(from: 0, to: 5, completed: start == 5),
            .transitionWillBegin(from: start, to: 2, isInteractive: false), .transitionDidEnd(from: start, to: 2, completed: true),
        ])
        #expect(driver.harness.engine.selectedIndex == 2)
        // No detour: from the tap on, the indicator only moves towards tab 2.
        let after = driver.indicators[turn...].map(\.minX)
        #expect(before < 2 ? after == after.sorted() : after == after.sorted(by: >))
        #expect(driver.indicators.last == twelveTabIndicator(140, 60, .leftToRight))
    }

    @Test("a tap after a released swipe heads for its tab at once, from where the swipe stands")
    func tapDuringSwipe() throws {
        var driver = try TabStripDriver(at: 3)
        try driver.send(.panBegan)
        try driver.send(.panChanged(translation: -97.5))
        #expect(try driver.send(.tap(6)) == [], "a tap under the finger is ignored")
        try driver.send(.panEnded(translation: -195, velocity: -500))
        try driver.send(.tick(0.02))
        let released = driver.position
        try driver.send(.tap(6))
        #expect(abs(driver.position - released) < 1e-9)
        try driver.tickUntilAtRest()
        #expect(driver.notices == [
            .transitionWillBegin(from: 3, to: 4, isInteractive: true), .transitionDidEnd(from: 3, to: 4, completed: false),
            .transitionWillBegin(from: 3, to: 6, isInteractive: false), .transitionDidEnd(from: 3, to: 6, completed: true),
        ])
        #expect(driver.harness.engine.selectedIndex == 6)
        let xs = driver.indicators.map(\.minX)
        #expect(xs == xs.sorted())
        #expect(driver.indicators.last == twelveTabIndicator(410, 40, .leftToRight))
    }

    @Test("a tap on the page a released swipe is leaving turns it around, and the indicator with it")
    func tapReversesSettlingSwipe() throws {
        var driver = try TabStripDriver(at: 3)
        try driver.send(.panBegan)
        try driver.send(.panChanged(translation: -195))
        try driver.send(.panEnded(translation: -195, velocity: -500))
        try driver.send(.tick(0.02))
        let turn = driver.indicators.count
        try driver.send(.tap(3))
        try driver.tickUntilAtRest()
        #expect(driver.notices == [
            .transitionWillBegin(from: 3, to: 4, isInteractive: true), .transitionDidEnd(from: 3, to: 4, completed: false),
        ])
        #expect(driver.harness.engine.selectedIndex == 3)
        let before = driver.indicators[..<turn].map(\.minX)
        let after = driver.indicators[(turn - 1)...].map(\.minX)
        #expect(before == before.sorted() && after == after.sorted(by: >))
        #expect(driver.indicators.last == twelveTabIndicator(210, 100, .leftToRight))
    }

    @Test("a swipe reversed half way: the indicator and the offset retrace their path, then go the other way")
    func swipeReversed() throws {
        var driver = try TabStripDriver(at: 3)
        try driver.send(.panBegan)
        for translation: CGFloat in [-97.5, -195, -97.5, 0, 97.5, 195] {
            try driver.send(.panChanged(translation: translation))
        }
        // Positions: 3 (rest), 3 (pan began), 3.25, 3.5, 3.25, 3, 2.75, 2.5.
        #expect(driver.indicators == [
            twelveTabIndicator(210, 100, .leftToRight), twelveTabIndicator(210, 100, .leftToRight),
            twelveTabIndicator(237.5, 80, .leftToRight), twelveTabIndicator(265, 60, .leftToRight),
            twelveTabIndicator(237.5, 80, .leftToRight), twelveTabIndicator(210, 100, .leftToRight),
            twelveTabIndicator(192.5, 90, .leftToRight), twelveTabIndicator(175, 80, .leftToRight),
        ])
        #expect(driver.offsets == [160, 160, 177.5, 195, 177.5, 160, 137.5, 115])
        let released = driver.indicators.count - 1
        try driver.send(.panEnded(translation: 195, velocity: 0))
        try driver.tickUntilAtRest()
        #expect(driver.notices == [
            .transitionWillBegin(from: 3, to: 4, isInteractive: true), .transitionDidEnd(from: 3, to: 4, completed: false),
            .transitionWillBegin(from: 3, to: 2, isInteractive: true), .transitionDidEnd(from: 3, to: 2, completed: true),
        ])
        let settling = driver.indicators[released...].map(\.minX)
        #expect(settling == settling.sorted(by: >))
        #expect(driver.indicators.last == twelveTabIndicator(140, 60, .leftToRight))
        #expect(driver.offset == 70)
    }

    @Test("a count change mid-flight: the pager settles and clamps, and the strip built for the new count follows", arguments: [
        (6, 5, [
            TabStripItem(index: 3, frame: tabFrame(210, 100), emphasis: 0),
            TabStripItem(index: 4, frame: tabFrame(320, 20), emphasis: 0),
            TabStripItem(index: 5, frame: tabFrame(350, 50), emphasis: 1),
        ]),
        (18, 9, [
            TabStripItem(index: 8, frame: tabFrame(550, 60), emphasis: 0),
            TabStripItem(index: 9, frame: tabFrame(620, 100), emphasis: 1),
            TabStripItem(index: 10, frame: tabFrame(730, 20), emphasis: 0),
            TabStripItem(index: 11, frame: tabFrame(760, 50), emphasis: 0),
        ]),
    ])
    func countChangeMidFlight(newCount: Int, selected: Int, expected: [TabStripItem]) throws {
        var driver = try TabStripDriver(at: 3)
        try driver.send(.tap(9))
        try driver.send(.tick(0.1))
        let inFlight = driver.position
        #expect(inFlight > 3 && inFlight < 9)
        var source = driver.harness.source
        source.children = (0..<newCount).map { $0 < 12 ? source.children[$0] : FakeChild("T\($0)") }
        let steps = driver.harness.engine.handle(.reload, source: source)
        try driver.harness.checker.check(steps)
        #expect(driver.harness.engine.selectedIndex == selected && driver.harness.engine.isAtRest)
        let widths = (0..<newCount).map { sampleWidths[$0 % sampleWidths.count] }
        driver.strip = TabStripLayout(normalWidths: widths, size: sampleSize, configuration: driver.strip.configuration)
        driver.follow()
        #expect(driver.position == Double(selected))
        #expect(driver.visibleItems == expected)
        #expect(driver.strip.indicatorFrame(at: 9) == driver.strip.indicatorFrame(at: Double(selected)), "a stale position is clamped to the new count")
    }
}
