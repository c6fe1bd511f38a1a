import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: the spare-header pool sized from the viewport")
struct HeaderPoolCapacityTests {
    private final class Header {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private typealias Pool = HeaderReusePool<String, Header>

    @Test(
        "the capacity is the headers that fit in view, one more for a cut header, plus the margin",
        arguments: [
            (844.0, 44.0, 2, 23),
            (844.0, 88.0, 2, 13),
            (44.0, 44.0, 2, 4),
            (300.0, 44.0, 0, 8),
            (0.0, 44.0, 2, 2),
            (-10.0, 44.0, 2, 2),
            (Double.infinity, 44.0, 2, 2),
            (844.0, 44.0, -3, 21),
        ]
    )
    func capacity(viewport: Double, header: Double, margin: Int, expected: Int) {
        #expect(Pool.capacity(viewportHeight: viewport, headerHeight: header, margin: margin) == expected)
    }

    @Test("a resize that shrinks the viewport lets go of the spares that waited longest; growing keeps them")
    func resize() {
        var pool = Pool(capacity: Pool.capacity(viewportHeight: 300, headerHeight: 44))
        #expect(pool.capacity == 10)
        let headers = (0..<10).map { Header("h\($0)") }
        for (index, header) in headers.enumerated() { #expect(pool.putBack(header, shownFor: "e\(index)") == nil) }
        let released = pool.resize(to: Pool.capacity(viewportHeight: 100, headerHeight: 44))
        #expect(pool.capacity == 6)
        #expect(released.map(\.name) == ["h0", "h1", "h2", "h3"])
        #expect(pool.spares.map(\.id) == ["e4", "e5", "e6", "e7", "e8", "e9"])
        #expect(pool.resize(to: Pool.capacity(viewportHeight: 844, headerHeight: 44)).isEmpty)
        #expect(pool.capacity == 23)
        #expect(pool.spares.map(\.id) == ["e4", "e5", "e6", "e7", "e8", "e9"])
        let extra = Header("extra")
        #expect(pool.putBack(extra, shownFor: "x") == nil, "room for more after growing")
        #expect(pool.resize(to: 0).count == 7)
        #expect(pool.spares.isEmpty)
    }

    @Test("Dynamic Type: taller headers fit fewer in view, so fewer spares wait")
    func dynamicType() {
        let large = HeaderHeightScaling(configuredHeight: 44).height(for: .large)
        let huge = HeaderHeightScaling(configuredHeight: 44).height(for: .accessibilityExtraExtraExtraLarge)
        let regular = Pool.capacity(viewportHeight: 844, headerHeight: large)
        let accessible = Pool.capacity(viewportHeight: 844, headerHeight: huge)
        #expect(regular == 23)
        #expect(accessible < regular)
        #expect(accessible == Int((844 / huge).rounded(.up)) + 3)
    }
}

@Suite("Bad input: SwiftUI hosting rules")
struct HostingBadInputTests {
    @Test("a pool resized to a negative capacity") func negativeResize() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var pool = HeaderReusePool<Int, NSObject>(capacity: 2)
            _ = pool.resize(to: -4)
        }
        #expect(crashOutput(result).contains("HeaderReusePool capacity must not be negative, got -4"))
    }

    @Test("a pool capacity for a zero header height") func zeroHeaderHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeaderReusePool<Int, NSObject>.capacity(viewportHeight: 800, headerHeight: 0)
        }
        #expect(crashOutput(result).contains("HeaderReusePool headerHeight must be positive and finite, got 0.0"))
    }

    @Test("tab items with fewer IDs than elements") func idCountMismatch() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var updates = TabItemUpdates<Int, String, String>()
            _ = updates.update(elements: ["a", "b"], ids: [1], dataChanged: true, policy: .always, environmentChanged: false, isSame: ==) { _, element in element }
        }
        #expect(crashOutput(result).contains("TabItemUpdates needs one ID per element, got 1 IDs for 2 elements"))
    }
}
