import Foundation
import Testing
@testable import ScrollStackCore

private typealias Step = ContainerStep<String>

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// An engine over named elements, whose logs read as the elements' names.
private struct Named {
    var harness: Harness<NamedSource>
    var source: NamedSource { harness.source }

    init(_ names: [String], mode: StackMode, configuration: StackConfiguration = StackConfiguration(), size: CGSize, selected: Int?) throws {
        harness = Harness(StackEngine(configuration: configuration, mode: mode, size: size, selectedIndex: selected), source: NamedSource(names))
        try harness.loadAndAppear()
        harness.source.asked = []
    }

    /// Sends `event` and returns its steps by name.
    mutating func send(_ event: StackEvent) throws -> [Step] {
        try harness.send(event).map { $0.map(\.name) }
    }

    /// Changes the data to `names` by identity and returns the steps by name.
    mutating func change(to names: [String]) throws -> [Step] {
        try send(source.change(to: names))
    }

    /// The IDs the source was asked for since the last call.
    func takeAsked() -> [String] {
        defer { source.asked = [] }
        return source.asked
    }

    var engine: StackEngine<FakeChild> { harness.engine }
    /// The live children by index, as names.
    var live: [Int: String] { engine.liveChildren.mapValues(\.name) }
}

@Suite("Data changes by identity: the engine")
struct DataChangeEngineTests {
    static let page = CGSize(width: 100, height: 200)

