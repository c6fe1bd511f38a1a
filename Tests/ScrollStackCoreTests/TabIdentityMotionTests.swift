import Foundation
import Testing
@testable import ScrollStackCore

/// One tab as a container hands it to its strip: the element's identifier, its width and its badge.
private struct Tab: Equatable {
    var id: String
    var width: CGFloat
    var badge: String?
}

/// A pager over named elements and the strip that follows it, carried out as a container and its
/// `TabStripView` do: after a data change the engine re-indexes the pages, the strip gets the new
/// tabs, carries its tab views over by ``TabIdentity`` and lays out at the engine's position.
private struct TabsInMotion {
    var pager: Harness<NamedSource>
    var tabs: [Tab]
    var strip: TabStripLayout
    var scrolling = TabStripScrolling()
    var offset: CGFloat = 0
    /// The tab views on screen: index → the element each view was made for (a view keeps that
    /// name for life, as a custom item view keeps its state).
    var views: [Int: String] = [:]
    var indicator: CGRect?

    init(_ tabs: [Tab], selected: Int) throws {
        pager = Harness(StackEngine(configuration: StackConfiguration(), mode: .paging, size: phoneSize, selectedIndex: selected), source: NamedSource(tabs.map(\.id)))
        try pager.loadAndAppear()
        self.tabs = tabs
        strip = TabStripLayout(normalWidths: tabs.map(\.width), size: sampleSize, configuration: TabStripConfiguration(spacing: 10))
        follow()
    }

    var position: Double { pager.engine.pagingPosition.fractionalIndex }
    var selected: Int { pager.engine.selectedIndex ?? -1 }

    /// A display frame: the strip at the pager's position, making views for tabs that came into view.
    mutating func follow() {
        var shown: [Int: String] = [:]
        let pose = scrolling.layOut(strip, at: position, selectedIndex: selected, currentOffset: offset) { item in
            shown[item.index] = views[item.index] ?? tabs[item.index].id
        }
        views = shown
        offset = pose.contentOffset
        indicator = pose.indicatorFrame
    }

    mutating func send(_ event: StackEvent) throws {
        try pager.send(event)
        follow()
    }

    /// The user drags the strip to `offset`.
    mutating func userScrolls(to offset: CGFloat) {
        self.offset = offset
        scrolling.userDidScroll(to: offset, position: position, selectedIndex: selected)
        follow()
    }

    /// The data becomes `new`: the engine hears the difference, the strip its new tabs.
    mutating func change(to new: [Tab]) throws {
        let oldSelected = selected
        try pager.send(pager.source.change(to: new.map(\.id)))
        let moved = TabIdentity.newIndices(from: tabs.map(\.id), to: new.map(\.id))
        views = Dictionary(uniqueKeysWithValues: views.compactMap { index, view in moved[index].map { ($0, view) } })
        // The selected element moved without the user choosing another one: a hand-scrolled strip stays.
        if moved.indices.contains(oldSelected), let new = moved[oldSelected] {
            scrolling.selectionMoved(to: new, position: position)
        }
        tabs = new
        strip = TabStripLayout(normalWidths: new.map(\.width), size: sampleSize, configuration: strip.configuration)
        follow()
    }

    /// The tab of the selected page, the element whose view shows it, and the identifier a UI test reads.
    var selectedTab: (tab: Tab, view: String?, identifier: String) {
        (tabs[selected], views[selected], AccessibilityIdentifier.tab(at: selected, element: tabs[selected].id))
    }
}

/// Twelve tabs, T0…T11, as wide as the sample widths twice, T5 with a badge.
private let twelve = (0..<12).map { Tab(id: "T\($0)", width: sampleWidths[$0 % 6], badge: $0 == 5 ? "3" : nil) }

/// The frame of tab `index` among `tabs` laid end to end 10 points apart.
private func frame(of index: Int, in tabs: [Tab]) -> CGRect {
    tabFrame(tabs[..<index].reduce(0) { $0 + $1.width + 10 }, tabs[index].width)
}

private func indicator(under frame: CGRect) -> CGRect {
    CGRect(x: frame.minX, y: 42, width: frame.width, height: 2)
}

@Suite("Tab identity under motion: the selected tab, its badge and its identifier stay with their element")
struct TabIdentityMotionTests {
    @Test("a tab inserted before the selected one while the user has scrolled the strip: the strip stays, the selection moves with its element")
    func insertWhileScrolledByHand() throws {
        var strip = try TabsInMotion(twelve, selected: 5)
        #expect(strip.views[5] == "T5")
        strip.userScrolls(to: 400)
        #expect(strip.views == [6: "T6", 7: "T7", 8: "T8"])
        let inserted = [twelve[0], Tab(id: "NEW", width: 70)] + twelve[1...]
        try strip.change(to: Array(inserted))
        #expect(strip.selected == 6 && strip.pager.engine.isAtRest)
        #expect(strip.selectedTab.tab == Tab(id: "T5", width: 50, badge: "3"))
        #expect(strip.selectedTab.identifier == "ScrollStack.tab.T5")
        #expect(strip.offset == 400, "the user's offset is kept: the selection's element did not change")
        #expect(strip.indicator == indicator(under: frame(of: 6, in: Array(inserted))))
        // 400…600 shows T4 to T7 now; T6's and T7's views came along from 6 and 7, T8's left with its tab.
        #expect(strip.views == [5: "T4", 6: "T5", 7: "T6", 8: "T7"])
        // Choosing another tab ends the hold: the strip follows the pager again.
        try strip.send(.tap(8))
        try strip.send(.tick(1))
        #expect(strip.selected == 8 && strip.offset != 400)
    }

