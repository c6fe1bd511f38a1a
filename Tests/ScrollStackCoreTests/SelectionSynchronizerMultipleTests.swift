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

/// The data change from `old` to `new` (one character an ID), as the container is sent it.
private func change(_ old: String, _ new: String) -> Step {
    .changeData(StackDataChange(IdentityDifference(from: old.map(String.init), to: new.map(String.init))))
}

/// A synchronizer loaded with `data` (one character an ID), the binding holding `open`.
private func loaded(_ data: String, open: String) -> SelectionSynchronizer<String> {
    var synchronizer = SelectionSynchronizer<String>(mode: .accordion, expansion: .multiple, binding: ids(open))
    _ = synchronizer.handle(.dataChanged(data.map(String.init)))
    return synchronizer
}

@Suite("Selection: a set of open sections")
struct SelectionSynchronizerMultipleTests {
    @Test("loading opens the binding's known elements at once; an unknown ID is remembered and opened when data brings it")
    func load() {
        var synchronizer = SelectionSynchronizer<String>(mode: .accordion, expansion: .multiple, binding: ids("CAZ"))
        #expect(log(&synchronizer, [
            .dataChanged(["A", "B", "C", "D"]),
            .bindingChanged(ids("CAZ"), animated: false),
            .dataChanged(["Z", "A", "B", "C", "D"]),
        ]) == [
            [change("", "ABCD"), .setExpanded(opening: [0, 2], closing: [], animated: false)],
            [],
            [change("ABCD", "ZABCD"), .setExpanded(opening: [0], closing: [], animated: false)],
        ])
        #expect(synchronizer.selection == ids("ACZ") && synchronizer.selectedIndices == [0, 1, 3] && synchronizer.pendingWrite == nil)
    }

    @Test("a binding change opens what it gained and closes what it lost, together, animated as its transaction says")
    func bindingChange() {
        var synchronizer = loaded("ABCDE", open: "AB")
        #expect(log(&synchronizer, [
            .bindingChanged(ids("BDE"), animated: true),
            .containerChanged([1, 3, 4], atRest: false),
            .bindingChanged(ids("BD"), animated: false),
            .containerChanged([1, 3], atRest: true),
        ]) == [
            [.setExpanded(opening: [3, 4], closing: [0], animated: true)],
            [],
            [.setExpanded(opening: [], closing: [4], animated: false)],
            [],
        ])
        #expect(synchronizer.selection == ids("BD") && synchronizer.bindingValue == ids("BD"))
    }

    @Test("a user's tap is written back once; the echo and a stale read of the old value request nothing")
    func tapWrittenBack() {
        var synchronizer = loaded("ABCD", open: "A")
        #expect(log(&synchronizer, [
            .containerChanged([0, 2], atRest: false),
            .bindingChanged(ids("A"), animated: false),
            .bindingWritten(ids("AC"), reads: ids("AC"), containerAtRest: false),
            .bindingChanged(ids("AC"), animated: false),
            .containerChanged([0, 2], atRest: true),
        ]) == [[.writeBinding(ids("AC"))], [], [], [], []])
        #expect(synchronizer.selection == ids("AC") && synchronizer.lastRead == ids("AC") && synchronizer.pendingWrite == nil)
    }

    @Test("a write keeps the binding's remembered IDs that name no element")
    func writeKeepsUnknownIDs() {
        var synchronizer = loaded("ABC", open: "AZ")
        #expect(synchronizer.handle(.containerChanged([], atRest: false)) == [.writeBinding(ids("Z"))])
        #expect(synchronizer.selection.isEmpty && synchronizer.bindingValue == ids("Z"))
    }

    @Test("a write refused mid-flight: the sections stay open past their rest until a view update still reads the old set, which closes them; never written again")
    func refusedWriteMidFlight() {
        var synchronizer = loaded("ABCD", open: "A")
        #expect(log(&synchronizer, [
            .containerChanged([0, 3], atRest: false),
            .bindingWritten(ids("AD"), reads: ids("A"), containerAtRest: false),
            .containerChanged([0, 3], atRest: false),
            .containerChanged([0, 3], atRest: true),
            .bindingChanged(ids("A"), animated: false),
            .containerChanged([0], atRest: true),
        ]) == [
            [.writeBinding(ids("AD"))],
            [],
            [],
            [],
            [.setExpanded(opening: [], closing: [3], animated: true)],
            [],
        ])
        #expect(synchronizer.selection == ids("A") && !synchronizer.reconcilesAtRest && synchronizer.pendingWrite == nil)
    }

    @Test("a clamped write at rest is followed at once; a later write of its own value answers nothing")
    func clampedWriteAtRest() {
        var synchronizer = loaded("ABCD", open: "")
        #expect(log(&synchronizer, [
            .containerChanged([0, 1, 2], atRest: true),
            .bindingWritten(ids("ABC"), reads: ids("AB"), containerAtRest: true),
            .bindingWritten(ids("ABC"), reads: ids("A"), containerAtRest: true),
        ]) == [
            [.writeBinding(ids("ABC"))],
            [.setExpanded(opening: [], closing: [2], animated: true)],
            [],
        ])
        #expect(synchronizer.selection == ids("AB") && synchronizer.bindingValue == ids("AB"))
    }

    @Test("data changes keep open sections by identity; a removed open element leaves the binding, written back")
    func dataChangesByIdentity() {
        var synchronizer = loaded("ABCDE", open: "BD")
        #expect(log(&synchronizer, [
            .dataChanged(["E", "D", "C", "B", "A"]),
            .dataChanged(["E", "C", "B", "A"]),
            .bindingChanged(ids("B"), animated: false),
        ]) == [
            [change("ABCDE", "EDCBA")],
            [change("EDCBA", "ECBA"), .writeBinding(ids("B"))],
            [],
        ])
        #expect(synchronizer.selectedIndices == [2] && synchronizer.bindingValue == ids("B") && synchronizer.pendingWrite == nil)
    }

    @Test("a data change while a clamped write waits for rest settles it at once, by identity")
    func dataChangeWhileReconciling() {
        var synchronizer = loaded("ABC", open: "A")
        #expect(log(&synchronizer, [
            .containerChanged([0, 1], atRest: false),
            // A binding that keeps only the newest open section.
            .bindingWritten(ids("AB"), reads: ids("B"), containerAtRest: false),
            .dataChanged(["C", "B", "A"]),
            .containerChanged([1], atRest: true),
        ]) == [
            [.writeBinding(ids("AB"))],
            [],
            [change("ABC", "CBA"), .setExpanded(opening: [], closing: [2], animated: false)],
            [],
        ])
        #expect(synchronizer.selectedIndices == [1] && !synchronizer.reconcilesAtRest)
    }

    @Test("a repeated ID names its first occurrence and the later one is dropped: the container holds A and B")
    func repeatedIDs() {
        var synchronizer = loaded("ABA", open: "A")
        #expect(synchronizer.ids == ["A", "B"] && synchronizer.repeatedIDs == ["A"])
        #expect(synchronizer.selectedIndices == [0])
        #expect(synchronizer.handle(.containerChanged([0, 1], atRest: false)) == [.writeBinding(ids("AB"))])
        #expect(synchronizer.handle(.bindingChanged(ids("B"), animated: true)) == [.setExpanded(opening: [], closing: [0], animated: true)])
    }
}
