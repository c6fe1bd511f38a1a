import Foundation
import Testing
@testable import ScrollStackCore

private typealias Step = SelectionStep<String>

/// Sends events one by one and returns the steps of each, so a test compares the whole log.
private func log(_ synchronizer: inout SelectionSynchronizer<String>, _ events: [SelectionEvent<String>]) -> [[Step]] {
    events.map { synchronizer.handle($0) }
}

/// A synchronizer in `mode` loaded with `ids`, the binding on `selected`.
private func loaded(_ mode: StackMode, _ ids: String, selected: Character?) -> SelectionSynchronizer<String> {
    var synchronizer = SelectionSynchronizer<String>(mode: mode, binding: selected.map { [String($0)] } ?? [])
    _ = synchronizer.handle(.dataChanged(ids.map(String.init)))
    return synchronizer
}

/// The data change from `old` to `new` (one character an ID), as the container is sent it.
private func change(_ old: String, _ new: String) -> Step {
    .changeData(StackDataChange(IdentityDifference(from: old.map(String.init), to: new.map(String.init))))
}

/// The data change from `old` to `new`, IDs of any length.
private func change(_ old: [String], _ new: [String]) -> Step {
    .changeData(StackDataChange(IdentityDifference(from: old, to: new)))
}

private func ended(_ from: Int?, _ to: Int?, completed: Bool = true, atRest: Bool = true) -> SelectionEvent<String> {
    .transitionEnded(from: from, to: to, completed: completed, containerAtRest: atRest)
}

