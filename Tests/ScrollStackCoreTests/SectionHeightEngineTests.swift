import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Accordion engine with sections of their own heights")
struct SectionHeightEngineTests {
    let source = StaticSource(settingsTitles)
    var general: FakeChild { source[0] }
    var sounds: FakeChild { source[2] }
    let screen = CGRect(origin: .zero, size: phoneSize)

    /// Section 0 open, on screen; five headers of 56 points, fill mode.
    func opened(_ configuration: StackConfiguration = accordionConfiguration()) throws -> Harness<StaticSource> {
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        return harness
    }

    @Test("at rest, a content height of its own moves the open child to its new frame at once")
    func idleContentChange() throws {
        var harness = try opened()
        #expect(try harness.send(.contentHeightChanged(index: 0, height: 200)) == [
            .setFrame(general, CGRect(x: 0, y: 56, width: 390, height: 200)),
        ])
        #expect(harness.engine.accordionLayout.visibleItems(in: screen) == [
            .header(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 56)),
            .content(index: 0, frame: CGRect(x: 0, y: 56, width: 390, height: 200), clip: CGRect(x: 0, y: 56, width: 390, height: 200)),
            .header(index: 1, frame: CGRect(x: 0, y: 256, width: 390, height: 56)),
            .header(index: 2, frame: CGRect(x: 0, y: 312, width: 390, height: 56)),
            .header(index: 3, frame: CGRect(x: 0, y: 368, width: 390, height: 56)),
            .header(index: 4, frame: CGRect(x: 0, y: 424, width: 390, height: 56)),
        ])
        // Handing the height back to the content mode fills again.
        #expect(try harness.send(.contentHeightChanged(index: 0, height: nil)) == [
            .setFrame(general, CGRect(x: 0, y: 56, width: 390, height: 564)),
        ])
    }

    @Test("a height change once the leg has run out, waiting for an animator that runs on its own: frames stay until it ends")
    func changeAfterTheLegRanOut() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.animatorStarted(duration: 0.28, isInterruptible: false))
        try harness.send(.tick(0.5))
        #expect(harness.engine.phase.transition?.fraction == 1, "run out, but not ended: the animator ends it")
        let standing = harness.engine.accordionLayout.visibleItems(in: screen)
        try harness.send(.contentHeightChanged(index: 2, height: 200))
        #expect(harness.engine.accordionLayout.visibleItems(in: screen) == standing)
        try harness.send(.animationDidEnd)
        #expect(harness.engine.phase.isIdle)
        #expect(harness.engine.accordionLayout.visibleItems(in: screen) == [
            .header(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 56)),
            .header(index: 1, frame: CGRect(x: 0, y: 56, width: 390, height: 56)),
            .header(index: 2, frame: CGRect(x: 0, y: 112, width: 390, height: 56)),
            .content(index: 2, frame: CGRect(x: 0, y: 168, width: 390, height: 200), clip: CGRect(x: 0, y: 168, width: 390, height: 200)),
            .header(index: 3, frame: CGRect(x: 0, y: 368, width: 390, height: 56)),
            .header(index: 4, frame: CGRect(x: 0, y: 424, width: 390, height: 56)),
        ])
    }

    @Test("mid-flight, a height change keeps every frame where it is and heads for the new end", arguments: [
        StackEvent.contentHeightChanged(index: 2, height: 300),
        .contentHeightChanged(index: 0, height: 100),
        .headerHeightChanged(index: 4, height: 80),
    ])
    func midFlightContinuity(change: StackEvent) throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        let fraction = try #require(harness.engine.phase.transition?.fraction)
        let before = harness.engine.accordionLayout.visibleItems(in: screen)
        let phase = harness.engine.phase
        try harness.send(change)
        #expect(harness.engine.phase == phase)
        // A header below every open section moves by its own change only; everything else stays.
        let after = harness.engine.accordionLayout.visibleItems(in: screen)
        if case .headerHeightChanged = change {
            #expect(Array(after.dropLast()) == Array(before.dropLast()))
            #expect(after.last == .header(index: 4, frame: try #require(before.last.map { item -> CGRect in
                guard case .header(_, let frame) = item else { return .zero }
                return CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 80)
            })))
        } else {
            #expect(after == before)
        }
        // Just past the change the frames move a little, not a jump.
        let nearby = harness.engine.accordionLayout(atFraction: fraction + 1e-6)
        #expect(abs(nearby.contentSize.height - harness.engine.accordionLayout.contentSize.height) < 0.01)
        try harness.send(.animationDidEnd)
        let heights = harness.engine.sectionHeights
        let rest = AccordionLayout(size: phoneSize, sectionHeights: heights, expandedIndex: 2)
        #expect(harness.engine.accordionLayout == rest)
        #expect(harness.engine.frameForChild(at: 2) == rest.content(at: 2)?.frame)
    }

    @Test("a reversed transition after a height change runs back to the start through the kept frames")
    func reverseAfterChange() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.14))
        try harness.send(.contentHeightChanged(index: 2, height: 300))
        let kept = harness.engine.accordionLayout
        try harness.send(.tap(2))
        #expect(harness.engine.accordionLayout == kept)
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 0)
        #expect(harness.engine.accordionLayout == AccordionLayout(size: phoneSize, sectionHeights: harness.engine.sectionHeights, expandedIndex: 0))
    }

    @Test("a reload keeps the heights of the sections that remain; new ones take the configured header")
    func reloadKeepsHeights() throws {
        let grown = ReusingSource(count: 3)
        var harness = Harness(StackEngine(configuration: accordionConfiguration(headerHeight: 40), size: phoneSize), source: grown)
        try harness.send(.reload)
        try harness.send(.setSectionHeights(AccordionSectionHeights(headerHeights: [40, 60, 40], contentHeights: [nil, 120, nil])))
        grown.count = 5
        try harness.send(.reload)
        #expect(harness.engine.sectionHeights == AccordionSectionHeights(headerHeights: [40, 60, 40, 40, 40], contentHeights: [nil, 120]))
        grown.count = 2
        try harness.send(.reload)
        #expect(harness.engine.sectionHeights == AccordionSectionHeights(headerHeights: [40, 60], contentHeights: [nil, 120]))
    }

    @Test("a new configured header height reaches uniform headers, not headers of their own")
    func configuredHeaderHeight() throws {
        var harness = try opened()
        var configuration = harness.engine.configuration
        configuration.headerHeight = 44
        try harness.send(.configure(configuration))
        #expect(harness.engine.sectionHeights == AccordionSectionHeights(count: 5, headerHeight: 44))
        try harness.send(.headerHeightChanged(index: 1, height: 70))
        configuration.headerHeight = 50
        try harness.send(.configure(configuration))
        #expect(harness.engine.sectionHeights == AccordionSectionHeights(headerHeights: [44, 70, 44, 44, 44]))
    }

    @Test("fill with 50 headers of 56 points: the expanded section gets the configured minimum and the stack scrolls")
    func fillMinimum() throws {
        let many = ReusingSource(count: 50)
        var configuration = accordionConfiguration()
        configuration.minimumFillContentHeight = 120
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 30), source: many)
        try harness.send(.reload)
        let layout = harness.engine.accordionLayout
        #expect(layout.content(at: 30)?.frame == CGRect(x: 0, y: 31 * 56, width: 390, height: 120))
        #expect(layout.contentSize.height == CGFloat(50 * 56 + 120))
        #expect(layout.scrollOffset(revealing: 30, from: 0, viewportHeight: 844) == CGFloat(31 * 56 + 120 - 844))
    }

    @Test("section heights for another count stop with both counts")
    func wrongCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(size: phoneSize)
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.setSectionHeights(AccordionSectionHeights(count: 3, headerHeight: 44)), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(result).contains("StackEngine: section heights for 3 sections, but there are 2"))
    }
}