    @Test("paging at rest: a page inserted before the current one leaves it alone; only the new page is asked for")
    func pagingInsertBeforeCurrent() throws {
        var configuration = StackConfiguration()
        configuration.preloadDistance = 1
        var pager = try Named(["A", "B", "C", "D", "E"], mode: .paging, configuration: configuration, size: Self.page, selected: 2)
        #expect(try pager.change(to: ["A", "B", "X", "C", "D", "E"]) == [
            .willMoveToNilParent("B"), .removeView("B"), .removeFromParent("B"),
            .addChild("X"), .insertView("X"), .setFrame("X", rect(-100, 0, 100, 200)), .didMoveToParent("X"),
        ])
        #expect(pager.takeAsked() == ["X"])
        #expect(pager.engine.selectedIndex == 3)
        #expect(pager.live == [2: "X", 3: "C", 4: "D"])
    }

    @Test("paging at rest: the current page removed, the following one slides into its place")
    func pagingRemoveCurrent() throws {
        var configuration = StackConfiguration()
        configuration.preloadDistance = 1
        var pager = try Named(["A", "B", "C", "D", "E"], mode: .paging, configuration: configuration, size: Self.page, selected: 2)
        #expect(try pager.change(to: ["A", "B", "D", "E"]) == [
            .beginAppearance("C", isAppearing: false, animated: false), .endAppearance("C"),
            .willMoveToNilParent("C"), .removeView("C"), .removeFromParent("C"),
            .setFrame("D", rect(0, 0, 100, 200)),
            .addChild("E"), .insertView("E"), .setFrame("E", rect(100, 0, 100, 200)), .didMoveToParent("E"),
            .beginAppearance("D", isAppearing: true, animated: false), .endAppearance("D"),
        ])
        #expect(pager.takeAsked() == ["E"])
        #expect(pager.engine.selectedIndex == 2 && pager.live == [1: "B", 2: "D", 3: "E"])
    }

    @Test("paging at rest: moves anywhere keep every live page; the current one follows its element")
    func pagingMoves() throws {
        var configuration = StackConfiguration()
        configuration.preloadDistance = 1
        var pager = try Named(["A", "B", "C", "D", "E"], mode: .paging, configuration: configuration, size: Self.page, selected: 2)
        // B, C, D stay neighbours in the same order at the other end: nothing but positions change.
        #expect(try pager.change(to: ["E", "A", "B", "C", "D"]) == [])
        #expect(pager.engine.selectedIndex == 3 && pager.live == [2: "B", 3: "C", 4: "D"])
        // Reversed: the neighbours swap sides.
        #expect(try pager.change(to: ["D", "C", "B", "A", "E"]) == [
            .setFrame("D", rect(-100, 0, 100, 200)), .setFrame("B", rect(100, 0, 100, 200)),
        ])
        #expect(pager.engine.selectedIndex == 1 && pager.live == [0: "D", 1: "C", 2: "B"])
        #expect(pager.takeAsked() == [])
    }

    @Test("accordion mid-flight: a section inserted above both ends; the transition runs on, re-indexed, and ends on its element")
    func accordionInsertMidFlight() throws {
        var accordion = try Named(["A", "B", "C", "D"], mode: .accordion, configuration: accordionConfiguration(headerHeight: 50), size: CGSize(width: 100, height: 400), selected: 0)
        _ = try accordion.send(.tap(2))
        _ = try accordion.send(.tick(0.1))
        _ = accordion.takeAsked()
        let fraction = try #require(accordion.engine.phase.transition?.fraction)
        // Every frame moves down one header; the open section's clip is where it stood, 50 lower.
        let steps = try accordion.change(to: ["X", "A", "B", "C", "D"])
        let open = accordion.engine.accordionLayout
        #expect(steps == [
            .setFrame("A", open.content(at: 1)?.frame ?? .null, clip: open.content(at: 1)?.clip ?? .null),
            .setFrame("C", open.content(at: 3)?.frame ?? .null, clip: open.content(at: 3)?.clip ?? .null),
        ])
        #expect(open.headerFrame(at: 1).minY == 50 && open.content(at: 1)?.frame.minY == 100)
        #expect(accordion.engine.phase.transition == StackTransition(from: 1, to: 3).at(fraction))
        #expect(accordion.takeAsked() == [])
        #expect(try accordion.send(.tick(1)) == [
            .endAppearance("A"), .willMoveToNilParent("A"), .removeView("A"), .removeFromParent("A"),
            .setFrame("C", rect(0, 200, 100, 150)), .endAppearance("C"),
            .transitionDidEnd(from: 1, to: 3, completed: true),
        ])
        #expect(accordion.engine.selectedIndex == 3)
    }

    @Test("accordion mid-flight: the section being opened is removed; the transition ends and every section closes")
    func accordionRemoveDestinationMidFlight() throws {
        var accordion = try Named(["X", "A", "B", "C"], mode: .accordion, configuration: accordionConfiguration(headerHeight: 50), size: CGSize(width: 100, height: 400), selected: 3)
        _ = try accordion.send(.tap(1))
        _ = try accordion.send(.tick(0.1))
        #expect(try accordion.change(to: ["X", "B", "C"]) == [
            .endAppearance("C"), .willMoveToNilParent("C"), .removeView("C"), .removeFromParent("C"),
            .beginAppearance("A", isAppearing: false, animated: false), .endAppearance("A"),
            .willMoveToNilParent("A"), .removeView("A"), .removeFromParent("A"),
            .transitionDidEnd(from: 2, to: nil, completed: true),
        ])
        #expect(accordion.engine.selectedIndex == nil && accordion.engine.phase == .idle)
    }

    @Test("accordion at rest: the section above the open one removed; the open section and every height follow their elements")
    func accordionHeightsFollow() throws {
        var accordion = try Named(["A", "B", "C", "D"], mode: .accordion, configuration: accordionConfiguration(headerHeight: 50), size: CGSize(width: 100, height: 400), selected: 2)
        _ = try accordion.send(.setSectionHeights(AccordionSectionHeights(headerHeights: [40, 50, 60, 70], contentHeights: [nil, 100, 200, nil])))
        _ = accordion.takeAsked()
        let steps = try accordion.change(to: ["D", "B", "C", "N"])
        #expect(steps == [.setFrame("C", rect(0, 180, 100, 200))])
        let heights = accordion.engine.sectionHeights
        #expect((0..<4).map(heights.headerHeight(at:)) == [70, 50, 60, 50])
        #expect((0..<4).map(heights.contentHeight(at:)) == [nil, 100, 200, nil])
        #expect(accordion.engine.selectedIndex == 2 && accordion.takeAsked() == [])
    }

    @Test("a queued request follows its element; one whose element is removed is dropped")
    func queuedRequest() throws {
        var accordion = try Named(["A", "B", "C", "D"], mode: .accordion, configuration: accordionConfiguration(headerHeight: 50), size: CGSize(width: 100, height: 400), selected: 0)
        _ = try accordion.send(.tap(1))
        _ = try accordion.send(.tap(3))
        _ = try accordion.change(to: ["D", "A", "B", "C"])
        #expect(accordion.engine.pendingSelection == .some(0))
        #expect(accordion.engine.phase.transition.map { ($0.from, $0.to) } ?? (nil, nil) == (1, 2))
        _ = try accordion.change(to: ["A", "B", "C"])
        #expect(accordion.engine.pendingSelection == nil)
    }

    @Test("mid-swipe: a page inserted before the current one; the swipe carries on, re-indexed, and finishes on the right page")
    func swipeInsertBefore() throws {
        var pager = try Named(["A", "B", "C", "D"], mode: .paging, size: Self.page, selected: 1)
        _ = try pager.send(.panBegan)
        _ = try pager.send(.panChanged(translation: -30))
        _ = pager.takeAsked()
        #expect(try pager.change(to: ["Y", "A", "B", "C", "D"]) == [.setFrame("B", rect(-30, 0, 100, 200))])
        #expect(try pager.send(.panChanged(translation: -40)) == [.updateInteractiveProgress(0.4)])
        #expect(pager.engine.phase == .interactive(StackTransition(from: 2, to: 3, isInteractive: true).at(0.4)))
        _ = try pager.send(.panEnded(translation: -80, velocity: -500))
        #expect(try pager.send(.tick(1)).last == .transitionDidEnd(from: 2, to: 3, completed: true))
        #expect(pager.engine.selectedIndex == 3 && pager.live == [3: "C"] && pager.takeAsked() == [])
    }

    @Test("mid-swipe: the page the finger pulls in is removed; the swipe retargets to the page now beside it")
    func swipeTargetRemoved() throws {
        var pager = try Named(["A", "B", "C", "D"], mode: .paging, size: Self.page, selected: 1)
        _ = try pager.send(.panBegan)
        _ = try pager.send(.panChanged(translation: -40))
        _ = pager.takeAsked()
        #expect(try pager.change(to: ["A", "B", "D"]) == [
            .transitionDidEnd(from: 1, to: nil, completed: false),
            .transitionWillBegin(from: 1, to: 2, isInteractive: true),
            .beginAppearance("C", isAppearing: false, animated: true), .endAppearance("C"),
            .willMoveToNilParent("C"), .removeView("C"), .removeFromParent("C"),
            .setFrame("B", rect(-40, 0, 100, 200)),
            .addChild("D"), .insertView("D"), .setFrame("D", rect(60, 0, 100, 200)), .didMoveToParent("D"),
            .beginAppearance("D", isAppearing: true, animated: true),
            .updateInteractiveProgress(0.4),
        ])
        #expect(pager.takeAsked() == ["D"])
        _ = try pager.send(.panEnded(translation: -80, velocity: -500))
        #expect(try pager.send(.tick(1)).last == .transitionDidEnd(from: 1, to: 2, completed: true))
        #expect(pager.engine.selectedIndex == 2 && pager.live == [2: "D"])
    }

    @Test("mid-swipe: the page under the finger is removed; the swipe ends on the page it was pulling in, and later pan events do nothing")
    func swipeCurrentRemoved() throws {
        var pager = try Named(["A", "B", "C", "D"], mode: .paging, size: Self.page, selected: 3)
        _ = try pager.send(.panBegan)
        _ = try pager.send(.panChanged(translation: 30))
        #expect(try pager.change(to: ["A", "B", "C"]) == [
            .endAppearance("D"), .willMoveToNilParent("D"), .removeView("D"), .removeFromParent("D"),
            .setFrame("C", rect(0, 0, 100, 200)), .endAppearance("C"),
            .transitionDidEnd(from: nil, to: 2, completed: true),
        ])
        #expect(try pager.send(.panChanged(translation: 50)) == [])
        #expect(try pager.send(.panEnded(translation: 80, velocity: 500)) == [])
        #expect(pager.engine.selectedIndex == 2 && pager.engine.phase == .idle)
    }

    @Test("two elements with one ID are two elements: the later one is new, nothing stops")
    func duplicateIDs() throws {
        var pager = try Named(["News", "Sport"], mode: .paging, size: Self.page, selected: 0)
        _ = try pager.change(to: ["News", "Sport", "News"])
        #expect(pager.engine.count == 3 && pager.engine.selectedIndex == 0)
        _ = try pager.change(to: ["Sport", "News"])
        #expect(pager.engine.selectedIndex == 1 && pager.live == [1: "News"])
    }

    @Test("a tap that arrives after its index went away is ignored")
    func staleTap() throws {
        var pager = try Named(["A", "B", "C", "D", "E"], mode: .paging, size: Self.page, selected: 0)
        _ = try pager.change(to: ["A", "B"])
        #expect(try pager.send(.tap(4)) == [])
        #expect(pager.engine.selectedIndex == 0)
    }
}

