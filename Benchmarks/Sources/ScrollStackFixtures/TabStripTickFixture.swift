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

/// The tab of item `index`: every third has a 20-point image, every fifth a badge (a count of one
/// to three digits, or a dot), every seventh a wider selected image.
package func tabStripItem(at index: Int) -> TabItem {
    let image = TabItemImage(size: CGSize(width: 20, height: 20), selectedSize: index.isMultiple(of: 7) ? CGSize(width: 24, height: 20) : nil)
    let badge: String? = index.isMultiple(of: 5) ? (index.isMultiple(of: 10) ? "" : String(index % 999)) : nil
    return TabItem(title: "Tab \(index)", image: index.isMultiple(of: 3) ? image : nil, badgeValue: badge)
}

/// The metrics every benchmark strip's items use: the defaults.
package let tabStripMetrics = TabItemMetrics()

/// The widths of item `index` of a benchmark strip: its title's measured widths, its image and its badge.
package func tabStripItemWidths(count: Int) -> [TabItemWidths] {
    let titles = tabStripWidths(count: count)
    return (0..<count).map { index in
        let badgeText = CGFloat(7 * (index % 999 > 99 ? 3 : index % 999 > 9 ? 2 : 1))
        return tabStripMetrics.widths(of: tabStripItem(at: index), titleWidth: titles.normal[index], selectedTitleWidth: titles.selected[index], badgeTextWidth: badgeText)
    }
}

/// The layout of a phone-wide strip of `count` tabs with images and badges, 44 points tall, 16
/// points apart, centred on the selection, with an underline as wide as each tab's content.
package func tabStripLayout(count: Int) -> TabStripLayout {
    TabStripLayout(
        items: tabStripItemWidths(count: count),
        size: CGSize(width: phoneSize.width, height: 44),
        configuration: TabStripConfiguration(
            spacing: 16,
            insets: LayoutInsets(top: 0, left: 8, bottom: 0, right: 8),
            indicator: .underline(TabStripUnderline(width: .content, thickness: 3, horizontalInset: 2, cornerRadius: 1.5))
        )
    )
}

/// A tab strip of `count` items following a swipe from the item before the middle one to the
/// middle one.
///
/// Each tick moves the position to a new fraction of the way between the two (380 steps, then
/// again from the start), then does what a container does on a display frame: through
/// `TabStripScrolling.layOut` (the strip follows the pager), the content offset from the previous
/// one, the indicator's frame, every visible item's frame and emphasis, and where each visible
/// item's image, title and badge go (`TabItemContentLayout`).
package final class TabStripTickFixture: TickFixture {
    package static let kind = "TabStripTick"

    private let layout: TabStripLayout
    /// The items near the swipe, the ones a tick can show (the rest are never on screen).
    private let items: [Int: TabItem]
    private let from: Int
    private var step = 0
    private var offset: CGFloat
    private var scrolling = TabStripScrolling()

    package init(count: Int) {
        precondition(count >= 2, "TabStripTickFixture: a swipe between two items needs at least 2, got \(count)")
        layout = tabStripLayout(count: count)
        from = count / 2 - 1
        offset = layout.contentOffset(at: Double(from))
        var items: [Int: TabItem] = [:]
        for index in max(0, from - 20)...min(count - 1, from + 21) { items[index] = tabStripItem(at: index) }
        self.items = items
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
        let items = self.items
        let pose = scrolling.layOut(layout, at: position, selectedIndex: from, currentOffset: offset) { item in
            checksum += item.frame.minX + CGFloat(item.emphasis) + CGFloat(item.index)
            if let tab = items[item.index] {
                let content = TabItemContentLayout(item: tab, frame: item.frame, titleSize: CGSize(width: 60, height: 18), badgeTextWidth: 14, metrics: tabStripMetrics)
                checksum += (content.titleFrame?.minX ?? 0) + (content.badgeFrame?.minX ?? 0)
            }
        }
        offset = pose.contentOffset
        if let indicator = pose.indicatorFrame {
            checksum += indicator.minX + indicator.width
        }
        return checksum + offset
    }
}
