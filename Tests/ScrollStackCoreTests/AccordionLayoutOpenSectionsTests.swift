import Foundation
import Testing
@testable import ScrollStackCore

/// A stack worked out the plain way: every section's header and visible content, top to bottom.
private struct PlainStack {
    var headers: [CGFloat]
    /// Each section's full content height and the share of it that shows, for those that show any.
    var open: [Int: (full: CGFloat, share: CGFloat)]
    var top: CGFloat

    func visible(_ index: Int) -> CGFloat { open[index].map { $0.full * $0.share } ?? 0 }

    func headerTop(_ index: Int) -> CGFloat {
        top + (0..<index).reduce(0) { $0 + headers[$1] + visible($1) }
    }

    /// The section whose header or content covers `y`, clamped to the first and last.
    func section(containing y: CGFloat) -> Int {
        for index in headers.indices where y < headerTop(index) + headers[index] + visible(index) {
            return index
        }
        return headers.count - 1
    }
}

@Suite("AccordionLayout: one arithmetic for one open section or many")
struct AccordionLayoutOpenSectionsTests {
    /// Header and content heights that are not whole or half points, so sums in another order
    /// would show in the last bits.
    static let headers: [CGFloat] = (0..<40).map { 30 + CGFloat($0 % 7) * 3.3 + 0.1 }

    static func layouts(open: [Int: CGFloat], share: [Int: CGFloat]) -> AccordionLayout {
        var heights = AccordionSectionHeights(headerHeights: headers)
        for (index, height) in open { heights.setContentHeight(height, at: index) }
        var layout = AccordionLayout(size: CGSize(width: 320, height: 600), insets: LayoutInsets(top: 7, left: 0, bottom: 5, right: 0), sectionHeights: heights)
        for index in open.keys.sorted() { layout.setOpenness(share[index] ?? 1, at: index) }
        return layout
    }

    @Test("a transition's layout and the same shares set section by section give the same frames, bit for bit", arguments: [
        (Int?.none, Int?(3), 0.37),
        (Int?(5), Int?(2), 0.61),
        (Int?(1), Int?(30), 0.123),
        (Int?(12), Int?.none, 0.9),
    ] as [(Int?, Int?, Double)])
    func sameFramesAsTheAccordionLayout(from: Int?, to: Int?, fraction: Double) {
        var heights = AccordionSectionHeights(headerHeights: Self.headers)
        for index in [from, to].compactMap({ $0 }) { heights.setContentHeight(173.7 + CGFloat(index), at: index) }
        let size = CGSize(width: 320, height: 600)
        let insets = LayoutInsets(top: 7, left: 0, bottom: 5, right: 0)
        let start = AccordionLayout(size: size, insets: insets, sectionHeights: heights, expandedIndex: from)
        let end = AccordionLayout(size: size, insets: insets, sectionHeights: heights, expandedIndex: to)
        let interpolated = AccordionLayout.interpolating(from: start, to: end, fraction: fraction)
        var shared = AccordionLayout(size: size, insets: insets, sectionHeights: heights)
        for (index, share) in [(from, 1 - fraction), (to, fraction)] {
            if let index { shared.setOpenness(CGFloat(share), at: index) }
        }

        #expect(shared.contentSize == interpolated.contentSize)
        #expect(Self.headers.indices.map(shared.headerFrame(at:)) == Self.headers.indices.map(interpolated.headerFrame(at:)))
        let contents = Self.headers.indices.map { shared.content(at: $0).map { [$0.frame, $0.clip] } }
        #expect(contents == Self.headers.indices.map { interpolated.content(at: $0).map { [$0.frame, $0.clip] } })
        for top in stride(from: -50 as CGFloat, through: interpolated.contentSize.height + 50, by: 37.3) {
            let viewport = CGRect(x: 0, y: top, width: 320, height: 600)
            #expect(shared.visibleItems(in: viewport) == interpolated.visibleItems(in: viewport), "viewport at \(top)")
            #expect(shared.section(containing: top) == interpolated.section(containing: top), "y \(top)")
        }
    }

