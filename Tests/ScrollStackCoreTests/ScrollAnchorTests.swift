import Foundation
import Testing
@testable import ScrollStackCore

/// The anchor rule: the section at the top of the viewport keeps its place on screen when the
/// layout changes around it, and the offset stays inside the content at every fraction.
@Suite("Scroll anchor")
struct ScrollAnchorTests {
    static let names = (0..<60).map { "S\($0)" }
    let viewport: CGFloat = 844

    /// Sixty sections with 56-point headers, `expanded` open, on screen.
    func stack(expanded: Int? = nil, source: NamedSource = NamedSource(names)) throws -> Harness<NamedSource> {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: expanded), source: source)
        try harness.loadAndAppear()
        return harness
    }

    /// Where the header of `index` sits on screen for a viewport scrolled to `offset`.
    func screenY(of index: Int, in engine: StackEngine<FakeChild>, offset: CGFloat) -> CGFloat {
        engine.accordionLayout.headerFrame(at: index).minY - offset
    }

    @Test("the anchor names the section covering the viewport's top and the distance below its header")
    func anchorAtOffset() throws {
        let harness = try stack(expanded: 2)
        try #require(harness.engine.accordionLayout.content(at: 2) != nil)
        // Section 2's content is 88 points (fill mode, headers overflow): 0…168 headers 0–2, 168…256 its content.
        #expect(harness.engine.scrollAnchor(atOffset: 0) == ScrollAnchor(index: 0, distance: 0))
        #expect(harness.engine.scrollAnchor(atOffset: 130) == ScrollAnchor(index: 2, distance: 18))
        #expect(harness.engine.scrollAnchor(atOffset: 200) == ScrollAnchor(index: 2, distance: 88), "inside the open content")
        #expect(harness.engine.scrollAnchor(atOffset: 600) == ScrollAnchor(index: 9, distance: 8))
        #expect(harness.engine.scrollAnchor(atOffset: -30) == ScrollAnchor(index: 0, distance: -30), "pulled down past the top")
    }

    @Test("rotation: a resize and the open child measured again at the new width keep the reader's section in place")
    func rotationKeepsTheAnchor() throws {
        var harness = try stack(expanded: 0)
        try harness.send(.contentHeightChanged(index: 0, height: 600))
        let offset: CGFloat = 1180
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: offset))
        #expect(anchor == ScrollAnchor(index: 10, distance: 20))
        let landscape = CGSize(width: 844, height: 390)
        try harness.send(.resize(landscape))
        var kept = harness.engine.offset(keeping: anchor, viewportHeight: landscape.height)
        #expect(kept == offset)
        // The text reflows in the wider section: shorter content above the reader.
        try harness.send(.contentHeightChanged(index: 0, height: 300))
        kept = harness.engine.offset(keeping: anchor, viewportHeight: landscape.height)
        #expect(kept == 880)
        #expect(screenY(of: 10, in: harness.engine, offset: kept) == -20, "section 10's header stays 20 points above the top")
        #expect(harness.engine.scrollAnchor(atOffset: kept) == anchor)
        #expect(harness.engine.offset(keeping: anchor, viewportHeight: viewport) == kept, "the viewport's height only clamps")
    }

    @Test("a header height change above the viewport, at rest, keeps the reader's section; one below moves nothing")
    func headerHeightAbove() throws {
        var harness = try stack()
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 570))
        #expect(anchor == ScrollAnchor(index: 10, distance: 10))
        try harness.send(.headerHeightChanged(index: 3, height: 80))
        #expect(harness.engine.offset(keeping: anchor, viewportHeight: viewport) == 594)
        try harness.send(.headerHeightChanged(index: 12, height: 120))
        #expect(harness.engine.offset(keeping: anchor, viewportHeight: viewport) == 594)
    }

    @Test("Dynamic Type: every header grows and the reader's section keeps its place")
    func dynamicType() throws {
        var harness = try stack()
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 560))
        try harness.send(.configure(accordionConfiguration(headerHeight: 70)))
        let kept = harness.engine.offset(keeping: anchor, viewportHeight: viewport)
        #expect(kept == 700)
        #expect(screenY(of: 10, in: harness.engine, offset: kept) == 0)
    }

    @Test("a content height change above the viewport keeps the reader's section")
    func contentHeightAbove() throws {
        var harness = try stack(expanded: 1)
        try harness.send(.contentHeightChanged(index: 1, height: 400))
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 853))
        #expect(anchor == ScrollAnchor(index: 8, distance: 5))
        try harness.send(.contentHeightChanged(index: 1, height: 200))
        #expect(harness.engine.offset(keeping: anchor, viewportHeight: viewport) == 653)
    }

    @Test("mid-flight, a header height change above the viewport keeps the reader's section at the current fraction")
    func midFlightHeaderChange() throws {
        var harness = try stack(expanded: 0)
        try harness.send(.tap(5))
        try harness.send(.tick(0.1))
        let fraction = try #require(harness.engine.phase.transition?.fraction)
        #expect(fraction > 0 && fraction < 1)
        let offset: CGFloat = 700
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: offset))
        let before = screenY(of: anchor.index, in: harness.engine, offset: offset)
        try harness.send(.headerHeightChanged(index: 2, height: 100))
        #expect(harness.engine.phase.transition?.fraction == fraction, "still running")
        let kept = harness.engine.offset(keeping: anchor, viewportHeight: viewport)
        #expect(kept == offset + 44)
        #expect(screenY(of: anchor.index, in: harness.engine, offset: kept) == before)
    }

    @Test("mid-flight, a rotation that also resizes the headers keeps the reader's section at the current fraction")
    func midFlightResize() throws {
        var harness = try stack(expanded: 0)
        try harness.send(.contentHeightChanged(index: 0, height: 300))
        try harness.send(.tap(5))
        try harness.send(.tick(0.1))
        let offset: CGFloat = 800
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: offset))
        let before = screenY(of: anchor.index, in: harness.engine, offset: offset)
        try harness.send(.resize(CGSize(width: 844, height: 390)))
        try harness.send(.configure(accordionConfiguration(headerHeight: 44)))
        #expect(!harness.engine.phase.isIdle, "the transition keeps running")
        let kept = harness.engine.offset(keeping: anchor, viewportHeight: 390)
        #expect(kept < offset, "shorter headers above the reader")
        #expect(screenY(of: anchor.index, in: harness.engine, offset: kept) == before)
    }

    @Test("a data change above the viewport keeps the reader's element in place")
    func dataChangeAbove() throws {
        let source = NamedSource(Self.names)
        var harness = try stack(source: source)
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 572))
        #expect(anchor == ScrollAnchor(index: 10, distance: 12))
        var names = Self.names
        names.remove(at: 5)
        names.insert(contentsOf: ["New1", "New2"], at: 0)
        guard case .dataChanged(let change) = source.change(to: names) else { throw AnchorTestError.notAChange }
        try harness.send(.dataChanged(change))
        let moved = try #require(anchor.following(change))
        #expect(moved == ScrollAnchor(index: 11, distance: 12))
        #expect(source.names[moved.index] == "S10")
        #expect(harness.engine.offset(keeping: moved, viewportHeight: viewport) == 628)
    }

    @Test("an anchor whose element was removed goes to the nearest survivor, its header at the top")
    func removedAnchor() {
        let anchor = ScrollAnchor(index: 3, distance: 30)
        // 0 1 2 [3] 4 → 0 1 2 4: the following element slides into its place.
        #expect(anchor.following(StackDataChange(newIndices: [0, 1, 2, nil, 3], newCount: 4)) == ScrollAnchor(index: 3, distance: 0))
        // The following ones went too: the one before.
        #expect(anchor.following(StackDataChange(newIndices: [0, 1, 2, nil, nil], newCount: 3)) == ScrollAnchor(index: 2, distance: 0))
        #expect(anchor.following(StackDataChange(newIndices: [nil, nil, nil, nil, nil], newCount: 0)) == nil)
        #expect(anchor.following(StackDataChange(newIndices: [4, 3, 2, 1, 0], newCount: 5)) == ScrollAnchor(index: 1, distance: 30))
    }

    @Test("the offset stays inside 0…max(0, content − viewport) at every fraction of a transition that shrinks the content")
    func clampingAtEveryFraction() throws {
        var harness = try stack(expanded: 59)
        try harness.send(.contentHeightChanged(index: 59, height: 600))
        let bottom: CGFloat = 3116
        #expect(harness.engine.clampedOffset(10_000, viewportHeight: viewport) == bottom, "60 × 56 + 600 − 844")
        try harness.send(.tap(59))
        let fractions = (0...10).map { Double($0) / 10 }
        let clamped = fractions.map { harness.engine.clampedOffset(bottom, viewportHeight: viewport, atFraction: $0) }
        #expect(clamped.map { ($0 * 1000).rounded() / 1000 } == [3116, 3056, 2996, 2936, 2876, 2816, 2756, 2696, 2636, 2576, 2516])
        for (fraction, offset) in zip(fractions, clamped) {
            let content = harness.engine.accordionLayout(atFraction: fraction).contentSize.height
            #expect(offset >= 0 && offset <= max(0, content - viewport), "fraction \(fraction)")
            #expect(harness.engine.clampedOffset(-25, viewportHeight: viewport, atFraction: fraction) == 0, "fraction \(fraction)")
        }
        // The reader's anchor, kept at every fraction, never leaves the range either.
        let anchor = ScrollAnchor(index: 59, distance: 300)
        for fraction in fractions {
            let kept = harness.engine.offset(keeping: anchor, viewportHeight: viewport, atFraction: fraction)
            let content = harness.engine.accordionLayout(atFraction: fraction).contentSize.height
            #expect(kept >= 0 && kept <= max(0, content - viewport), "fraction \(fraction)")
        }
    }

    @Test("right to left changes nothing vertical: the same anchors and the same kept offsets")
    func rightToLeft() throws {
        var configuration = accordionConfiguration()
        configuration.layoutDirection = .rightToLeft
        var mirrored = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: 1), source: NamedSource(Self.names))
        try mirrored.loadAndAppear()
        var plain = try stack(expanded: 1)
        try mirrored.send(.headerHeightChanged(index: 0, height: 80))
        try plain.send(.headerHeightChanged(index: 0, height: 80))
        let offsets: [CGFloat] = [0, 130, 700, 2000]
        #expect(offsets.map { mirrored.engine.scrollAnchor(atOffset: $0) } == offsets.map { plain.engine.scrollAnchor(atOffset: $0) })
        let anchor = ScrollAnchor(index: 12, distance: 9)
        #expect(mirrored.engine.offset(keeping: anchor, viewportHeight: viewport) == plain.engine.offset(keeping: anchor, viewportHeight: viewport))
        #expect(mirrored.engine.offset(keeping: anchor, viewportHeight: viewport) == 793, "80 + 11 × 56 + 88 open + 9")
    }

    @Test("content that fits the viewport, and a pager, scroll to 0")
    func fitsAndPaging() throws {
        var short = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize), source: NamedSource(["A", "B"]))
        try short.loadAndAppear()
        #expect(short.engine.offset(keeping: ScrollAnchor(index: 1, distance: 0), viewportHeight: viewport) == 0)
        var pager = Harness(StackEngine(configuration: accordionConfiguration(), mode: .paging, size: phoneSize, selectedIndex: 0), source: NamedSource(Self.names))
        try pager.loadAndAppear()
        #expect(pager.engine.scrollAnchor(atOffset: 300) == nil)
        #expect(pager.engine.offset(keeping: ScrollAnchor(index: 4, distance: 0), viewportHeight: viewport) == 0)
        #expect(pager.engine.clampedOffset(300, viewportHeight: viewport) == 0)
    }

    @Test("bad anchors clamp, as documented: an index beyond the sections, a non-finite distance or offset, no sections")
    func badInputClamps() throws {
        let harness = try stack()
        let layout = harness.engine.accordionLayout
        #expect(layout.offset(keeping: ScrollAnchor(index: 99, distance: 0), viewportHeight: 200) == 3160, "the last section, clamped: the content's end meets the viewport's")
        #expect(layout.offset(keeping: ScrollAnchor(index: -4, distance: 30), viewportHeight: 200) == 30)
        #expect(layout.offset(keeping: ScrollAnchor(index: 5, distance: .nan), viewportHeight: 200) == 280)
        #expect(layout.offset(keeping: ScrollAnchor(index: 5, distance: .infinity), viewportHeight: 200) == 280)
        #expect(layout.scrollAnchor(atOffset: .nan) == ScrollAnchor(index: 0, distance: 0))
        #expect(layout.offset(keeping: ScrollAnchor(index: 5, distance: 0), viewportHeight: -50) == 280, "a negative viewport counts as 0")
        let empty = AccordionLayout(size: phoneSize, headerHeight: 56, sectionCount: 0, expandedIndex: nil)
        #expect(empty.scrollAnchor(atOffset: 100) == nil)
        #expect(empty.offset(keeping: ScrollAnchor(index: 0, distance: 40), viewportHeight: 844) == 0)
        #expect(ScrollAnchor(index: 40, distance: 7).following(.positions(from: 5, to: 5)) == ScrollAnchor(index: 4, distance: 7), "beyond the old elements: the last")
    }
}

enum AnchorTestError: Error {
    case notAChange
}
