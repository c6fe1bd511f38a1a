import Foundation
import ScrollStackCore

/// One transition that plans lifecycle steps and ends where it began (or, for a swap, on the
/// other of two pages), so that runs can follow each other on the same engine.
package final class PlanningFixture {
    /// The transition each run plays.
    package enum Scenario: String, CaseIterable, Sendable {
        /// An animated selection of the other page, run to its end: one child leaves, another
        /// comes, each with its whole containment and appearance sequence.
        case swap
        /// A swipe released at a quarter of a page without velocity, animated back to its end:
        /// the incoming page appears, then disappears and leaves again.
        case cancel
        /// An accordion tap, half of its animation, then a tap on the same header: the
        /// transition turns around mid-flight and runs back to where it started.
        case reversal
    }

    /// The transition each run plays.
    package let scenario: Scenario
    private let source: PoolSource
    private var engine: StackEngine<BenchChild>
    private let halfway: Double

    /// Creates a pager (swap, cancel) or an accordion (reversal) of 1,000 indices at rest on the
    /// first one.
    package init(scenario: Scenario) {
        self.scenario = scenario
        let configuration = StackConfiguration()
        halfway = configuration.transitionDuration / 2
        source = PoolSource(count: 1_000)
        let mode: StackMode = scenario == .reversal ? .accordion : .paging
        engine = StackEngine.loaded(configuration: configuration, mode: mode, selectedIndex: 0, source: source)
    }

    /// The selection now.
    package var selectedIndex: Int? { engine.selectedIndex }

    /// Whether the engine is at rest where the scenario ends, given where it started.
    package func endedCorrectly(startedAt start: Int?) -> Bool {
        guard engine.phase.isIdle else { return false }
        switch scenario {
        case .swap: return engine.selectedIndex == (start == 0 ? 1 : 0)
        case .cancel, .reversal: return engine.selectedIndex == start
        }
    }

    /// Plays the scenario once.
    ///
    /// - Returns: The number of steps planned, so that none of the work can be optimised away.
    @inline(never)
    package func run() -> Int {
        var planned = 0
        switch scenario {
        case .swap:
            let target = engine.selectedIndex == 0 ? 1 : 0
            planned += engine.handle(.select(target, animated: true), source: source).count
            planned += engine.handle(.animationDidEnd, source: source).count
        case .cancel:
            let translation = -phoneSize.width / 4
            planned += engine.handle(.panBegan, source: source).count
            planned += engine.handle(.panChanged(translation: translation), source: source).count
            planned += engine.handle(.panEnded(translation: translation, velocity: 0), source: source).count
            planned += engine.handle(.animationDidEnd, source: source).count
        case .reversal:
            planned += engine.handle(.tap(1), source: source).count
            planned += engine.handle(.tick(halfway), source: source).count
            planned += engine.handle(.tap(1), source: source).count
            planned += engine.handle(.animationDidEnd, source: source).count
        }
        return planned
    }
}
