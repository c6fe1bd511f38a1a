import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Expansion requests: one request, however it moves, before and after the view loads")
struct ExpansionRequestTests {
    static let timing = TransitionTiming(duration: 0.5, curve: .easeOut)

    /// A loaded driver on screen with section 1 open, under `expansion`.
    private func loaded(_ expansion: ExpansionMode) -> ExpansionRecordingHost {
        var configuration = multiConfiguration()
        configuration.expansion = expansion
        let engine = StackEngine<FakeChild>(configuration: configuration, size: CGSize(width: 320, height: 600), selectedIndex: 1, expandedIndices: [1])
        return .loaded(["a", "b", "c"], engine: engine)
    }

    /// The whole log of a request made at time 1, then frames a quarter second in and long after.
    private func log(_ expansion: ExpansionMode, _ make: (StackDriver<ExpansionRecordingHost>, @escaping (Bool) -> Void) -> Void) -> [ExpansionRecordingHost.Entry] {
        let host = loaded(expansion)
        guard let driver = host.driver else { return [] }
        make(driver, host.completion("done"))
        driver.frame(at: 1.25)
        driver.frame(at: 5)
        return host.takeLog()
    }

    @Test("perform hands each request, animated, at once or timed, to the driver's own method: the same whole log",
          arguments: [ExpansionMode.single, .multiple])
    func driverPerform(expansion: ExpansionMode) {
        let timing = Self.timing
        let table: [(ExpansionRequest, RequestMotion, (StackDriver<ExpansionRecordingHost>, @escaping (Bool) -> Void) -> Void)] = [
            (.select(2), .animated(true), { $0.select(2, animated: true, at: 1, completion: $1) }),
            (.select(nil), .animated(false), { $0.select(nil, animated: false, at: 1, completion: $1) }),
            (.select(0), .timed(timing), { $0.select(0, timing: timing, at: 1, completion: $1) }),
            (.setExpanded(true, at: 2), .animated(true), { $0.setExpanded(true, at: 2, animated: true, at: 1, completion: $1) }),
            (.setExpanded(false, at: 1), .timed(timing), { $0.setExpanded(false, at: 1, timing: timing, at: 1, completion: $1) }),
            (.expandAll, .animated(true), { $0.expandAll(animated: true, at: 1, completion: $1) }),
            (.expandAll, .timed(timing), { $0.expandAll(timing: timing, at: 1, completion: $1) }),
            (.collapseAll, .animated(true), { $0.collapseAll(animated: true, at: 1, completion: $1) }),
            (.collapseAll, .timed(timing), { $0.collapseAll(timing: timing, at: 1, completion: $1) }),
        ]
        for (request, motion, direct) in table {
            let performed = log(expansion) { $0.perform(request, motion: motion, at: 1, completion: $1) }
            #expect(performed == log(expansion, direct), "\(request) \(motion)")
            #expect(performed.contains { if case .completion = $0 { return true } else { return false } }, "\(request) \(motion) completes")
        }
    }

    @Test("an animated request and a timed one leave different logs: perform keeps them apart")
    func motionsDiffer() {
        let animated = log(.multiple) { $0.perform(.setExpanded(true, at: 2), motion: .animated(true), at: 1, completion: $1) }
        let timed = log(.multiple) { $0.perform(.setExpanded(true, at: 2), motion: .timed(Self.timing), at: 1, completion: $1) }
        #expect(animated != timed)
    }

    @Test("a view update's motion: its own timing when animated and read, else the configured timing or at once")
    func motionFromUpdate() {
        #expect(RequestMotion(animated: true, timing: Self.timing) == .timed(Self.timing))
        #expect(RequestMotion(animated: true, timing: nil) == .animated(true))
        #expect(RequestMotion(animated: false, timing: Self.timing) == .animated(false))
        #expect(RequestMotion(animated: false, timing: nil) == .animated(false))
    }

    @Test("before load with one open section: opening is selecting, closing removes, expand all answers false at once")
    func keepSingle() {
        var pending = PendingExpansion()
        let count = 3
        var kept: [PendingExpansion.Keeping] = []
        var open: [Set<Int>] = []
        for request in [ExpansionRequest.setExpanded(true, at: 2), .setExpanded(true, at: 0), .expandAll, .setExpanded(false, at: 0), .select(1), .collapseAll] {
            kept.append(pending.keep(request, allowsSeveralOpenSections: false, count: count, tracked: true))
            open.append(pending.openIndices)
        }
        #expect(kept == [.waiting(id: 0), .waiting(id: 1), .answered(false), .waiting(id: 2), .waiting(id: 3), .waiting(id: 4)])
        #expect(open == [[2], [0], [0], [], [1], []])
        #expect(pending.start(count: 3).answers.map(\.completed) == [false, false, true, false, true])
    }

    @Test("before load with several open sections: sections open beside each other, expand all opens the count, select opens one alone")
    func keepSeveral() {
        var pending = PendingExpansion()
        let count = 4
        var kept: [PendingExpansion.Keeping] = []
        var open: [Set<Int>] = []
        let requests: [(ExpansionRequest, Bool)] = [
            (.setExpanded(true, at: 0), false), (.setExpanded(true, at: 2), true), (.select(1), true),
            (.expandAll, true), (.setExpanded(false, at: 3), false), (.select(nil), false),
        ]
        for (request, tracked) in requests {
            kept.append(pending.keep(request, allowsSeveralOpenSections: true, count: count, tracked: tracked))
            open.append(pending.openIndices)
        }
        #expect(kept == [.waiting(id: nil), .waiting(id: 0), .waiting(id: 1), .waiting(id: 2), .waiting(id: nil), .waiting(id: nil)])
        #expect(open == [[0], [0, 2], [1], [0, 1, 2, 3], [0, 1, 2], []])
        #expect(pending.start(count: 4).answers.map(\.completed) == [false, false, false])
    }

    @Test("only an opening of every section under several open sections reads the count")
    func countsSections() {
        let requests: [ExpansionRequest] = [.select(nil), .select(1), .setExpanded(true, at: 0), .setExpanded(false, at: 0), .expandAll, .collapseAll]
        #expect(requests.map { PendingExpansion.countsSections(for: $0, allowsSeveralOpenSections: true) } == [false, false, false, false, true, false])
        #expect(requests.allSatisfy { !PendingExpansion.countsSections(for: $0, allowsSeveralOpenSections: false) })
    }

    @Test("before load, closing all then selecting none is tracked by the closing; a later opening fails it")
    func keepSelectNone() {
        var pending = PendingExpansion(openIndices: [2])
        #expect(pending.keep(.select(nil), allowsSeveralOpenSections: false, count: 3, tracked: true) == .waiting(id: 0))
        #expect(pending.start(count: 3).answers.map(\.completed) == [true])
        #expect(pending.keep(.select(nil), allowsSeveralOpenSections: true, count: 3, tracked: true) == .waiting(id: 1))
        #expect(pending.keep(.setExpanded(true, at: 1), allowsSeveralOpenSections: true, count: 3, tracked: false) == .waiting(id: nil))
        let started = pending.start(count: 3)
        #expect(started.open == [1] && started.answers.map(\.completed) == [false])
    }
}
