import Foundation
import ScrollStackCore

/// The heights of the variable-height fixtures: headers of 44, 56 and 68 points in turn (a header
/// with a subtitle every so often) and contents of 200 to 600 points.
package func variableHeaderHeight(at index: Int) -> CGFloat { 44 + 12 * CGFloat(index % 3) }

/// The content height of section `index` in the variable-height fixtures.
package func variableContentHeight(at index: Int) -> CGFloat { 200 + 100 * CGFloat(index % 5) }

/// ``AccordionTickFixture`` with sections of their own heights: header heights kept in prefix
/// sums, and a content height of its own for every section.
package final class VariableAccordionTickFixture: TickFixture {
    package static let kind = "VariableAccordionTick"

    private let ticking: AccordionTickFixture

    package init(count: Int) {
        let heights = AccordionSectionHeights(
            headerHeights: (0..<count).map(variableHeaderHeight(at:)),
            contentHeights: (0..<count).map(variableContentHeight(at:))
        )
        ticking = AccordionTickFixture(count: count, sectionHeights: heights)
    }

    package var isRunning: Bool { ticking.isRunning }

    package func prepare(for ticks: Int) { ticking.prepare(for: ticks) }

    @inline(never)
    package func tick() -> CGFloat { ticking.tick() }
}

/// ``BaselineAccordionFixture`` with the heights of ``VariableAccordionTickFixture``: every tick
/// walks every section, reading its header and content heights from arrays.
package final class BaselineVariableAccordionFixture: TickFixture {
    package static let kind = "BaselineVariableAccordionTick"

    private let headerHeights: [CGFloat]
    private let contentHeights: [CGFloat]
    private let closing: Int
    private let opening: Int
    private let viewport: CGRect
    private let start: TransitionAnimation
    private var animation: TransitionAnimation
    private var ticksLeft = 0
    /// The frame of every section at the last tick.
    package private(set) var frames: [CGRect] = []

    package init(count: Int) {
        precondition(count >= 2, "BaselineVariableAccordionFixture: a transition between two sections needs at least 2, got \(count)")
        headerHeights = (0..<count).map(variableHeaderHeight(at:))
        contentHeights = (0..<count).map(variableContentHeight(at:))
        closing = count / 2 - 1
        opening = closing + 1
        let top = headerHeights[..<closing].reduce(0, +) + contentHeights[closing]
        viewport = CGRect(x: 0, y: max(0, top - 200), width: phoneSize.width, height: phoneSize.height)
        start = TransitionAnimation(startFraction: 0, endFraction: 1, duration: AccordionTickFixture.transitionDuration, curve: .easeInOut)
        animation = start
    }

    package var isRunning: Bool { !animation.isComplete }

    package func prepare(for ticks: Int) {
        if ticksLeft < ticks {
            animation = start
            ticksLeft = AccordionTickFixture.ticksPerTransition
        }
        ticksLeft -= ticks
    }

    /// One display frame: advance, compute and store every section's frame, then visit the ones
    /// on screen.
    @inline(never)
    package func tick() -> CGFloat {
        animation = animation.advanced(by: frameInterval)
        let fraction = CGFloat(animation.fraction)
        var rebuilt: [CGRect] = []
        rebuilt.reserveCapacity(headerHeights.count)
        var y: CGFloat = 0
        for index in headerHeights.indices {
            var height = headerHeights[index]
            if index == closing { height += contentHeights[index] * (1 - fraction) }
            if index == opening { height += contentHeights[index] * fraction }
            rebuilt.append(CGRect(x: 0, y: y, width: phoneSize.width, height: height))
            y += height
        }
        frames = rebuilt
        var checksum: CGFloat = 0
        for (index, frame) in frames.enumerated() where frame.intersects(viewport) {
            checksum += frame.minY + CGFloat(index)
        }
        return checksum
    }
}
