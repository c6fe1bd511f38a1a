import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Reported content heights: nonsense and sub-point jitter")
struct ReportedContentHeightTests {
    let source = StaticSource(settingsTitles)
    let screen = CGRect(origin: .zero, size: phoneSize)

    /// Section 0 open, on screen; five headers of 56 points, fill mode.
    func opened() throws -> Harness<StaticSource> {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        return harness
    }

    @Test("a NaN, infinite or negative height in fill mode falls back to the fill height, as no height does", arguments: [
        CGFloat.nan, .infinity, -.infinity, -5,
    ])
    func nonsenseFills(height: CGFloat) throws {
        var harness = try opened()
        try harness.send(.contentHeightChanged(index: 0, height: 200))
        // 844 less five 56-point headers: what fill gives, as for `nil`.
        #expect(try harness.send(.contentHeightChanged(index: 0, height: height)) == [
            .setFrame(source[0], CGRect(x: 0, y: 56, width: 390, height: 564)),
        ])
        #expect(harness.engine.sectionHeights.contentHeight(at: 0) == nil)
        // Nonsense again: still no height of its own, so nothing moves.
        #expect(try harness.send(.contentHeightChanged(index: 0, height: height)) == [])
    }

    @Test("a nonsense height opening a section mid-flight: it unrolls to the fill height, not to nothing")
    func nonsenseMidFlight() throws {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.1))
        try harness.send(.contentHeightChanged(index: 2, height: .nan))
        try harness.send(.tick(1))
        #expect(harness.engine.phase.isIdle)
        #expect(harness.engine.accordionLayout.content(at: 2)?.frame == CGRect(x: 0, y: 168, width: 390, height: 564))
    }

    @Test("at rest, every new height is taken at once, a fraction of a point too: no transition to restart, and the last report lands exactly", arguments: [
        (CGFloat(300.4), true), (299.6, true), (300.49, true), (300.5, true), (299.5, true), (301, true), (300, false),
    ])
    func subPointAtRest(height: CGFloat, moves: Bool) throws {
        var harness = try opened()
        try harness.send(.contentHeightChanged(index: 0, height: 300))
        let steps = try harness.send(.contentHeightChanged(index: 0, height: height))
        #expect(steps == (moves ? [.setFrame(source[0], CGRect(x: 0, y: 56, width: 390, height: height))] : []))
        #expect(harness.engine.sectionHeights.contentHeight(at: 0) == (moves ? height : 300))
    }

    /// The frames of every tick of a tap on section 2 whose content reports 300 mid-flight, then
    /// `jitter` heights, one per tick.
    func framesOfOpening(jitter: [CGFloat]) throws -> (frames: [[AccordionItem]], jitterSteps: [[ContainerStep<FakeChild>]]) {
        var harness = try opened()
        try harness.send(.tap(2))
        try harness.send(.tick(0.05))
        try harness.send(.contentHeightChanged(index: 2, height: 300))
        var frames: [[AccordionItem]] = []
        var jitterSteps: [[ContainerStep<FakeChild>]] = []
        for tick in 0..<30 {
            if tick < jitter.count { jitterSteps.append(try harness.send(.contentHeightChanged(index: 2, height: jitter[tick]))) }
            try harness.send(.tick(1.0 / 60))
            frames.append(harness.engine.accordionLayout.visibleItems(in: screen))
        }
        #expect(harness.engine.phase.isIdle && !harness.engine.isAdjustingHeights)
        return (frames, jitterSteps)
    }

    @Test("a height alternating by a fraction of a point mid-flight neither restarts the ease nor moves a frame")
    func subPointMidFlight() throws {
        let steady = try framesOfOpening(jitter: [])
        let alternating = try framesOfOpening(jitter: [300.4, 300, 300.4, 300, 299.7, 300.3, 300])
        #expect(alternating.jitterSteps == Array(repeating: [], count: 7))
        #expect(alternating.frames == steady.frames)
        #expect(steady.frames.last?.contains { $0 == .content(index: 2, frame: CGRect(x: 0, y: 168, width: 390, height: 300), clip: CGRect(x: 0, y: 168, width: 390, height: 300)) } == true)
    }

    @Test("the rule: none and none, or two heights under half a point apart, are the same; nonsense is none")
    func sameHeight() {
        let cases: [(CGFloat?, CGFloat?, Bool)] = [
            (nil, nil, true), (.nan, nil, true), (-1, .infinity, true), (300, 300.49, true), (300.49, 300, true),
            (300, 300.5, false), (300, nil, false), (nil, 0, false), (0, -0.0, true), (.nan, 0, false),
        ]
        #expect(cases.map { AccordionSectionHeights.isSameContentHeight($0.0, as: $0.1) } == cases.map(\.2))
        #expect([nil, .nan, .infinity, -.infinity, -0.1, 0, 12.5].map(AccordionSectionHeights.ownContentHeight) == [nil, nil, nil, nil, nil, 0, 12.5])
    }
}
