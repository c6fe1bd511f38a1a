import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Tab strip bad input")
struct TabStripBadInputTests {
    @Test("selected widths that don't match the normal widths") func mismatchedWidths() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TabStripLayout(normalWidths: [40, 80, 60], selectedWidths: [40, 80], size: CGSize(width: 200, height: 44))
        }
        #expect(crashOutput(result).contains("TabStripLayout: 3 normal widths but 2 selected widths"))
    }

    @Test("a width change beyond the items") func widthChangeOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var strip = TabStripLayout(normalWidths: [40, 80], size: CGSize(width: 200, height: 44))
            strip.setWidths(normal: 10, selected: 10, at: 2)
        }
        #expect(crashOutput(result).contains("TabStripLayout.setWidths: index 2 is out of range 0..<2"))
    }

    @Test("the frame of an item beyond the items") func frameOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TabStripLayout(normalWidths: [], size: CGSize(width: 200, height: 44)).itemFrame(at: 0)
        }
        #expect(crashOutput(result).contains("TabStripLayout.itemFrame: index 0 is out of range 0..<0"))
    }

    @Test("new item widths beyond the items") func itemWidthsOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var strip = TabStripLayout(items: [TabItemWidths(width: 40)], size: CGSize(width: 200, height: 44))
            strip.setWidths(TabItemWidths(normal: 50, selected: 60, content: 30), at: -1)
        }
        #expect(crashOutput(result).contains("TabStripLayout.setWidths: index -1 is out of range 0..<1"))
    }

    @Test("non-finite and negative item widths count as zero, and content is never wider than its item")
    func itemWidthClamps() {
        let strip = TabStripLayout(
            items: [TabItemWidths(normal: .nan, selected: -5, content: 10), TabItemWidths(normal: 40, selected: .infinity, content: 90)],
            size: CGSize(width: 200, height: 44),
            configuration: TabStripConfiguration(spacing: 10, indicator: .underline(TabStripUnderline(width: .content)))
        )
        #expect(allFrames(strip) == [tabFrame(0, 0), tabFrame(10, 40)])
        #expect(strip.indicatorFrame(at: 0) == CGRect(x: 0, y: 42, width: 0, height: 2))
        #expect(strip.indicatorFrame(at: 1) == CGRect(x: 10, y: 42, width: 40, height: 2))
    }
}
