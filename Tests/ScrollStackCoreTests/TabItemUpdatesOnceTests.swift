import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: a pager's tab items brought up to date once per view update")
struct TabItemUpdatesOnceTests {
    private struct Row: Equatable {
        var id: String
        var title: String
    }

    /// Runs one step and logs it as "step: asked [index:id, …] changed" plus the kept tab for index 0.
    private struct Harness {
        var updates = TabItemUpdates<String, Row, String>()
        var log: [String] = []

        mutating func bring(_ step: String, _ rows: [Row], dataChanged: Bool = false) {
            var asked: [String] = []
            let changed = updates.updateOnce(elements: rows, ids: rows.map(\.id), dataChanged: dataChanged, policy: .whenElementChanges, isSame: ==) { index, row in
                asked.append("\(index):\(row.id)")
                return row.title
            }
            log.append("\(step): asked \(asked) \(changed ? "changed" : "same"), kept \(updates.currentItem(at: 0, count: rows.count) ?? "none")")
        }
    }

    @Test("once per update: the first asks everything; the same data asks nothing; read data, a data change or a new environment ask again")
    func oncePerUpdate() {
        let rows = [Row(id: "a", title: "A"), Row(id: "b", title: "B")]
        let renamed = [Row(id: "a", title: "A2"), Row(id: "b", title: "B")]
        var harness = Harness()
        harness.bring("before any update", rows)
        harness.bring("again in the same update", renamed)
        harness.updates.viewUpdated(environmentChanged: false)
        harness.bring("unchanged data", renamed)
        harness.updates.viewUpdated(environmentChanged: false)
        harness.updates.dataRead()
        harness.bring("data read again", renamed)
        harness.updates.dataWillChange()
        harness.bring("data change told by the caller", rows, dataChanged: true)
        harness.updates.viewUpdated(environmentChanged: true)
        harness.bring("new environment", rows)
        #expect(harness.log == [
            #"before any update: asked ["0:a", "1:b"] changed, kept A"#,
            #"again in the same update: asked [] same, kept A"#,
            #"unchanged data: asked [] same, kept A"#,
            #"data read again: asked ["0:a"] changed, kept A2"#,
            #"data change told by the caller: asked ["0:a"] changed, kept A"#,
            #"new environment: asked ["0:a", "1:b"] same, kept A"#,
        ])
    }

    @Test("kept tabs answer only while current and for the count they were made for")
    func currentItem() {
        var updates = TabItemUpdates<String, Row, String>()
        #expect(updates.currentItem(at: 0, count: 0) == nil, "nothing brought up to date yet")
        updates.updateOnce(elements: [Row(id: "a", title: "A")], ids: ["a"], dataChanged: false, policy: .always, isSame: ==) { $1.title }
        #expect([updates.currentItem(at: 0, count: 1), updates.currentItem(at: 0, count: 2), updates.currentItem(at: 1, count: 1)] == ["A", nil, nil])
        updates.dataWillChange()
        #expect(updates.currentItem(at: 0, count: 1) == nil, "stale once the data changes")
    }
}
