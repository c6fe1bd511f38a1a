import Foundation
@testable import ScrollStackCore
import Testing

/// One accordion under either expansion rule, driven the same way: the offset rules belong to the
/// scroll position both engines keep, so every test here runs under both.
enum Accordion: CaseIterable, CustomTestStringConvertible {
    case single
    case multiple

    var testDescription: String { self == .single ? "one section open" : "several sections open" }
}

/// An accordion engine of either kind with the events the offset tests need.
struct OffsetHarness {
    private var single: Harness<NamedSource>?
    private var multiple: MultiHarness?

    init(_ kind: Accordion, sections: Int, content: CGFloat, size: CGSize = phoneSize, open: Int? = nil) throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: content)
        configuration.transitionDuration = 1
        configuration.timingCurve = .linear
        configuration.settlingCurve = .linear
        let names = (0..<sections).map { "S\($0)" }
        switch kind {
        case .single:
            var harness = Harness(StackEngine(configuration: configuration, size: size, selectedIndex: open), source: NamedSource(names))
            try harness.loadAndAppear()
            single = harness
        case .multiple:
            var harness = MultiHarness(names, configuration: configuration, size: size)
            try harness.loadAndAppear()
            if let open { try harness.send(.setExpanded(true, at: open, animated: false)) }
            multiple = harness
        }
    }

    var position: ScrollPosition { single?.engine.scrollPosition ?? multiple?.engine.scrollPosition ?? ScrollPosition() }
    var offset: CGFloat { position.offset }
    var contentHeight: CGFloat { single?.engine.accordionLayout.contentSize.height ?? multiple?.engine.expansionLayout.contentSize.height ?? 0 }
    var layoutHeight: CGFloat { single?.engine.size.height ?? multiple?.engine.expansionLayout.size.height ?? 0 }
    var isAtRest: Bool { single?.engine.isAtRest ?? multiple?.engine.isAtRest ?? true }

    /// The top of the header of the section at `index`, in the content's coordinates.
    func headerTop(_ index: Int) -> CGFloat {
        single?.engine.accordionLayout.headerFrame(at: index).minY ?? multiple?.engine.expansionLayout.headerFrame(at: index).minY ?? 0
    }

    func anchor() -> ScrollAnchor? {
        single?.engine.scrollAnchor(atOffset: offset) ?? multiple?.engine.scrollAnchor(atOffset: offset)
    }

    /// Why the offset breaks the range rule now, or `nil`.
    func outOfRange() -> String? {
        offsetOutOfRange(position, contentHeight: contentHeight, layoutHeight: layoutHeight)
    }

    mutating func tap(_ index: Int) throws {
        if single != nil { try single?.send(.tap(index)) } else { try multiple?.send(.tap(index)) }
    }

    mutating func scroll(to offset: CGFloat) throws {
        if single != nil { try single?.send(.scroll(to: offset)) } else { try multiple?.send(.scroll(to: offset)) }
    }

    mutating func userScrolling(_ isScrolling: Bool) throws {
        if single != nil { try single?.send(.userScrolling(isScrolling)) } else { try multiple?.send(.userScrolling(isScrolling)) }
    }

    mutating func tick(_ seconds: Double) throws {
        if single != nil { try single?.send(.tick(seconds)) } else { try multiple?.send(.tick(seconds)) }
    }

    mutating func resize(_ size: CGSize) throws {
        if single != nil {
            try single?.send(.resize(size))
        } else {
            try multiple?.send(.resize(size))
        }
    }

    mutating func setContentHeight(_ height: CGFloat?, at index: Int) throws {
        if single != nil {
            try single?.send(.contentHeightChanged(index: index, height: height))
        } else {
            try multiple?.send(.contentHeightChanged(index: index, height: height))
        }
    }

    mutating func setHeaderHeight(_ height: CGFloat, at index: Int) throws {
        if single != nil {
            try single?.send(.headerHeightChanged(index: index, height: height))
        } else {
            try multiple?.send(.headerHeightChanged(index: index, height: height))
        }
    }

    /// Ticks of `step` seconds until the engine rests, checking the range rule after each; returns
    /// the offset after every tick.
    mutating func runToRest(step: Double = 1.0 / 60) throws -> [CGFloat] {
        var offsets: [CGFloat] = []
        for _ in 0..<600 where !isAtRest {
            try tick(step)
            offsets.append(offset)
            if let message = outOfRange() { Issue.record("frame \(offsets.count): \(message)") }
        }
        #expect(isAtRest)
        return offsets
    }
}

/// Whether two offsets agree within a thousandth of a point (frames are sums of fractions).
func isClose(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
    value.map { abs($0 - expected) < 0.001 } ?? false
}

