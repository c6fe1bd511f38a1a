import Testing
import Foundation
@testable import ScrollStackCore

@Suite("Tab strip: which tabs are measured again")
struct TabRemeasurementTests {
    private let tabs = ["News", "Sport", "Weather", "Culture", "Travel", "Food"]

    @Test("the same tabs measure nothing; a few changed titles measure those alone, in order")
    func fewChanged() {
        #expect(TabRemeasurement.plan(from: tabs, to: tabs, hasMeasurements: true) == .none)
        var renamed = tabs
        renamed[4] = "Trips"
        renamed[1] = "Sports"
        #expect(TabRemeasurement.plan(from: tabs, to: renamed, hasMeasurements: true) == .tabs([1, 4]))
        renamed[2] = "Forecast"
        #expect(TabRemeasurement.plan(from: tabs, to: renamed, hasMeasurements: true) == .tabs([1, 2, 4]))
    }

    @Test("more than half changed, a new count, or no measurements yet: every tab is measured")
    func all() {
        var renamed = tabs
        for index in [0, 1, 2, 3] { renamed[index] += "!" }
        #expect(TabRemeasurement.plan(from: tabs, to: renamed, hasMeasurements: true) == .all)
        #expect(TabRemeasurement.plan(from: tabs, to: tabs + ["Music"], hasMeasurements: true) == .all)
        #expect(TabRemeasurement.plan(from: tabs, to: Array(tabs.dropLast()), hasMeasurements: true) == .all)
        #expect(TabRemeasurement.plan(from: tabs, to: tabs, hasMeasurements: false) == .all)
        #expect(TabRemeasurement.plan(from: [String](), to: [], hasMeasurements: true) == .none)
    }

    @Test("patching the changed tabs' widths gives the layout a fresh measure of every tab gives")
    func patchMatchesRebuild() {
        let widths: [CGFloat] = [60, 72, 90, 66, 70, 58]
        var renamed = widths
        renamed[1] = 100
        renamed[4] = 40
        var patched = TabStripLayout(items: widths.map { TabItemWidths(width: $0) }, size: CGSize(width: 320, height: 44), configuration: TabStripConfiguration())
        guard case .tabs(let changed) = TabRemeasurement.plan(from: widths, to: renamed, hasMeasurements: true) else {
            Issue.record("expected a patch")
            return
        }
        for index in changed { patched.setWidths(TabItemWidths(width: renamed[index]), at: index) }
        let rebuilt = TabStripLayout(items: renamed.map { TabItemWidths(width: $0) }, size: CGSize(width: 320, height: 44), configuration: TabStripConfiguration())
        #expect(patched.contentSize == rebuilt.contentSize)
        #expect(widths.indices.map { patched.itemFrame(at: $0) } == widths.indices.map { rebuilt.itemFrame(at: $0) })
    }
}
