import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Multiple expansion: data, heights, viewport and bad input")
struct MultipleExpansionDataTests {
    @Test("a data change mid-flight keeps every open and moving section with its element: survivors only move")
    func dataChangeMidFlight() throws {
        var harness = MultiHarness(["a", "b", "c", "d"])
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 3, animated: false))
        try harness.send(.tap(1))
        try harness.send(.tick(0.5))
        let asked = harness.source.asked
        #expect(try harness.send(harness.source.change(to: ["b", "d", "c", "e"]).expansionEvent) == [
            .setFrame("b", band(40, 100), clip: band(40, 50)),
            .setFrame("d", band(130, 100), clip: band(130, 100)),
        ])
        #expect(harness.source.asked == asked)
        #expect(harness.engine.expandedIndices == [0, 1] && Set(harness.engine.sectionMotions.keys) == [0])
        #expect(try harness.send(.tick(0.5)) == [
            .setFrame("b", band(40, 100), clip: band(40, 100)),
            .setFrame("d", band(180, 100), clip: band(180, 100)),
            .endAppearance("b"),
            .sectionsDidMove(opened: [0], closed: []),
        ])
        try harness.checker.checkSettled()
    }

    @Test("a moving section whose element is removed drops out: its child leaves, a removal notice names its old index")
    func removedMidFlight() throws {
        var harness = MultiHarness(["a", "b", "c", "d"])
        try harness.loadAndAppear()
        try harness.send(.tap(1))
        try harness.send(.tap(3))
        try harness.send(.tick(0.5))
        #expect(try harness.send(harness.source.change(to: ["a", "c", "d"]).expansionEvent) == [
            .beginAppearance("b", isAppearing: false, animated: false),
            .endAppearance("b"),
        ] + leaves("b") + [
            .setFrame("d", band(120, 100), clip: band(120, 50)),
            .movingSectionsRemoved(wereOpening: [1], wereClosing: []),
        ])
        #expect(harness.engine.expandedIndices == [2] && Set(harness.engine.sectionMotions.keys) == [2])
        // The removed section's child left the scene and is held under no index.
        #expect(harness.engine.liveChildren.keys.sorted() == [2])
        #expect(harness.engine.planner.attachedChildren.map(\.name) == ["d"])
        #expect(try harness.send(.tick(0.5)) == [
            .setFrame("d", band(120, 100), clip: band(120, 100)),
            .endAppearance("d"),
            .sectionsDidMove(opened: [2], closed: []),
        ])
    }

    @Test("a content height that changes mid-flight eases in along a smooth step, past the motion's end; a header height moves what lies below it")
    func heightsMidFlight() throws {
        var harness = MultiHarness(["a", "b", "c"])
        try harness.loadAndAppear()
        var headerC: [CGFloat] = []
        func record(_ steps: [ContainerStep<String>], _ harness: MultiHarness) -> [ContainerStep<String>] {
            headerC.append(harness.engine.expansionLayout.headerFrame(at: 2).minY)
            return steps
        }
        #expect(try record(harness.send(.tap(1)), harness) == [.sectionsWillMove(opening: [1], closing: [])] + joins("b", frame: band(80, 100), clip: band(80, 0)) + [
            .beginAppearance("b", isAppearing: true, animated: true),
        ])
        #expect(try record(harness.send(.tick(0.25)), harness) == [])
        #expect(harness.laidOut == [.setFrame("b", band(80, 100), clip: band(80, 25))])
        #expect(try record(harness.send(.tick(0.25)), harness) == [])
        #expect(harness.laidOut == [.setFrame("b", band(80, 100), clip: band(80, 50))])
        // Nothing moves at the change: the height eases in from the one the section has. The
        // planner hears where the host laid the child out on the last display frame.
        #expect(try record(harness.send(.contentHeightChanged(index: 1, height: 200)), harness) == [.setFrame("b", band(80, 100), clip: band(80, 50))])
        // A quarter of the way: 100 + 100 × smoothstep(0.25) = 115.625, three quarters of it open.
        #expect(try record(harness.send(.tick(0.25)), harness) == [])
        #expect(harness.laidOut == [.setFrame("b", band(80, 115.625), clip: band(80, 86.71875))])
        #expect(try record(harness.send(.tick(0.25)), harness) == [
            .setFrame("b", band(80, 150), clip: band(80, 150)),
            .endAppearance("b"),
            .sectionsDidMove(opened: [1], closed: []),
        ])
        #expect(!harness.engine.isAtRest && harness.engine.sectionMotions.isEmpty)
        #expect(try record(harness.send(.headerHeightChanged(index: 0, height: 60)), harness) == [
            .setFrame("b", band(100, 150), clip: band(100, 150)),
        ])
        #expect(try record(harness.send(.tick(0.25)), harness) == [])
        #expect(harness.laidOut == [.setFrame("b", band(100, 184.375), clip: band(100, 184.375))])
        #expect(try record(harness.send(.tick(0.25)), harness) == [])
        #expect(harness.laidOut == [.setFrame("b", band(100, 200), clip: band(100, 200))])
        #expect(harness.engine.isAtRest)
        #expect(try harness.send(.tick(0.25)) == [])
        #expect(headerC == [80, 105, 130, 130, 166.71875, 230, 250, 284.375, 300])
        #expect(harness.engine.expansionLayout.contentSize.height == CGFloat(60 + 40 + 200 + 40))
        try harness.checker.checkSettled()
    }

    @Test("a content height at rest, or handed back with nil, changes at once; a data change lands an easing height")
    func heightsAtOnce() throws {
        var harness = MultiHarness(["a", "b", "c"])
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 1, animated: false))
        #expect(try harness.send(.contentHeightChanged(index: 1, height: 160)) == [.setFrame("b", band(80, 160), clip: band(80, 160))])
        #expect(harness.engine.isAtRest)
        try harness.send(.tap(2))
        try harness.send(.tick(0.5))
        #expect(try harness.send(.contentHeightChanged(index: 2, height: 300)) == [.setFrame("c", band(280, 100), clip: band(280, 50))])
        #expect(try harness.send(.tick(0.25)) == [])
        #expect(harness.laidOut == [
            .setFrame("b", band(80, 160), clip: band(80, 160)),
            .setFrame("c", band(280, 131.25), clip: band(280, 98.4375)),
        ])
        #expect(try harness.send(.contentHeightChanged(index: 2, height: nil)) == [.setFrame("c", band(280, 100), clip: band(280, 75))])
        #expect(try harness.send(.contentHeightChanged(index: 2, height: 300)) == [])
        #expect(harness.engine.childrenFrontToBack.map(\.name) == ["c", "b"])
        // The data change gives the easing height its new value at once; the motion goes on.
        #expect(try harness.send(harness.source.change(to: ["c", "a", "b"]).expansionEvent) == [
            .setFrame("c", band(40, 300), clip: band(40, 225)),
            .setFrame("b", band(345, 160), clip: band(345, 160)),
        ])
        // c, still unrolling, now comes first: its clipped overhang goes under b's content.
        #expect(harness.engine.childrenFrontToBack.map(\.name) == ["b", "c"])
        #expect(try harness.send(.tick(0.25)) == [
            .setFrame("c", band(40, 300), clip: band(40, 300)),
            .setFrame("b", band(420, 160), clip: band(420, 160)),
            .endAppearance("c"),
            .sectionsDidMove(opened: [0], closed: []),
        ])
        #expect(harness.engine.isAtRest)
        try harness.checker.checkSettled()
    }

    @Test("only open sections in the viewport have live children; scrolling swaps them like table cells")
    func liveChildrenFollowTheViewport() throws {
        var harness = MultiHarness(["a", "b", "c", "d", "e", "f"], size: CGSize(width: 320, height: 150))
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 0, animated: false))
        // A finger on the content keeps the opening section from scrolling into view.
        try harness.send(.userScrolling(true))
        #expect(try harness.send(.setExpanded(true, at: 4, animated: false)) == [])
        #expect(harness.engine.scrollOffset == 0)
        #expect(harness.engine.expansionLayout.headerFrame(at: 4) == band(260, 40))
        #expect(try harness.send(.scroll(to: 250)) == [
            .beginAppearance("a", isAppearing: false, animated: false),
            .endAppearance("a"),
        ] + leaves("a") + joins("e", frame: band(300, 100), clip: band(300, 100)) + [
            .beginAppearance("e", isAppearing: true, animated: false),
            .endAppearance("e"),
        ])
        #expect(harness.engine.liveChildren.count == 1 && harness.engine.child(at: 4)?.name == "e")
    }

    @Test("fill gives every open section the space below the headers, never less than the minimum")
    func fillMinimum() throws {
        var configuration = multiConfiguration()
        configuration.accordionContentMode = .fill
        var short = MultiHarness(["a", "b", "c", "d"], configuration: configuration, size: CGSize(width: 320, height: 200))
        try short.loadAndAppear()
        try short.send(.expandAll(animated: false))
        #expect((0..<4).map { short.engine.expansionLayout.content(at: $0)?.frame } == [band(40, 88), band(168, 88), band(296, 88), band(424, 88)])
        var tall = MultiHarness(["a", "b", "c", "d"], configuration: configuration, size: CGSize(width: 320, height: 600))
        try tall.loadAndAppear()
        try tall.send(.setExpanded(true, at: 1, animated: false))
        try tall.send(.setExpanded(true, at: 2, animated: false))
        #expect(tall.engine.expansionLayout.contentSize.height == CGFloat(160 + 440 * 2))
        #expect(try tall.send(.resize(CGSize(width: 320, height: 500))).contains(.setFrame("b", band(80, 340), clip: band(80, 340))))
    }

    @Test("scroll-to-visible aims at where the sections come to rest, mid-flight too")
    func revealingOffset() throws {
        var harness = MultiHarness(["a", "b", "c", "d", "e", "f"], size: CGSize(width: 320, height: 150))
        try harness.loadAndAppear()
        try harness.send(.tap(4))
        #expect(harness.engine.revealingOffset(of: 4, from: 0, viewportHeight: 150) == 150)
        try harness.send(.setExpanded(true, at: 0, animated: false))
        try harness.send(.tick(0.5))
        #expect(harness.engine.revealingOffset(of: 4, from: 0, viewportHeight: 150) == 250)
        #expect(harness.engine.revealingOffset(of: 0, from: 250, viewportHeight: 150) == 0)
        // A section taller than the viewport shows its header at the top.
        #expect(harness.engine.revealingOffset(of: 4, from: 0, viewportHeight: 100) == 260)
    }

    @Test("the open section's header stays at the viewport's top until the next header pushes it, at rest and mid-flight, in both layout directions")
    func pinnedHeader() throws {
        for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
            var configuration = multiConfiguration()
            configuration.layoutDirection = direction
            configuration.contentInsets = LayoutInsets(top: 0, left: 16, bottom: 0, right: 4)
            var harness = MultiHarness(["a", "b", "c"], configuration: configuration)
            try harness.loadAndAppear()
            try harness.send(.setExpanded(true, at: 1, animated: false))
            let layout = harness.engine.expansionLayout
            func header(_ y: CGFloat) -> CGRect { CGRect(x: 16, y: y, width: 300, height: 40) }
            #expect(layout.pinnedHeader(viewportTop: 100)?.index == 1)
            #expect(layout.pinnedHeader(viewportTop: 100)?.frame == header(100), "\(direction)")
            #expect(layout.pinnedHeader(viewportTop: 160)?.frame == header(140), "pushed by the next header, \(direction)")
            #expect(layout.pinnedHeader(viewportTop: 40) == nil && layout.pinnedHeader(viewportTop: 30) == nil)
            #expect(layout.visibleItems(in: CGRect(x: 0, y: 100, width: 320, height: 100), pinningHeaders: true) == [
                .content(index: 1, frame: CGRect(x: 16, y: 80, width: 300, height: 100), clip: CGRect(x: 16, y: 80, width: 300, height: 100)),
                .header(index: 1, frame: header(100)),
                .header(index: 2, frame: header(180)),
            ])
            try harness.send(.tap(1))
            try harness.send(.tick(0.5))
            let moving = harness.engine.expansionLayout
            #expect(moving.pinnedHeader(viewportTop: 60)?.frame == header(60), "\(direction)")
            #expect(moving.pinnedHeader(viewportTop: 100)?.frame == header(90), "\(direction)")
        }
    }

    @Test("a tap out of range is ignored; an app's bad index, a negative expanded index and a data change of the wrong count stop with their values")
    func badInput() async throws {
        var harness = MultiHarness(["a", "b"])
        try harness.loadAndAppear()
        #expect(try harness.send(.tap(2)) == [] && harness.send(.tap(-1)) == [])
        let outOfRange = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(multipleWith: StackConfiguration())
            _ = engine.handle(.reload, source: StaticSource(["a", "b", "c", "d"]))
            _ = engine.handle(.setExpanded(true, at: 9, animated: true), source: StaticSource(["a", "b", "c", "d"]))
        }
        #expect(crashOutput(outOfRange).contains("index 9 is out of range 0..<4"))
        let negative = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StackEngine<FakeChild>(multipleWith: StackConfiguration(), expandedIndices: [2, -3])
        }
        #expect(crashOutput(negative).contains("an expanded index must not be negative, got -3"))
        let wrongCount = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(multipleWith: StackConfiguration())
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.dataChanged(.positions(from: 5, to: 1)), source: StaticSource(["a"]))
        }
        #expect(crashOutput(wrongCount).contains("a data change from 5 sections, but there are 2"))
    }
}

extension StackEvent {
    /// The data change this event carries, as the multiple-mode engine takes it.
    var expansionEvent: StackEvent {
        guard case .dataChanged(let change) = self else { preconditionFailure("not a data change: \(self)") }
        return .dataChanged(change)
    }
}
