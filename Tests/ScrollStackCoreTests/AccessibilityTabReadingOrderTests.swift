import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A tab strip's reading order, and the span of the items in view")
struct AccessibilityTabReadingOrderTests {
    @Test("the tabs in view, between stand-ins for the tabs just outside them where those exist")
    func tabReadingOrder() {
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 3..<6, count: 12) == [.standIn(2), .tab(3), .tab(4), .tab(5), .standIn(6)])
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 0..<3, count: 12) == [.tab(0), .tab(1), .tab(2), .standIn(3)])
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 9..<12, count: 12) == [.standIn(8), .tab(9), .tab(10), .tab(11)])
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 0..<2, count: 2) == [.tab(0), .tab(1)])
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 4..<4, count: 12) == [])
        #expect(AccessibilityReach.tabReadingOrder(tabsInView: 0..<1, count: 0) == [.tab(0)])
    }

    @Test("every tab of a long strip is one swipe from the tabs in view, and no stand-in doubles a tab in view",
          arguments: [1, 2, 5, 100_000])
    func everyTabReachable(count: Int) {
        for lower in Set([0, 1, count / 2, max(0, count - 3)]) where lower < count {
            let visible = lower..<min(count, lower + 3)
            let order = AccessibilityReach.tabReadingOrder(tabsInView: visible, count: count)
            let indices = order.map { item -> Int in
                switch item {
                case .standIn(let index), .tab(let index): return index
                }
            }
            let expected = Array(max(0, visible.lowerBound - 1)..<min(count, visible.upperBound + 1))
            #expect(indices == expected, "count \(count), visible \(visible)")
        }
    }

    @Test("the span of the indices that have views runs from the least to the greatest; none gives an empty range")
    func span() {
        #expect(AccessibilityReach.span(of: [5, 3, 4]) == 3..<6)
        #expect(AccessibilityReach.span(of: [7]) == 7..<8)
        #expect(AccessibilityReach.span(of: [2, 9]) == 2..<10)
        #expect(AccessibilityReach.span(of: [Int]()) == 0..<0)
        #expect(AccessibilityReach.span(of: [Int: String](uniqueKeysWithValues: [(4, "a"), (2, "b")]).keys) == 2..<5)
    }
}
