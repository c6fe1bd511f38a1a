import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Layout snapshots and transition frames")
struct SnapshotTests {
    let source = StaticSource(settingsTitles)

    @Test("an accordion snapshot halfway through expanding 2: headers marked by the destination, both children clipped")
    func accordionSnapshot() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        try harness.send(.tap(2))
        try harness.send(.tick(0.14))
        let snapshot = harness.engine.layoutSnapshot(in: CGRect(origin: .zero, size: phoneSize))
        #expect(snapshot == LayoutSnapshot(
            headers: [
                .init(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 56), isExpanded: false),
                .init(index: 1, frame: CGRect(x: 0, y: 56 + 282, width: 390, height: 56), isExpanded: false),
                .init(index: 2, frame: CGRect(x: 0, y: 112 + 282, width: 390, height: 56), isExpanded: true),
                .init(index: 3, frame: CGRect(x: 0, y: 732, width: 390, height: 56), isExpanded: false),
                .init(index: 4, frame: CGRect(x: 0, y: 788, width: 390, height: 56), isExpanded: false),
            ],
            children: [
                .init(index: 0, frame: CGRect(x: 0, y: 56, width: 390, height: 564), clip: CGRect(x: 0, y: 56, width: 390, height: 282)),
                .init(index: 2, frame: CGRect(x: 0, y: 450, width: 390, height: 564), clip: CGRect(x: 0, y: 450, width: 390, height: 282)),
            ],
            contentSize: phoneSize
        ))
        #expect(harness.engine.frameForChild(at: 2, atFraction: 0) == CGRect(x: 0, y: 732, width: 390, height: 564))
        #expect(harness.engine.frameForChild(at: 2, atFraction: 1) == CGRect(x: 0, y: 168, width: 390, height: 564))
        #expect(harness.engine.clipForChild(at: 2, atFraction: 0) == CGRect(x: 0, y: 732, width: 390, height: 0))
        #expect(harness.engine.clipForChild(at: 2) == CGRect(x: 0, y: 450, width: 390, height: 282))
        #expect(harness.engine.layoutSnapshot(in: CGRect(x: 0, y: 700, width: 390, height: 50), atFraction: 1).headers.map(\.index) == [2, 3], "section 2's open content ends at 732, inside the viewport")
    }

    @Test("the scroll offset is kept inside the content")
    func clampedOffset() {
        let snapshot = LayoutSnapshot(headers: [], children: [], contentSize: CGSize(width: 390, height: 1300))
        #expect(snapshot.clampedOffset(500, viewportHeight: 844) == CGFloat(456))
        #expect(snapshot.clampedOffset(-40, viewportHeight: 844) == CGFloat(0))
        #expect(snapshot.clampedOffset(200, viewportHeight: 844) == CGFloat(200))
        #expect(snapshot.clampedOffset(.nan, viewportHeight: 844) == CGFloat(0))
        #expect(snapshot.clampedOffset(300, viewportHeight: 2000) == CGFloat(0), "content that fits scrolls to the top")
        #expect([844, 1300, 2000].map { snapshot.scrolls(viewportHeight: $0) } == [true, false, false])
    }

    @Test("a paging snapshot lists the live pages at the requested fraction, and no headers")
    func pagingSnapshot() throws {
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 1), source: source)
        try harness.loadAndAppear()
        try harness.send(.select(2, animated: true))
        let start = harness.engine.layoutSnapshot(in: .zero, atFraction: 0)
        let end = harness.engine.layoutSnapshot(in: .zero, atFraction: 1)
        #expect(start.children.map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 844), CGRect(x: 390, y: 0, width: 390, height: 844)])
        #expect(end.children.map(\.frame) == [CGRect(x: -390, y: 0, width: 390, height: 844), CGRect(x: 0, y: 0, width: 390, height: 844)])
        #expect(start.headers.isEmpty && start.contentSize == phoneSize)
    }

    @Test("a pager clips its pages to the page rectangle, so nothing shows in the safe-area strips")
    func pagingClip() throws {
        var configuration = StackConfiguration()
        configuration.contentInsets = LayoutInsets(top: 0, left: 47, bottom: 21, right: 47)
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: CGSize(width: 844, height: 390), selectedIndex: 1), source: source)
        try harness.loadAndAppear()
        #expect(harness.engine.layoutSnapshot(in: .zero).contentClip == CGRect(x: 47, y: 0, width: 750, height: 369))
        var accordion = Harness(StackEngine(configuration: configuration, size: CGSize(width: 844, height: 390)), source: source)
        try accordion.loadAndAppear()
        #expect(accordion.engine.layoutSnapshot(in: .zero).contentClip == nil, "an accordion scrolls its whole bounds")
    }

    @Test("a transition with its own duration, and an instant one")
    func transitionWithDuration() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        let steps = try harness.send(.transition(to: 3, duration: 1.5))
        #expect(steps.last == .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 1.5, curve: .easeInOut)))
        #expect(harness.engine.configuration.transitionDuration == 0.28, "the configured duration is untouched")
        try harness.send(.animationDidEnd)
        let instant = try harness.send(.transition(to: nil, duration: 0))
        #expect(instant.last == .removeFromParent(harness.source[3]), "an instant change ends with the containment steps, no notices")
        #expect(harness.engine.selectedIndex == nil && harness.engine.phase == .idle)
    }

    @Test("a leg runs backward when it heads for the start")
    func runsBackward() {
        #expect(TransitionAnimation(startFraction: 0.4, endFraction: 0, duration: 1, curve: .linear).runsBackward)
        #expect(!TransitionAnimation(startFraction: 0.4, endFraction: 1, duration: 1, curve: .linear).runsBackward)
    }

    @Test("what a tap would expand: the tapped section, or nothing when it is the open or opening one")
    func tapTarget() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        #expect(harness.engine.indexExpanded(byTapAt: 0) == nil)
        #expect(harness.engine.indexExpanded(byTapAt: 3) == 3)
        #expect(harness.engine.isAtRest)
        try harness.send(.tap(3))
        #expect(harness.engine.indexExpanded(byTapAt: 3) == nil, "3 is opening: a tap closes it")
        #expect(harness.engine.indexExpanded(byTapAt: 0) == 0)
        try harness.send(.tap(1))
        #expect(!harness.engine.isAtRest, "a request is queued")
        try harness.send(.setMode(.paging))
        #expect(harness.engine.indexExpanded(byTapAt: 3) == 3, "in paging mode a tap always selects")
        #expect(harness.engine.acceptsSwipes)
        try harness.send(.setMode(.accordion))
        #expect(!harness.engine.acceptsSwipes)
    }
}

