import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Tab strip scrolled by hand")
struct TabStripScrollingTests {
    @Test("a strip the user scrolled stays there through layout passes, new widths and a rotation, until the selection changes")
    func heldUntilSelectionChanges() {
        var strip = sampleStrip()
        var scrolling = TabStripScrolling()
        // At rest on tab 1 the centred strip sits at 0; the user drags it to 150.
        #expect(scrolling.pose(in: strip, at: 1, selectedIndex: 1, currentOffset: 0).contentOffset == 0)
        scrolling.userDidScroll(to: 150, position: 1, selectedIndex: 1)
        var offsets: [CGFloat] = []
        var visible: [[Int]] = []
        func pass(_ selected: Int, _ position: Double) {
            var indices: [Int] = []
            let pose = scrolling.layOut(strip, at: position, selectedIndex: selected, currentOffset: offsets.last ?? 150) { indices.append($0.index) }
            offsets.append(pose.contentOffset)
            visible.append(indices)
            #expect(pose.indicatorFrame == strip.indicatorFrame(at: position))
        }
        pass(1, 1)
        // A badge makes tab 4 wider: the content grows to 420, the strip stays at 150.
        strip.setWidths(normal: 40, selected: 40, at: 4)
        pass(1, 1)
        // A rotation to 300 points: the strip can scroll to 120 only.
        strip = TabStripLayout(normalWidths: [40, 80, 60, 100, 40, 50], size: CGSize(width: 300, height: 44), configuration: strip.configuration)
        pass(1, 1)
        // The selection changes before the pager moves: the strip follows the pager again, centred
        // on tab 1 (clamped to 0), then on tab 2 (140...200).
        pass(2, 1)
        pass(2, 2)
        #expect(offsets == [150, 150, 120, 0, 20])
        #expect(visible == [[2, 3, 4], [2, 3, 4], [1, 2, 3, 4, 5], [0, 1, 2, 3], [0, 1, 2, 3]])
        #expect(scrolling.heldOffset == nil)
    }

    @Test("a strip the user scrolled follows again once the pager moves, without a change of selection")
    func releasedByPagerMove() {
        let strip = sampleStrip()
        var scrolling = TabStripScrolling()
        scrolling.userDidScroll(to: 180, position: 3, selectedIndex: 3)
        let offsets = [3.0, 3, 3.25, 3].map { scrolling.pose(in: strip, at: $0, selectedIndex: 3, currentOffset: 180).contentOffset }
        #expect(offsets == [180, 180, 177.5, 160])
        scrolling.userDidScroll(to: .nan, position: 3, selectedIndex: 3)
        #expect(scrolling.heldOffset == nil, "a non-finite offset is ignored")
    }

    @Test("a title or badge change keeps the strip where it is while it follows the pager", arguments: [
        TabStripAlignment.centered, .leading, .visible(margin: 10),
    ])
    func widthChangeKeepsOffset(alignment: TabStripAlignment) {
        var strip = sampleStrip(widths: sampleWidths + sampleWidths, alignment: alignment)
        var scrolling = TabStripScrolling()
        var offset: CGFloat = 0
        for position in [1.0, 2, 3] {
            offset = scrolling.pose(in: strip, at: position, selectedIndex: Int(position), currentOffset: offset).contentOffset
        }
        let before = offset
        // A new title on the selected tab's right, a badge on a tab far off screen.
        strip.setWidths(normal: 140, selected: 150, at: 5)
        strip.setWidths(TabItemWidths(normal: 90, selected: 90, content: 70), at: 10)
        let after = scrolling.pose(in: strip, at: 3, selectedIndex: 3, currentOffset: offset).contentOffset
        #expect(before > 0)
        #expect(after == before)
    }
}

@Suite("Swipes turned off")
struct SwipesOffTests {
    @Test("with swipes off a pager ignores pans, and taps still change the page")
    func swipesOff() throws {
        var configuration = StackConfiguration()
        configuration.swipesBetweenPages = false
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 1), source: StaticSource(["A", "B", "C"]))
        try harness.loadAndAppear()
        #expect(!harness.engine.acceptsSwipes)
        let pans = try [StackEvent.panBegan, .panChanged(translation: -200), .panEnded(translation: -200, velocity: -800)].map { try harness.send($0) }
        #expect(pans == [[], [], []])
        #expect(harness.engine.phase == .idle && harness.engine.selectedIndex == 1)
        let tap = try harness.send(.tap(2))
        #expect(tap.first == .transitionWillBegin(from: 1, to: 2, isInteractive: false))
    }
}
