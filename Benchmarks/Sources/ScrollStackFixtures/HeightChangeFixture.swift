import Foundation
import ScrollStackCore

/// An accordion of `count` sections of their own heights, at rest with a section open: each
/// change is one section's new height, as a self-sizing child measured again would report it.
///
/// Changes take turns: the open section's content (its child moves to a new frame), then the
/// header of a section far below it (every later header moves, through the prefix sums).
package final class HeightChangeFixture {
    private let source: PoolSource
    private var engine: StackEngine<BenchChild>
    private let expanded: Int
    private var steps: [ContainerStep<BenchChild>] = []
    private var turn = 0

    /// Creates the accordion, its heights set and its middle section open.
    package init(count: Int) {
        precondition(count >= 2, "HeightChangeFixture: needs at least 2 sections, got \(count)")
        var configuration = StackConfiguration()
        configuration.accordionContentMode = .fit(height: 600)
        expanded = count / 2 - 1
        source = PoolSource(count: count)
        engine = StackEngine.loaded(configuration: configuration, mode: .accordion, selectedIndex: expanded, source: source)
        let heights = AccordionSectionHeights(
            headerHeights: (0..<count).map(variableHeaderHeight(at:)),
            contentHeights: (0..<count).map(variableContentHeight(at:))
        )
        _ = engine.handle(.setSectionHeights(heights), source: source)
    }

    /// Whether the engine is still at rest with the same section open.
    package var isAtRest: Bool { engine.isAtRest && engine.selectedIndex == expanded }

    /// One height change and the steps it plans.
    ///
    /// - Returns: The number of steps planned plus the stack's height, so that none of the work
    ///   can be optimised away.
    @inline(never)
    package func change() -> CGFloat {
        steps.removeAll(keepingCapacity: true)
        turn = turn == 999 ? 0 : turn + 1
        if turn % 2 == 0 {
            engine.handle(.contentHeightChanged(index: expanded, height: 300 + CGFloat(turn)), source: source, into: &steps)
        } else {
            let index = min(engine.count - 1, expanded + 1 + turn)
            engine.handle(.headerHeightChanged(index: index, height: 44 + CGFloat(turn % 24)), source: source, into: &steps)
        }
        return CGFloat(steps.count) + engine.sectionHeights.headersHeight
    }
}