@Suite("Configuration from data")
struct ConfigurationValidationTests {
    static func with(_ change: (inout StackConfiguration) -> Void) -> StackConfiguration {
        var configuration = StackConfiguration()
        change(&configuration)
        return configuration
    }

    @Test("validated() returns a valid configuration unchanged")
    func valid() throws {
        let configuration = Self.with { $0.headerHeight = 60; $0.minimumFillContentHeight = 0 }
        #expect(try configuration.validated() == configuration)
    }

    @Test("validated() names the first bad setting", arguments: [
        (with { $0.headerHeight = 0 }, StackConfigurationError(setting: "headerHeight", rule: "must be positive and finite", value: "0.0")),
        (with { $0.transitionDuration = .infinity }, StackConfigurationError(setting: "transitionDuration", rule: "must be finite and not negative", value: "inf")),
        (with { $0.preloadDistance = -2 }, StackConfigurationError(setting: "preloadDistance", rule: "must not be negative", value: "-2")),
        (with { $0.finishThreshold = 1.5 }, StackConfigurationError(setting: "finishThreshold", rule: "must be in 0...1", value: "1.5")),
        (with { $0.rubberBandCoefficient = 0 }, StackConfigurationError(setting: "rubberBandCoefficient", rule: "must be positive and finite", value: "0.0")),
        (with { $0.reuseLimitPerIdentifier = -1 }, StackConfigurationError(setting: "reuseLimitPerIdentifier", rule: "must not be negative", value: "-1")),
        (with { $0.minimumFillContentHeight = -1 }, StackConfigurationError(setting: "minimumFillContentHeight", rule: "must be finite and not negative", value: "-1.0")),
        (with { $0.preloadDistance = -1; $0.minimumFillContentHeight = .nan }, StackConfigurationError(setting: "preloadDistance", rule: "must not be negative", value: "-1")),
    ])
    func invalid(configuration: StackConfiguration, expected: StackConfigurationError) {
        #expect(throws: expected) { try configuration.validated() }
    }

