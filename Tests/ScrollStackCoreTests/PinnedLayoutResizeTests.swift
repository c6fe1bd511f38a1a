import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A resize mid-flight after a height change: the pinned layout stays pinned")
struct PinnedLayoutResizeTests {
    /// An accordion of four 50-point headers whose sections fit 200 points, with "a" open and a
    /// one-second linear move to "c" half-way.
    private func halfWay() throws -> Harness<StaticSource> {
        var configuration = multiConfiguration()
        configuration.headerHeight = 50
        configuration.accordionContentMode = .fit(height: 200)
        var harness = Harness(StackEngine(configuration: configuration, size: CGSize(width: 320, height: 800), selectedIndex: 0), source: StaticSource(["a", "b", "c", "d"]))
        try harness.loadAndAppear()
        try harness.send(.tap(2))
        try harness.send(.animatorStarted(duration: 1, isInterruptible: true))
        try harness.send(.tick(0.5))
        return harness
    }

    /// Every open section's content frame and clip, by index, and every header's top.
    private func shape(_ engine: StackEngine<FakeChild>) -> [String] {
        let layout = engine.accordionLayout
        func point(_ value: CGFloat) -> Double { Double((value * 1024).rounded() / 1024) }
        return (0..<4).map { index in
            let header = "header \(index) at \(point(layout.headerFrame(at: index).minY))"
            guard let content = layout.content(at: index) else { return header }
            return header + ", content \(point(content.frame.minY))+\(point(content.frame.height)) showing \(point(content.clip.height))"
        }
    }

    @Test("a followed height pins the closing section's frames; a resize keeps them and the move ends where it would have")
    func resizeKeepsThePin() throws {
        var harness = try halfWay()
        let halfWay = shape(harness.engine)
        #expect(halfWay == [
            "header 0 at 0.0, content 50.0+200.0 showing 100.0",
            "header 1 at 150.0",
            "header 2 at 200.0, content 250.0+200.0 showing 100.0",
            "header 3 at 350.0",
        ])
        // The closing section's content grows to 300 while it closes: it keeps closing from what it shows.
        try harness.send(.contentHeightFollowed(index: 0, height: 300))
        #expect(shape(harness.engine) == halfWay)
        try harness.send(.resize(CGSize(width: 200, height: 800)))
        #expect(shape(harness.engine) == halfWay)
        try harness.send(.tick(0.25))
        #expect(shape(harness.engine) == [
            "header 0 at 0.0, content 50.0+200.0 showing 50.0",
            "header 1 at 100.0",
            "header 2 at 150.0, content 200.0+200.0 showing 150.0",
            "header 3 at 350.0",
        ])
        #expect(harness.engine.accordionLayout.headerFrame(at: 1).width == 200)
        try harness.send(.tick(0.25))
        try harness.send(.animationDidEnd)
        #expect(harness.engine.selectedIndex == 2 && harness.engine.accordionLayout.contentSize.height == 400)
    }
}
