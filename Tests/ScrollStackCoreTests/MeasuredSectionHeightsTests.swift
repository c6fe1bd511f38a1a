import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: measured heights of open sections without a live child")
struct MeasuredSectionHeightsTests {
    private struct Row: Equatable {
        var id: String
        var lines: Int
    }

    /// Asks heights and records every measurement, as "id@width".
    private struct Harness {
        var heights = MeasuredSectionHeights<String, Row>()
        var measured: [String] = []

        mutating func height(_ row: Row, width: CGFloat) -> CGFloat? {
            heights.height(of: row.id, element: row, width: width, isSame: ==) {
                measured.append("\(row.id)@\(Int(width))")
                return CGFloat(row.lines * 20) + (width < 300 ? 20 : 0)
            }
        }
    }

    @Test("sizing proposals at the same width measure once; another width measures again")
    func byWidth() {
        var harness = Harness()
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: false)
        let row = Row(id: "a", lines: 3)
        let answers = [harness.height(row, width: 390), harness.height(row, width: 390), harness.height(row, width: 280), harness.height(row, width: 390)]
        #expect(answers == [60, 60, 80, 60])
        #expect(harness.measured == ["a@390", "a@280", "a@390"], "one width is kept per ID")
    }

    @Test("when elements change: a height stays across updates until its element changes")
    func elementChanges() {
        var harness = Harness()
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: false)
        _ = harness.height(Row(id: "a", lines: 3), width: 390)
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: false)
        #expect(harness.height(Row(id: "a", lines: 3), width: 390) == 60)
        #expect(harness.height(Row(id: "a", lines: 5), width: 390) == 100)
        #expect(harness.measured == ["a@390", "a@390"])
    }

    @Test("always: every view update forgets the heights; proposals within one update share them")
    func always() {
        var harness = Harness()
        harness.heights.viewUpdated(policy: .always, environmentChanged: false)
        let row = Row(id: "a", lines: 2)
        _ = harness.height(row, width: 390)
        _ = harness.height(row, width: 390)
        harness.heights.viewUpdated(policy: .always, environmentChanged: false)
        _ = harness.height(row, width: 390)
        #expect(harness.measured == ["a@390", "a@390"])
    }

    @Test("an environment change (text size) forgets every height")
    func environment() {
        var harness = Harness()
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: false)
        _ = harness.height(Row(id: "a", lines: 1), width: 390)
        _ = harness.height(Row(id: "b", lines: 2), width: 390)
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: true)
        #expect(harness.heights.count == 0)
        _ = harness.height(Row(id: "a", lines: 1), width: 390)
        #expect(harness.measured == ["a@390", "b@390", "a@390"])
    }

    @Test("keepOnly holds the open sections' heights and forgets the rest")
    func keepOnly() {
        var harness = Harness()
        harness.heights.viewUpdated(policy: .whenElementChanges, environmentChanged: false)
        _ = harness.height(Row(id: "a", lines: 1), width: 390)
        _ = harness.height(Row(id: "b", lines: 1), width: 390)
        harness.heights.keepOnly(["b"])
        #expect(harness.heights.count == 1)
        _ = harness.height(Row(id: "a", lines: 1), width: 390)
        _ = harness.height(Row(id: "b", lines: 1), width: 390)
        #expect(harness.measured == ["a@390", "b@390", "a@390"])
    }

    @Test("a measurement that gives no height is not kept")
    func noHeight() {
        var heights = MeasuredSectionHeights<String, Int>()
        var calls = 0
        let first = heights.height(of: "a", element: 1, width: 390, isSame: ==) { calls += 1; return nil }
        let second = heights.height(of: "a", element: 1, width: 390, isSame: ==) { calls += 1; return 44 }
        let third = heights.height(of: "a", element: 1, width: 390, isSame: ==) { calls += 1; return 99 }
        #expect([first, second, third] == [nil, 44, 44])
        #expect(calls == 2)
    }
}
