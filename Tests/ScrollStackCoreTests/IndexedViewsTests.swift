import Foundation
import Testing
@testable import ScrollStackCore

@Suite("The views in view by index, shared by header views and tab views")
struct IndexedViewsTests {
    final class Box {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private func names(_ views: IndexedViews<Box>) -> [Int: String] { views.byIndex.mapValues(\.name) }

    @Test("a view shown at an index is found there and knows its index; a view not shown has none")
    func show() {
        var views = IndexedViews<Box>()
        let a = Box("a"), b = Box("b")
        views.show(a, at: 3)
        views.show(b, at: 0)
        #expect(names(views) == [0: "b", 3: "a"])
        #expect(views.index(of: a) == 3)
        #expect(views.index(of: b) == 0)
        #expect(views.index(of: Box("c")) == nil)
    }

    @Test("views whose index is no longer in view leave, lowest index first, and forget their index")
    func removeAll() {
        var views = IndexedViews<Box>()
        let boxes = (0..<5).map { Box("\($0)") }
        for (index, box) in boxes.enumerated() { views.show(box, at: index) }
        let left = views.removeAll(keeping: Set([1, 2]).contains)
        #expect(left.map(\.name) == ["0", "3", "4"])
        #expect(names(views) == [1: "1", 2: "2"])
        #expect(views.index(of: boxes[0]) == nil)
        #expect(views.index(of: boxes[2]) == 2)
        #expect(views.removeAll { _ in false }.map(\.name) == ["1", "2"])
        #expect(views.byIndex.isEmpty)
    }

    @Test("a data change carries each view to its item's new index; views of removed items and indices past the change leave")
    func remap() {
        var views = IndexedViews<Box>()
        let boxes = (0..<4).map { Box("\($0)") }
        for (index, box) in boxes.enumerated() { views.show(box, at: index + 1) }
        // Items 1…4 in view: the change moves item 1 to 5, removes item 2, moves item 3 to 2, and knows nothing of item 4.
        let left = views.remap([0, 5, nil, 2])
        #expect(left.map(\.name) == ["1", "3"])
        #expect(names(views) == [5: "0", 2: "2"])
        #expect(views.index(of: boxes[0]) == 5)
        #expect(views.index(of: boxes[2]) == 2)
        #expect(views.index(of: boxes[1]) == nil)
        #expect(views.index(of: boxes[3]) == nil)
    }
}