@Suite("Selection: synchronizer rules")
struct SelectionSynchronizerTests {
    @Test("loading selects the binding's element; a pager whose binding names no element shows the first page and keeps the value")
    func load() {
        var pager = SelectionSynchronizer<String>(mode: .paging, binding: ["C"])
        var stray = SelectionSynchronizer<String>(mode: .paging, binding: ["Z"])
        var accordion = SelectionSynchronizer<String>(mode: .accordion, binding: [])
        let data: SelectionEvent<String> = .dataChanged(["A", "B", "C"])
        #expect([pager.handle(data), stray.handle(data), accordion.handle(data)] == [
            [change("", "ABC"), .select(2, animated: false)],
            [change("", "ABC")],
            [change("", "ABC")],
        ])
        #expect(stray.bindingValue == ["Z"] && stray.selection == ["A"])
    }

    @Test("a binding change while a transition runs retargets it: the request goes to the container, nothing is written")
    func bindingChangeMidFlight() {
        var synchronizer = loaded(.paging, "ABCDEF", selected: "A")
        #expect(log(&synchronizer, [
            .bindingChanged(["D"], animated: true),
            .bindingChanged(["F"], animated: true),
            ended(0, 3, atRest: false),
            ended(3, 5),
            .bindingChanged(["F"], animated: true),
        ]) == [[.select(3, animated: true)], [.select(5, animated: true)], [], [], []])
        #expect(synchronizer.selection == ["F"] && synchronizer.bindingValue == ["F"])
    }

    @Test("a user tap while a binding-driven change runs wins, is written back, and survives a stale read and the end of the binding's leg")
    func tapWinsOverBinding() {
        var synchronizer = loaded(.paging, "ABCDEF", selected: "A")
        #expect(log(&synchronizer, [
            .bindingChanged(["D"], animated: true),
            .userSelected(5),
            .bindingChanged(["D"], animated: false),
            ended(0, 3, atRest: false),
            ended(3, 5),
            .bindingChanged(["F"], animated: false),
        ]) == [[.select(3, animated: true)], [.writeBinding(["F"])], [], [], [], []])
        #expect(synchronizer.pendingWrite == nil && synchronizer.selection == ["F"])
    }

    @Test("a tap on the origin of a binding-driven change reverses it: written back, and the cancelled end is not a selection")
    func tapOnOriginReverses() {
        var synchronizer = loaded(.paging, "ABCD", selected: "A")
        #expect(log(&synchronizer, [
            .bindingChanged(["D"], animated: true),
            .userSelected(0),
            ended(0, 3, completed: false),
            .bindingChanged(["A"], animated: false),
        ]) == [[.select(3, animated: true)], [.writeBinding(["A"])], [], []])
    }

    @Test("a finished swipe is followed and written back; a cancelled one changes nothing")
    func swipes() {
        var synchronizer = loaded(.paging, "ABCD", selected: "B")
        #expect(log(&synchronizer, [
            ended(1, 2, completed: false),
            ended(1, 2),
            .bindingChanged(["C"], animated: false),
            .userSelected(2),
        ]) == [[], [.writeBinding(["C"])], [], []])
    }

    @Test("a request the container ignored (an uninterruptible transition): the binding follows where the container rests")
    func ignoredRequest() {
        var synchronizer = loaded(.paging, "ABCDEF", selected: "A")
        #expect(log(&synchronizer, [
            .bindingChanged(["D"], animated: true),
            .bindingChanged(["F"], animated: true),
            ended(0, 3),
        ]) == [[.select(3, animated: true)], [.select(5, animated: true)], [.writeBinding(["D"])]])
    }

    @Test("an accordion: the binding closes all, a tap on the open header closes it and writes nil")
    func accordionClosing() {
        var synchronizer = loaded(.accordion, "ABC", selected: "B")
        #expect(log(&synchronizer, [
            .bindingChanged([], animated: true),
            .bindingChanged(["C"], animated: false),
            .userSelected(nil),
            .bindingChanged([], animated: false),
        ]) == [[.select(nil, animated: true)], [.select(2, animated: false)], [.writeBinding([])], []])
    }

    @Test("no feedback loop: our own write read back, repeated reads and unchanged data request nothing")
    func noFeedbackLoop() {
        var synchronizer = loaded(.paging, "ABCD", selected: "A")
        #expect(log(&synchronizer, [
            .userSelected(2),
            .bindingChanged(["C"], animated: false),
            .bindingChanged(["C"], animated: true),
            .dataChanged(["A", "B", "C", "D"]),
            .bindingChanged(["B"], animated: true),
            .bindingChanged(["B"], animated: true),
            ended(2, 1),
            .userSelected(1),
        ]) == [[.writeBinding(["C"])], [], [], [], [.select(1, animated: true)], [], [], []])
    }

    @Test("a binding value that names no element is remembered, and selected when the data brings it")
    func unknownBindingValue() {
        var synchronizer = loaded(.paging, "ABC", selected: "A")
        #expect(log(&synchronizer, [
            .bindingChanged(["Z"], animated: true),
            .bindingChanged(["Z"], animated: true),
            .dataChanged(["A", "B", "C", "Z"]),
        ]) == [[], [], [change("ABC", "ABCZ"), .select(3, animated: false)]])
        #expect(synchronizer.selection == ["Z"])
    }

    @Test("a restored value waits through loads that lack it, writes nothing, and is selected when its element arrives", arguments: [StackMode.paging, .accordion])
    func restoredValueWaits(_ mode: StackMode) {
        var synchronizer = SelectionSynchronizer<String>(mode: mode, binding: ["Sport"])
        let shown = mode == .paging ? 0 : nil
        let first = log(&synchronizer, [
            .dataChanged(["Top", "Tech"]),
            .transitionEnded(from: nil, to: shown, completed: true, containerAtRest: true),
            .dataChanged(["Top", "Tech", "World"]),
            // The shown page leaves: the pager lands on its neighbour, still without writing.
            .dataChanged(["Tech", "World"]),
        ])
        #expect(first == [
            [change([], ["Top", "Tech"])],
            [],
            [change(["Top", "Tech"], ["Top", "Tech", "World"])],
            [change(["Top", "Tech", "World"], ["Tech", "World"])],
        ])
        #expect(synchronizer.bindingValue == ["Sport"])
        #expect(synchronizer.selection == (mode == .paging ? ["Tech"] : []))
        #expect(log(&synchronizer, [.dataChanged(["Tech", "Sport", "World"])]) == [
            [change(["Tech", "World"], ["Tech", "Sport", "World"]), .select(1, animated: false)],
        ])
        #expect(synchronizer.selection == ["Sport"])
        // The user's move replaces the value it waited with.
        #expect(log(&synchronizer, [.userSelected(2)]) == [[.writeBinding(["World"])]])
    }

    /// One data change and the steps it should give, from a loaded synchronizer.
    struct DataCase: CustomTestStringConvertible, Sendable {
        var mode: StackMode
        var old: String
        var selected: Character?
        var new: String
        var steps: [SelectionStep<String>]
        var testDescription: String { "\(mode) \(old)[\(selected.map(String.init) ?? "nil")] → \(new)" }
    }

    static let dataCases: [DataCase] = [
        DataCase(mode: .paging, old: "ABCD", selected: "C", new: "ABCD", steps: []),
        DataCase(mode: .paging, old: "ABCD", selected: "C", new: "XABCD", steps: [change("ABCD", "XABCD")]),
        // The selected element moved: kept by identity, nothing to write.
        DataCase(mode: .paging, old: "ABCD", selected: "C", new: "CABD", steps: [change("ABCD", "CABD")]),
        DataCase(mode: .accordion, old: "ABCD", selected: "B", new: "DCBA", steps: [change("ABCD", "DCBA")]),
        // The selected element removed: a pager shows the following neighbour, else the previous one.
        DataCase(mode: .paging, old: "ABCD", selected: "C", new: "ABD", steps: [change("ABCD", "ABD"), .writeBinding(["D"])]),
        DataCase(mode: .paging, old: "ABCD", selected: "D", new: "ABC", steps: [change("ABCD", "ABC"), .writeBinding(["C"])]),
        DataCase(mode: .paging, old: "ABC", selected: "C", new: "XYAB", steps: [change("ABC", "XYAB"), .writeBinding(["B"])]),
        DataCase(mode: .paging, old: "ABCDE", selected: "B", new: "EDA", steps: [change("ABCDE", "EDA"), .writeBinding(["A"])]),
        // No old element survives: the old index, clamped.
        DataCase(mode: .paging, old: "ABC", selected: "C", new: "XY", steps: [change("ABC", "XY"), .writeBinding(["Y"])]),
        // An accordion closes every section.
        DataCase(mode: .accordion, old: "ABCD", selected: "C", new: "ABD", steps: [change("ABCD", "ABD"), .writeBinding([])]),
        DataCase(mode: .accordion, old: "ABCD", selected: nil, new: "ABD", steps: [change("ABCD", "ABD")]),
        // Emptied: a pager has no selection and writes nothing; an accordion writes nil.
        DataCase(mode: .paging, old: "AB", selected: "B", new: "", steps: [change("AB", "")]),
        DataCase(mode: .accordion, old: "AB", selected: "B", new: "", steps: [change("AB", ""), .writeBinding([])]),
    ]

    @Test("data changes keep the selection by identity, or clamp it and write it back", arguments: dataCases)
    func dataChange(_ expected: DataCase) {
        var synchronizer = loaded(expected.mode, expected.old, selected: expected.selected)
        let steps = synchronizer.handle(.dataChanged(expected.new.map(String.init)))
        #expect(steps == expected.steps)
        // The container, sent the same change, lands where the synchronizer says it does.
        let old = expected.old.map(String.init)
        var engine = StackEngine<FakeChild>(mode: expected.mode, size: CGSize(width: 320, height: 480), selectedIndex: expected.selected.flatMap { old.firstIndex(of: String($0)) })
        let source = NamedSource(old)
        _ = engine.handle(.reload, source: source)
        for case .changeData(let change) in steps {
            source.names = expected.new.map(String.init)
            _ = engine.handle(.dataChanged(change), source: source)
        }
        #expect(engine.selectedIndex == synchronizer.selectedIndex)
    }

    @Test("empty data: a pager keeps its binding's last value and selects it again when it comes back, else shows the first page and keeps waiting")
    func emptyPager() {
        var synchronizer = SelectionSynchronizer<String>(mode: .paging, binding: ["B"])
        #expect(log(&synchronizer, [
            .dataChanged([]),
            .transitionEnded(from: nil, to: nil, completed: true, containerAtRest: true),
            .dataChanged(["A", "B"]),
            .dataChanged([]),
            .dataChanged(["C", "B"]),
            .dataChanged([]),
            .dataChanged(["X", "Y"]),
            .bindingChanged(["X"], animated: false),
        ]) == [
            [], [],
            [change("", "AB"), .select(1, animated: false)],
            [change("AB", "")],
            [change("", "CB"), .select(1, animated: false)],
            [change("CB", "")],
            [change("", "XY")],
            [],
        ])
    }

    @Test("empty data: an accordion closes, and a binding set while empty is selected when its element arrives")
    func emptyAccordion() {
        var synchronizer = loaded(.accordion, "AB", selected: "A")
        #expect(log(&synchronizer, [
            .dataChanged([]),
            .bindingChanged([], animated: false),
            .bindingChanged(["B"], animated: true),
            .dataChanged(["A", "B"]),
            ended(nil, 0, completed: true, atRest: true),
        ]) == [
            [change("AB", ""), .writeBinding([])],
            [], [],
            [change("", "AB"), .select(1, animated: false)],
            [.writeBinding(["A"])],
        ])
    }

    @Test("a transition notice about data that has since shrunk is ignored")
    func staleNotice() {
        var synchronizer = loaded(.paging, "ABCDEF", selected: "A")
        #expect(log(&synchronizer, [
            .dataChanged(["A", "B"]),
            ended(0, 5),
        ]) == [[change("ABCDEF", "AB")], []])
    }
}

@Suite("Selection: bad input")
struct SelectionBadInputTests {
    @Test("a pager created with a nil binding") func pagerNilAtInit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelectionSynchronizer<String>(mode: .paging, binding: [])
        }
        #expect(crashOutput(result).contains("a pager's binding can't be nil"))
    }

    @Test("a pager's binding set to nil") func pagerNilBinding() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var synchronizer = SelectionSynchronizer<String>(mode: .paging, binding: ["A"])
            _ = synchronizer.handle(.bindingChanged([], animated: false))
        }
        #expect(crashOutput(result).contains("a pager's binding can't be nil"))
    }

    @Test("a pager's user selection of nil") func pagerNilTap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var synchronizer = SelectionSynchronizer<String>(mode: .paging, binding: ["A"])
            _ = synchronizer.handle(.dataChanged(["A"]))
            _ = synchronizer.handle(.userSelected(nil))
        }
        #expect(crashOutput(result).contains("a pager's user selection can't be nil"))
    }

}
