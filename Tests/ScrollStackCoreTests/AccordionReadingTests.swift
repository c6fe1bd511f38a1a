import Foundation
import Testing
@testable import ScrollStackCore

/// What assistive technologies read of an accordion, from either engine: numbers checked by hand
/// (headers 40 points, contents 100 points, one-second linear legs, a 320 × 600 viewport).
@Suite("Accessibility: one reading of an accordion for both expansion modes")
struct AccordionReadingTests {
    /// The sections' states, header frames and header-revealing offsets as a reader sees them.
    func read<Child>(_ sections: StackEngine<Child>, from offset: CGFloat, viewport: CGFloat) -> [(Bool, CGRect, CGFloat)] {
        (0..<sections.sectionCount).map {
            (sections.isSectionExpanded($0), sections.headerFrame(at: $0), sections.scrollOffset(revealingHeader: $0, from: offset, viewportHeight: viewport))
        }
    }

    func same(_ a: [(Bool, CGRect, CGFloat)], _ b: [(Bool, CGRect, CGFloat)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    @Test("several sections open: each reads as open, headers sit below the open contents, and revealing a header scrolls as little as it can")
    func multipleAtRest() throws {
        var multi = MultiHarness((0..<12).map { "S\($0)" })
        try multi.loadAndAppear()
        try multi.send(.setExpanded(true, at: 1, animated: false))
        try multi.send(.setExpanded(true, at: 3, animated: false))
        let reading = read(multi.engine, from: 0, viewport: 200)
        #expect(reading.map(\.0) == (0..<12).map { $0 == 1 || $0 == 3 })
        // Headers: 0, 40, 180 (after S1's 100), 220, 360 (after S3's 100), then every 40.
        #expect(reading.map(\.1.minY) == [0, 40, 180, 220, 360, 400, 440, 480, 520, 560, 600, 640])
        // A 200-point viewport at the top: headers in view stay; lower ones scroll just far enough.
        #expect(reading.map(\.2) == [0, 0, 20, 60, 200, 240, 280, 320, 360, 400, 440, 480])
        #expect(multi.engine.child(at: 1)?.name == "S1" && multi.engine.child(at: 3)?.name == "S3" && multi.engine.child(at: 2) == nil)
    }

    @Test("a section closing reads as collapsed at once; one opening as expanded at once")
    func multipleInFlight() throws {
        var multi = MultiHarness(["A", "B", "C"])
        try multi.loadAndAppear()
        try multi.send(.setExpanded(true, at: 0, animated: false))
        try multi.send(.tap(0))
        try multi.send(.tap(2))
        try multi.send(.tick(0.25))
        #expect((0..<3).map(multi.engine.isSectionExpanded) == [false, false, true])
        #expect(multi.engine.headerFrame(at: 1).minY == 115, "A's content is three quarters open")
    }

    @Test("the single-mode engine reads the same through the protocol as through its layout and its destination")
    func singleMatchesItsLayout() throws {
        var configuration = multiConfiguration()
        configuration.accordionContentMode = .fit(height: 100)
        var harness = Harness(StackEngine(configuration: configuration, size: CGSize(width: 320, height: 600), selectedIndex: 2), source: NamedSource((0..<12).map { "S\($0)" }))
        try harness.loadAndAppear()
        let engine = harness.engine
        let reading = read(engine, from: 100, viewport: 200)
        let expected = (0..<12).map {
            ($0 == engine.destination, engine.accordionLayout.headerFrame(at: $0), engine.accordionLayout.scrollOffset(revealingHeader: $0, from: 100, viewportHeight: 200))
        }
        #expect(same(reading, expected))
        #expect(reading.map { $0.0 } == (0..<12).map { $0 == 2 })
    }

    @Test("revealing a rectangle: taller than the viewport shows its top; a non-finite offset counts as 0; the answer stays inside the content")
    func revealingRules() {
        #expect(AccordionLayout.scrollOffset(revealing: CGRect(x: 0, y: 300, width: 10, height: 500), from: 0, viewportHeight: 200, contentHeight: 2000) == 300)
        #expect(AccordionLayout.scrollOffset(revealing: CGRect(x: 0, y: 50, width: 10, height: 40), from: .nan, viewportHeight: 200, contentHeight: 2000) == 0)
        #expect(AccordionLayout.scrollOffset(revealing: CGRect(x: 0, y: 1950, width: 10, height: 40), from: 0, viewportHeight: 200, contentHeight: 2000) == 1790)
        #expect(AccordionLayout.scrollOffset(revealing: CGRect(x: 0, y: 1990, width: 10, height: 40), from: 0, viewportHeight: 200, contentHeight: 2000) == 1800, "clamped to the content's end")
        #expect(AccordionLayout.scrollOffset(revealing: CGRect(x: 0, y: 10, width: 10, height: 40), from: 0, viewportHeight: -5, contentHeight: 2000) == 10, "a negative viewport counts as empty")
    }

    @Test("keys with several sections open: → opens a closed section and ← closes an open one (mirrored right to left), Space toggles, ↑ ↓ move focus")
    func multipleKeyboard() throws {
        for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
            var configuration = multiConfiguration()
            configuration.layoutDirection = direction
            var multi = MultiHarness(["A", "B", "C", "D"], configuration: configuration)
            try multi.loadAndAppear()
            try multi.send(.setExpanded(true, at: 1, animated: false))
            try multi.send(.setExpanded(true, at: 3, animated: false))
            let engine = multi.engine
            let open: KeyboardKey = direction == .leftToRight ? .rightArrow : .leftArrow
            let close: KeyboardKey = direction == .leftToRight ? .leftArrow : .rightArrow
            #expect(engine.keyboardOutcome(for: open, focusedHeader: 1) == nil, "already open")
            #expect(engine.keyboardOutcome(for: close, focusedHeader: 1) == .tapHeader(1))
            #expect(engine.keyboardOutcome(for: open, focusedHeader: 2) == .tapHeader(2))
            #expect(engine.keyboardOutcome(for: close, focusedHeader: 2) == nil, "already closed")
            #expect(engine.keyboardOutcome(for: .space, focusedHeader: 3) == .tapHeader(3))
            #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: 3) == nil, "past the last header, focus may leave")
            #expect(engine.keyboardOutcome(for: .downArrow, focusedHeader: nil) == .focusHeader(0))
            #expect(engine.keyboardOutcome(for: .upArrow, focusedHeader: 2) == .focusHeader(1))
            #expect(engine.keyboardOutcome(for: .upArrow, focusedHeader: 2, canMoveFocus: false) == nil)
            #expect(engine.keyboardOutcome(for: .commandRightArrow, focusedHeader: 2) == nil, "no pages here")
        }
    }

    @Test("focus past the fold with several sections open scrolls by the open layout; a header in view or out of range scrolls nothing")
    func multipleFocusScroll() throws {
        var multi = MultiHarness((0..<12).map { "S\($0)" })
        try multi.loadAndAppear()
        try multi.send(.setExpanded(true, at: 1, animated: false))
        try multi.send(.setExpanded(true, at: 3, animated: false))
        // Header 5 is at 400: a 200-point viewport at the top scrolls to 240 to show it.
        #expect(multi.engine.scrollOffset(focusingHeader: 5, from: 0, viewportHeight: 200) == 240)
        #expect(multi.engine.scrollOffset(focusingHeader: 1, from: 0, viewportHeight: 200) == nil)
        #expect(multi.engine.scrollOffset(focusingHeader: 12, from: 0, viewportHeight: 200) == nil)
        #expect(multi.engine.scrollOffset(focusingHeader: -1, from: 0, viewportHeight: 200) == nil)
    }
}

