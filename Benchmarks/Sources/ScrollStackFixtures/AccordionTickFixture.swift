import Foundation
import ScrollStackCore

/// An accordion of `count` sections in the middle of an animated transition: the section in the
/// middle of the stack rolls up while the next one unrolls, under a viewport scrolled to them.
///
/// The transition lasts a little longer than ``ticksPerTransition`` frames, so no measured tick
/// ever finishes it; ``prepare(for:)`` restarts it before a batch of ticks would run past that
/// many frames.
package final class AccordionTickFixture: TickFixture {
    package static let kind = "AccordionTick"

    /// The ticks one transition can take before it is restarted.
    package static let ticksPerTransition = 1_200

    /// How long a transition lasts: a few frames more than ``ticksPerTransition``.
    package static let transitionDuration = Double(ticksPerTransition + 12) * frameInterval

    /// The part of the stack on screen, in the stack's content coordinates.
    package let viewport: CGRect
    private let source: PoolSource
    private let start: StackEngine<BenchChild>
    private var engine: StackEngine<BenchChild>
    /// The steps of one tick, kept between ticks so that handling allocates nothing.
    private var steps: [ContainerStep<BenchChild>] = []
    private var ticksLeft = 0

    package convenience init(count: Int) {
        self.init(count: count, sectionHeights: nil)
    }

    /// Creates the fixture with 44-point headers and 600-point contents, or with `sectionHeights`.
    package init(count: Int, sectionHeights: AccordionSectionHeights?) {
        precondition(count >= 2, "AccordionTickFixture: a transition between two sections needs at least 2, got \(count)")
        var configuration = StackConfiguration()
        configuration.headerHeight = 44
        configuration.accordionContentMode = .fit(height: 600)
        configuration.transitionDuration = Self.transitionDuration
        let closing = count / 2 - 1
        source = PoolSource(count: count)
        var engine = StackEngine.loaded(configuration: configuration, mode: .accordion, selectedIndex: closing, source: source)
        if let sectionHeights {
            _ = engine.handle(.setSectionHeights(sectionHeights), source: source)
        }
        let top = engine.accordionLayout.headerFrame(at: closing).minY
        viewport = CGRect(x: 0, y: max(0, top - 200), width: phoneSize.width, height: phoneSize.height)
        _ = engine.handle(.tap(closing + 1), source: source)
        start = engine
        self.engine = engine
    }

    package var isRunning: Bool { engine.phase.animation != nil }

    package func prepare(for ticks: Int) {
        if ticksLeft < ticks {
            engine = start
            ticksLeft = Self.ticksPerTransition
        }
        ticksLeft -= ticks
    }

    /// One display frame: the engine advances the transition, then the container lays out the
    /// headers and contents the viewport shows, at their interpolated frames.
    @inline(never)
    package func tick() -> CGFloat {
        steps.removeAll(keepingCapacity: true)
        engine.handle(.tick(frameInterval), source: source, into: &steps)
        let layout = engine.accordionLayout
        var checksum = CGFloat(steps.count)
        layout.forEachVisibleItem(in: viewport) { item in
            switch item {
            case .header(let index, let frame):
                checksum += frame.minY + CGFloat(index)
            case .content(let index, let frame, let clip):
                checksum += frame.minY + clip.height + CGFloat(index)
            }
        }
        checksum += CGFloat(layout.visibleSections(in: viewport).count)
        return checksum
    }
}
