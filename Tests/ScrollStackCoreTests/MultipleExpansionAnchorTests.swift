import Foundation
import Testing
@testable import ScrollStackCore

/// Multiple mode keeps the reader's section in place across a resize, new settings and new data,
/// as single mode does.
@Suite("Multiple expansion: the reader's anchor")
struct MultipleExpansionAnchorTests {
    static let names = (0..<14).map { String(UnicodeScalar(UInt8(97 + $0))) }

    /// Headers 40 tall and filling sections (at least 100 tall), one-second linear legs.
    static func filling() -> StackConfiguration {
        var configuration = multiConfiguration()
        configuration.accordionContentMode = .fill
        configuration.minimumFillContentHeight = 100
        return configuration
    }

    /// A loaded, appeared engine with `open` open at once.
    static func harness(_ names: [String], configuration: StackConfiguration = multiConfiguration(), size: CGSize, open: [Int]) throws -> MultiHarness {
        var harness = MultiHarness(names, configuration: configuration, size: size)
        try harness.loadAndAppear()
        for index in open { try harness.send(.setExpanded(true, at: index, animated: false)) }
        return harness
    }

    /// Every item in view at `offset`, pinning headers or not, moved into the viewport's
    /// coordinates (0 at the viewport's top).
    static func onScreen(_ layout: AccordionLayout, offset: CGFloat, viewportHeight: CGFloat, pinning: Bool = false) -> [AccordionItem] {
        let viewport = CGRect(x: 0, y: offset, width: layout.size.width, height: viewportHeight)
        return layout.visibleItems(in: viewport, pinningHeaders: pinning).map { item in
            switch item {
            case .header(let index, let frame): .header(index: index, frame: frame.offsetBy(dx: 0, dy: -offset))
            case .content(let index, let frame, let clip): .content(index: index, frame: frame.offsetBy(dx: 0, dy: -offset), clip: clip.offsetBy(dx: 0, dy: -offset))
            }
        }
    }

    @Test("the same anchor and offset as single mode with the same section open", arguments: [0, 3, 7], [0, 130, 455, 2000])
    func parityWithSingleMode(open: Int, offset: CGFloat) throws {
        let configuration = accordionConfiguration()
        let sizes = [phoneSize, CGSize(width: phoneSize.height, height: phoneSize.width), phoneSize]
        var single = Harness(StackEngine(configuration: configuration, size: sizes[0], selectedIndex: open), source: NamedSource(Self.names))
        try single.loadAndAppear()
        var multiple = try Self.harness(Self.names, configuration: configuration, size: sizes[0], open: [open])
        var singleOffset = single.engine.clampedOffset(offset, viewportHeight: sizes[0].height)
        var multipleOffset = multiple.engine.expansionLayout.clampedOffset(offset, viewportHeight: sizes[0].height)
        #expect(multipleOffset == singleOffset)
        for size in sizes.dropFirst() {
            let singleAnchor = try #require(single.engine.scrollAnchor(atOffset: singleOffset))
            let multipleAnchor = try #require(multiple.engine.scrollAnchor(atOffset: multipleOffset))
            #expect(multipleAnchor == singleAnchor, "open \(open), offset \(offset), to \(size)")
            try single.send(.resize(size))
            try multiple.send(.resize(size))
            singleOffset = single.engine.offset(keeping: singleAnchor, viewportHeight: size.height)
            multipleOffset = multiple.engine.offset(keeping: multipleAnchor, viewportHeight: size.height)
            #expect(multipleOffset == singleOffset, "open \(open), offset \(offset), to \(size)")
        }
    }

