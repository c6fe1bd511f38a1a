import Foundation
import ScrollStackCore

// The straightforward approach, for comparison in the same run: on every tick, walk
// every child, compute its frame at the current fraction and store it, then find the children on
// screen by testing each stored frame against the viewport. The baselines use the same timing,
// sizes and transitions as the ScrollStack fixtures they are compared with.

/// An accordion laid out the straightforward way: every section's frame (its header plus the
/// visible part of its content) is rebuilt into a fresh array on every tick.
package final class BaselineAccordionFixture: TickFixture {
    package static let kind = "BaselineAccordionTick"

    private let sectionCount: Int
    private let headerHeight: CGFloat = 44
    private let contentHeight: CGFloat = 600
    /// Every section's header and content height, when they differ (empty: the constants above).
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

    package convenience init(count: Int) {
        self.init(count: count, headerHeights: [], contentHeights: [])
    }

    /// Creates the baseline with 44-point headers and 600-point contents, or with every section's
    /// own heights when the lists are not empty.
    package init(count: Int, headerHeights: [CGFloat], contentHeights: [CGFloat]) {
        precondition(count >= 2, "BaselineAccordionFixture: a transition between two sections needs at least 2, got \(count)")
        sectionCount = count
        self.headerHeights = headerHeights
        self.contentHeights = contentHeights
        closing = count / 2 - 1
        opening = closing + 1
        let top = headerHeights.isEmpty ? headerHeight * CGFloat(closing) : headerHeights[..<closing].reduce(0, +) + contentHeights[closing]
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
        rebuilt.reserveCapacity(sectionCount)
        var y: CGFloat = 0
        for index in 0..<sectionCount {
            let ownHeights = !headerHeights.isEmpty
            var height = ownHeights ? headerHeights[index] : headerHeight
            if index == closing { height += (ownHeights ? contentHeights[index] : contentHeight) * (1 - fraction) }
            if index == opening { height += (ownHeights ? contentHeights[index] : contentHeight) * fraction }
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

/// A pager laid out the straightforward way: every page's frame at the finger's translation is
/// rebuilt into a fresh array on every tick.
package final class BaselinePagingFixture: TickFixture {
    package static let kind = "BaselinePagingTick"

    private let pageCount: Int
    private let current: Int
    private var step = 0
    /// The frame of every page at the last tick.
    package private(set) var frames: [CGRect] = []

    package init(count: Int) {
        precondition(count >= 2, "BaselinePagingFixture: a swipe between two pages needs at least 2, got \(count)")
        pageCount = count
        current = count / 2 - 1
    }

    package var isRunning: Bool { true }

    /// Nothing to do: the finger never lifts.
    package func prepare(for ticks: Int) {}

    /// One display frame: move the finger as ``PagingTickFixture`` does, compute and store every
    /// page's frame, then visit the ones on screen.
    @inline(never)
    package func tick() -> CGFloat {
        step = step == 379 ? 0 : step + 1
        let translation = -CGFloat(2 + step)
        let width = phoneSize.width
        var rebuilt: [CGRect] = []
        rebuilt.reserveCapacity(pageCount)
        for index in 0..<pageCount {
            let x = CGFloat(index - current) * width + translation
            rebuilt.append(CGRect(x: x, y: 0, width: width, height: phoneSize.height))
        }
        frames = rebuilt
        let bounds = CGRect(origin: .zero, size: phoneSize)
        var checksum: CGFloat = 0
        for (index, frame) in frames.enumerated() where frame.intersects(bounds) {
            checksum += frame.minX + CGFloat(index)
        }
        return checksum
    }
}
