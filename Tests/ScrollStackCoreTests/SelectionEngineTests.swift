import Foundation
import Testing
@testable import ScrollStackCore

/// Plays the SwiftUI view's part between an app's state, a ``SelectionSynchronizer`` and a real
/// pager engine, and logs what crosses between them.
private struct BoundPager {
    enum Entry: Equatable, CustomStringConvertible {
        case step(SelectionStep<String>)
        case ended(from: Int?, to: Int?, completed: Bool)

        var description: String {
            switch self {
            case .step(let step): "\(step)"
            case .ended(let from, let to, let completed): "ended \(from.map(String.init) ?? "nil")→\(to.map(String.init) ?? "nil") \(completed)"
            }
        }
    }

    let ids: [String]
    var harness: Harness<NamedSource>
    var synchronizer: SelectionSynchronizer<String>
    /// The app's state behind the binding.
    var binding: String
    var log: [Entry] = []

    init(_ ids: String, selected: String) throws {
        self.ids = ids.map(String.init)
        binding = selected
        synchronizer = SelectionSynchronizer(mode: .paging, binding: [selected])
        harness = Harness(StackEngine(mode: .paging, size: phoneSize), source: NamedSource([]))
        try harness.loadAndAppear()
        try carry(synchronizer.handle(.dataChanged(self.ids)))
        log.removeAll()
    }

    /// The app sets its state, and the view updates with the binding's value.
    mutating func appSets(_ id: String, animated: Bool) throws {
        binding = id
        try carry(synchronizer.handle(.bindingChanged([binding], animated: animated)))
    }

    /// The user taps the tab at `index`.
    mutating func userTaps(_ index: Int) throws {
        try report(harness.send(.tap(index)))
        try carry(synchronizer.handle(.userSelected(harness.engine.finalDestination)))
    }

    /// Animation time passes.
    mutating func tick(_ seconds: Double) throws {
        try report(harness.send(.tick(seconds)))
    }

    /// Tells the synchronizer of every transition that ended, the last one with the engine's rest.
    private mutating func report(_ steps: [ContainerStep<FakeChild>]) throws {
        let ends = steps.compactMap { step -> (Int?, Int?, Bool)? in
            if case .transitionDidEnd(let from, let to, let completed) = step { return (from, to, completed) }
            return nil
        }
        for (offset, end) in ends.enumerated() {
            log.append(.ended(from: end.0, to: end.1, completed: end.2))
            let atRest = offset == ends.count - 1 && harness.engine.isAtRest
            try carry(synchronizer.handle(.transitionEnded(from: end.0, to: end.1, completed: end.2, containerAtRest: atRest)))
        }
    }

    private mutating func carry(_ steps: [SelectionStep<String>]) throws {
        for step in steps {
            log.append(.step(step))
            switch step {
            case .select(let index, let animated):
                try report(harness.send(.select(index, animated: animated)))
            case .setExpanded(let opening, let closing, _):
                Issue.record("a pager was asked to open \(opening) and close \(closing)")
            case .writeBinding(let id):
                binding = id.first ?? binding
                // Writing the state makes SwiftUI update the view with it.
                try carry(synchronizer.handle(.bindingChanged([binding], animated: false)))
            case .changeData(let change):
                // Notices from carrying out a data change: the synchronizer decided already.
                harness.source.names = synchronizer.ids
                try harness.send(.dataChanged(change))
            }
        }
    }

    /// Where each side stands: the engine's page, the synchronizer's selection, the app's state.
    var standing: [String?] {
        [harness.engine.selectedIndex.map { ids[$0] }, synchronizer.selection.first, binding]
    }
}

@Suite("Selection: with the pager engine")
struct SelectionEngineTests {
    @Test("the app retargets a running transition: the engine queues the new page and the binding is never written")
    func retargetMidFlight() throws {
        var pager = try BoundPager("ABCDEF", selected: "A")
        try pager.appSets("D", animated: true)
        try pager.tick(0.1)
        try pager.appSets("F", animated: true)
        try pager.tick(1)
        try pager.tick(1)
        #expect(pager.log == [
            .step(.select(3, animated: true)),
            .step(.select(5, animated: true)),
            .ended(from: 0, to: 3, completed: true),
            .ended(from: 3, to: 5, completed: true),
        ])
        #expect(pager.standing == ["F", "F", "F"])
    }

    @Test("the user taps while the app's change runs: the tap wins and is written back once")
    func tapWins() throws {
        var pager = try BoundPager("ABCDEF", selected: "A")
        try pager.appSets("D", animated: true)
        try pager.tick(0.1)
        try pager.userTaps(5)
        try pager.tick(1)
        try pager.tick(1)
        // The tap sends the running move to F at once: the move to D ends where it stands.
        #expect(pager.log == [
            .step(.select(3, animated: true)),
            .ended(from: 0, to: 3, completed: false),
            .step(.writeBinding(["F"])),
            .ended(from: 0, to: 5, completed: true),
        ])
        #expect(pager.standing == ["F", "F", "F"])
    }

    @Test("the user taps the page the app's change left: the transition reverses and the binding goes back")
    func tapReverses() throws {
        var pager = try BoundPager("ABCDEF", selected: "A")
        try pager.appSets("D", animated: true)
        try pager.tick(0.1)
        try pager.userTaps(0)
        try pager.tick(1)
        #expect(pager.log == [
            .step(.select(3, animated: true)),
            .step(.writeBinding(["A"])),
            .ended(from: 0, to: 3, completed: false),
        ])
        #expect(pager.standing == ["A", "A", "A"])
    }
}
