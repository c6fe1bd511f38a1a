import Foundation
import Testing
@testable import ScrollStackCore

/// The height an accordion sized by its content reports on every display frame (what a SwiftUI
/// accordion frames itself with) follows a timed change's curve, both ways and in both modes.
@Suite("Timed transitions: the reported height")
struct TimedHeightReportTests {
    static let timing = TransitionTiming(duration: 1, curve: .easeOut)

    /// 120 points closed (three 40-point headers), 220 with one 100-point section open.
    static func expectedHeights(opening: Bool) -> [CGFloat] {
        (1...8).map { tick in
            let done = CGFloat(timing.curve.value(atTimeFraction: Double(tick) / 8, duration: 1))
            return ((120 + 100 * (opening ? done : 1 - done)) * 1024).rounded() / 1024
        }
    }

    static func rounded(_ value: CGFloat) -> CGFloat { (value * 1024).rounded() / 1024 }

    @Test("single mode: the reported height follows the timing's curve, opening and closing")
    func singleMode() throws {
        var harness = Harness(StackEngine(configuration: multiConfiguration(), size: CGSize(width: 320, height: 600), selectedIndex: nil), source: StaticSource(["A", "B", "C"]))
        try harness.loadAndAppear()
        #expect(harness.engine.reportedContentHeight() == 120)
        for opening in [true, false] {
            try harness.send(.timedTransition(to: opening ? 1 : nil, timing: Self.timing))
            var heights: [CGFloat] = []
            for _ in 1...8 {
                try harness.send(.tick(0.125))
                heights.append(Self.rounded(harness.engine.reportedContentHeight()))
            }
            #expect(heights == Self.expectedHeights(opening: opening), "opening: \(opening)")
        }
    }

    @Test("multiple mode: the content height follows the timing's curve, opening and closing")
    func multipleMode() throws {
        var harness = MultiHarness(["A", "B", "C"])
        try harness.loadAndAppear()
        #expect(harness.engine.expansionLayout.contentSize.height == 120)
        for opening in [true, false] {
            try harness.send(.setExpandedTimed(opening, at: 1, timing: Self.timing))
            var heights: [CGFloat] = []
            for _ in 1...8 {
                try harness.send(.tick(0.125))
                heights.append(Self.rounded(harness.engine.expansionLayout.contentSize.height))
            }
            #expect(heights == Self.expectedHeights(opening: opening), "opening: \(opening)")
        }
    }
}
