import Foundation
import ScrollStackCore

/// The item counts every tab strip benchmark runs at.
package let tabStripCounts = [10, 1_000, 10_000, 100_000]

/// The measured widths of `count` tab titles: normal widths from 40 to 120 points in an uneven
/// pattern, and selected (bolder) widths 4 points wider on every other item.
package func tabStripWidths(count: Int) -> (normal: [CGFloat], selected: [CGFloat]) {
    let normal = (0..<count).map { CGFloat(40 + ($0 &* 37) % 81) }
    let selected = normal.enumerated().map { $0.offset.isMultiple(of: 2) ? $0.element + 4 : $0.element }
    return (normal, selected)
}

/// The layout of a phone-wide strip of `count` tabs, 44 points tall, 16 points apart, centred on
/// the selection.
package func tabStripLayout(count: Int) -> TabStripLayout {
    let widths = tabStripWidths(count: count)
    return TabStripLayout(
        normalWidths: widths.normal,
        selectedWidths: widths.selected,
        size: CGSize(width: phoneSize.width, height: 44),
        configuration: TabStripConfiguration(spacing: 16, insets: LayoutInsets(top: 0, left: 8, bottom: 0, right: 8))
    )
}

/// A tab strip of `count` items following a swipe from the item before the middle one to the
/// middle one.
///
/// Each tick moves the position to a new fraction of the way between the two (380 steps, then
/// again from the start), then does what a container does on a display frame with
/// `layOut(at:from:_:)`: the content offset from the previous one, the indicator's frame, and
/// every visible item's frame and emphasis.
package final class TabStripTickFixture: TickFixture {
    package static let kind = "TabStripTick"

    private let layout: TabStripLayout
    private let from: Int
    private var step = 0
    private var offset: CGFloat

    package init(count: Int) {
        precondition(count >= 2, "TabStripTickFixture: a swipe between two items needs at least 2, got \(count)")
        layout = tabStripLayout(count: count)
        from = count / 2 - 1
        offset = layout.contentOffset(at: Double(from))
    }

    /// Always: the position is computed, not animated, so nothing can end.
    package var isRunning: Bool { true }

    /// Nothing to do: the swipe never ends by itself.
    package func prepare(for ticks: Int) {}

    /// One display frame of the strip.
    @inline(never)
    package func tick() -> CGFloat {
        step = step == 379 ? 0 : step + 1
        let position = Double(from) + Double(step + 1) / 381
        var checksum: CGFloat = 0
        let pose = layout.layOut(at: position, from: offset) { item in
            checksum += item.frame.minX + CGFloat(item.emphasis) + CGFloat(item.index)
        }
        offset = pose.contentOffset
        if let indicator = pose.indicatorFrame {
            checksum += indicator.minX + indicator.width
        }
        return checksum + offset
    }
}