@Suite("Scroll position: the offset is the engine's on every frame")
struct ScrollPositionTests {
    @Test("a section near the end of the content opens and closes: the offset stays inside the content at every frame", arguments: Accordion.allCases)
    func nearTheEnd(kind: Accordion) throws {
        // 20 headers of 56 points (1,120) and 600-point contents in an 844-point viewport.
        var harness = try OffsetHarness(kind, sections: 20, content: 600, open: 18)
        try harness.scroll(to: 10_000)
        #expect(isClose(harness.offset, 20 * 56 + 600 - 844), "an offset past the end comes back inside at once")
        try harness.tap(19)
        let opening = try harness.runToRest()
        #expect(isClose(opening.last, harness.contentHeight - 844))
        try harness.tap(19)
        let closing = try harness.runToRest()
        // Closing the last section shrinks the content under the viewport: the offset follows its end.
        #expect(isClose(closing.last, max(0, harness.contentHeight - 844)))
        #expect(zip(closing, closing.dropFirst()).allSatisfy { $0 >= $1 }, "the offset only moves up while the content shrinks: \(closing)")
    }

    @Test("a section taller than the viewport opens: its header goes to the top, frame by frame, and no further", arguments: Accordion.allCases)
    func tallSection(kind: Accordion) throws {
        var harness = try OffsetHarness(kind, sections: 10, content: 2_000)
        try harness.scroll(to: 0)
        try harness.tap(6)
        let offsets = try harness.runToRest()
        // The header of section 6 starts at 336: the reveal brings it to the top and stops there.
        #expect(isClose(offsets.last, 336))
        #expect(offsets.allSatisfy { $0 <= 336 + 0.5 }, "never past the header: \(offsets.max() ?? 0)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "one way, in step with the section")
    }

    @Test("a finger takes the offset over mid-flight and gives it back when it lifts", arguments: Accordion.allCases)
    func fingerTakesOver(kind: Accordion) throws {
        var harness = try OffsetHarness(kind, sections: 10, content: 600)
        try harness.tap(8)
        try harness.tick(0.25)
        #expect(harness.position.reveal != nil)
        try harness.userScrolling(true)
        #expect(harness.position.reveal == nil)
        // A fling past the end bounces: the engine takes the offset as the scroll view reports it.
        try harness.scroll(to: 5_000)
        try harness.tick(0.25)
        #expect(harness.offset == 5_000)
        try harness.userScrolling(false)
        let givenBack = harness.offset
        #expect(isClose(givenBack, harness.contentHeight - 844))
        // The finger ended the reveal: the section goes on opening below, and the offset stays.
        _ = try harness.runToRest()
        #expect(harness.offset == givenBack)
    }

    @Test("a rotation keeps the section at the top of the viewport in place", arguments: Accordion.allCases)
    func rotationKeepsTheTopSection(kind: Accordion) throws {
        var harness = try OffsetHarness(kind, sections: 30, content: 600, open: 12)
        // Section 14's header is at 12 × 56 + 600 + 2 × 56 = 1,384; read 20 points below it.
        try harness.scroll(to: 1_404)
        let before = try #require(harness.anchor())
        #expect(before == ScrollAnchor(index: 14, distance: 20))
        try harness.resize(CGSize(width: 844, height: 390))
        #expect(harness.anchor() == before)
        try harness.resize(phoneSize)
        #expect(harness.anchor() == before)
        #expect(isClose(harness.offset, 1_404))
    }

    @Test("a height change above the viewport keeps what is read where it is", arguments: Accordion.allCases)
    func heightChangeAbove(kind: Accordion) throws {
        var harness = try OffsetHarness(kind, sections: 30, content: 600, open: 2)
        try harness.scroll(to: 1_000)
        let before = try #require(harness.anchor())
        let readTop = harness.headerTop(before.index) - harness.offset
        // The open section above grows by 250 points, then a header above shrinks by 20.
        try harness.setContentHeight(850, at: 2)
        #expect(harness.anchor() == before)
        #expect(isClose(harness.headerTop(before.index) - harness.offset, readTop))
        try harness.setHeaderHeight(36, at: 0)
        #expect(harness.anchor() == before)
        #expect(isClose(harness.offset, 1_000 + 250 - 20))
    }

