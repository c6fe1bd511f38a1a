import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: IDs read again only for a different array")
struct ElementIDCacheTests {
    private struct Item {
        var id: Int
        var name: String
    }

    private final class Box {
        var id: Int
        init(id: Int) { self.id = id }
    }

    /// Updates `cache` with `items`, returning how many times the ID closure ran.
    private func reads<Element>(_ cache: inout ElementIDCache<Element, Int>, _ items: [Element], id: (Element) -> Int) -> Int {
        var count = 0
        cache.update(items) { count += 1; return id($0) }
        return count
    }

    @Test("the same array is not read again; a changed copy is read in full")
    func sameArray() {
        var cache = ElementIDCache<Item, Int>()
        var data = [Item(id: 1, name: "One"), Item(id: 2, name: "Two"), Item(id: 3, name: "Three")]
        #expect(reads(&cache, data, id: \.id) == 3)
        #expect(reads(&cache, data, id: \.id) == 0)
        let held = data
        #expect(reads(&cache, held, id: \.id) == 0, "a copy shares the storage")
        data[1].id = 20
        #expect(reads(&cache, data, id: \.id) == 3)
        #expect(cache.ids == [1, 20, 3])
        data.remove(at: 0)
        #expect(reads(&cache, data, id: \.id) == 2)
        #expect(cache.ids == [20, 3])
    }

    @Test("an array with equal values but other storage is read; reading the empty array leaves no IDs")
    func equalValues() {
        var cache = ElementIDCache<Item, Int>()
        #expect(reads(&cache, [Item(id: 1, name: "One")], id: \.id) == 1)
        #expect(reads(&cache, [Item(id: 1, name: "One")], id: \.id) == 1)
        #expect(cache.ids == [1])
        #expect(reads(&cache, [], id: \.id) == 0)
        #expect(cache.ids.isEmpty)
    }

    @Test("class elements and readsAlways are read on every update, so a changed ID shows")
    func readsAlways() {
        let box = Box(id: 7)
        var boxes = ElementIDCache<Box, Int>()
        #expect(boxes.readsAlways)
        let data = [box]
        #expect(reads(&boxes, data, id: \.id) == 1)
        box.id = 8
        #expect(reads(&boxes, data, id: \.id) == 1)
        #expect(boxes.ids == [8])

        var items = ElementIDCache<Item, Int>(readsAlways: true)
        let list = [Item(id: 1, name: "One")]
        #expect(reads(&items, list, id: \.id) == 1)
        #expect(reads(&items, list, id: \.id) == 1)
        #expect(!ElementIDCache<Item, Int>().readsAlways)
    }
}