@Suite("Data changes: bad input")
struct DataChangeBadInputTests {
    @Test("a change that starts from another count than the engine's") func wrongCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>()
            let source = StaticSource(["A", "B"])
            _ = engine.handle(.reload, source: source)
            _ = engine.handle(.dataChanged(.positions(from: 3, to: 2)), source: source)
        }
        #expect(crashOutput(result).contains("a data change from 3 elements, but there are 2"))
    }

    @Test("a mapping to an index out of range") func outOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StackDataChange(newIndices: [0, 2], newCount: 2)
        }
        #expect(crashOutput(result).contains("old index 1 moves to 2, out of range 0..<2"))
    }

    @Test("two old elements mapped to one new index") func collision() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StackDataChange(newIndices: [1, nil, 1], newCount: 2)
        }
        #expect(crashOutput(result).contains("old index 2 moves to 1, which another old index already moves to"))
    }

    @Test("the mapping's helpers: old indices, identity, positions and the replacement page")
    func helpers() {
        let change = StackDataChange(newIndices: [nil, 0, nil, 2], newCount: 3)
        #expect(change.oldIndices == [1, nil, 3] && change.oldCount == 4 && !change.isIdentity)
        #expect(StackDataChange.positions(from: 3, to: 2) == StackDataChange(newIndices: [0, 1, nil], newCount: 2))
        #expect(StackDataChange.positions(from: 2, to: 2).isIdentity)
        // Removed pages: the following survivor first, else the previous one.
        #expect([0, 2].map(change.replacementPage(forRemovedIndex:)) == [0, 2])
        #expect(StackDataChange(newIndices: [0, 1, nil], newCount: 2).replacementPage(forRemovedIndex: 2) == 1)
        #expect(change.replacementPage(forRemovedIndex: nil) == 0)
        #expect(StackDataChange(newIndices: [nil, nil], newCount: 0).replacementPage(forRemovedIndex: 1) == nil)
        #expect(StackDataChange(newIndices: [nil, nil], newCount: 1).replacementPage(forRemovedIndex: 1) == 0)
    }
}

