import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Tab widths of a custom tab view: measured, and checked again as it draws")
struct TabCustomContentWidthTests {
    @Test("at another text size the badge's height, padding and dot scale; the tab's padding and gaps do not")
    func scalingBadge() {
        let metrics = TabItemMetrics(padding: 12, imageSpacing: 6, badgeSpacing: 4, badgeHeight: 18, badgePadding: 5, dotDiameter: 8)
        #expect(metrics.scalingBadge { $0 * 1.5 } == TabItemMetrics(padding: 12, imageSpacing: 6, badgeSpacing: 4, badgeHeight: 27, badgePadding: 7.5, dotDiameter: 12))
        #expect(metrics.scalingBadge { $0 } == metrics)
    }

    @Test("plain and selected content widths round up, take the padding on both sides, and the content is the wider")
    func customWidths() {
        let metrics = TabItemMetrics(padding: 12)
        #expect(metrics.widths(ofCustomContent: 40.2, selected: 52.7) == TabItemWidths(normal: 65, selected: 77, content: 53))
        #expect(metrics.widths(ofCustomContent: 60, selected: 50.5) == TabItemWidths(normal: 84, selected: 75, content: 60))
        #expect(TabItemMetrics(padding: -4).widths(ofCustomContent: 10.1, selected: 10) == TabItemWidths(normal: 11, selected: 10, content: 11))
    }

    @Test("content fits the plain width at rest, the selected width when selected, and anything between mid-swipe, within half a point",
          arguments: [0.0, -0.5, 0.5, 1, 1.5])
    func fits(emphasis: Double) {
        let metrics = TabItemMetrics(padding: 10)
        // Content 40 plain and 60 selected.
        let widths = TabItemWidths(normal: 60, selected: 80, content: 60)
        let candidates: [CGFloat] = [38, 39.4, 40, 40.4, 41, 50, 59, 59.6, 60, 60.2, 61]
        let fitting = candidates.filter { metrics.fits(contentWidth: $0, in: widths, emphasis: emphasis) }
        switch emphasis {
        case ...0: #expect(fitting == [39.4, 40], "rounded up: 39.4 is 40, and 40.4 is 41, a point too wide")
        case 1...: #expect(fitting == [59.6, 60], "rounded up: 59.6 is 60, and 60.2 is 61, a point too wide")
        default: #expect(fitting == [39.4, 40, 40.4, 41, 50, 59, 59.6, 60], "anything from the plain to the selected width")
        }
    }
}
