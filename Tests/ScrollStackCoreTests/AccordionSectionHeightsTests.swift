import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Accordion sections of their own heights")
struct AccordionSectionHeightsTests {
    let phone = CGSize(width: 390, height: 844)

    /// Every header and open content, found the straightforward way: walk every section.
    static func naiveItems(headers: [CGFloat], open: [Int: (visible: CGFloat, full: CGFloat)], width: CGFloat, viewport: CGRect) -> [AccordionItem] {
        var items: [AccordionItem] = []
        var y: CGFloat = 0
        for (index, height) in headers.enumerated() {
            let header = CGRect(x: 0, y: y, width: width, height: height)
            let shown = open[index]?.visible ?? 0
            if header.minY < viewport.maxY && header.maxY + shown > viewport.minY {
                items.append(.header(index: index, frame: header))
                if let content = open[index] {
                    items.append(.content(
                        index: index,
                        frame: CGRect(x: 0, y: header.maxY, width: width, height: content.full),
                        clip: CGRect(x: 0, y: header.maxY, width: width, height: content.visible)
                    ))
                }
            }
            y = header.maxY + shown
        }
        return items
    }

    @Test("headers and contents of their own heights: the whole frame list")
    func wholeFrameList() {
        let heights = AccordionSectionHeights(headerHeights: [44, 60, 44, 80], contentHeights: [nil, 120, nil, 300])
        let layout = AccordionLayout(size: phone, sectionHeights: heights, expandedIndex: 1, contentMode: .fit(height: 200))
        #expect(layout.visibleItems(in: CGRect(origin: .zero, size: phone)) == [
            .header(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 44)),
            .header(index: 1, frame: CGRect(x: 0, y: 44, width: 390, height: 60)),
            .content(index: 1, frame: CGRect(x: 0, y: 104, width: 390, height: 120), clip: CGRect(x: 0, y: 104, width: 390, height: 120)),
            .header(index: 2, frame: CGRect(x: 0, y: 224, width: 390, height: 44)),
            .header(index: 3, frame: CGRect(x: 0, y: 268, width: 390, height: 80)),
        ])
        #expect(layout.contentSize == CGSize(width: 390, height: 348))
        let modeDecides = AccordionLayout(size: phone, sectionHeights: heights, expandedIndex: 2, contentMode: .fit(height: 200))
        #expect(modeDecides.content(at: 2)?.frame == CGRect(x: 0, y: 148, width: 390, height: 200))
    }

    @Test("uniform heights given as a list lay out exactly like the header-height initializer")
    func uniformMatchesDefault() {
        for expanded in [nil, 0, 3] as [Int?] {
            let listed = AccordionLayout(size: phone, sectionHeights: AccordionSectionHeights(headerHeights: [50, 50, 50, 50]), expandedIndex: expanded)
            let plain = AccordionLayout(size: phone, headerHeight: 50, sectionCount: 4, expandedIndex: expanded)
            #expect(listed == plain)
            #expect(listed.sectionHeights.hasUniformHeaders)
        }
    }

    @Test("frames, covering sections and visible ranges match a walk over every section", arguments: 0..<12)
    func matchesNaiveLoop(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let count = Int.random(in: 1...9, using: &random)
        let headers = (0..<count).map { _ in CGFloat(Int.random(in: 1...6, using: &random) * 10) }
        let contents: [CGFloat?] = (0..<count).map { _ in Bool.random(using: &random) ? CGFloat(Int.random(in: 0...30, using: &random) * 10) : nil }
        let heights = AccordionSectionHeights(headerHeights: headers, contentHeights: contents)
        let size = CGSize(width: 300, height: 400)
        let choices: [Int?] = [nil] + Array(0..<count)
        for from in choices {
            for to in choices {
                let a = AccordionLayout(size: size, sectionHeights: heights, expandedIndex: from, contentMode: .fit(height: 150))
                let b = AccordionLayout(size: size, sectionHeights: heights, expandedIndex: to, contentMode: .fit(height: 150))
                for t in [0.0, 0.25, 0.5, 1.0] {
                    let layout = AccordionLayout.interpolating(from: a, to: b, fraction: t)
                    var open: [Int: (visible: CGFloat, full: CGFloat)] = [:]
                    if let from, from != to { open[from] = ((contents[from] ?? 150) * CGFloat(1 - t), contents[from] ?? 150) }
                    if let to { open[to] = (to == from ? (contents[to] ?? 150) : (contents[to] ?? 150) * CGFloat(t), contents[to] ?? 150) }
                    for y in stride(from: -40.0, through: 900, by: 17) {
                        let viewport = CGRect(x: 0, y: y, width: 300, height: 120)
                        let expected = Self.naiveItems(headers: headers, open: open, width: 300, viewport: viewport)
                        #expect(layout.visibleItems(in: viewport) == expected, "seed \(seed) \(String(describing: from))→\(String(describing: to)) t \(t) y \(y)")
                    }
                    let all = Self.naiveItems(headers: headers, open: open, width: 300, viewport: CGRect(x: 0, y: -1, width: 300, height: 1e6))
                    let headerFrames = (0..<count).map { AccordionItem.header(index: $0, frame: layout.headerFrame(at: $0)) }
                    #expect(headerFrames == all.filter { if case .header = $0 { return true } else { return false } })
                }
            }
        }
    }

    @Test("changing one header or content height moves every later frame and nothing before it")
    func singleChange() {
        var heights = AccordionSectionHeights(count: 6, headerHeight: 40)
        heights.setHeaderHeight(70, at: 2)
        heights.setContentHeight(90, at: 4)
        let layout = AccordionLayout(size: phone, sectionHeights: heights, expandedIndex: 4, contentMode: .fit(height: 10))
        #expect((0..<6).map { layout.headerFrame(at: $0).minY } == [0, 40, 80, 150, 190, 320])
        #expect(layout.content(at: 4)?.frame == CGRect(x: 0, y: 230, width: 390, height: 90))
        heights.setContentHeight(nil, at: 4)
        #expect(heights.contentHeight(at: 4) == nil)
        // A height no content can have is none: the content mode decides.
        heights.setContentHeight(-5, at: 1)
        #expect(heights.contentHeight(at: 1) == nil)
    }

    @Test("a million sections of their own heights: one change and the queries stay exact")
    func million() {
        var heights = AccordionSectionHeights(count: 1_000_000, headerHeight: 44)
        heights.setHeaderHeight(64, at: 10)
        let layout = AccordionLayout(size: phone, sectionHeights: heights, expandedIndex: 500_000, contentMode: .fit(height: 300))
        #expect(layout.headerFrame(at: 999_999).minY == CGFloat(44 * 999_999 + 20 + 300))
        let viewport = CGRect(x: 0, y: 44 * 500_000 + 20 - 100, width: 390, height: 844)
        #expect(layout.visibleSections(in: viewport) == 499_997..<500_011)
    }

    @Test("fill: 50 headers of 56 points on a phone still open the minimum, and the stack scrolls")
    func fillMinimum() {
        let layout = AccordionLayout(size: phone, headerHeight: 56, sectionCount: 50, expandedIndex: 49)
        #expect(layout.content(at: 49)?.frame == CGRect(x: 0, y: 2800, width: 390, height: AccordionLayout.defaultMinimumFillHeight))
        #expect(layout.contentSize.height == 2800 + AccordionLayout.defaultMinimumFillHeight)
        let custom = AccordionLayout(size: phone, headerHeight: 56, sectionCount: 50, expandedIndex: 0, minimumFillHeight: 300)
        #expect(custom.content(at: 0)?.frame.height == 300)
        let roomy = AccordionLayout(size: phone, headerHeight: 56, sectionCount: 5, expandedIndex: 0, minimumFillHeight: 300)
        #expect(roomy.content(at: 0)?.frame.height == 564)
    }

    @Test("scrolling to reveal a section: like a table view scrolling a row to visible", arguments: [
        // (expanded, offset now, expected): headers 0...19 of 50 pt, expanded content 300 pt, viewport 500 pt.
        (3, 0.0, 0.0),         // already in view: stays
        (3, 400, 150),         // header above the viewport: it goes to the top
        (12, 0, 450),          // below: just enough to show its content's end (600 + 50 + 300 - 500)
        (19, 0, 800),          // the last: to the end of the content
        (nil, 5000, 500),      // all closed: brought back inside the content (1000 - 500)
    ] as [(Int?, CGFloat, CGFloat)])
    func reveal(expanded: Int?, offset: CGFloat, expected: CGFloat) {
        let layout = AccordionLayout(size: CGSize(width: 320, height: 500), headerHeight: 50, sectionCount: 20, expandedIndex: expanded, contentMode: .fit(height: 300))
        #expect(layout.scrollOffset(revealing: expanded, from: offset, viewportHeight: 500) == expected)
    }

    @Test("a section taller than the viewport shows its header at the top and as much content as fits")
    func revealTall() {
        let layout = AccordionLayout(size: CGSize(width: 320, height: 500), headerHeight: 50, sectionCount: 20, expandedIndex: 5, contentMode: .fit(height: 900))
        #expect([0, 250, 600].map { layout.scrollOffset(revealing: 5, from: $0, viewportHeight: 500) } == [250, 250, 250])
    }

    @Test("a header height that is not positive and finite stops with its value")
    func badHeader() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var heights = AccordionSectionHeights(count: 3, headerHeight: 44)
            heights.setHeaderHeight(0, at: 1)
        }
        #expect(crashOutput(result).contains("AccordionSectionHeights: a header height must be positive and finite, got 0.0"))
        let index = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var heights = AccordionSectionHeights(count: 3, headerHeight: 44)
            heights.setContentHeight(10, at: 3)
        }
        #expect(crashOutput(index).contains("AccordionSectionHeights: index 3 is out of range 0..<3"))
    }
}

@Suite("Reported content height")
struct ContentHeightReportTests {
    @Test("grows as a transition starts, shrinks only at rest, and says nothing when unchanged")
    func reports() {
        let cases: [(laidOut: CGFloat, isEndHeight: Bool, reported: CGFloat?)] = [
            (300, false, nil), (300, false, 300), (500, true, 300), (200, true, 500), (200, false, 500), (500, true, 500),
        ]
        #expect(cases.map { ContentHeightReport.height(afterLayingOut: $0.laidOut, isEndHeight: $0.isEndHeight, reported: $0.reported) }
            == [300, nil, 500, nil, 200, nil])
    }

    @Test("a laid-out height that is NaN, infinite or negative reports nothing: the last report stays")
    func nonsense() {
        let cases: [(laidOut: CGFloat, isEndHeight: Bool, reported: CGFloat?)] = [
            (.nan, false, 300), (.nan, true, 300), (.infinity, true, 300), (-.infinity, false, nil), (-1, false, 300), (0, false, 300),
        ]
        #expect(cases.map { ContentHeightReport.height(afterLayingOut: $0.laidOut, isEndHeight: $0.isEndHeight, reported: $0.reported) }
            == [nil, nil, nil, nil, nil, 0])
    }
}
