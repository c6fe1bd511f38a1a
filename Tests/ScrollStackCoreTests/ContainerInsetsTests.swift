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
        #expect(insets.scrollViewOwnsSafeArea)
        #expect(insets.scrollViewOwned == LayoutInsets(top: 44, left: 0, bottom: 21, right: 0))
        #expect(insets.engineInsets == LayoutInsets(top: 8, left: 63, bottom: 8, right: 63))
        #expect(insets.indicatorInsets == LayoutInsets(top: 0, left: 47, bottom: 300, right: 47))
        #expect(insets.engineSize(for: CGSize(width: 844, height: 390)) == CGSize(width: 844, height: 325))
    }

    @Test("a pager with a tab strip: the engine gets the whole safe area and the strip above the pages")
    func pager() {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, tabStripHeight: 44, scrollsVertically: false)
        #expect(!insets.scrollViewOwnsSafeArea)
        #expect(insets.scrollViewOwned == .zero)
        #expect(insets.engineInsets == LayoutInsets(top: 96, left: 63, bottom: 29, right: 63))
        #expect(insets.indicatorInsets == LayoutInsets(top: 88, left: 47, bottom: 21, right: 47))
        #expect(insets.engineSize(for: CGSize(width: 844, height: 390)) == CGSize(width: 844, height: 390))
    }

    @Test("sized by what embeds it: no safe area is the container's, in either mode", arguments: [true, false])
    func embedded(scrollsVertically: Bool) {
        let insets = ContainerInsets(safeArea: notched, contentInsets: asked, scrollsVertically: scrollsVertically, isSizedByEmbedder: true)
        #expect(!insets.scrollViewOwnsSafeArea)
        #expect(insets.engineInsets == asked)
        #expect(insets.indicatorInsets == .zero)
        #expect(insets.engineSize(for: CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 500))
    }

    @Test("bad input: negative or non-finite strip and keyboard heights count as 0; a size smaller than the safe area gives 0")
    func badInput() {
        let insets = ContainerInsets(safeArea: notched, contentInsets: .zero, tabStripHeight: -10, keyboardInset: .nan, scrollsVertically: true)
        #expect(insets.tabStripHeight == 0 && insets.keyboardInset == 0)
        #expect(insets.engineSize(for: CGSize(width: 100, height: 40)) == CGSize(width: 100, height: 0))
    }
}
