import Foundation
import Testing
@testable import ScrollStackCore

private typealias Step = SelectionStep<String>

/// The set of one-character IDs in `ids`.
private func ids(_ ids: String) -> Set<String> { Set(ids.map(String.init)) }

/// Sends events one by one and returns the steps of each, so a test compares the whole log.
private func log(_ synchronizer: inout SelectionSynchronizer<String>, _ events: [SelectionEvent<String>]) -> [[Step]] {
    events.map { synchronizer.handle($0) }
}

/// An accordion's synchronizer in `expansion`, loaded with `data` (one character an ID), the
/// binding holding `open`.
private func loaded(_ expansion: ExpansionMode, _ data: String, open: String) -> SelectionSynchronizer<String> {
    var synchronizer = SelectionSynchronizer<String>(mode: .accordion, expansion: expansion, binding: ids(open))
    _ = synchronizer.handle(.dataChanged(data.map(String.init)))
    return synchronizer
}

/// The data change from `old` to `new` (one character an ID), as the container is sent it.
private func change(_ old: String, _ new: String) -> Step {
    .changeData(StackDataChange(IdentityDifference(from: old.map(String.init), to: new.map(String.init))))
}

/// The request that moves a container in `expansion` from the sections at `current` to those at
/// `target`: one index in single expansion, the sections to open and close in multiple.
private func move(_ expansion: ExpansionMode, from current: Set<Int>, to target: Set<Int>, animated: Bool) -> Step {
    switch expansion {
    case .single: .select(target.min(), animated: animated)
    case .multiple: .setExpanded(opening: target.subtracting(current).sorted(), closing: current.subtracting(target).sorted(), animated: animated)
    }
}

@Suite("Selection: rules shared by one ID and a set")
struct SelectionSharedRulesTests {
    static let forms: [ExpansionMode] = [.single, .multiple]

    @Test("a tap is written back once; its echo and a stale read of the old value request nothing", arguments: forms)
    func tapWrittenBackOnce(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABCD", open: "")
        #expect(log(&synchronizer, [
            .containerChanged([2], atRest: false),
            .bindingChanged([], animated: false),
            .bindingChanged(ids("C"), animated: false),
            .containerChanged([2], atRest: true),
        ]) == [[.writeBinding(ids("C"))], [], [], []])
        #expect(synchronizer.selection == ids("C") && synchronizer.pendingWrite == nil && synchronizer.lastRead == ids("C"))
    }

    @Test("a binding change asks the container for its elements, animated as its transaction says", arguments: forms)
    func bindingChangeRequests(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABCD", open: "B")
        #expect(log(&synchronizer, [
            .bindingChanged(ids("D"), animated: true),
            .bindingChanged([], animated: false),
        ]) == [[move(expansion, from: [1], to: [3], animated: true)], [move(expansion, from: [3], to: [], animated: false)]])
        #expect(synchronizer.selection.isEmpty && synchronizer.selectedIndex == nil)
    }

    @Test("a write the binding refuses at rest: the container stays until a view update still reads the old value, then follows the binding, and nothing is written again", arguments: forms)
    func refusedAtRest(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABC", open: "")
        #expect(log(&synchronizer, [
            .containerChanged([1], atRest: true),
            // Read back at once, the old value only says the write hasn't landed yet.
            .bindingWritten(ids("B"), reads: [], containerAtRest: true),
            .bindingChanged([], animated: false),
            .containerChanged([], atRest: true),
        ]) == [[.writeBinding(ids("B"))], [], [move(expansion, from: [1], to: [], animated: true)], []])
        #expect(synchronizer.selection.isEmpty && synchronizer.bindingValue.isEmpty && !synchronizer.reconcilesAtRest)
    }

    @Test("a write the binding clamps mid-flight: the container follows the binding once it comes to rest", arguments: forms)
    func clampedMidFlight(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABC", open: "A")
        let tap: Set<Int> = expansion == .single ? [2] : [0, 2]
        // One ID's binding clamps C to B; a set's keeps only the newest open section.
        let clamped = expansion == .single ? ids("B") : ids("C")
        let rest: Set<Int> = expansion == .single ? [1] : [2]
        #expect(log(&synchronizer, [
            .containerChanged(tap, atRest: false),
            .bindingWritten(expansion == .single ? ids("C") : ids("AC"), reads: clamped, containerAtRest: false),
            .containerChanged(tap, atRest: true),
            .containerChanged(rest, atRest: true),
        ]) == [
            [.writeBinding(expansion == .single ? ids("C") : ids("AC"))],
            [],
            [move(expansion, from: tap, to: rest, animated: true)],
            [],
        ])
        #expect(synchronizer.selection == clamped && !synchronizer.reconcilesAtRest && synchronizer.pendingWrite == nil)
    }

    @Test("a report about a write that a later one replaced, or that an update reported, changes nothing", arguments: forms)
    func staleWriteReports(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABC", open: "")
        _ = synchronizer.handle(.containerChanged([1], atRest: false))
        _ = synchronizer.handle(.containerChanged([], atRest: false))
        #expect(synchronizer.handle(.bindingWritten(ids("B"), reads: ids("B"), containerAtRest: true)) == [])
        #expect(synchronizer.handle(.bindingChanged([], animated: false)) == [])
        #expect(synchronizer.handle(.bindingWritten([], reads: ids("A"), containerAtRest: true)) == [], "the update already saw the write land")
        #expect(synchronizer.selection.isEmpty && synchronizer.pendingWrite == nil)
    }

    @Test("data changes keep the selection by identity; a removed selected element leaves the binding, written back", arguments: forms)
    func dataByIdentity(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "ABC", open: "B")
        #expect(log(&synchronizer, [
            .dataChanged(["C", "B", "A"]),
            .dataChanged(["C", "A"]),
            .bindingChanged([], animated: false),
        ]) == [[change("ABC", "CBA")], [change("CBA", "CA"), .writeBinding([])], []])
        #expect(synchronizer.selection.isEmpty && synchronizer.bindingValue.isEmpty)
    }

    @Test("a binding ID that names no element is remembered, and selected when the data brings it", arguments: forms)
    func unknownID(_ expansion: ExpansionMode) {
        var synchronizer = loaded(expansion, "AB", open: "")
        #expect(log(&synchronizer, [
            .bindingChanged(ids("Z"), animated: true),
            .dataChanged(["A", "B", "Z"]),
        ]) == [[], [change("AB", "ABZ"), move(expansion, from: [], to: [2], animated: false)]])
        #expect(synchronizer.selection == ids("Z") && synchronizer.selectedIndices == [2])
    }

    @Test("a repeated ID names its first occurrence", arguments: forms)
    func repeatedID(_ expansion: ExpansionMode) {
        let synchronizer = loaded(expansion, "ABA", open: "A")
        #expect(synchronizer.selectedIndices == [0] && synchronizer.repeatedIDs == ["A"])
    }
}