private extension StackTransition {
    /// The same transition at `fraction`.
    func at(_ fraction: Double) -> StackTransition {
        var copy = self
        copy.fraction = fraction
        return copy
    }
}

@Suite("Data changes: how long the platform animates them")
struct DataChangeAnimationTests {
    @Test("on screen and at rest: the transition duration; off screen, mid-flight or under Reduce Motion: at once")
    func duration() throws {
        var configuration = accordionConfiguration()
        configuration.transitionDuration = 0.3
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize), source: StaticSource(["A", "B"]))
        try harness.send(.reload)
        #expect(harness.engine.dataChangeAnimationDuration == 0, "not appeared yet")
        try harness.send(.containerWillAppear(animated: false))
        try harness.send(.containerDidAppear)
        #expect(harness.engine.dataChangeAnimationDuration == 0.3)
        try harness.send(.tap(1))
        #expect(harness.engine.dataChangeAnimationDuration == 0, "a transition runs")
        try harness.send(.tick(1))
        configuration.motion = .reduced
        try harness.send(.configure(configuration))
        #expect(harness.engine.dataChangeAnimationDuration == 0, "Reduce Motion")
        configuration.motion = .full
        try harness.send(.configure(configuration))
        try harness.send(.windowChanged(isInWindow: false))
        #expect(harness.engine.dataChangeAnimationDuration == 0, "out of a window")
    }
}
