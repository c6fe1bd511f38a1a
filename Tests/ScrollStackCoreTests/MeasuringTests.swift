import Foundation
import Testing
@testable import ScrollStackCore

/// Self-sizing sections are measured before a transition that opens them starts.
@Suite("Self-sizing sections: measured before they open")
struct MeasuringTests {
    func accordionDriver(_ host: RecordingHost) -> StackDriver<RecordingHost> {
        var configuration = StackConfiguration()
        configuration.headerHeight = 50
        configuration.accordionContentMode = .fit(height: 120)
        return makeDriver(host, mode: .accordion, selectedIndex: nil, configuration: configuration)
    }

    @Test("the first open of a self-sizing section unrolls to its measured height, measured at the content's width")
    func firstOpen() {
        let host = RecordingHost(["A", "B", "C"])
        host.measuredHeights = ["C": 260]
        let driver = accordionDriver(host)
        driver.tap(2, at: 0)
        let request = host.requests.last
        #expect(request?.toFrames == TransitionFrames(initial: CGRect(x: 0, y: 150, width: 390, height: 260), final: CGRect(x: 0, y: 150, width: 390, height: 260)))
        #expect(driver.engine.frameForChild(at: 2, atFraction: 1).height == 260)
        #expect(driver.engine.clipForChild(at: 2, atFraction: 0).height == 0)
        #expect(driver.engine.sectionHeights.contentHeight(at: 2) == 260)
        #expect(host.measuredWidths == [390])
    }

    @Test("a child with no height of its own follows the content mode; nothing is set")
    func noHeight() {
        let host = RecordingHost(["A", "B", "C"])
        let driver = accordionDriver(host)
        driver.tap(1, at: 0)
        #expect(driver.engine.frameForChild(at: 1, atFraction: 1).height == 120)
        #expect(driver.engine.sectionHeights.contentHeight(at: 1) == nil)
    }

    @Test("a width change measures every live child again; a change under half a point is no change")
    func widthChange() {
        let host = RecordingHost(["A", "B", "C"])
        host.measuredHeights = ["B": 200]
        let driver = accordionDriver(host)
        driver.select(1, animated: false, at: 0)
        #expect(driver.engine.sectionHeights.contentHeight(at: 1) == 200)
        host.measuredHeights = ["B": 200.4]
        driver.handle(.resize(CGSize(width: 300, height: 844)), at: 0)
        #expect(driver.engine.sectionHeights.contentHeight(at: 1) == 200)
        host.measuredHeights = ["B": 320]
        driver.handle(.resize(CGSize(width: 250, height: 844)), at: 0)
        #expect(driver.engine.sectionHeights.contentHeight(at: 1) == 320)
        #expect(driver.engine.frameForChild(at: 1).height == 320)
        #expect(host.measuredWidths == [390, 300, 250])
        // A height-only resize neither measures nor moves anything.
        driver.handle(.resize(CGSize(width: 250, height: 600)), at: 0)
        #expect(host.measuredWidths == [390, 300, 250])
    }

    @Test("paging never measures")
    func pagingNeverMeasures() {
        let host = RecordingHost(["A", "B"])
        host.measuredHeights = ["A": 10, "B": 10]
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        driver.frame(at: 1)
        #expect(host.measuredWidths.isEmpty)
    }
}

@Suite("A height easing past the transition's end")
struct HeightRampDriverTests {
    @Test("the clock runs until the height has eased in, laying out at rest on every frame, then stops")
    func clockRunsUntilDone() {
        let host = RecordingHost(["A", "B", "C"])
        var configuration = StackConfiguration()
        configuration.headerHeight = 50
        configuration.accordionContentMode = .fit(height: 120)
        let driver = makeDriver(host, mode: .accordion, selectedIndex: nil, configuration: configuration)
        driver.tap(2, at: 0)
        driver.frame(at: 0.2)
        driver.handle(.contentHeightChanged(index: 2, height: 400), at: 0.2)
        driver.frame(at: 0.3)
        #expect(driver.engine.phase.isIdle && driver.engine.isAdjustingHeights)
        host.log.removeAll()
        driver.frame(at: 0.4)
        #expect(host.take() == [.command(.layout)], "at rest, still easing: laid out again, the clock kept")
        driver.frame(at: 0.5)
        #expect(host.take() == [.command(.runClock(false)), .command(.layout)])
        #expect(!driver.engine.isAdjustingHeights && driver.engine.sectionHeights.contentHeight(at: 2) == 400)
    }
}

@Suite("Self-sizing sections: a width change mid-flight")
struct MeasuringMidFlightTests {
    @Test("a resize while a section opens measures nothing and moves nothing the transition doesn't; the heights stay as measured")
    func resizeMidFlight() {
        let host = RecordingHost(["A", "B", "C"])
        host.measuredHeights = ["C": 260]
        var configuration = StackConfiguration()
        configuration.headerHeight = 50
        configuration.accordionContentMode = .fit(height: 120)
        let driver = makeDriver(host, mode: .accordion, selectedIndex: nil, configuration: configuration)
        driver.tap(2, at: 0)
        driver.frame(at: 0.1)
        host.measuredHeights = ["C": 400]
        driver.handle(.resize(CGSize(width: 300, height: 844)), at: 0.1)
        #expect(host.measuredWidths == [390], "the section shows part of itself: no new measure mid-flight")
        #expect(driver.engine.phase.transition != nil && driver.engine.sectionHeights.contentHeight(at: 2) == 260)
        #expect(driver.engine.frameForChild(at: 2, atFraction: 1) == CGRect(x: 0, y: 150, width: 300, height: 260))
        driver.frame(at: 1)
        #expect(driver.engine.phase.isIdle && driver.engine.frameForChild(at: 2).height == 260)
    }
}