    @Test("expand all, then collapse all, from a mid offset: inside the content at every frame, with no jump at the end")
    func expandAndCollapseAll() throws {
        var harness = MultiHarness((0..<12).map { "S\($0)" }, configuration: multiConfiguration(), size: CGSize(width: 320, height: 600))
        try harness.loadAndAppear()
        try harness.send(.expandAll(animated: true))
        try harness.send(.tick(1))
        try harness.send(.scroll(to: 400))
        try harness.send(.collapseAll(animated: true))
        var offsets: [CGFloat] = []
        for _ in 0..<120 where !harness.engine.isAtRest {
            try harness.send(.tick(1.0 / 60))
            offsets.append(harness.engine.scrollOffset)
            let layout = harness.engine.expansionLayout
            if let message = offsetOutOfRange(harness.engine.scrollPosition, contentHeight: layout.contentSize.height, layoutHeight: layout.size.height) {
                Issue.record("frame \(offsets.count): \(message)")
            }
        }
        // Closed, 12 headers of 40 points fit the 600-point viewport: the offset ends at 0, and on
        // its way it never moves by more than the content shrinks in a frame (12 × 100 / 60).
        #expect(isClose(offsets.last, 0))
        let steps = zip(offsets, offsets.dropFirst()).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 20 + 0.001 }, "\(steps)")
    }

    @Test("a tap on a pinned header deep in its section: the header stays in view at every frame while the section closes")
    func pinnedHeaderStaysInView() throws {
        var configuration = multiConfiguration()
        configuration.accordionContentMode = .fit(height: 3_000)
        var harness = MultiHarness((0..<8).map { "S\($0)" }, configuration: configuration, size: CGSize(width: 320, height: 600))
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 3, animated: false))
        // Section 3's header is at 120, its content 160…3,160: 1,500 points in, the header is pinned.
        try harness.send(.scroll(to: 1_620))
        try harness.send(.tap(3))
        var frames = 0
        for _ in 0..<120 where !harness.engine.isAtRest {
            try harness.send(.tick(1.0 / 60))
            frames += 1
            let offset = harness.engine.scrollOffset
            let viewport = CGRect(x: 0, y: offset, width: 320, height: 600)
            let header = harness.engine.expansionLayout.visibleItems(in: viewport, pinningHeaders: true).compactMap { item -> CGRect? in
                if case .header(3, let frame) = item { return frame }
                return nil
            }.first
            guard let header, header.minY >= offset - 0.5, header.maxY <= offset + 600.5 else {
                Issue.record("frame \(frames): section 3's header is not in view at offset \(offset): \(harness.engine.expansionLayout.visibleItems(in: viewport, pinningHeaders: true))")
                return
            }
        }
        #expect(isClose(harness.engine.scrollOffset, 0), "closed, the eight headers fit the viewport")
    }

    @Test("one section open: an unanimated request shows what it opens at once; new data around it keeps the reader's place instead")
    func unanimatedRequestReveals() throws {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 600)
        let names = (0..<20).map { "S\($0)" }
        let source = NamedSource(names)
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize), source: source)
        try harness.loadAndAppear()
        try harness.send(.select(15, animated: false))
        // Section 15's header at 840 and its content to 1,496: just enough to show its end.
        let shown: CGFloat = 16 * 56 + 600 - 844
        #expect(isClose(harness.engine.scrollOffset, shown))
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: harness.engine.scrollOffset))
        try harness.send(source.change(to: ["new"] + names))
        #expect(harness.engine.selectedIndex == 16)
        #expect(harness.engine.scrollAnchor(atOffset: harness.engine.scrollOffset) == ScrollAnchor(index: anchor.index + 1, distance: anchor.distance))
    }

    @Test("a switch to paging puts the offset at the top: pages side by side don't scroll vertically")
    func pagingHasNoOffset() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 3), source: NamedSource((0..<30).map { "S\($0)" }))
        try harness.loadAndAppear()
        try harness.send(.scroll(to: 700))
        #expect(harness.engine.scrollOffset == 700)
        try harness.send(.setMode(.paging))
        #expect(harness.engine.scrollOffset == 0 && harness.engine.scrollPosition.reveal == nil)
        try harness.send(.scroll(to: 300))
        try harness.send(.tick(0.1))
        #expect(harness.engine.scrollOffset == 0, "a pager's offset stays at the top")
    }

    @Test("bad input: non-finite offsets count as 0, a negative visible height as 0, a non-finite one as none")
    func badInput() {
        var position = ScrollPosition(offset: .nan)
        #expect(position.offset == 0)
        position.scrolled(to: .infinity)
        #expect(position.offset == 0)
        position.setVisibleHeight(-20, layoutHeight: 600)
        #expect(position.viewportHeight(layoutHeight: 600) == 0)
        position.setVisibleHeight(.nan, layoutHeight: 600)
        #expect(position.viewportHeight(layoutHeight: 600) == 600)
        position.setVisibleHeight(900, layoutHeight: 600)
        #expect(position._coveredHeight == 0, "more than the viewport covers nothing")
        // A keyboard covering 300 of 844 still covers 300 after a rotation to 390.
        position.setVisibleHeight(544, layoutHeight: 844)
        #expect(position.viewportHeight(layoutHeight: 390) == 90)
        #expect(position.viewportHeight(layoutHeight: -5) == 0)
        position.jump(to: -.infinity)
        #expect(position.offset == 0)
        position.keep(.nan, atProgress: 0.5)
        #expect(position.offset == 0 && position.reveal == nil)
    }

    @Test("a reveal maps the motion's progress to the offset both ways, and a closing one runs towards closed")
    func revealProgress() {
        let opening = ExpansionReveal(index: 2, startOffset: 100, startOpenness: 0.5)
        #expect([0.25, 0.5, 0.75, 1, 1.25].map { opening.offset(towards: 300, atProgress: $0) } == [100, 100, 200, 300, 300])
        let closing = ExpansionReveal(index: 2, startOffset: 500, startOpenness: 1, isOpening: false)
        #expect([1, 0.75, 0.5, 0].map { closing.offset(towards: 100, atProgress: $0) } == [500, 400, 300, 100])
        #expect(ExpansionReveal(index: nil, startOffset: 40, startOpenness: 1).progress(atOpenness: 0) == 1, "nothing left to go: at its end")
    }
}