@Suite("Transition headers")
struct TransitionHeaderTests {
    @Test("headers in view at either end of a transition, with their frames at both")
    func bothEnds() throws {
        let source = StaticSource(settingsTitles)
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 0), source: source)
        try harness.loadAndAppear()
        // At rest, section 0 open: header 0 at 0, headers 1…4 below its 564-point content.
        #expect(harness.engine.transitionHeaders(in: CGRect(x: 0, y: 0, width: 390, height: 300)) == [
            TransitionHeader(index: 0, start: CGRect(x: 0, y: 0, width: 390, height: 56), end: CGRect(x: 0, y: 0, width: 390, height: 56), isExpanded: true),
        ])
        try harness.send(.tap(4))
        // Opening section 4 closes 0: headers 1…4 rise into the 300-point viewport by the end.
        let viewport = CGRect(x: 0, y: 0, width: 390, height: 300)
        #expect(harness.engine.transitionHeaders(in: viewport) == [
            TransitionHeader(index: 0, start: CGRect(x: 0, y: 0, width: 390, height: 56), end: CGRect(x: 0, y: 0, width: 390, height: 56), isExpanded: false),
            TransitionHeader(index: 1, start: CGRect(x: 0, y: 620, width: 390, height: 56), end: CGRect(x: 0, y: 56, width: 390, height: 56), isExpanded: false),
            TransitionHeader(index: 2, start: CGRect(x: 0, y: 676, width: 390, height: 56), end: CGRect(x: 0, y: 112, width: 390, height: 56), isExpanded: false),
            TransitionHeader(index: 3, start: CGRect(x: 0, y: 732, width: 390, height: 56), end: CGRect(x: 0, y: 168, width: 390, height: 56), isExpanded: false),
            TransitionHeader(index: 4, start: CGRect(x: 0, y: 788, width: 390, height: 56), end: CGRect(x: 0, y: 224, width: 390, height: 56), isExpanded: true),
        ])
        var pager = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 0), source: source)
        try pager.loadAndAppear()
        #expect(pager.engine.transitionHeaders(in: viewport).isEmpty)
    }
}

