import Foundation
import Testing
@testable import ScrollStackCore

/// Every header and content frame of `engine`, in index order.
private func frames(of engine: StackEngine<FakeChild>) -> [CGRect] {
    (0..<engine.count).flatMap { index in
        [engine.expansionLayout.headerFrame(at: index)] + (engine.expansionLayout.content(at: index).map { [$0.frame, $0.clip] } ?? [])
    }
}

@Suite("Multiple expansion: the same frames in every order")
struct MultipleExpansionDeterminismTests {
    /// Seconds-long legs on easing curves and 1/120 s ticks: sums that are not exact in binary.
    private static func configuration() -> StackConfiguration {
        var configuration = StackConfiguration()
        configuration.headerHeight = 44.3
        configuration.accordionContentMode = .fit(height: 211.7)
        configuration.transitionDuration = 0.37
        return configuration
    }

    /// Runs an engine of 120 sections in which `order` opens (a section already open closes), one
    /// request after another at the same moment, then records the frames after every tick.
    private static func run(_ order: [Int]) throws -> [[CGRect]] {
        var harness = MultiHarness((0..<120).map { "s\($0)" }, configuration: configuration(), size: CGSize(width: 390, height: 844))
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 7, animated: false))
        try harness.send(.setExpanded(true, at: 99, animated: false))
        for index in order {
            try harness.send(.setExpanded(!harness.engine.expandedIndices.contains(index), at: index, animated: true))
        }
        var recorded: [[CGRect]] = []
        for tick in 0..<60 {
            try harness.send(.tick(1.0 / 120))
            if tick == 20 { try harness.send(.setExpanded(false, at: 64, animated: true)) }
            recorded.append(frames(of: harness.engine))
        }
        #expect(harness.engine.isAtRest)
        return recorded
    }

    @Test("motions started in different orders give bit-identical frames on every tick")
    func orderDoesNotChangeBits() throws {
        let indices = [3, 7, 11, 19, 42, 64, 71, 80, 88, 99, 103, 111, 117, 119]
        let forward = try Self.run(indices)
        let backward = try Self.run(indices.reversed())
        let shuffled = [103, 3, 99, 117, 42, 7, 119, 80, 19, 88, 64, 111, 11, 71]
        let mixed = try Self.run(shuffled)
        // The ticks whose frames differ, so a failure names them rather than print every frame.
        #expect(forward.indices.filter { forward[$0] != backward[$0] } == [])
        #expect(forward.indices.filter { forward[$0] != mixed[$0] } == [])
        #expect(Set(forward.map(\.count)).count > 1, "the run must open and close sections, or it compares nothing")
    }

    @Test("the engine keeps its moving sections in index order through starts, reversals, ends and data changes")
    func movingOrderStaysSorted() throws {
        var harness = MultiHarness((0..<20).map { "s\($0)" })
        try harness.loadAndAppear()
        for index in [9, 2, 15, 4] { try harness.send(.setExpanded(true, at: index, animated: true)) }
        #expect(harness.engine._open.order == [2, 4, 9, 15])
        try harness.send(.tick(0.5))
        try harness.send(.setExpanded(false, at: 4, animated: true))
        try harness.send(.setExpanded(true, at: 4, animated: false))
        #expect(harness.engine._open.order == [2, 9, 15])
        let names = (0..<20).map { "s\($0)" }
        let reordered = Array(names.reversed().filter { $0 != "s9" })
        try harness.send(.dataChanged(StackDataChange(IdentityDifference(from: names, to: reordered))))
        #expect(harness.engine._open.order == [4, 16])
        #expect(harness.engine._open.order == harness.engine.sectionMotions.keys.sorted())
        try harness.send(.tick(1))
        #expect(harness.engine._open.order.isEmpty && harness.engine.isAtRest)
    }
}
