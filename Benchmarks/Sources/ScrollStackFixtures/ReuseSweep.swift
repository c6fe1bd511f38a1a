import Foundation
import ScrollStackCore

/// A pager of ``pageCount`` pages, swept from the first page to the last with animated
/// selections of the next page, each run to its end, through a reuse pool with one reuse
/// identifier.
package final class ReuseSweep {
    /// The pages swept.
    package static let pageCount = 10_000

    /// The pages preloaded on each side of the current one.
    package let preloadDistance: Int
    private let source: PoolSource
    private var engine: StackEngine<BenchChild>
    /// The most children alive at once so far.
    package private(set) var maxAlive: Int

    /// Creates a pager at rest on its first page.
    package init(preloadDistance: Int) {
        self.preloadDistance = preloadDistance
        var configuration = StackConfiguration()
        configuration.preloadDistance = preloadDistance
        source = PoolSource(count: Self.pageCount)
        engine = StackEngine.loaded(configuration: configuration, mode: .paging, selectedIndex: 0, source: source)
        maxAlive = source.aliveCount
    }

    /// The children the data source created.
    package var createdCount: Int { source.createdCount }

    /// The children the engine's reuse pool had made.
    package var poolMadeCount: Int { engine.pool.madeCount }

    /// Where the sweep stands.
    package var selectedIndex: Int? { engine.selectedIndex }

    /// The most children the sweep may keep alive, and so create with one reuse identifier: the
    /// two pages of a transition plus the preloaded neighbours on each side.
    package var childLimit: Int { 2 + 2 * preloadDistance }

    /// Sweeps to the last page, counting the children alive after every event.
    ///
    /// - Returns: The number of steps planned, so that none of the work can be optimised away.
    @inline(never)
    package func run() -> Int {
        var planned = 0
        for page in 1..<Self.pageCount {
            planned += engine.handle(.select(page, animated: true), source: source).count
            maxAlive = max(maxAlive, source.aliveCount)
            planned += engine.handle(.animationDidEnd, source: source).count
            maxAlive = max(maxAlive, source.aliveCount)
        }
        return planned
    }

    /// Why the finished sweep broke its limits, or `nil` when it kept to them.
    package var failure: String? {
        if selectedIndex != Self.pageCount - 1 {
            return "the sweep ended on page \(selectedIndex.map(String.init) ?? "none"), not \(Self.pageCount - 1)"
        }
        if maxAlive > childLimit {
            return "\(maxAlive) children were alive at once, more than \(childLimit)"
        }
        if createdCount > childLimit {
            return "\(createdCount) children were created, more than the \(childLimit) one reuse identifier needs"
        }
        if createdCount != poolMadeCount {
            return "the source created \(createdCount) children but the pool made \(poolMadeCount)"
        }
        return nil
    }
}
