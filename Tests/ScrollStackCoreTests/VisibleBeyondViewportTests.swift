import Foundation
import Testing
@testable import ScrollStackCore

/// Content that shows beyond the viewport, under translucent bars: sections there keep their live
/// children while several are open, and nothing else moves.
@Suite("Content visible beyond the viewport")
struct VisibleBeyondViewportTests {
    static let names = (0..<10).map { String(UnicodeScalar(UInt8(97 + $0))) }
    static let bands = LayoutInsets(top: 100, left: 0, bottom: 100, right: 0)

    /// Ten open sections (headers 40, contents 100: 1,400 points) in a viewport 600 tall,
    /// scrolled to 500.
    static func openAllScrolled() throws -> MultiHarness {
        var harness = MultiHarness(names)
        try harness.loadAndAppear()
        try harness.send(.expandAll(animated: false))
        try harness.send(.scroll(to: 500))
        return harness
    }

    static func configuration(beyond: LayoutInsets) -> StackConfiguration {
        var configuration = multiConfiguration()
        configuration.expansion = .multiple
        configuration.visibleBeyondViewport = beyond
        return configuration
    }

    @Test("several open sections: the sections in the bands join as the bands are given, and leave as they are taken back")
    func bandsJoinAndLeave() throws {
        var harness = try Self.openAllScrolled()
        // The viewport is 500…1100: sections d (420…560) to h (980…1120).
        let before = harness.engine.liveChildren.keys.sorted()
        let joined = try harness.send(.configure(Self.configuration(beyond: Self.bands)))
        let during = harness.engine.liveChildren.keys.sorted()
        let laidOut = harness.laidOut
        let left = try harness.send(.configure(Self.configuration(beyond: .zero)))
        #expect(before == [3, 4, 5, 6, 7])
        // 400…1200 reaches c (280…420) and i (1120…1260).
        #expect(during == [2, 3, 4, 5, 6, 7, 8])
        #expect(joined == [
            .addChild("c"), .insertView("c"), .setFrame("c", CGRect(x: 0, y: 320, width: 320, height: 100), clip: CGRect(x: 0, y: 320, width: 320, height: 100)), .didMoveToParent("c"),
            .addChild("i"), .insertView("i"), .setFrame("i", CGRect(x: 0, y: 1160, width: 320, height: 100), clip: CGRect(x: 0, y: 1160, width: 320, height: 100)), .didMoveToParent("i"),
            .beginAppearance("c", isAppearing: true, animated: false), .endAppearance("c"),
            .beginAppearance("i", isAppearing: true, animated: false), .endAppearance("i"),
        ])
        // The host lays every live child out from the layout, where the joining ones' steps put them.
        #expect(laidOut.filter { [2, 8].contains(Self.names.firstIndex(of: $0.child ?? "") ?? -1) } == [joined[2], joined[6]])
        #expect(left == [
            .beginAppearance("c", isAppearing: false, animated: false), .endAppearance("c"), .willMoveToNilParent("c"), .removeView("c"), .removeFromParent("c"),
            .beginAppearance("i", isAppearing: false, animated: false), .endAppearance("i"), .willMoveToNilParent("i"), .removeView("i"), .removeFromParent("i"),
        ])
        #expect(harness.engine.liveChildren.keys.sorted() == before)
        #expect(harness.engine.scrollOffset == 500)
    }

    @Test("a scroll brings a section into the top band and one out of the bottom band, by their edges")
    func scrollThroughBands() throws {
        var harness = try Self.openAllScrolled()
        try harness.send(.configure(Self.configuration(beyond: Self.bands)))
        var live: [[Int]] = []
        // A section keeps its child while any of it (header or content) meets the viewport and
        // its bands: at 430 that is 330…1130, which i's header (1120…1160) still meets.
        for offset: CGFloat in [430, 420, 241, 239] {
            try harness.send(.scroll(to: offset))
            live.append(harness.engine.liveChildren.keys.sorted())
        }
        // 320…1120 leaves i at its edge; 141…941 starts past a (0…140); 139…939 meets it.
        #expect(live == [[2, 3, 4, 5, 6, 7, 8], [2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5, 6]])
    }

    @Test("negative or non-finite edges become zero as they are set", arguments: [
        LayoutInsets.zero,
        { var bands = LayoutInsets.zero; bands.top = -50; bands.bottom = .nan; return bands }(),
        { var bands = LayoutInsets.zero; bands.top = .infinity; bands.bottom = -.infinity; return bands }(),
    ])
    func badBands(bands: LayoutInsets) throws {
        var harness = try Self.openAllScrolled()
        let configuration = Self.configuration(beyond: bands)
        #expect(configuration.visibleBeyondViewport == .zero)
        var edited = configuration
        edited.visibleBeyondViewport.bottom = -1
        edited.visibleBeyondViewport.top = 30
        #expect(edited.visibleBeyondViewport == LayoutInsets(top: 30, left: 0, bottom: 0, right: 0))
        let steps = try harness.send(.configure(configuration))
        #expect(steps == [])
        #expect(harness.engine.liveChildren.keys.sorted() == [3, 4, 5, 6, 7])
    }

    @Test("new bands mid-flight move nothing: the transition runs on as if they never came", arguments: [ExpansionMode.single, .multiple])
    func bandsMidFlight(expansion: ExpansionMode) throws {
        func run(givingBands: Bool) throws -> (steps: [[ContainerStep<String>]], frames: [[ContainerStep<String>]], offsets: [CGFloat]) {
            var configuration = multiConfiguration()
            configuration.accordionContentMode = .fill
            var harness = MultiHarness(Array(Self.names.prefix(5)), configuration: configuration, expansion: expansion)
            try harness.loadAndAppear()
            try harness.send(.setExpanded(true, at: 0, animated: false))
            var log: (steps: [[ContainerStep<String>]], frames: [[ContainerStep<String>]], offsets: [CGFloat]) = ([], [], [])
            func record(_ event: StackEvent) throws {
                log.steps.append(try harness.send(event))
                log.frames.append(harness.laidOut)
                log.offsets.append(harness.engine.scrollOffset)
            }
            try record(.tap(3))
            try record(.tick(0.3))
            if givingBands {
                var banded = harness.engine.configuration
                banded.visibleBeyondViewport = Self.bands
                let steps = try harness.send(.configure(banded))
                // Several open sections: the planner catches up with the frame the moving child
                // is laid out at already, as after any event that isn't a display frame.
                let expected = expansion == .single ? [] : harness.laidOut.filter { $0.child == "d" }
                #expect(steps == expected)
            }
            try record(.tick(0.3))
            try record(.tick(1))
            return log
        }
        let plain = try run(givingBands: false)
        let banded = try run(givingBands: true)
        #expect(banded.steps == plain.steps)
        #expect(banded.frames == plain.frames)
        #expect(banded.offsets == plain.offsets)
        #expect(plain.steps.flatMap { $0 }.isEmpty == false)
    }
}
