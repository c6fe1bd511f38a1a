import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Tab identity: a tab's view stays with its element when tabs change")
struct TabIdentityTests {
    @Test("a tab inserted before the selected one moves every later tab, which keeps its own view")
    func insertBefore() {
        #expect(TabIdentity.newIndices(from: ["top", "tech", "sport"], to: ["top", "new", "tech", "sport"]) == [0, 2, 3])
        #expect(TabIdentity.newIndices(from: ["top", "tech", "sport"], to: ["new", "top", "tech", "sport"]) == [1, 2, 3])
    }

    @Test("removed tabs leave, moved ones follow, a re-used title at another place is still the same element")
    func removeAndMove() {
        #expect(TabIdentity.newIndices(from: ["a", "b", "c", "d"], to: ["d", "b", "a"]) == [2, 1, nil, 0])
        #expect(TabIdentity.newIndices(from: ["a", "b"], to: []) == [nil, nil])
        #expect(TabIdentity.newIndices(from: [], to: ["a"]) == [])
    }

    @Test("tabs without identifiers are known by position: an insert gives the view at a position to the tab now there")
    func positional() {
        #expect(TabIdentity.newIndices(from: [nil, nil, nil], to: [nil, nil, nil, nil]) == [0, 1, 2])
        #expect(TabIdentity.newIndices(from: [nil, nil, nil], to: [nil, nil]) == [0, 1, nil])
        // An identifier never matches a position, even one that reads the same.
        #expect(TabIdentity.newIndices(from: [nil, "1"], to: ["0", nil]) == [nil, nil])
    }

    @Test("a repeated identifier is an element of its own, matched by its rank among the repeats")
    func duplicates() {
        #expect(TabIdentity.newIndices(from: ["news", "news"], to: ["sport", "news", "news"]) == [1, 2])
    }

    @Test("100,000 tabs with one inserted before the middle: every tab after it moves up by one")
    func large() {
        let old = (0..<100_000).map { String($0) as String? }
        var new = old
        new.insert("inserted", at: 50_000)
        let mapped = TabIdentity.newIndices(from: old, to: new)
        #expect(mapped == (0..<100_000).map { $0 < 50_000 ? $0 : $0 + 1 })
    }
}
