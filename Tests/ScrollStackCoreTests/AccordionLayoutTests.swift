import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Accordion layout")
struct AccordionLayoutTests {
    let phone = CGSize(width: 390, height: 844)

    @Test("fill: headers stacked, the expanded content takes what is left, later headers below it")
    func fillFrames() {
        let layout = AccordionLayout(size: phone, headerHeight: 56, sectionCount: 5, expandedIndex: 2)
        #expect(layout.visibleItems(in: CGRect(origin: .zero, size: phone)) == [
            .header(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 56)),
            .header(index: 1, frame: CGRect(x: 0, y: 56, width: 390, height: 56)),
            .header(index: 2, frame: CGRect(x: 0, y: 112, width: 390, height: 56)),
            .content(index: 2, frame: CGRect(x: 0, y: 168, width: 390, height: 564), clip: CGRect(x: 0, y: 168, width: 390, height: 564)),
            .header(index: 3, frame: CGRect(x: 0, y: 732, width: 390, height: 56)),
            .header(index: 4, frame: CGRect(x: 0, y: 788, width: 390, height: 56)),
        ])
        #expect(layout.contentSize == phone)
        #expect(layout.expandedIndex == 2)
    }

    @Test("fill with insets: everything moves inside them")
    func fillWithInsets() {
        let insets = LayoutInsets(top: 20, left: 10, bottom: 24, right: 10)
        let layout = AccordionLayout(size: phone, insets: insets, headerHeight: 50, sectionCount: 3, expandedIndex: 0)
        #expect(layout.visibleItems(in: CGRect(origin: .zero, size: phone)) == [
            .header(index: 0, frame: CGRect(x: 10, y: 20, width: 370, height: 50)),
            .content(index: 0, frame: CGRect(x: 10, y: 70, width: 370, height: 650), clip: CGRect(x: 10, y: 70, width: 370, height: 650)),
            .header(index: 1, frame: CGRect(x: 10, y: 720, width: 370, height: 50)),
            .header(index: 2, frame: CGRect(x: 10, y: 770, width: 370, height: 50)),
        ])
        #expect(layout.contentSize == phone)
    }

    @Test("all closed: only headers, content size is the stack")
    func collapsed() {
        let layout = AccordionLayout(size: phone, headerHeight: 56, sectionCount: 3, expandedIndex: nil)
        #expect(layout.visibleItems(in: CGRect(origin: .zero, size: phone)) == [
            .header(index: 0, frame: CGRect(x: 0, y: 0, width: 390, height: 56)),
            .header(index: 1, frame: CGRect(x: 0, y: 56, width: 390, height: 56)),
            .header(index: 2, frame: CGRect(x: 0, y: 112, width: 390, height: 56)),
        ])
        #expect(layout.contentSize == CGSize(width: 390, height: 168))
    }

    @Test("fit: content keeps its own height and the stack scrolls past the bounds")
    func fitScrolls() {
        let layout = AccordionLayout(size: phone, headerHeight: 50, sectionCount: 20, expandedIndex: 3, contentMode: .fit(height: 300))
        #expect(layout.contentSize == CGSize(width: 390, height: 1300))
        #expect(layout.headerFrame(at: 3) == CGRect(x: 0, y: 150, width: 390, height: 50))
        #expect(layout.content(at: 3)?.frame == CGRect(x: 0, y: 200, width: 390, height: 300))
        #expect(layout.headerFrame(at: 4) == CGRect(x: 0, y: 500, width: 390, height: 50))
        #expect(layout.headerFrame(at: 19) == CGRect(x: 0, y: 1250, width: 390, height: 50))
        // Scrolled down by 400: header 3's content is partly visible, then headers 4 to 18.
        #expect(layout.visibleSections(in: CGRect(x: 0, y: 400, width: 390, height: 844)) == 3..<19)
    }

    @Test("fill where the headers alone overflow: content gets the minimum height and the stack scrolls")
    func fillOverflow() {
        let layout = AccordionLayout(size: CGSize(width: 100, height: 100), headerHeight: 30, sectionCount: 5, expandedIndex: 1)
        #expect(layout.content(at: 1)?.frame.height == AccordionLayout.defaultMinimumFillHeight)
        #expect(layout.contentSize.height == 150 + AccordionLayout.defaultMinimumFillHeight)
        let bare = AccordionLayout(size: CGSize(width: 100, height: 100), headerHeight: 30, sectionCount: 5, expandedIndex: 1, minimumFillHeight: 0)
        #expect(bare.content(at: 1)?.frame.height == CGFloat(0))
        #expect(bare.contentSize.height == CGFloat(150))
    }

    @Test("interpolation moves every header and content exactly as interpolating its frames would", arguments: [
        (nil, 2), (2, nil), (0, 4), (4, 0), (1, 1), (3, 2),
    ] as [(Int?, Int?)])
    func interpolationIsLinearInFrames(from: Int?, to: Int?) {
        for mode in [AccordionContentMode.fill, .fit(height: 120)] {
            let a = AccordionLayout(size: phone, headerHeight: 44, sectionCount: 6, expandedIndex: from, contentMode: mode)
            let b = AccordionLayout(size: phone, headerHeight: 44, sectionCount: 6, expandedIndex: to, contentMode: mode)
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let mid = AccordionLayout.interpolating(from: a, to: b, fraction: t)
                for index in 0..<6 {
                    let expected = a.headerFrame(at: index).interpolated(to: b.headerFrame(at: index), fraction: t)
                    #expect(mid.headerFrame(at: index).isClose(to: expected), "header \(index) at \(t), \(mode)")
                }
                let expectedHeight = a.contentSize.height + (b.contentSize.height - a.contentSize.height) * CGFloat(t)
                #expect(abs(mid.contentSize.height - expectedHeight) < 1e-9)
                if let to, let content = mid.content(at: to), from != to {
                    #expect(abs(content.clip.height - (b.content(at: to)?.clip.height ?? 0) * CGFloat(t)) < 1e-9)
                    #expect(content.frame.height == b.content(at: to)?.frame.height)
                }
            }
        }
    }

    @Test("the visible range computed in O(1) matches a walk over every section")
    func visibleRangeMatchesBruteForce() {
        var checked = 0
        for count in 0...6 {
            let choices: [Int?] = [nil] + Array(0..<count)
            for from in choices {
                for to in choices {
                    for t in [0.0, 0.35, 1.0] {
                        let a = AccordionLayout(size: CGSize(width: 320, height: 400), headerHeight: 40, sectionCount: count, expandedIndex: from, contentMode: .fit(height: 90))
                        let b = AccordionLayout(size: CGSize(width: 320, height: 400), headerHeight: 40, sectionCount: count, expandedIndex: to, contentMode: .fit(height: 90))
                        let layout = AccordionLayout.interpolating(from: a, to: b, fraction: t)
                        for y in stride(from: -60.0, through: 500, by: 13) {
                            for height in [1.0, 40, 77, 400] {
                                let viewport = CGRect(x: 0, y: y, width: 320, height: height)
                                let expected = bruteForceVisible(layout, viewport)
                                #expect(layout.visibleSections(in: viewport) == expected, "count \(count) \(String(describing: from))→\(String(describing: to)) t \(t) viewport \(viewport)")
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 10_000)
    }

    private func bruteForceVisible(_ layout: AccordionLayout, _ viewport: CGRect) -> Range<Int> {
        var indices: [Int] = []
        for index in 0..<layout.sectionCount {
            let header = layout.headerFrame(at: index)
            let bottom = layout.content(at: index).map { $0.clip.maxY } ?? header.maxY
            if header.minY < viewport.maxY && bottom > viewport.minY { indices.append(index) }
        }
        guard let first = indices.first, let last = indices.last else { return 0..<0 }
        return first..<(last + 1)
    }

    @Test("a million sections: frames and the visible range come without walking them")
    func millionSections() {
        let layout = AccordionLayout(size: phone, headerHeight: 44, sectionCount: 1_000_000, expandedIndex: 500_000, contentMode: .fit(height: 300))
        #expect(layout.headerFrame(at: 999_999).minY == CGFloat(44 * 999_999 + 300))
        let viewport = CGRect(x: 0, y: 44 * 500_000 - 100, width: 390, height: 844)
        // Header 500,000 is open (300 pt of content), so the 844 pt viewport ends inside header 500,010.
        #expect(layout.visibleSections(in: viewport) == 499_997..<500_011)
    }
}
