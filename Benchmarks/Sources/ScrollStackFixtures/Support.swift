import Foundation
import ScrollStackCore

/// The container's bounds in every fixture: an iPhone in portrait.
package let phoneSize = CGSize(width: 390, height: 844)

/// The section and page counts every tick benchmark runs at.
package let stackCounts = [10, 1_000, 100_000, 1_000_000]

/// One display frame at 120 Hz, the interval every animated tick advances by.
package let frameInterval = 1.0 / 120

/// A stand-in for a child view controller: compared by identity, like a view controller.
package final class BenchChild: Hashable {
    /// The index the data source last configured it for.
    package var index: Int

    /// Creates a child configured for `index`.
    package init(index: Int) {
        self.index = index
    }

    package static func == (lhs: BenchChild, rhs: BenchChild) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A data source of any size that takes its children from the engine's reuse pool, under one
/// reuse identifier, and keeps only weak references to what it makes: it can tell how many
/// children it has created and how many of them are still alive.
package final class PoolSource: ChildDataSource {
    private struct WeakChild {
        weak var child: BenchChild?
    }

    /// The number of indices.
    package let count: Int
    private var made: [WeakChild] = []

    /// Creates a source of `count` indices that has made no child yet.
    package init(count: Int) {
        self.count = count
    }

    /// How many children this source has created.
    package var createdCount: Int { made.count }

    /// How many of the children this source created are still referenced by anything.
    package var aliveCount: Int {
        var alive = 0
        for entry in made where entry.child != nil {
            alive += 1
        }
        return alive
    }

    package func numberOfChildren() -> Int { count }

    package func child(at index: Int, reusing pool: inout ReusePool<BenchChild>) -> BenchChild {
        let child = pool.dequeue(withIdentifier: "page") {
            let child = BenchChild(index: index)
            made.append(WeakChild(child: child))
            return child
        }
        child.index = index
        return child
    }
}

extension StackEngine where Child == BenchChild {
    /// An engine loaded from `source` whose container has appeared, as a screen on display.
    static func loaded(
        configuration: StackConfiguration,
        mode: StackMode,
        selectedIndex: Int?,
        source: PoolSource
    ) -> StackEngine<BenchChild> {
        var engine = StackEngine(configuration: configuration, mode: mode, size: phoneSize, selectedIndex: selectedIndex)
        _ = engine.handle(.reload, source: source)
        _ = engine.handle(.containerWillAppear(animated: false), source: source)
        _ = engine.handle(.containerDidAppear, source: source)
        return engine
    }
}
