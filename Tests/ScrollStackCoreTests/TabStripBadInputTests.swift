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
}
