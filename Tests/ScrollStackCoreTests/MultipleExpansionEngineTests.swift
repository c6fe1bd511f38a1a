import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Multiple expansion: transitions")
struct MultipleExpansionEngineTests {
    @Test("a tap opens one section and leaves the others, frame by frame")
    func tapOpensOne() throws {
        var harness = MultiHarness(["a", "b", "c", "d"])
        try harness.loadAndAppear()
        #expect(try harness.send(.tap(1)) == [.sectionsWillMove(opening: [1], closing: [])]
            + joins("b", frame: band(80, 100), clip: band(80, 0))
            + [.beginAppearance("b", isAppearing: true, animated: true)])
        // A display frame that only moves the section sends no steps: the host lays it out.
        #expect(try harness.send(.tick(0.5)) == [])
        #expect(harness.laidOut == [.setFrame("b", band(80, 100), clip: band(80, 50))])
        #expect(harness.engine.expansionLayout.headerFrame(at: 2) == band(130, 40))
        #expect(try harness.send(.tick(0.5)) == [
            .setFrame("b", band(80, 100), clip: band(80, 100)),
            .endAppearance("b"),
            .sectionsDidMove(opened: [1], closed: []),
        ])
        #expect(harness.engine.expandedIndices == [1] && harness.engine.isAtRest)
        #expect(harness.engine.expansionLayout.contentSize == CGSize(width: 320, height: 260))
    }

    @Test("one section closes while another opens; reversing the closing one mid-flight brings it back along the settling leg")
    func openWhileClosing() throws {
        var harness = MultiHarness(["a", "b", "c", "d"])
        try harness.loadAndAppear()
        #expect(try harness.send(.setExpanded(true, at: 0, animated: false)) == joins("a", frame: band(40, 100), clip: band(40, 100)) + [
            .beginAppearance("a", isAppearing: true, animated: false),
            .endAppearance("a"),
        ])
        #expect(try harness.send(.tap(0)) == [
            .sectionsWillMove(opening: [], closing: [0]),
            .beginAppearance("a", isAppearing: false, animated: true),
        ])
        #expect(try harness.send(.tap(2)) == [.sectionsWillMove(opening: [2], closing: [])]
            + joins("c", frame: band(220, 100), clip: band(220, 0))
            + [.beginAppearance("c", isAppearing: true, animated: true)])
        #expect(try harness.send(.tick(0.25)) == [])
        #expect(harness.laidOut == [
            .setFrame("a", band(40, 100), clip: band(40, 75)),
            .setFrame("c", band(195, 100), clip: band(195, 25)),
        ])
        // Turned around at 0.75 open: a quarter of the configured second back to open.
        // The frames the host laid out on the display frames before reach the planner with the
        // next change.
        #expect(try harness.send(.tap(0)) == [
            .sectionsWillMove(opening: [0], closing: []),
            .setFrame("a", band(40, 100), clip: band(40, 75)),
            .setFrame("c", band(195, 100), clip: band(195, 25)),
            .beginAppearance("a", isAppearing: true, animated: true),
        ])
        #expect(harness.engine.sectionMotions[0]?.leg == TransitionAnimation(startFraction: 0.75, endFraction: 1, duration: 0.25, curve: .linear))
        #expect(try harness.send(.tick(0.25)) == [
            .setFrame("a", band(40, 100), clip: band(40, 100)),
            .setFrame("c", band(220, 100), clip: band(220, 50)),
            .endAppearance("a"),
            .sectionsDidMove(opened: [0], closed: []),
        ])
        #expect(try harness.send(.tick(0.5)) == [
            .setFrame("c", band(220, 100), clip: band(220, 100)),
            .endAppearance("c"),
            .sectionsDidMove(opened: [2], closed: []),
        ])
        #expect(harness.engine.expandedIndices == [0, 2])
        #expect(harness.engine.expansionLayout.contentSize.height == 360)
        try harness.checker.checkSettled()
    }

    @Test("expand all, then collapse all half-way: every section turns around together")
    func expandAllCollapseAll() throws {
        var harness = MultiHarness(["a", "b", "c"])
        try harness.loadAndAppear()
        #expect(try harness.send(.expandAll(animated: true)) == [.sectionsWillMove(opening: [0, 1, 2], closing: [])]
            + joins("a", frame: band(40, 100), clip: band(40, 0))
            + joins("b", frame: band(80, 100), clip: band(80, 0))
            + joins("c", frame: band(120, 100), clip: band(120, 0))
            + ["a", "b", "c"].map { .beginAppearance($0, isAppearing: true, animated: true) })
        #expect(try harness.send(.tick(0.5)) == [])
        #expect(harness.laidOut == [
            .setFrame("a", band(40, 100), clip: band(40, 50)),
            .setFrame("b", band(130, 100), clip: band(130, 50)),
            .setFrame("c", band(220, 100), clip: band(220, 50)),
        ])
        #expect(try harness.send(.collapseAll(animated: true)) == [.sectionsWillMove(opening: [], closing: [0, 1, 2])]
            + ["a", "b", "c"].map { .beginAppearance($0, isAppearing: false, animated: true) }
            + [
                .setFrame("a", band(40, 100), clip: band(40, 50)),
                .setFrame("b", band(130, 100), clip: band(130, 50)),
                .setFrame("c", band(220, 100), clip: band(220, 50)),
            ])
        #expect(harness.engine.expandedIndices.isEmpty && harness.engine.sectionMotions.count == 3)
        #expect(try harness.send(.tick(0.5)) == [.endAppearance("a")] + leaves("a") + [.endAppearance("b")] + leaves("b") + [.endAppearance("c")] + leaves("c")
            + [.sectionsDidMove(opened: [], closed: [0, 1, 2])])
        #expect(harness.engine.liveChildren.isEmpty && harness.engine.expansionLayout.contentSize.height == 120)
        try harness.checker.checkSettled()
    }

    @Test("a display frame or a scroll that moves a child out of view or into it still adds or removes it; one that only moves frames sends nothing")
    func framesOnlyEventsKeepMembership() throws {
        var harness = MultiHarness(["a", "b", "c"], size: CGSize(width: 320, height: 200))
        try harness.loadAndAppear()
        try harness.send(.expandAll(animated: true))
        #expect(harness.laidOut.count == 3)
        // A later section's child stacks above an earlier one's: the clipped overhang of a section
        // still unrolling lies under the sections below it.
        #expect(harness.engine.childrenFrontToBack.map(\.name) == ["c", "b", "a"])
        // Half open, every section still shows in the 200 points: only frames move.
        #expect(try harness.send(.tick(0.5)) == [])
        #expect(harness.laidOut == [
            .setFrame("a", band(40, 100), clip: band(40, 50)),
            .setFrame("b", band(130, 100), clip: band(130, 50)),
            .setFrame("c", band(220, 100), clip: band(220, 50)),
        ])
        // Three quarters open, c's header starts at 270, below what shows: its child leaves, and
        // the frames the host laid out reach the planner with the change.
        #expect(try harness.send(.tick(0.25)) == [.beginAppearance("c", isAppearing: false, animated: true), .endAppearance("c")] + leaves("c") + [
            .setFrame("a", band(40, 100), clip: band(40, 75)),
            .setFrame("b", band(155, 100), clip: band(155, 75)),
        ])
        // A scroll that shows c again and hides a swaps their children.
        #expect(try harness.send(.scroll(to: 150)) == [.beginAppearance("a", isAppearing: false, animated: false), .endAppearance("a")] + leaves("a")
            + joins("c", frame: band(270, 100), clip: band(270, 75)) + [.beginAppearance("c", isAppearing: true, animated: false)])
        #expect(harness.engine.childrenFrontToBack.map(\.name) == ["c", "b"])
        // A display frame and a scroll that keep b and c in view send nothing.
        #expect(try harness.send(.tick(0.125)) == [])
        #expect(try harness.send(.scroll(to: 160)) == [])
        #expect(harness.laidOut == [
            .setFrame("b", band(167.5, 100), clip: band(167.5, 87.5)),
            .setFrame("c", band(295, 100), clip: band(295, 87.5)),
        ])
    }

    @Test("a request for where a section is heading, or for the state it rests in, does nothing")
    func redundantRequests() throws {
        var harness = MultiHarness(["a", "b"])
        try harness.loadAndAppear()
        #expect(try harness.send(.setExpanded(false, at: 1, animated: true)) == [])
        try harness.send(.tap(1))
        let before = harness.engine.sectionMotions
        #expect(try harness.send(.setExpanded(true, at: 1, animated: true)) == [])
        #expect(try harness.send(.expandAll(animated: true)).first == .sectionsWillMove(opening: [0], closing: []))
        #expect(harness.engine.sectionMotions[1] == before[1])
    }

    @Test("an unanimated request ends a moving section where it was heading, with its notice, then changes it at once")
    func unanimatedMidFlight() throws {
        var harness = MultiHarness(["a", "b"])
        try harness.loadAndAppear()
        try harness.send(.tap(1))
        try harness.send(.tick(0.5))
        #expect(try harness.send(.setExpanded(false, at: 1, animated: false)) == [
            .beginAppearance("b", isAppearing: false, animated: false),
            .endAppearance("b"),
        ] + leaves("b") + [.sectionsDidMove(opened: [1], closed: [])])
        #expect(harness.engine.expandedIndices.isEmpty && harness.engine.isAtRest)
    }

    @Test("before the container appears, animated requests change at once without notices")
    func offScreenIsImmediate() throws {
        var harness = MultiHarness(["a", "b"])
        try harness.send(.reload)
        #expect(try harness.send(.tap(0)) == joins("a", frame: band(40, 100), clip: band(40, 100)))
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices == [0])
        #expect(try harness.send(.containerWillAppear(animated: true)) == [.beginAppearance("a", isAppearing: true, animated: true)])
    }

    @Test("the container disappearing ends every moving section first, then forwards its appearance to the children on screen")
    func disappearMidFlight() throws {
        var harness = MultiHarness(["a", "b"])
        try harness.loadAndAppear()
        try harness.send(.setExpanded(true, at: 0, animated: false))
        try harness.send(.tap(0))
        try harness.send(.tap(1))
        try harness.send(.tick(0.5))
        #expect(try harness.send(.containerWillDisappear(animated: true)) == [.endAppearance("a")] + leaves("a") + [
            .setFrame("b", band(80, 100), clip: band(80, 100)),
            .endAppearance("b"),
            .sectionsDidMove(opened: [1], closed: [0]),
            .beginAppearance("b", isAppearing: false, animated: true),
        ])
        try harness.send(.containerDidDisappear)
        try harness.checker.checkSettled()
    }

    @Test("a section turned around before it has moved ends at once, its child leaving")
    func reversedBeforeMoving() throws {
        var harness = MultiHarness(["a", "b"])
        try harness.loadAndAppear()
        try harness.send(.tap(1))
        #expect(try harness.send(.tap(1)) == [
            .beginAppearance("b", isAppearing: false, animated: true),
            .endAppearance("b"),
        ] + leaves("b") + [.sectionsDidMove(opened: [], closed: [1])])
        #expect(harness.engine.isAtRest && harness.engine.expandedIndices.isEmpty && harness.engine.liveChildren.isEmpty)
        try harness.checker.checkSettled()
    }
}