@Suite("Transition headers while the transition scrolls")
struct ScrollingTransitionHeaderTests {
    @Test("collapsing the last section at the bottom: the headers the scroll brings in exist from the start")
    func headersTheScrollBringsIn() throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        let source = StaticSource((0..<20).map { "S\($0)" })
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 19), source: source)
        try harness.loadAndAppear()
        // 20 headers of 56 and 300 of content: 1,420 tall, scrolled to the bottom (576). Closing
        // the last section leaves 1,120, so the scroll ends at 276, where headers 4…9 come in.
        let bottom = CGRect(x: 0, y: 576, width: 390, height: 844)
        try harness.send(.tap(19))
        #expect(harness.engine.revealingOffset(from: 576, viewportHeight: 844) == 276)
        let headers = harness.engine.transitionHeaders(in: bottom)
        #expect(headers.map(\.index) == Array(4...19))
        #expect(headers.first == TransitionHeader(
            index: 4, start: CGRect(x: 0, y: 224, width: 390, height: 56), end: CGRect(x: 0, y: 224, width: 390, height: 56), isExpanded: false
        ))
        #expect(headers.last == TransitionHeader(
            index: 19, start: CGRect(x: 0, y: 1064, width: 390, height: 56), end: CGRect(x: 0, y: 1064, width: 390, height: 56), isExpanded: false
        ))
    }
}

@Suite("Revealing offset")
struct RevealingOffsetTests {
    @Test("opening a section below the fold scrolls just enough to show it; a pager never scrolls")
    func reveals() throws {
        let titles = (0..<20).map { "S\($0)" }
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: nil), source: StaticSource(titles))
        try harness.loadAndAppear()
        try harness.send(.tap(18))
        // Header 18 starts at 18 × 56 = 1008; it and its 300 points end at 1364: scroll to 1364 - 844.
        #expect(harness.engine.revealingOffset(from: 0, viewportHeight: 844) == 520)
        #expect(harness.engine.revealingOffset(from: 560, viewportHeight: 844) == 560, "already in view: stay")
        #expect(harness.engine.revealingOffset(from: 700, viewportHeight: 844) == 576, "never past the end (20 × 56 + 300 − 844)")
        var pager = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 0), source: StaticSource(titles))
        try pager.loadAndAppear()
        try pager.send(.select(18, animated: true))
        #expect(pager.engine.revealingOffset(from: 300, viewportHeight: 844) == 0)
    }
}

