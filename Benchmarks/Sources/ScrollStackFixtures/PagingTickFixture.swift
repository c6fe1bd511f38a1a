import Foundation
import ScrollStackCore

/// A pager of `count` pages with an interactive swipe under way from the page before the middle
/// one to the middle one: the finger has moved, the transition is announced and both pages are
/// in flight.
///
/// Each tick moves the finger to a new translation between 2 and 381 points towards the next
/// page, so the progress changes on every tick but the swipe never turns around or ends.
package final class PagingTickFixture: TickFixture {
    package static let kind = "PagingTick"

    private let target: Int
    private let source: PoolSource
    private var engine: StackEngine<BenchChild>
    private var step = 0
    /// The steps of one tick, kept between ticks so that handling a pan move allocates nothing.
    private var steps: [ContainerStep<BenchChild>] = []

    package init(count: Int) {
        precondition(count >= 2, "PagingTickFixture: a swipe between two pages needs at least 2, got \(count)")
        target = count / 2
        source = PoolSource(count: count)
        engine = StackEngine.loaded(configuration: StackConfiguration(), mode: .paging, selectedIndex: target - 1, source: source)
        _ = engine.handle(.panBegan, source: source)
        _ = engine.handle(.panChanged(translation: -1), source: source)
    }

    /// Whether the swipe is still under the finger, heading to the middle page.
    package var isRunning: Bool {
        guard case .interactive(let transition) = engine.phase else { return false }
        return transition.to == target
    }

    /// Nothing to do: a swipe under the finger never ends by itself.
    package func prepare(for ticks: Int) {}

    /// One display frame: the pan moves, then the container lays out the pages on screen.
    @inline(never)
    package func tick() -> CGFloat {
        step = step == 379 ? 0 : step + 1
        steps.removeAll(keepingCapacity: true)
        engine.handle(.panChanged(translation: -CGFloat(2 + step)), source: source, into: &steps)
        var checksum = CGFloat(steps.count)
        engine.pagingLayout.forEachVisiblePage(at: engine.pagingPosition) { index, frame in
            checksum += frame.minX + CGFloat(index)
        }
        return checksum
    }
}
