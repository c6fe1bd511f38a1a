import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: a pager's tab items kept from one update to the next")
struct TabItemUpdatesTests {
    private struct Row: Equatable {
        var id: String
        var title: String
    }

    /// A tab item stand-in: the title and the element's ID.
    private struct Tab: Equatable {
        var id: String
        var title: String
    }

    /// Runs updates and records every element asked for its tab, as "index:id".
    private final class Harness {
        var updates = TabItemUpdates<String, Row, Tab>()
        var asked: [String] = []
        /// A title source outside the elements, read by `.always` updates.
        var suffix = ""

        func update(_ rows: [Row], dataChanged: Bool = true, policy: LiveContentUpdatePolicy, environmentChanged: Bool = false) -> Bool {
            var log: [String] = []
            let suffix = self.suffix
            let changed = updates.update(
                elements: rows,
                ids: rows.map(\.id),
                dataChanged: dataChanged,
                policy: policy,
                environmentChanged: environmentChanged,
                isSame: ==,
                item: { index, row in
                    log.append("\(index):\(row.id)")
                    return Tab(id: row.id, title: row.title + suffix)
                }
            )
            asked = log
            return changed
        }

        var titles: [String] { updates.items.map(\.title) }
    }

    private static func rows(_ pairs: [(String, String)]) -> [Row] {
        pairs.map { Row(id: $0.0, title: $0.1) }
    }

    @Test("the first update asks every element, in order")
    func firstUpdate() {
        let harness = Harness()
        #expect(harness.update(Self.rows([("a", "A"), ("b", "B"), ("c", "C")]), policy: .whenElementChanges))
        #expect(harness.asked == ["0:a", "1:b", "2:c"])
        #expect(harness.titles == ["A", "B", "C"])
        #expect(harness.updates.ids == ["a", "b", "c"])
    }

    @Test("when elements change: the same array asks nothing and reports no change")
    func sameArray() {
        let harness = Harness()
        let rows = Self.rows([("a", "A"), ("b", "B")])
        _ = harness.update(rows, policy: .whenElementChanges)
        harness.suffix = " (outside state)"
        #expect(!harness.update(rows, dataChanged: false, policy: .whenElementChanges))
        #expect(harness.asked == [])
        #expect(harness.titles == ["A", "B"], "state outside the element doesn't reach the tabs under this policy")
    }

    @Test("when elements change: a new array asks only the changed and the inserted elements")
    func changedAndInserted() {
        let harness = Harness()
        _ = harness.update(Self.rows([("a", "A"), ("b", "B"), ("c", "C")]), policy: .whenElementChanges)
        #expect(!harness.update(Self.rows([("a", "A"), ("b", "B"), ("c", "C")]), policy: .whenElementChanges), "an equal array")
        #expect(harness.asked == [])
        #expect(harness.update(Self.rows([("a", "A"), ("b", "B2"), ("c", "C")]), policy: .whenElementChanges))
        #expect(harness.asked == ["1:b"])
        #expect(harness.update(Self.rows([("c", "C"), ("x", "X"), ("a", "A"), ("b", "B2")]), policy: .whenElementChanges))
        #expect(harness.asked == ["1:x"], "survivors that moved keep their tabs")
        #expect(harness.titles == ["C", "X", "A", "B2"])
        #expect(harness.update(Self.rows([("a", "A"), ("b", "B2")]), policy: .whenElementChanges))
        #expect(harness.asked == [], "removals ask nothing")
        #expect(harness.titles == ["A", "B2"])
    }

    @Test("an element that comes back after it was removed is asked again")
    func comesBack() {
        let harness = Harness()
        _ = harness.update(Self.rows([("a", "A"), ("b", "B")]), policy: .whenElementChanges)
        _ = harness.update(Self.rows([("a", "A")]), policy: .whenElementChanges)
        #expect(harness.update(Self.rows([("a", "A"), ("b", "B")]), policy: .whenElementChanges))
        #expect(harness.asked == ["1:b"])
    }

    @Test("an environment change asks every element, even for the same array")
    func environment() {
        let harness = Harness()
        let rows = Self.rows([("a", "A"), ("b", "B")])
        _ = harness.update(rows, policy: .whenElementChanges)
        harness.suffix = "!"
        #expect(harness.update(rows, dataChanged: false, policy: .whenElementChanges, environmentChanged: true))
        #expect(harness.asked == ["0:a", "1:b"])
        #expect(harness.titles == ["A!", "B!"])
    }

    @Test("always: every update asks every element; the items change only when a tab differs")
    func always() {
        let harness = Harness()
        let rows = Self.rows([("a", "A"), ("b", "B")])
        #expect(harness.update(rows, policy: .always))
        #expect(!harness.update(rows, dataChanged: false, policy: .always))
        #expect(harness.asked == ["0:a", "1:b"])
        harness.suffix = "?"
        #expect(harness.update(rows, dataChanged: false, policy: .always))
        #expect(harness.asked == ["0:a", "1:b"])
        #expect(harness.titles == ["A?", "B?"], "a title reading state outside its element is followed")
    }

    @Test("a repeated ID keeps its tab for its first occurrence and asks the others")
    func repeatedID() {
        let harness = Harness()
        _ = harness.update(Self.rows([("a", "A"), ("b", "B")]), policy: .whenElementChanges)
        #expect(harness.update(Self.rows([("b", "B"), ("a", "A"), ("a", "A")]), policy: .whenElementChanges))
        #expect(harness.asked == ["2:a"])
        #expect(harness.titles == ["B", "A", "A"])
    }

    @Test("changing the policy to always asks everything on the next update")
    func policySwitch() {
        let harness = Harness()
        let rows = Self.rows([("a", "A"), ("b", "B")])
        _ = harness.update(rows, policy: .whenElementChanges)
        _ = harness.update(rows, dataChanged: false, policy: .always)
        #expect(harness.asked == ["0:a", "1:b"])
    }

    @Test("empty data, then data: one tab per element")
    func emptyThenData() {
        let harness = Harness()
        #expect(!harness.update([], policy: .whenElementChanges), "no tabs before, none now")
        #expect(harness.update(Self.rows([("a", "A")]), policy: .whenElementChanges))
        #expect(harness.asked == ["0:a"])
        #expect(harness.update([], policy: .whenElementChanges))
        #expect(harness.titles == [])
    }
}
