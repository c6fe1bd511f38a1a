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

    private let ticking: BaselineAccordionFixture

    package init(count: Int) {
        ticking = BaselineAccordionFixture(
            count: count,
            headerHeights: (0..<count).map(variableHeaderHeight(at:)),
            contentHeights: (0..<count).map(variableContentHeight(at:))
        )
    }

    package var isRunning: Bool { ticking.isRunning }

    package func prepare(for ticks: Int) { ticking.prepare(for: ticks) }

    @inline(never)
    package func tick() -> CGFloat { ticking.tick() }
}