    @Test("many sections open: frames, the section at an offset and the visible sections follow the plain sums", arguments: [3, 9, 25])
    func manyOpenSections(openCount: Int) {
        // `openCount` sections, every third from the second (wrapping), each with its own share: a list
        // past the walk's limit (8) sums by prefix sums, below it by a walk.
        let indices = (0..<openCount).map { (1 + 3 * $0) % 40 }
        var open: [Int: CGFloat] = [:]
        var share: [Int: CGFloat] = [:]
        for (n, index) in indices.enumerated() {
            open[index] = 100.5 + CGFloat(n) * 11
            share[index] = n % 3 == 0 ? 1 : CGFloat(n % 5) / 4
        }
        let layout = Self.layouts(open: open, share: share)
        let plain = PlainStack(
            headers: Self.headers,
            open: open.reduce(into: [:]) { $0[$1.key] = (full: $1.value, share: share[$1.key] ?? 1) },
            top: 7
        )

        for index in Self.headers.indices {
            #expect(abs(layout.headerFrame(at: index).minY - plain.headerTop(index)) < 1e-9, "header \(index)")
            #expect(layout.visibleContentHeight(at: index) == plain.visible(index), "content \(index)")
        }
        let height = plain.headerTop(Self.headers.count - 1) + Self.headers[Self.headers.count - 1] + plain.visible(Self.headers.count - 1) + 5
        #expect(abs(layout.contentSize.height - height) < 1e-9)
        // Offsets a hair away from every edge, so rounding can't decide the answer.
        let edges: [CGFloat] = Self.headers.indices.flatMap { [plain.headerTop($0), plain.headerTop($0) + Self.headers[$0]] }
        let offsets: [CGFloat] = edges.flatMap { [$0 - 0.01, $0 + 0.01] } + [-30, height + 30]
        for y in offsets {
            #expect(layout.section(containing: y) == plain.section(containing: y), "y \(y)")
            let viewport = CGRect(x: 0, y: y, width: 320, height: 150.3)
            let expected = plain.section(containing: max(y, 7))..<(plain.section(containing: min(y + 150.3, height - 5) - 0.001) + 1)
            if y + 150.3 > 7, y < height - 5 {
                #expect(layout.visibleSections(in: viewport) == expected, "viewport at \(y)")
            }
        }
    }

    @Test("a section that opens, moves and closes again in a long list keeps the sums right", arguments: [4, 20])
    func changesInPlace(openCount: Int) {
        var open: [Int: CGFloat] = [:]
        for n in 0..<openCount { open[2 * n] = 80 }
        var layout = Self.layouts(open: open, share: [:])
        layout.setOpenness(0.25, at: 2 * (openCount / 2))
        layout.setOpenness(nil, at: 0)
        layout.setOpenness(0.5, at: 39)
        var plainOpen = open.reduce(into: [Int: (full: CGFloat, share: CGFloat)]()) { $0[$1.key] = (full: 80, share: 1) }
        plainOpen[2 * (openCount / 2)] = (full: 80, share: 0.25)
        plainOpen[0] = nil
        let full = layout.fullContentHeight(at: 39)
        plainOpen[39] = (full: full, share: 0.5)
        let plain = PlainStack(headers: Self.headers, open: plainOpen, top: 7)

        #expect(Self.headers.indices.map { layout.headerFrame(at: $0).minY.rounded(toPlaces: 6) } == Self.headers.indices.map { plain.headerTop($0).rounded(toPlaces: 6) })
        #expect(layout.sectionsWithContent == plainOpen.keys.sorted())
    }

    @Test("no sections: no section at any offset, nothing visible, no anchor, nothing to scroll")
    func noSections() {
        let layout = AccordionLayout(size: CGSize(width: 320, height: 600), sectionHeights: AccordionSectionHeights(count: 0, headerHeight: 44))
        #expect([-10, 0, 300].map { layout.section(containing: $0) } == [nil, nil, nil])
        #expect(layout.visibleSections(in: CGRect(x: 0, y: 0, width: 320, height: 600)) == 0..<0)
        #expect(layout.visibleItems(in: CGRect(x: 0, y: 0, width: 320, height: 600)).isEmpty)
        #expect(layout.scrollAnchor(atOffset: 0) == nil)
        #expect(layout.contentSize == CGSize(width: 320, height: 0))
        #expect(layout.pinnedHeader(viewportTop: 10) == nil)
    }
}

private extension CGFloat {
    func rounded(toPlaces places: Int) -> CGFloat {
        let scale = CGFloat(pow(10, Double(places)))
        return (self * scale).rounded() / scale
    }
}
