import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Identity: repeated IDs keep their first element")
struct UniqueIdentifiersTests {
    /// Data as one character an ID, and what the rule keeps of it.
    struct Case: CustomTestStringConvertible, Sendable {
        var data: String
        var ids: String
        var kept: [Int]
        var dropped: String
        var testDescription: String { "\(data.isEmpty ? "(empty)" : data) → \(ids)" }
    }

    static let cases: [Case] = [
        Case(data: "", ids: "", kept: [], dropped: ""),
        Case(data: "ABC", ids: "ABC", kept: [0, 1, 2], dropped: ""),
        Case(data: "ABBC", ids: "ABC", kept: [0, 1, 3], dropped: "B"),
        Case(data: "AAAA", ids: "A", kept: [0], dropped: "A"),
        // Each repeated ID is named once, in the order of its first repeat.
        Case(data: "ABCBAB", ids: "ABC", kept: [0, 1, 2], dropped: "BA"),
        Case(data: "XAYAXZ", ids: "XAYZ", kept: [0, 1, 2, 5], dropped: "AX"),
    ]

    @Test("the first element with an ID is kept, later ones dropped, each repeated ID named once", arguments: cases)
    func rule(_ expected: Case) {
        let data = expected.data.map(String.init)
        let unique = UniqueIdentifiers(data)
        #expect(unique.ids == expected.ids.map(String.init))
        #expect(unique.keptIndices == expected.kept)
        #expect(unique.dropped == expected.dropped.map(String.init))
        #expect(unique.hasDuplicates == !expected.dropped.isEmpty)
        #expect(unique.sourceCount == data.count)
        // The elements kept are the ones at the kept positions: the pages the container shows.
        let pages = data.enumerated().map { "\($0.element)\($0.offset)" }
        #expect(unique.keep(pages) == expected.kept.map { pages[$0] })
    }

    @Test("elements of another count than the IDs stop with both counts") func wrongCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UniqueIdentifiers(["a", "b", "b"]).keep([1, 2])
        }
        #expect(crashOutput(result).contains("UniqueIdentifiers: 2 elements for 3 IDs"))
    }

    struct Page: Equatable {
        var id: String
        var title: String
    }

    @Test("a view's ID cache keeps each ID's first element, and names the repeats once per distinct data")
    func cache() {
        var cache = ElementIDCache<Page, String>(readsAlways: false)
        let first = [Page(id: "a", title: "A"), Page(id: "b", title: "B1"), Page(id: "b", title: "B2"), Page(id: "c", title: "C")]
        let readFirst = cache.update(first, id: \.id)
        #expect(readFirst)
        #expect(cache.ids == ["a", "b", "c"])
        #expect(cache.elements == [first[0], first[1], first[3]])
        #expect(cache.repeatedIDs == ["b"] && cache.repeatsToReport == ["b"])
        // A redraw of the same array: nothing read, nothing to warn about again.
        let readAgain = cache.update(first, id: \.id)
        #expect(!readAgain)
        #expect(cache.repeatsToReport.isEmpty && cache.repeatedIDs == ["b"])
        // The same IDs in a new array (new titles): read, but the warning was given.
        var retitled = first
        retitled[2].title = "B3"
        let readRetitled = cache.update(retitled, id: \.id)
        #expect(readRetitled)
        #expect(cache.repeatsToReport.isEmpty && cache.elements.map(\.title) == ["A", "B1", "C"])
        // Other IDs that still repeat one: a distinct update, one report naming every repeat.
        let grown = first + [Page(id: "a", title: "A2"), Page(id: "d", title: "D")]
        cache.update(grown, id: \.id)
        #expect(cache.ids == ["a", "b", "c", "d"] && cache.repeatsToReport == ["b", "a"])
        // Unique again: nothing repeats.
        cache.update([Page(id: "a", title: "A")], id: \.id)
        #expect(cache.ids == ["a"] && cache.repeatedIDs.isEmpty && cache.repeatsToReport.isEmpty)
    }

    @Test("elements read on every update warn once for the same IDs")
    func cacheReadingAlways() {
        var cache = ElementIDCache<Page, String>(readsAlways: true)
        let data = [Page(id: "a", title: "A"), Page(id: "a", title: "A2")]
        let reads = [cache.update(data, id: \.id), cache.update(data, id: \.id)]
        #expect(reads == [true, true])
        #expect(cache.repeatsToReport.isEmpty && cache.ids == ["a"] && cache.elements == [data[0]])
    }

    @Test("the selection rules drop a repeated ID's later elements: four pages of which two are B are three")
    func synchronizer() {
        var pager = SelectionSynchronizer<String>(mode: .paging, binding: ["C"])
        #expect(pager.handle(.dataChanged(["A", "B", "B", "C"])) == [
            .changeData(.positions(from: 0, to: 3)), .select(2, animated: false),
        ])
        #expect(pager.ids == ["A", "B", "C"] && pager.repeatedIDs == ["B"])
        // The binding names B: its one page, by ID.
        #expect(pager.handle(.bindingChanged(["B"], animated: true)) == [.select(1, animated: true)])
        // The repeat goes away: the data the container holds is the same, and nothing moves.
        #expect(pager.handle(.dataChanged(["A", "B", "C"])) == [])
        #expect(pager.repeatedIDs.isEmpty)
    }

    @Test("a set binding opens a repeated ID's one section")
    func synchronizerMultiple() {
        var accordion = SelectionSynchronizer<String>(mode: .accordion, expansion: .multiple, binding: ["s2"])
        #expect(accordion.handle(.dataChanged(["s1", "s2", "s2", "s3"])) == [
            .changeData(.positions(from: 0, to: 3)), .setExpanded(opening: [1], closing: [], animated: false),
        ])
        #expect(accordion.selectedIndices == [1])
    }

    @Test("the driver loads a repeated ID's data once: the container is told of three elements, not four")
    func driver() {
        let (driver, host) = SelectionDriverTests().make(.paging, binding: ["c"])
        driver.update(ids: ["a", "b", "b", "c"], binding: ["c"], animated: false)
        #expect(host.take() == [.changeData(.positions(from: 0, to: 3)), .applyOptions, .select(2, animated: false)])
        #expect(driver.id(at: 2) == "c" && driver.id(at: 3) == nil)
    }
}
