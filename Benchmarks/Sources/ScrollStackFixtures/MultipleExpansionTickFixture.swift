import Foundation
import ScrollStackCore

/// A ``StackEngine`` accordion of `count` sections under ``ExpansionMode/multiple`` with `moving` sections opening
/// at once from the middle of the stack, under a viewport scrolled to them.
///
/// The motions last a few frames more than ``ticksPerRun``; ``prepare(for:)`` starts them again
/// (outside the measured region) before a batch of ticks would run past that many frames.
package final class MultipleExpansionTickFixture: TickRunning {
    /// The ticks one run of the motions can take before it is restarted.
    package static let ticksPerRun = 1_200

    /// The part of the stack on screen, in the stack's content coordinates.
    package let viewport: CGRect
    private let source: PoolSource
    private let start: StackEngine<BenchChild>
    private var engine: StackEngine<BenchChild>
    private var ticksLeft = 0

    /// Creates the fixture: 44-point headers, 200-point contents, `moving` sections from the middle
    /// of `count` starting to open.
    package init(count: Int, moving: Int) {
        precondition(moving >= 1 && moving <= count, "MultipleExpansionTickFixture: \(moving) moving sections of \(count)")
        var configuration = StackConfiguration()
        configuration.headerHeight = 44
        configuration.accordionContentMode = .fit(height: 200)
        configuration.transitionDuration = Double(Self.ticksPerRun + 12) * frameInterval
        configuration.expansion = .multiple
        source = PoolSource(count: count)
        var engine = StackEngine<BenchChild>(configuration: configuration, size: phoneSize)
        _ = engine.handle(.reload, source: source)
        _ = engine.handle(.containerWillAppear(animated: false), source: source)
        _ = engine.handle(.containerDidAppear, source: source)
        let first = min(count / 2, count - moving)
        let top = engine.expansionLayout.headerFrame(at: first).minY
        viewport = CGRect(x: 0, y: max(0, top - 200), width: phoneSize.width, height: phoneSize.height)
        _ = engine.handle(.scroll(to: viewport.minY), source: source)
        for index in first..<(first + moving) {
            _ = engine.handle(.tap(index), source: source)
        }
        start = engine
        self.engine = engine
    }

    /// Whether every motion is still under way.
    package var isRunning: Bool { !engine.isAtRest }

    /// Makes sure the next `ticks` ticks all fall inside the motions, starting them again if fewer
    /// frames than that are left.
    package func prepare(for ticks: Int) {
        if ticksLeft < ticks {
            engine = start
            // The copy shares its layout's storage with the start; a tick of no time makes it its
            // own here, outside the measured region.
            _ = engine.handle(.tick(0), source: source)
            ticksLeft = Self.ticksPerRun
        }
        ticksLeft -= ticks
    }

    /// One display frame: the engine advances every moving section and brings the live children to
    /// their frames, then the container lays out what the viewport shows.
    @inline(never)
    package func tick() -> CGFloat {
        let steps = engine.handle(.tick(frameInterval), source: source)
        var checksum = CGFloat(steps.count)
        engine.expansionLayout.forEachVisibleItem(in: viewport) { item in
            switch item {
            case .header(let index, let frame):
                checksum += frame.minY + CGFloat(index)
            case .content(let index, let frame, let clip):
                checksum += frame.minY + clip.height + CGFloat(index)
            }
        }
        return checksum
    }
}
