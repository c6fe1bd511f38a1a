import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Pending expansion: the sections to open once the multiple engine starts, by identity")
struct PendingExpansionTests {
    private func change(_ old: [String], _ new: [String]) -> StackDataChange {
        StackDataChange(IdentityDifference(from: old, to: new))
    }

    @Test("a section inserted above, one removed and one moved: the open set follows its elements")
    func followsIdentity() {
        var pending = PendingExpansion(openIndices: [1, 3])
        pending.apply(change(["a", "b", "c", "d"], ["x", "a", "b", "c", "d"]))
        #expect(pending.openIndices == [2, 4])
        pending.apply(change(["x", "a", "b", "c", "d"], ["x", "a", "c", "d"]))
        #expect(pending.openIndices == [3])
        pending.apply(change(["x", "a", "c", "d"], ["d", "x", "a", "c"]))
        #expect(pending.openIndices == [0])
        #expect(pending.start(count: 4).open == [0])
    }

    @Test("a reload keeps indices as they are and drops those past the new count")
    func reloadClamps() {
        var pending = PendingExpansion(openIndices: [0, 2, 5])
        pending.reload(count: 3)
        #expect(pending.openIndices == [0, 2])
        let started = pending.start(count: 2)
        #expect(started.open == [0])
        #expect(pending.openIndices.isEmpty && pending.requests.isEmpty)
    }

    @Test("completions: met, turned around by a later request, removed by a data change, past the count")
    func completions() {
        var pending = PendingExpansion()
        let opensB = pending.setExpanded(true, at: 1, tracked: true)
        let opensC = pending.setExpanded(true, at: 2, tracked: true)
        let opensD = pending.setExpanded(true, at: 3, tracked: true)
        let opensFar = pending.setExpanded(true, at: 9, tracked: true)
        #expect(pending.setExpanded(true, at: 0) == nil)
        pending.setExpanded(false, at: 2)
        pending.apply(change(["a", "b", "c", "d", "e"], ["a", "b", "c", "e"]))
        let started = pending.start(count: 4)
        #expect(started.open == [0, 1])
        #expect(started.answers.map(\.id) == [opensB, opensC, opensD, opensFar].compactMap { $0 })
        #expect(started.answers.map(\.completed) == [true, false, false, false])
    }

    @Test("expand all and collapse all: met unless a later request changes one of their sections")
    func allAtOnce() {
        var pending = PendingExpansion(openIndices: [1])
        let all = pending.expandAll(count: 3, tracked: true)
        #expect(pending.openIndices == [0, 1, 2])
        var answers = pending.start(count: 3).answers
        #expect(answers.map(\.completed) == [true] && answers.first?.id == all)
        pending = PendingExpansion(openIndices: [1])
        pending.collapseAll(tracked: true)
        #expect(pending.openIndices.isEmpty)
        answers = pending.start(count: 3).answers
        #expect(answers.map(\.completed) == [true])
        pending.collapseAll(tracked: true)
        pending.setExpanded(true, at: 2)
        answers = pending.start(count: 3).answers
        #expect(answers.map(\.completed) == [false])
    }

    @Test("switching modes: to multiple every open section stays; to single the lowest one does")
    func modeSwitch() {
        #expect(ExpansionMode.single.openSections(switchingTo: .multiple, from: [2]) == [2])
        #expect(ExpansionMode.multiple.openSections(switchingTo: .single, from: [4, 2, 7]) == [2])
        #expect(ExpansionMode.multiple.openSections(switchingTo: .single, from: []) == [])
        #expect(ExpansionMode.multiple.openSections(switchingTo: .multiple, from: [4, 2]) == [4, 2])
    }

    @Test("accordion to paging and back with a section moved and one inserted while paging: the same elements open again")
    func pagingRoundTrip() {
        // The container closes its open sections for paging and keeps them pending.
        var pending = PendingExpansion(openIndices: [0, 2])
        pending.apply(change(["a", "b", "c", "d"], ["c", "a", "b", "d"]))
        pending.apply(change(["c", "a", "b", "d"], ["c", "a", "n", "b", "d"]))
        #expect(pending.start(count: 5).open == [0, 1])
    }
}

@Suite("Pending expansion: bad input")
struct PendingExpansionBadInputTests {
    @Test("a negative index stops with its value") func negativeIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var pending = PendingExpansion()
            pending.setExpanded(true, at: -2)
        }
        #expect(crashOutput(result).contains("PendingExpansion: index -2 is negative"))
    }

    @Test("a negative index to start with stops with its value") func negativeInitialIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PendingExpansion(openIndices: [1, -4])
        }
        #expect(crashOutput(result).contains("PendingExpansion: an index must not be negative, got -4"))
    }

    @Test("a negative count for expand all stops with its value") func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var pending = PendingExpansion()
            pending.expandAll(count: -1)
        }
        #expect(crashOutput(result).contains("PendingExpansion: count -1 is negative"))
    }

    @Test("indices past the count are dropped when the engine starts, a documented clamp") func pastCount() {
        var pending = PendingExpansion(openIndices: [3, 8])
        #expect(pending.start(count: 4).open == [3])
    }
}
