import Foundation
import Testing
@testable import ScrollStackCore

/// Dynamic Type: header heights and alert cards per content size category.
@Suite("Accessibility: Dynamic Type")
struct AccessibilityDynamicTypeTests {
    let categories = ContentSizeCategory.allCases

    @Test("twelve categories in order, with Body's point sizes")
    func categoriesAndBodySizes() {
        #expect(categories.count == 12)
        #expect(categories == categories.sorted())
        #expect(categories.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.bodyScale == 1)
    }

    @Test("the default 44-point header: 44 up to large, then grows with Body to 137 at AX5")
    func defaultHeader() {
        let scaling = HeaderHeightScaling(configuredHeight: 44)
        #expect(categories.map(scaling.height(for:)) == [44, 44, 44, 44, 49, 54, 60, 72, 85, 104, 122, 137])
    }

    @Test("a 56-point header shrinks at the small sizes, but not below 44")
    func tallHeader() {
        let scaling = HeaderHeightScaling(configuredHeight: 56)
        #expect(categories.map(scaling.height(for:)) == [46, 49, 53, 56, 63, 69, 76, 92, 109, 132, 155, 175])
    }

    @Test("a header configured below 44 points never shrinks; a fractional one is kept as given at large")
    func shortHeader() {
        #expect(categories.map(HeaderHeightScaling(configuredHeight: 30).height(for:)) == [30, 30, 30, 30, 34, 37, 41, 49, 58, 71, 83, 94])
        #expect(categories.map(HeaderHeightScaling(configuredHeight: 44.5).height(for:)) == [44, 44, 44, 44.5, 50, 55, 60, 73, 86, 105, 123, 139])
    }

    @Test("at large and above a header is never shorter than configured", arguments: [1, 17, 43.4, 44, 44.5, 56, 80, 200] as [CGFloat])
    func neverShorterAtLargeAndAbove(configured: CGFloat) {
        let scaling = HeaderHeightScaling(configuredHeight: configured)
        let heights = categories.filter { $0 >= .large }.map(scaling.height(for:))
        #expect(heights.allSatisfy { $0 >= configured }, "\(heights)")
        #expect(heights == heights.sorted(), "grows with the category: \(heights)")
    }

    @Test("an alert card is 270 wide up to large, grows like Body, and stops at 0.9 of the container")
    func alertWidth() {
        let sizing = AlertCardSizing()
        #expect(categories.map { sizing.width(for: $0, containerWidth: 390) } == [270, 270, 270, 270, 302, 334, 351, 351, 351, 351, 351, 351])
        #expect(categories.map { sizing.width(for: $0, containerWidth: 1024) } == [270, 270, 270, 270, 302, 334, 365, 445, 524, 635, 746, 842])
        #expect(categories.map { sizing.width(for: $0, containerWidth: 250) } == Array(repeating: 225, count: 12))
        #expect([-10, .nan].map { sizing.width(for: .large, containerWidth: $0) } == [0, 0])
        #expect([AlertCardSizing(maximumWidthFraction: 2), AlertCardSizing(maximumWidthFraction: .nan), AlertCardSizing(maximumWidthFraction: -1)].map(\.maximumWidthFraction) == [1, 1, 0])
    }

    @Test("alert content scrolls exactly when it is taller than the available height", arguments: [
        (300.0, 700.0, 300.0, false),
        (700.0, 700.0, 700.0, false),
        (701.0, 700.0, 700.0, true),
        (2000.0, 700.0, 700.0, true),
        (-5.0, 700.0, 0.0, false),
    ])
    func alertScrolls(content: Double, available: Double, height: Double, scrolls: Bool) {
        let card = AlertCardSizing().card(for: .accessibilityExtraExtraExtraLarge, containerWidth: 390, contentHeight: CGFloat(content), availableHeight: CGFloat(available))
        #expect(card == AlertCardSizing.Result(size: CGSize(width: 351, height: height), contentScrolls: scrolls))
    }

    @Test("a bad configured header height stops with a message naming it")
    func badHeaderHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeaderHeightScaling(configuredHeight: 0)
        }
        #expect(crashOutput(result).contains("HeaderHeightScaling: configuredHeight must be positive and finite, got 0.0"))
    }

    @Test("a position outside its set stops with a message naming it")
    func badPosition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AccessibilityPosition(index: 5, count: 5)
        }
        #expect(crashOutput(result).contains("AccessibilityPosition: index 5 is out of range 0..<5"))
    }
}
