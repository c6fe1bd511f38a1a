import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: which live children and headers an update redraws")
struct LiveContentUpdatesTests {
    private struct Row: Equatable {
        var id: String
        var text: String
    }

    private typealias Updates = LiveContentUpdates<String, Row>

    private static func rows(_ pairs: [(String, String)]) -> [String: Row] {
        Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, Row(id: $0.0, text: $0.1)) })
    }

    private func redraw(_ updates: inout Updates, live: [String], data: [String: Row], policy: LiveContentUpdatePolicy, environmentChanged: Bool = false) -> [String] {
        updates.idsToRedraw(live: live, element: { data[$0] }, policy: policy, environmentChanged: environmentChanged, isSame: ==)
    }

    @Test("by default every live ID is redrawn on every update, in the order given, whatever changed")
    func always() {
        var updates = Updates()
        let data = Self.rows([("a", "A"), ("b", "B"), ("c", "C")])
        #expect(redraw(&updates, live: ["b", "a"], data: data, policy: .always) == ["b", "a"])
        #expect(redraw(&updates, live: ["b", "a"], data: data, policy: .always) == ["b", "a"])
    }

    @Test("when elements change: only IDs whose element changed or was never drawn; the environment redraws them all")
    func whenElementChanges() {
        var updates = Updates()
        var data = Self.rows([("a", "A"), ("b", "B"), ("c", "C"), ("d", "D")])
        #expect(redraw(&updates, live: ["a", "b"], data: data, policy: .whenElementChanges) == ["a", "b"], "nothing drawn yet")
        #expect(redraw(&updates, live: ["a", "b"], data: data, policy: .whenElementChanges) == [], "equal elements: no redraw")
        data["b"]?.text = "B2"
        #expect(redraw(&updates, live: ["a", "b"], data: data, policy: .whenElementChanges) == ["b"])
        #expect(redraw(&updates, live: ["b", "c"], data: data, policy: .whenElementChanges) == ["c"], "a page scrolled in without the data source recording it")
        updates.drew("d", with: Row(id: "d", text: "D"))
        #expect(redraw(&updates, live: ["b", "c", "d"], data: data, policy: .whenElementChanges) == [], "made by the data source since: recorded, not redrawn")
        #expect(redraw(&updates, live: ["b", "c", "d"], data: data, policy: .whenElementChanges, environmentChanged: true) == ["b", "c", "d"])
        #expect(updates.drawn == ["b": Row(id: "b", text: "B2"), "c": Row(id: "c", text: "C"), "d": Row(id: "d", text: "D")])
    }

    @Test("an ID that stops being live is forgotten: back in view, it is drawn again even if its element is equal")
    func forgetsWhatLeaves() {
        var updates = Updates()
        let data = Self.rows([("a", "A"), ("b", "B")])
        _ = redraw(&updates, live: ["a", "b"], data: data, policy: .whenElementChanges)
        #expect(redraw(&updates, live: ["b"], data: data, policy: .whenElementChanges) == [])
        #expect(updates.drawn.keys.sorted() == ["b"])
        #expect(redraw(&updates, live: ["a", "b"], data: data, policy: .whenElementChanges) == ["a"])
    }

    @Test("a data change while live: a moved element keeps its drawing, a removed one is skipped and forgotten, an inserted one is drawn")
    func dataChanges() {
        var updates = Updates()
        var data = Self.rows([("a", "A"), ("b", "B"), ("c", "C")])
        _ = redraw(&updates, live: ["a", "b", "c"], data: data, policy: .whenElementChanges)
        data["b"] = nil
        data["x"] = Row(id: "x", text: "X")
        #expect(redraw(&updates, live: ["c", "b", "x", "a"], data: data, policy: .whenElementChanges) == ["x"], "b has no element any more: skipped")
        #expect(updates.drawn.keys.sorted() == ["a", "c", "x"])
    }

    @Test("the same policy with a comparison that never matches (elements that aren't Equatable) redraws everything")
    func noComparison() {
        var updates = Updates()
        let data = Self.rows([("a", "A")])
        for _ in 0..<3 {
            #expect(updates.idsToRedraw(live: ["a"], element: { data[$0] }, policy: .whenElementChanges, environmentChanged: false, isSame: { _, _ in false }) == ["a"])
        }
    }
}

@Suite("Hosting: the live views by index an update redraws")
struct LiveContentRedrawTests {
    private struct Row: Equatable {
        var id: String
        var text: String
    }

    private struct Drawn: Equatable {
        var index: Int
        var id: String
        var view: String
    }

    private func redraws(
        _ updates: inout LiveContentUpdates<String, Row>,
        live: [Int: String],
        rows: [Row],
        policy: LiveContentUpdatePolicy,
        environmentChanged: Bool = false
    ) -> [Drawn] {
        updates.redraws(of: live, elements: rows, id: \.id, policy: policy, environmentChanged: environmentChanged, isSame: ==)
            .map { Drawn(index: $0.index, id: $0.id, view: $0.view) }
    }

    @Test("always: every live view whose index names an element, in index order; an index past the data is skipped")
    func always() {
        var updates = LiveContentUpdates<String, Row>()
        let rows = [Row(id: "a", text: "A"), Row(id: "b", text: "B"), Row(id: "c", text: "C")]
        let live = [2: "view2", 0: "view0", 5: "view5"]
        let expected = [Drawn(index: 0, id: "a", view: "view0"), Drawn(index: 2, id: "c", view: "view2")]
        #expect(redraws(&updates, live: live, rows: rows, policy: .always) == expected)
        #expect(redraws(&updates, live: live, rows: rows, policy: .always) == expected)
    }

    @Test("when elements change: a view follows its element by ID to a new index; only a changed element, a new one or the environment redraws")
    func whenElementChanges() {
        var updates = LiveContentUpdates<String, Row>()
        var rows = [Row(id: "a", text: "A"), Row(id: "b", text: "B"), Row(id: "c", text: "C")]
        #expect(redraws(&updates, live: [0: "x", 1: "y"], rows: rows, policy: .whenElementChanges).map(\.id) == ["a", "b"])
        #expect(redraws(&updates, live: [0: "x", 1: "y"], rows: rows, policy: .whenElementChanges) == [])
        rows.insert(Row(id: "n", text: "N"), at: 0)
        rows[2].text = "B2"
        #expect(redraws(&updates, live: [1: "x", 2: "y", 3: "z"], rows: rows, policy: .whenElementChanges) == [
            Drawn(index: 2, id: "b", view: "y"), Drawn(index: 3, id: "c", view: "z"),
        ])
        #expect(redraws(&updates, live: [1: "x", 2: "y"], rows: rows, policy: .whenElementChanges, environmentChanged: true) == [
            Drawn(index: 1, id: "a", view: "x"), Drawn(index: 2, id: "b", view: "y"),
        ])
        #expect(updates.drawn.keys.sorted() == ["a", "b"], "what stopped being live is forgotten")
    }
}