    @Test("validate() stops with the same message")
    func trapping() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var configuration = StackConfiguration()
            configuration.minimumFillContentHeight = .infinity
            configuration.validate()
        }
        #expect(crashOutput(result).contains("StackConfiguration: minimumFillContentHeight must be finite and not negative, got inf"))
    }
}

@Suite("A content height that changes mid-flight")
struct HeightRampTests {
    /// The top of header 5 on every display frame (1/60 s) of opening section 2, with section 2's
    /// content height changed to `newHeight` after `changeAfter` frames.
    func headerTops(changeAfter: Int, newHeight: CGFloat?) throws -> (tops: [CGFloat], engine: StackEngine<FakeChild>) {
        var configuration = accordionConfiguration(headerHeight: 50)
        configuration.accordionContentMode = .fit(height: 300)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: nil), source: StaticSource((0..<10).map { "S\($0)" }))
        try harness.loadAndAppear()
        try harness.send(.tap(2))
        var tops: [CGFloat] = [harness.engine.accordionLayout.headerFrame(at: 5).minY]
        for frame in 1...40 {
            try harness.send(.tick(1.0 / 60))
            tops.append(harness.engine.accordionLayout.headerFrame(at: 5).minY)
            if frame == changeAfter, let newHeight {
                try harness.send(.contentHeightChanged(index: 2, height: newHeight))
                #expect(harness.engine.accordionLayout.headerFrame(at: 5).minY == tops.last, "the change itself moves nothing")
            }
        }
        return (tops, harness.engine)
    }

    @Test("the section opening grows to its new height: the frame after the change moves within 10 points of the one before, and it ends at the new height",
          arguments: [(6, 500), (6, 120), (3, 900), (12, 450), (15, 40)] as [(Int, CGFloat)])
    func noJolt(changeAfter: Int, newHeight: CGFloat) throws {
        let (tops, engine) = try headerTops(changeAfter: changeAfter, newHeight: newHeight)
        let motions = zip(tops.dropFirst(), tops).map { $0 - $1 }
        let atChange = abs(motions[changeAfter] - motions[changeAfter - 1])
        #expect(atChange <= 10, "per-frame motion \(motions[changeAfter - 1]) before the change, \(motions[changeAfter]) after")
        #expect(tops.last == 5 * 50 + newHeight)
        #expect(engine.phase == .idle && !engine.isAdjustingHeights && engine.sectionHeights.contentHeight(at: 2) == newHeight)
    }

    @Test("without a change the same frames run, and a change handing the height back to the content mode still pins the layout")
    func baseline() throws {
        let plain = try headerTops(changeAfter: 0, newHeight: nil)
        #expect(plain.tops.last.map { abs($0 - (5 * 50 + 300)) < 1e-9 } == true)
        let handedBack = try headerTops(changeAfter: 6, newHeight: nil)
        #expect(handedBack.tops == plain.tops)
    }
}