@Suite("Scroll position during a transition")
struct TransitionOffsetTests {
    func harness(selected: Int?) throws -> Harness<StaticSource> {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: selected), source: StaticSource((0..<20).map { "S\($0)" }))
        try harness.loadAndAppear()
        return harness
    }

    @Test("closing the last section at the bottom: the offset follows the shrinking content, frame by frame")
    func followsShrinkingContent() throws {
        var harness = try harness(selected: 19)
        try harness.send(.tap(19))
        let offsets = [0, 0.25, 0.5, 0.75, 1].map { harness.engine.transitionOffset(atFraction: $0, from: 576, viewportHeight: 844) }
        #expect(offsets == [576, 501, 426, 351, 276])
    }

    @Test("at every fraction the offset stays inside the content at that fraction, starts where it stood and ends revealing the destination",
          arguments: [(19, 0, 576.0), (19, 18, 576.0), (nil, 18, 0.0), (3, 19, 100.0), (19, nil, 576.0)] as [(Int?, Int?, CGFloat)])
    func staysInRange(from: Int?, to: Int?, start: CGFloat) throws {
        var harness = try harness(selected: from)
        try harness.send(.select(to, animated: true))
        let engine = harness.engine
        for step in 0...20 {
            let fraction = Double(step) / 20
            let offset = engine.transitionOffset(atFraction: fraction, from: start, viewportHeight: 844)
            let limit = max(0, engine.accordionLayout(atFraction: fraction).contentSize.height - 844)
            #expect(offset >= 0 && offset <= limit + 1e-9, "fraction \(fraction): \(offset) outside 0…\(limit)")
        }
        #expect(engine.transitionOffset(atFraction: 0, from: start, viewportHeight: 844) == start)
        #expect(engine.transitionOffset(atFraction: 1, from: start, viewportHeight: 844) == engine.revealingOffset(from: start, viewportHeight: 844))
    }
}

@Suite("Scroll position during a pager's transition")
struct PagerTransitionOffsetTests {
    @Test("a pager doesn't scroll: the offset stays where it stood")
    func pagerStays() throws {
        var pager = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 0), source: StaticSource(["A", "B"]))
        try pager.loadAndAppear()
        try pager.send(.select(1, animated: true))
        #expect([0, 0.5, 1].map { pager.engine.transitionOffset(atFraction: $0, from: 12, viewportHeight: 844) } == [12, 12, 12])
    }
}

@Suite("Scroll position during a transition, by who owns it")
struct TransitionOffsetOwnerTests {
    @Test("the transition's path while it owns the offset; the user's offset while they scroll; inside the shrinking content once they stop")
    func owners() throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 19), source: StaticSource((0..<20).map { "S\($0)" }))
        try harness.loadAndAppear()
        try harness.send(.scroll(to: 576))
        try harness.send(.tap(19))
        try harness.send(.tick(0.14))
        var engine = harness.engine
        let limit = engine.accordionLayout.contentSize.height - 844
        #expect(engine.scrollOffset == engine.transitionOffset(from: 576, viewportHeight: 844))
        try harness.send(.userScrolling(true))
        try harness.send(.scroll(to: 900))
        #expect(harness.engine.scrollOffset == 900, "a fling may run past the end: it bounces")
        try harness.send(.userScrolling(false))
        engine = harness.engine
        #expect(engine.scrollOffset == limit)
        try harness.send(.scroll(to: 100))
        #expect(harness.engine.scrollOffset == 100)
    }
}

@Suite("Scroll position when a transition turns around")
struct TransitionOffsetReversalTests {
    @Test("a reversal runs the same path back: the offset at the turn is the one before it, and it ends where the content stood")
    func reversal() throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 300)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: nil), source: StaticSource((0..<20).map { "S\($0)" }))
        try harness.loadAndAppear()
        try harness.send(.tap(18))
        try harness.send(.tick(0.14))
        let before = harness.engine.transitionOffset(from: 0, viewportHeight: 844)
        #expect(before > 0, "on its way to revealing section 18")
        try harness.send(.tap(18))
        #expect(harness.engine.transitionOffset(from: 0, viewportHeight: 844) == before)
        #expect(harness.engine.transitionOffset(atFraction: 0, from: 0, viewportHeight: 844) == 0)
    }
}