    @Test("a tab inserted before the selected one while a swipe runs: the swipe goes on between the same elements")
    func insertMidSwipe() throws {
        var strip = try TabsInMotion(twelve, selected: 5)
        try strip.send(.panBegan)
        try strip.send(.panChanged(translation: -phoneSize.width * 0.25))
        #expect(strip.position == 5.25)
        let inserted = [Tab(id: "NEW", width: 70)] + twelve
        try strip.change(to: inserted)
        #expect(strip.position == 6.25)
        #expect(strip.selectedTab.tab.id == "T5" && strip.selectedTab.view == "T5")
        #expect(strip.selectedTab.tab.badge == "3" && strip.selectedTab.identifier == "ScrollStack.tab.T5")
        // The indicator is a quarter of the way from T5's tab to T6's, at their new places.
        let from = frame(of: 6, in: inserted), to = frame(of: 7, in: inserted)
        let x = from.minX + (to.minX - from.minX) * 0.25
        let width = from.width + (to.width - from.width) * 0.25
        #expect(strip.indicator == CGRect(x: x, y: 42, width: width, height: 2))
        try strip.send(.panEnded(translation: -phoneSize.width * 0.6, velocity: -500))
        try strip.send(.tick(1))
        #expect(strip.selected == 7 && strip.selectedTab.tab.id == "T6")
        #expect(strip.indicator == indicator(under: frame(of: 7, in: inserted)))
    }

    @Test("the tab next to the selected one removed mid-swipe: the swipe retargets to the tab now beside it, the selected tab keeps its badge")
    func removeNeighbourMidSwipe() throws {
        var strip = try TabsInMotion(twelve, selected: 5)
        try strip.send(.panBegan)
        try strip.send(.panChanged(translation: -phoneSize.width * 0.25))
        let removed = twelve.filter { $0.id != "T6" }
        try strip.change(to: removed)
        #expect(strip.selected == 5 && strip.position == 5.25)
        #expect(strip.selectedTab.tab == Tab(id: "T5", width: 50, badge: "3") && strip.selectedTab.view == "T5")
        #expect(strip.selectedTab.identifier == "ScrollStack.tab.T5")
        #expect(strip.views[6] == nil || strip.views[6] == "T7", "no view of T6 shows another tab")
        try strip.send(.panEnded(translation: -phoneSize.width * 0.6, velocity: -500))
        try strip.send(.tick(1))
        #expect(strip.selected == 6 && strip.selectedTab.tab.id == "T7")
        #expect(strip.indicator == indicator(under: frame(of: 6, in: removed)))
    }

    @Test("the tab before the selected one removed mid-swipe: the selected element moves down one index with its view")
    func removeBeforeMidSwipe() throws {
        var strip = try TabsInMotion(twelve, selected: 5)
        try strip.send(.panBegan)
        try strip.send(.panChanged(translation: phoneSize.width * 0.25))
        #expect(strip.position == 4.75)
        let removed = twelve.filter { $0.id != "T4" }
        try strip.change(to: removed)
        #expect(strip.selected == 4 && strip.selectedTab.tab.id == "T5" && strip.selectedTab.view == "T5")
        #expect(strip.selectedTab.tab.badge == "3" && strip.selectedTab.identifier == "ScrollStack.tab.T5")
        try strip.send(.panEnded(translation: phoneSize.width * 0.6, velocity: 500))
        try strip.send(.tick(1))
        #expect(strip.selected == 3 && strip.selectedTab.tab.id == "T3")
    }

    @Test("a strip that follows its pager keeps following when the selected tab only moved")
    func followingStripIgnoresMoves() {
        let strip = TabStripLayout(normalWidths: twelve.map(\.width), size: sampleSize, configuration: TabStripConfiguration(spacing: 10))
        var scrolling = TabStripScrolling()
        scrolling.selectionMoved(to: 6, position: 6)
        #expect(scrolling.heldOffset == nil)
        #expect(scrolling.pose(in: strip, at: 6, selectedIndex: 6, currentOffset: 0) == strip.pose(at: 6, from: 0))
        // Held, then moved and moved on: the pager leaving the moved position ends the hold.
        scrolling.userDidScroll(to: 30, position: 5, selectedIndex: 5)
        scrolling.selectionMoved(to: 6, position: 6)
        #expect(scrolling.pose(in: strip, at: 6, selectedIndex: 6, currentOffset: 30).contentOffset == 30)
        #expect(scrolling.pose(in: strip, at: 6.5, selectedIndex: 6, currentOffset: 30) == strip.pose(at: 6.5, from: 30))
        #expect(scrolling.heldOffset == nil)
    }
}