@Suite("Selection: one synchronizer, two forms")
struct SelectionFormsTests {
    @Test("in single expansion, an open-set notice of at most one index means what a tap or a transition's end there means")
    func singleTakesOpenSetNotices() {
        var byNotice = loaded(.single, "ABCD", open: "A")
        var byEngine = loaded(.single, "ABCD", open: "A")
        let notices = log(&byNotice, [
            .containerChanged([2], atRest: false),
            .bindingWritten(ids("C"), reads: ids("B"), containerAtRest: false),
            .containerChanged([2], atRest: true),
            .containerChanged([], atRest: true),
        ])
        let engine = log(&byEngine, [
            .userSelected(2),
            .bindingWritten(ids("C"), reads: ids("B"), containerAtRest: false),
            .transitionEnded(from: 0, to: 2, completed: true, containerAtRest: true),
            .transitionEnded(from: 0, to: nil, completed: true, containerAtRest: true),
        ])
        #expect(notices == engine)
        #expect(notices == [[.writeBinding(ids("C"))], [], [.select(1, animated: true)], [.writeBinding([])]])
        #expect(byNotice == byEngine)
    }

    @Test("in multiple expansion, the single-section engine's notices change nothing")
    func multipleIgnoresSingleNotices() {
        var synchronizer = loaded(.multiple, "ABC", open: "AC")
        #expect(log(&synchronizer, [
            .userSelected(1),
            .userSelected(nil),
            .transitionEnded(from: 0, to: 1, completed: true, containerAtRest: true),
        ]) == [[], [], []])
        #expect(synchronizer.selection == ids("AC"))
    }

    @Test("in multiple expansion, open indices the data doesn't have are left out; in single, such a notice is ignored")
    func indicesPastTheData() {
        var multiple = loaded(.multiple, "ABC", open: "A")
        #expect(multiple.handle(.containerChanged([0, 7], atRest: false)) == [])
        #expect(multiple.handle(.containerChanged([1, 7], atRest: true)) == [.writeBinding(ids("B"))])
        var single = loaded(.single, "ABC", open: "A")
        #expect(single.handle(.containerChanged([7], atRest: false)) == [])
        #expect(single.handle(.containerChanged([7], atRest: true)) == [])
        #expect(single.selection == ids("A"))
    }

    @Test("a single ID's binding writes the selection alone; a set's keeps the IDs that name no element")
    func writesAndRememberedIDs() {
        var single = loaded(.single, "ABC", open: "")
        var multiple = loaded(.multiple, "ABC", open: "")
        #expect(single.handle(.bindingChanged(ids("Z"), animated: false)) == [])
        #expect(multiple.handle(.bindingChanged(ids("Z"), animated: false)) == [])
        #expect(single.handle(.containerChanged([1], atRest: false)) == [.writeBinding(ids("B"))])
        #expect(multiple.handle(.containerChanged([1], atRest: false)) == [.writeBinding(ids("BZ"))])
    }

    @Test("a binding naming no element: one ID's leaves the container as it is, a set's closes what it doesn't name")
    func unknownBindingValue() {
        var single = loaded(.single, "ABC", open: "B")
        var multiple = loaded(.multiple, "ABC", open: "B")
        #expect(single.handle(.bindingChanged(ids("Z"), animated: true)) == [])
        #expect(multiple.handle(.bindingChanged(ids("Z"), animated: true)) == [.setExpanded(opening: [], closing: [1], animated: true)])
        #expect(single.selection == ids("B") && multiple.selection.isEmpty)
    }

    @Test("a tap while a clamped write waits for rest: one ID's wins, a set's waits and the container follows the binding at rest")
    func tapWhileReconciling() {
        var single = loaded(.single, "ABCD", open: "A")
        #expect(log(&single, [
            .userSelected(3),
            .bindingWritten(ids("D"), reads: ids("B"), containerAtRest: false),
            .userSelected(2),
        ]) == [[.writeBinding(ids("D"))], [], [.writeBinding(ids("C"))]])
        #expect(!single.reconcilesAtRest)
        var multiple = loaded(.multiple, "ABCD", open: "A")
        #expect(log(&multiple, [
            .containerChanged([0, 3], atRest: false),
            // A binding that keeps only the newest open section.
            .bindingWritten(ids("AD"), reads: ids("D"), containerAtRest: false),
            .containerChanged([0, 2, 3], atRest: false),
            .containerChanged([0, 2, 3], atRest: true),
        ]) == [
            [.writeBinding(ids("AD"))],
            [],
            [],
            // What the container holds at rest closes, not only what the selection knew of.
            [.setExpanded(opening: [], closing: [0, 2], animated: true)],
        ])
        #expect(multiple.selection == ids("D") && !multiple.reconcilesAtRest)
    }
}

