import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Container insets: safe area, content insets, tab strip and keyboard added up once")
struct ContainerInsetsTests {
    /// A notched phone in landscape: 47 at the sides, 21 at the bottom, and a navigation bar of 44 at the top.
    let notched = LayoutInsets(top: 44, left: 47, bottom: 21, right: 47)
    let asked = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)

    @Test("an accordion: the scroll view owns the vertical safe area, the engine gets the sides and the content insets")
    func accordion() {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, keyboardInset: 300, scrollsVertically: true)
        #expect(insets.scrollViewOwnsSafeArea && !insets.pagesOwnSafeArea)
        #expect(insets.scrollViewOwned == LayoutInsets(top: 44, left: 0, bottom: 21, right: 0))
        #expect(insets.engineInsets == LayoutInsets(top: 8, left: 63, bottom: 8, right: 63))
        #expect(insets.indicatorInsets == LayoutInsets(top: 0, left: 47, bottom: 300, right: 47))
        #expect(insets.engineSize(for: CGSize(width: 844, height: 390)) == CGSize(width: 844, height: 325))
        #expect(insets.pageAdditionalSafeArea == .zero)
    }

    @Test("a pager with a tab strip: the pages own the vertical safe area; the strip and the content insets are added to it, the sides stay in the frames")
    func pager() {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, tabStripHeight: 44, scrollsVertically: false)
        #expect(!insets.scrollViewOwnsSafeArea && insets.pagesOwnSafeArea)
        #expect(insets.scrollViewOwned == .zero)
        #expect(insets.engineInsets == LayoutInsets(top: 0, left: 63, bottom: 0, right: 63))
        #expect(insets.pageAdditionalSafeArea == LayoutInsets(top: 52, left: 0, bottom: 8, right: 0))
        #expect(insets.indicatorInsets == LayoutInsets(top: 88, left: 47, bottom: 21, right: 47))
        #expect(insets.engineSize(for: CGSize(width: 844, height: 390)) == CGSize(width: 844, height: 390))
    }

    @Test("sized by what embeds it: no safe area is the container's, in either mode", arguments: [true, false])
    func embedded(scrollsVertically: Bool) {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, scrollsVertically: scrollsVertically, isSizedByEmbedder: true)
        #expect(!insets.scrollViewOwnsSafeArea && !insets.pagesOwnSafeArea)
        #expect(insets.engineInsets == asked)
        #expect(insets.indicatorInsets == .zero)
        #expect(insets.engineSize(for: CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 500))
        #expect(insets.pageAdditionalSafeArea == .zero)
    }

    @Test("bad input: negative or non-finite strip and keyboard heights count as 0; a size smaller than the safe area gives 0")
    func badInput() {
        let insets = ContainerInsets(safeArea: notched, contentInsets: .zero, tabStripHeight: -10, keyboardInset: .nan, scrollsVertically: true)
        #expect(insets.tabStripHeight == 0 && insets.keyboardInset == 0)
        #expect(insets.engineSize(for: CGSize(width: 100, height: 40)) == CGSize(width: 100, height: 0))
        let pager = ContainerInsets(safeArea: notched, contentInsets: .zero, tabStripHeight: .infinity, scrollsVertically: false)
        #expect(pager.pageAdditionalSafeArea == .zero, "an infinite strip counts as none")
    }

    // MARK: - Every combination, whole values

    /// One combination of a container's insets and everything the core makes of them, for a
    /// container of 844 × 390 with no keyboard.
    struct Combination: CustomTestStringConvertible, Sendable {
        var scrollsVertically: Bool
        var isSizedByEmbedder: Bool
        var tabStrip: CGFloat
        var content: LayoutInsets
        var safeArea: LayoutInsets
        var engine: LayoutInsets
        var indicator: LayoutInsets
        var engineHeight: CGFloat
        var page: LayoutInsets

        var testDescription: String {
            let mode = scrollsVertically ? "accordion" : "pager"
            let embedder = isSizedByEmbedder ? " sized by its embedder" : ""
            return "\(mode)\(embedder), strip \(tabStrip), content \(content.top == 0 ? "none" : "8/16"), safe area \(safeArea.top == 0 ? "none" : "notched")"
        }

        var insets: ContainerInsets {
            ContainerInsets(safeArea: safeArea, contentInsets: content, tabStripHeight: tabStrip, scrollsVertically: scrollsVertically, isSizedByEmbedder: isSizedByEmbedder)
        }
    }

    static let none = LayoutInsets.zero
    static let eight = LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)
    static let phone = LayoutInsets(top: 44, left: 47, bottom: 21, right: 47)

    static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> LayoutInsets {
        LayoutInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A combination of a container not sized by what embeds it.
    static func own(_ scrollsVertically: Bool, strip: CGFloat, _ content: LayoutInsets, _ safeArea: LayoutInsets, engine: LayoutInsets, indicator: LayoutInsets, height: CGFloat, page: LayoutInsets) -> Combination {
        Combination(scrollsVertically: scrollsVertically, isSizedByEmbedder: false, tabStrip: strip, content: content, safeArea: safeArea, engine: engine, indicator: indicator, engineHeight: height, page: page)
    }

    static let accordions: [Combination] = [
        own(true, strip: 0, none, none, engine: none, indicator: none, height: 390, page: none),
        own(true, strip: 0, none, phone, engine: insets(0, 47, 0, 47), indicator: insets(0, 47, 0, 47), height: 325, page: none),
        own(true, strip: 0, eight, none, engine: eight, indicator: none, height: 390, page: none),
        own(true, strip: 0, eight, phone, engine: insets(8, 63, 8, 63), indicator: insets(0, 47, 0, 47), height: 325, page: none),
        own(true, strip: 44, none, none, engine: insets(44, 0, 0, 0), indicator: insets(44, 0, 0, 0), height: 390, page: none),
        own(true, strip: 44, none, phone, engine: insets(44, 47, 0, 47), indicator: insets(44, 47, 0, 47), height: 325, page: none),
        own(true, strip: 44, eight, none, engine: insets(52, 16, 8, 16), indicator: insets(44, 0, 0, 0), height: 390, page: none),
        own(true, strip: 44, eight, phone, engine: insets(52, 63, 8, 63), indicator: insets(44, 47, 0, 47), height: 325, page: none),
    ]

    static let pagers: [Combination] = [
        own(false, strip: 0, none, none, engine: none, indicator: none, height: 390, page: none),
        own(false, strip: 0, none, phone, engine: insets(0, 47, 0, 47), indicator: phone, height: 390, page: none),
        own(false, strip: 0, eight, none, engine: insets(0, 16, 0, 16), indicator: none, height: 390, page: insets(8, 0, 8, 0)),
        own(false, strip: 0, eight, phone, engine: insets(0, 63, 0, 63), indicator: phone, height: 390, page: insets(8, 0, 8, 0)),
        own(false, strip: 44, none, none, engine: none, indicator: insets(44, 0, 0, 0), height: 390, page: insets(44, 0, 0, 0)),
        own(false, strip: 44, none, phone, engine: insets(0, 47, 0, 47), indicator: insets(88, 47, 21, 47), height: 390, page: insets(44, 0, 0, 0)),
        own(false, strip: 44, eight, none, engine: insets(0, 16, 0, 16), indicator: insets(44, 0, 0, 0), height: 390, page: insets(52, 0, 8, 0)),
        own(false, strip: 44, eight, phone, engine: insets(0, 63, 0, 63), indicator: insets(88, 47, 21, 47), height: 390, page: insets(52, 0, 8, 0)),
    ]

    /// Sized by what embeds it, either mode gives the same: the content insets and the strip, no safe area.
    static let embeddedCombinations: [Combination] = [true, false].flatMap { scrolls in
        [
            (0, none, none, none, none), (0, none, phone, none, none),
            (0, eight, none, eight, none), (0, eight, phone, eight, none),
            (44, none, none, insets(44, 0, 0, 0), insets(44, 0, 0, 0)), (44, none, phone, insets(44, 0, 0, 0), insets(44, 0, 0, 0)),
            (44, eight, none, insets(52, 16, 8, 16), insets(44, 0, 0, 0)), (44, eight, phone, insets(52, 16, 8, 16), insets(44, 0, 0, 0)),
        ].map { (strip: CGFloat, content: LayoutInsets, safeArea: LayoutInsets, engine: LayoutInsets, indicator: LayoutInsets) in
            Combination(scrollsVertically: scrolls, isSizedByEmbedder: true, tabStrip: strip, content: content, safeArea: safeArea, engine: engine, indicator: indicator, engineHeight: 390, page: none)
        }
    }

    @Test("every combination of mode, embedder, tab strip, content insets and safe area: engine, indicator, size and page addition", arguments: accordions + pagers + embeddedCombinations)
    func combination(_ combination: Combination) {
        let insets = combination.insets
        #expect(insets.engineInsets == combination.engine)
        #expect(insets.indicatorInsets == combination.indicator)
        #expect(insets.engineSize(for: CGSize(width: 844, height: 390)) == CGSize(width: 844, height: combination.engineHeight))
        #expect(insets.pageAdditionalSafeArea == combination.page)
    }

    @Test("a pager's page content starts right below the tab strip and the top content inset, and ends above the bottom bars and content inset, as the frames put it before", arguments: pagers)
    func pageContentStaysPut(_ combination: Combination) {
        let insets = combination.insets
        // The page's frame spans the container, so the platform gives it the whole vertical safe area.
        let pageSafeTop = insets.engineInsets.top + combination.safeArea.top + insets.pageAdditionalSafeArea.top
        let pageSafeBottom = insets.engineInsets.bottom + combination.safeArea.bottom + insets.pageAdditionalSafeArea.bottom
        #expect(pageSafeTop == combination.safeArea.top + combination.tabStrip + combination.content.top)
        #expect(pageSafeBottom == combination.safeArea.bottom + combination.content.bottom)
    }

    @Test("a collapsing large title (the safe area's top alone changes) leaves a pager's engine insets, size and page addition as they are", arguments: [0, 44] as [CGFloat], [LayoutInsets.zero, LayoutInsets(top: 8, left: 16, bottom: 8, right: 16)])
    func collapsingTitle(strip: CGFloat, content: LayoutInsets) {
        let expanded = ContainerInsets(safeArea: LayoutInsets(top: 155, left: 47, bottom: 21, right: 47), contentInsets: content, tabStripHeight: strip, scrollsVertically: false)
        for top in stride(from: CGFloat(155), through: 91, by: -0.5) {
            var collapsing = expanded
            collapsing.safeArea.top = top
            #expect(collapsing.engineInsets == expanded.engineInsets, "top \(top)")
            #expect(collapsing.engineSize(for: CGSize(width: 844, height: 390)) == expanded.engineSize(for: CGSize(width: 844, height: 390)), "top \(top)")
            #expect(collapsing.pageAdditionalSafeArea == expanded.pageAdditionalSafeArea, "top \(top)")
        }
    }

    @Test("the paging clip of a pager laid out in these insets spans the container vertically, so no part of a page under the bars or the strip is masked")
    func pagingClipSpansBars() throws {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, tabStripHeight: 44, scrollsVertically: false)
        var configuration = StackConfiguration()
        configuration.contentInsets = insets.engineInsets
        let size = insets.engineSize(for: CGSize(width: 844, height: 390))
        var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: size, selectedIndex: 1), source: StaticSource(["a", "b", "c"]))
        try harness.loadAndAppear()
        let snapshot = harness.engine.layoutSnapshot(in: .zero)
        #expect(snapshot.contentClip == CGRect(x: 63, y: 0, width: 718, height: 390))
        #expect(snapshot.children.map(\.frame) == [CGRect(x: 63, y: 0, width: 718, height: 390)], "the page spans the bars; its safe area keeps its content below them")
    }
}