    @Test("a resize keeps the section at the top in place while several open sections change height")
    func resizeAtRest() throws {
        var configuration = Self.filling()
        configuration.minimumFillContentHeight = 0
        var harness = try Self.harness(Array(Self.names.prefix(10)), configuration: configuration, size: CGSize(width: 320, height: 600), open: [1, 4, 7])
        // Headers 400 in all: each open section fills 200. Section 4's header sits at 360, its content at 400…600;
        // the content is 1,000 tall, so the offset goes no further than 400.
        try harness.send(.scroll(to: 390))
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 390))
        #expect(anchor == ScrollAnchor(index: 4, distance: 30))
        var plain = harness
        // Taller: each open section fills 400, so the sections above move section 4 down by 200.
        // The engine scrolls with it before choosing the live children: b's content (80…480)
        // never enters the viewport (590…1390).
        #expect(try harness.send(.resize(CGSize(width: 320, height: 800))) == [
            .setFrame("e", band(600, 400), clip: band(600, 400)),
            .setFrame("h", band(1120, 400), clip: band(1120, 400)),
        ])
        let offset = harness.engine.offset(keeping: anchor, viewportHeight: 800)
        #expect(offset == 590 && harness.engine.scrollOffset == 590)
        #expect(try harness.send(.scroll(to: offset)) == [])
        // Every resize keeps the reader's place: none chooses the children at the old offset
        // (390…1190), where b's content shows and b would join only to leave.
        let resized = try plain.send(.resize(CGSize(width: 320, height: 800)))
        #expect(!resized.contains(.addChild("b")))
        #expect(plain.engine.scrollOffset == 590)
        #expect(plain.engine.expansionLayout == harness.engine.expansionLayout)
        #expect(Self.onScreen(harness.engine.expansionLayout, offset: offset, viewportHeight: 800) == [
            .header(index: 4, frame: band(-30, 40)),
            .content(index: 4, frame: band(10, 400), clip: band(10, 400)),
            .header(index: 5, frame: band(410, 40)),
            .header(index: 6, frame: band(450, 40)),
            .header(index: 7, frame: band(490, 40)),
            .content(index: 7, frame: band(530, 400), clip: band(530, 400)),
        ])
    }

    @Test("a rotation mid-motion keeps the section at the top in place; the motion goes on from there")
    func rotationMidMotion() throws {
        var harness = try Self.harness(Array(Self.names.prefix(8)), configuration: Self.filling(), size: CGSize(width: 320, height: 600), open: [0, 2])
        try harness.send(.tap(3))
        try harness.send(.tick(0.5))
        // Portrait: sections fill 280; section 2's header at 360, its content at 400…680; section 3 half open.
        try harness.send(.scroll(to: 420))
        let before = Self.onScreen(harness.engine.expansionLayout, offset: 420, viewportHeight: 600)
        #expect(before.prefix(2) == [
            .header(index: 2, frame: band(-60, 40)),
            .content(index: 2, frame: band(-20, 280), clip: band(-20, 280)),
        ])
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 420))
        #expect(anchor == ScrollAnchor(index: 2, distance: 60))
        // Landscape: sections fill their minimum, 100; section 3 still half open.
        try harness.send(.resize(CGSize(width: 600, height: 320)))
        let offset = harness.engine.offset(keeping: anchor, viewportHeight: 320)
        #expect(offset == 240)
        try harness.send(.scroll(to: offset))
        func wide(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 600, height: height) }
        #expect(Self.onScreen(harness.engine.expansionLayout, offset: offset, viewportHeight: 320) == [
            .header(index: 2, frame: wide(-60, 40)),
            .content(index: 2, frame: wide(-20, 100), clip: wide(-20, 100)),
            .header(index: 3, frame: wide(80, 40)),
            .content(index: 3, frame: wide(120, 100), clip: wide(120, 50)),
            .header(index: 4, frame: wide(170, 40)),
            .header(index: 5, frame: wide(210, 40)),
            .header(index: 6, frame: wide(250, 40)),
            .header(index: 7, frame: wide(290, 40)),
        ])
        // The motion below the reader's section ends where it was heading; the section stays put.
        #expect(try harness.send(.tick(0.5)) == [
            .setFrame("d", wide(360, 100), clip: wide(360, 100)),
            .endAppearance("d"),
            .sectionsDidMove(opened: [3], closed: []),
        ])
        #expect(Self.onScreen(harness.engine.expansionLayout, offset: offset, viewportHeight: 320).prefix(4) == [
            .header(index: 2, frame: wide(-60, 40)),
            .content(index: 2, frame: wide(-20, 100), clip: wide(-20, 100)),
            .header(index: 3, frame: wide(80, 40)),
            .content(index: 3, frame: wide(120, 100), clip: wide(120, 100)),
        ])
    }

    @Test("with pinned headers, the pinned header and the content under it keep their places across a rotation")
    func pinnedHeaderRotation() throws {
        var harness = try Self.harness(Array(Self.names.prefix(8)), configuration: Self.filling(), size: CGSize(width: 320, height: 600), open: [0, 2, 6])
        // Sections fill 280: section 2's content runs 400…680 under the viewport's top at 430,
        // so its header pins there; section 6's content starts at 840.
        try harness.send(.scroll(to: 430))
        #expect(Self.onScreen(harness.engine.expansionLayout, offset: 430, viewportHeight: 600, pinning: true) == [
            .content(index: 2, frame: band(-30, 280), clip: band(-30, 280)),
            .header(index: 2, frame: band(0, 40)),
            .header(index: 3, frame: band(250, 40)),
            .header(index: 4, frame: band(290, 40)),
            .header(index: 5, frame: band(330, 40)),
            .header(index: 6, frame: band(370, 40)),
            .content(index: 6, frame: band(410, 280), clip: band(410, 280)),
        ])
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 430))
        #expect(anchor == ScrollAnchor(index: 2, distance: 70))
        try harness.send(.resize(CGSize(width: 600, height: 320)))
        let offset = harness.engine.scrollOffset
        #expect(offset == 250 && offset == harness.engine.offset(keeping: anchor, viewportHeight: 320))
        func wide(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 600, height: height) }
        // Sections fill 100 now: the content keeps its 30 points under the viewport's top, and
        // the header stays pinned over it.
        #expect(Self.onScreen(harness.engine.expansionLayout, offset: offset, viewportHeight: 320, pinning: true) == [
            .content(index: 2, frame: wide(-30, 100), clip: wide(-30, 100)),
            .header(index: 2, frame: wide(0, 40)),
            .header(index: 3, frame: wide(70, 40)),
            .header(index: 4, frame: wide(110, 40)),
            .header(index: 5, frame: wide(150, 40)),
            .header(index: 6, frame: wide(190, 40)),
            .content(index: 6, frame: wide(230, 100), clip: wide(230, 100)),
        ])
    }

    @Test("new data: the reader's section follows its element, open sections above it removed or not")
    func dataChange() throws {
        var harness = try Self.harness(Self.names, size: CGSize(width: 320, height: 300), open: [1, 5])
        // Section 5 (f) has its header at 300 and its content at 340…440.
        try harness.send(.scroll(to: 350))
        let anchor = try #require(harness.engine.scrollAnchor(atOffset: 350))
        #expect(anchor == ScrollAnchor(index: 5, distance: 50))
        let before = Self.onScreen(harness.engine.expansionLayout, offset: 350, viewportHeight: 300)
        let change = harness.source.change(to: Array(Self.names.dropFirst(2)) + ["x"])
        guard case .dataChanged(let difference) = change else { preconditionFailure("not a data change") }
        let followed = try #require(anchor.following(difference))
        #expect(followed == ScrollAnchor(index: 3, distance: 50))
        try harness.send(change.expansionEvent)
        let offset = harness.engine.offset(keeping: followed, viewportHeight: 300)
        #expect(offset == 170)
        try harness.send(.scroll(to: offset))
        // Everything in view is where it was, by element: indices 5… are now 3….
        let after = Self.onScreen(harness.engine.expansionLayout, offset: offset, viewportHeight: 300)
        #expect(after == before.map { item in
            switch item {
            case .header(let index, let frame): .header(index: index - 2, frame: frame)
            case .content(let index, let frame, let clip): .content(index: index - 2, frame: frame, clip: clip)
            }
        })
        #expect(after.first == .header(index: 3, frame: band(-50, 40)))
        #expect(harness.engine.expandedIndices == [3])
    }

    @Test("no sections: no anchor, offset 0; an anchor beyond the sections counts as the last")
    func edges() throws {
        let empty = StackEngine<FakeChild>(multipleWith: multiConfiguration(), size: CGSize(width: 320, height: 300))
        #expect(empty.scrollAnchor(atOffset: 100) == nil)
        #expect(empty.offset(keeping: ScrollAnchor(index: 3, distance: 10), viewportHeight: 300) == 0)
        let harness = try Self.harness(Self.names, size: CGSize(width: 320, height: 300), open: [])
        // Fourteen headers, 560 tall: the last header sits at 520, the offset stops at 260.
        #expect(harness.engine.offset(keeping: ScrollAnchor(index: 40, distance: 0), viewportHeight: 300) == 260)
        #expect(harness.engine.offset(keeping: ScrollAnchor(index: -2, distance: .nan), viewportHeight: 300) == 0)
        #expect(harness.engine.scrollAnchor(atOffset: -30) == ScrollAnchor(index: 0, distance: -30))
        #expect(harness.engine.scrollAnchor(atOffset: .infinity) == ScrollAnchor(index: 0, distance: 0))
    }
}