@Suite("Selection: bad input for the two forms")
struct SelectionFormsBadInputTests {
    @Test("a single ID's binding created holding two") func singleBindingOfTwoAtInit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelectionSynchronizer<String>(mode: .accordion, binding: ["A", "B"])
        }
        #expect(crashOutput(result).contains("a single selection holds at most one ID, not 2"))
    }

    @Test("a single ID's binding read holding two") func singleBindingOfTwo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var synchronizer = SelectionSynchronizer<String>(mode: .accordion, binding: [])
            _ = synchronizer.handle(.dataChanged(["A", "B"]))
            _ = synchronizer.handle(.bindingChanged(["A", "B"], animated: false))
        }
        #expect(crashOutput(result).contains("a single selection holds at most one ID, not 2"))
    }

    @Test("a single ID's binding reading two after a write") func singleBindingReadsTwo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var synchronizer = SelectionSynchronizer<String>(mode: .accordion, binding: [])
            _ = synchronizer.handle(.dataChanged(["A", "B"]))
            _ = synchronizer.handle(.bindingWritten(["A"], reads: ["A", "B"], containerAtRest: true))
        }
        #expect(crashOutput(result).contains("a single selection holds at most one ID, not 2"))
    }

    @Test("a single selection told of two open sections") func singleFollowsTwoSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var synchronizer = SelectionSynchronizer<String>(mode: .accordion, binding: [])
            _ = synchronizer.handle(.dataChanged(["A", "B", "C"]))
            _ = synchronizer.handle(.containerChanged([2, 0], atRest: false))
        }
        #expect(crashOutput(result).contains("a single selection can't follow 2 open sections [0, 2]"))
    }

    @Test("a pager in multiple expansion") func pagerInMultipleExpansion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = SelectionSynchronizer<String>(mode: .paging, expansion: .multiple, binding: ["A"])
        }
        #expect(crashOutput(result).contains("a pager shows one page; expansion multiple is an accordion's"))
    }
}
