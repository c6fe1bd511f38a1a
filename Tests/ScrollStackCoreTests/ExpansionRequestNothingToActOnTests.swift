import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A request with nothing to act on: expand all with no section")
struct ExpansionRequestNothingToActOnTests {
    @Test("only an opening of every section among none has nothing to act on")
    func rule() {
        let requests: [ExpansionRequest] = [.select(nil), .select(0), .setExpanded(true, at: 0), .setExpanded(false, at: 0), .expandAll, .collapseAll]
        #expect(requests.map { $0.hasNothingToActOn(sectionCount: 0) } == [false, false, false, false, true, false])
        #expect(requests.map { $0.hasNothingToActOn(sectionCount: 1) } == [false, false, false, false, false, false])
    }

    @Test("before the engine starts, expand all among no section is answered false at once and changes nothing kept")
    func keptBeforeLoadWithNoSection() {
        var pending = PendingExpansion()
        #expect(pending.keep(.setExpanded(true, at: 2), allowsSeveralOpenSections: true, count: 0, tracked: true) == .waiting(id: 0))
        let before = pending
        #expect(pending.keep(.expandAll, allowsSeveralOpenSections: true, count: 0, tracked: true) == .answered(false))
        #expect(pending.keep(.expandAll, allowsSeveralOpenSections: true, count: 0, tracked: false) == .answered(false))
        #expect(pending == before)
        let started = pending.start(count: 3)
        #expect(started.open == [2])
        #expect(started.answers.map(\.id) == [0] && started.answers.map(\.completed) == [true])
    }

    @Test("before the engine starts, expand all among some sections and collapse all among none are kept and succeed")
    func keptBeforeLoadOtherwise() {
        var pending = PendingExpansion()
        #expect(pending.keep(.expandAll, allowsSeveralOpenSections: true, count: 2, tracked: true) == .waiting(id: 0))
        #expect(pending.openIndices == [0, 1])
        var started = pending.start(count: 2)
        #expect(started.open == [0, 1])
        #expect(started.answers.map(\.id) == [0] && started.answers.map(\.completed) == [true])
        pending = PendingExpansion()
        #expect(pending.keep(.collapseAll, allowsSeveralOpenSections: true, count: 0, tracked: true) == .waiting(id: 0))
        started = pending.start(count: 0)
        #expect(started.open == [])
        #expect(started.answers.map(\.id) == [0] && started.answers.map(\.completed) == [true])
    }

    @Test("under single expansion expand all is answered false at once whatever the count, as before")
    func singleExpansion() {
        for count in [0, 3] {
            var pending = PendingExpansion(openIndices: [1])
            #expect(pending.keep(.expandAll, allowsSeveralOpenSections: false, count: count, tracked: true) == .answered(false))
            #expect(pending == PendingExpansion(openIndices: [1]))
        }
    }
}
