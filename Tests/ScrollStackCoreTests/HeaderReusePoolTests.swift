import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: which spare header an element scrolling in reuses")
struct HeaderReusePoolTests {
    /// A header view stand-in: only its identity matters to the pool.
    private final class Header {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private typealias Pool = HeaderReusePool<String, Header>

    /// What `take` gave, as words: the spare's name and whether it was the element's own.
    private func describe(_ take: Pool.Take) -> String {
        switch take {
        case .make: "make"
        case .reuse(let header, let same): "\(header.name)\(same ? " (same element)" : "")"
        }
    }

    @Test("an empty pool says to make a header")
    func emptyMakes() {
        var pool = Pool(capacity: 2)
        #expect(describe(pool.take(for: "a")) == "make")
    }

    @Test("the element's own spare comes first, then the newest spare, then make")
    func preference() {
        var pool = Pool(capacity: 4)
        let one = Header("one"), two = Header("two"), three = Header("three")
        #expect(pool.putBack(one, shownFor: "a") == nil)
        #expect(pool.putBack(two, shownFor: "b") == nil)
        #expect(pool.putBack(three, shownFor: "c") == nil)
        let takes = ["a", "x", "y", "z"].map { describe(pool.take(for: $0)) }
        #expect(takes == ["one (same element)", "three", "two", "make"])
        #expect(pool.spares.isEmpty)
    }

    @Test("scrolling down and back up: each element gets its own header again")
    func scrollBack() {
        var pool = Pool(capacity: 3)
        let headers = ["a", "b", "c"].map(Header.init)
        for (id, header) in zip(["a", "b", "c"], headers) { _ = pool.putBack(header, shownFor: id) }
        #expect(["c", "a", "b"].map { describe(pool.take(for: $0)) } == ["c (same element)", "a (same element)", "b (same element)"])
    }

    @Test("over capacity, the spare that waited longest is let go")
    func releasesOldest() {
        var pool = Pool(capacity: 2)
        let one = Header("one"), two = Header("two"), three = Header("three")
        #expect(pool.putBack(one, shownFor: "a") == nil)
        #expect(pool.putBack(two, shownFor: "b") == nil)
        #expect(pool.putBack(three, shownFor: "c") === one)
        #expect(pool.spares.map(\.id) == ["b", "c"])
        #expect(describe(pool.take(for: "a")) == "three", "a's own spare was let go: the newest is lent")
    }

    @Test("a capacity of 0 lets every header go at once")
    func zeroCapacity() {
        var pool = Pool(capacity: 0)
        let one = Header("one")
        #expect(pool.putBack(one, shownFor: "a") === one)
        #expect(describe(pool.take(for: "a")) == "make")
    }

    @Test("a header put back twice waits once, for the element named last")
    func putBackTwice() {
        var pool = Pool(capacity: 3)
        let one = Header("one"), two = Header("two")
        _ = pool.putBack(one, shownFor: "a")
        _ = pool.putBack(two, shownFor: "b")
        #expect(pool.putBack(one, shownFor: "c") == nil)
        #expect(pool.spares.map(\.id) == ["b", "c"])
        #expect(describe(pool.take(for: "a")) == "one", "no longer a's: lent as the newest spare")
        #expect(describe(pool.take(for: "b")) == "two (same element)")
    }

    @Test("a reused header never carries an element it was not last shown for")
    func takenLeavesPool() {
        var pool = Pool(capacity: 2)
        let one = Header("one")
        _ = pool.putBack(one, shownFor: "a")
        #expect(describe(pool.take(for: "b")) == "one")
        _ = pool.putBack(one, shownFor: "b")
        #expect(pool.spares.map(\.id) == ["b"])
        #expect(describe(pool.take(for: "a")) == "one", "shown for b since: not a's own any more")
    }

    @Test("a negative capacity stops, naming it")
    func negativeCapacity() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeaderReusePool<String, Header>(capacity: -2)
        }
        #expect(crashOutput(result).contains("HeaderReusePool capacity must not be negative, got -2"))
    }
}
