import Foundation
import ScrollStackCore

/// A tab strip of `count` items whose titles change width one at a time, as after a new title or
/// a badge: each tick gives one item, spread over the strip, new normal and selected widths, then
/// reads the new content size.
package final class TabStripWidthChangeFixture: TickFixture {
    package static let kind = "TabStripWidthChange"

    private var layout: TabStripLayout
    private let count: Int
    private var index = 0
    private var grows = true

    package init(count: Int) {
        precondition(count >= 1, "TabStripWidthChangeFixture: needs at least 1 item, got \(count)")
        layout = tabStripLayout(count: count)
        self.count = count
    }

    /// Always: width changes never end.
    package var isRunning: Bool { true }

    /// Nothing to do.
    package func prepare(for ticks: Int) {}

    /// One width change.
    @inline(never)
    package func tick() -> CGFloat {
        index = (index + 7_919) % count
        if index < 7_919 { grows.toggle() }
        let width: CGFloat = grows ? 130 : 50
        layout.setWidths(normal: width, selected: width + 4, at: index)
        return layout.contentSize.width
    }
}
