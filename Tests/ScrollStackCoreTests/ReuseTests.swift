import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Reuse")
struct ReuseTests {
    /// Sweeps a pager from the first page to the last, one animated selection at a time, and
    /// returns how many children were made and the most alive at any point.
    func sweep(count: Int, preload: Int, identifier: @escaping (Int) -> String = { _ in "page" }) -> (made: Int, mostAlive: Int, mostLive: Int) {
        let source = ReusingSource(count: count, identifier: identifier)
        var configuration = StackConfiguration()
        configuration.preloadDistance = preload
        var engine = StackEngine<FakeChild>(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 0)
        var mostAlive = 0
        var mostLive = 0
        func observe() {
            mostAlive = max(mostAlive, source.aliveCount)
            mostLive = max(mostLive, engine.liveChildren.count)
        }
        _ = engine.handle(.reload, source: source)
        _ = engine.handle(.containerWillAppear(animated: false), source: source)
        _ = engine.handle(.containerDidAppear, source: source)
        observe()
        for index in 1..<count {
            _ = engine.handle(.select(index, animated: true), source: source)
            observe()
            _ = engine.handle(.animationDidEnd, source: source)
            observe()
            #expect(engine.child(at: index)?.configuredIndex == index)
        }
        return (source.made.count, mostAlive, mostLive)
    }

    @Test("10,000 pages with one identifier: 2 children made, never more than 2 alive")
    func sweepWithoutPreload() {
        let result = sweep(count: 10_000, preload: 0)
        #expect(result.made == 2)
        #expect(result.mostAlive == 2)
        #expect(result.mostLive == 2)
    }

    @Test("10,000 pages with one neighbour preloaded each side: 4 made, 3 live at rest plus 1 idle")
    func sweepWithPreload() {
        let result = sweep(count: 10_000, preload: 1)
        #expect(result.made == 4)
        #expect(result.mostAlive == 4)
        #expect(result.mostLive == 3)
    }

    @Test("two identifiers alternating: each identifier's children are reused only for its own pages")
    func twoIdentifiers() {
        let result = sweep(count: 1_000, preload: 0) { $0.isMultiple(of: 2) ? "even" : "odd" }
        #expect(result.made == 2)
        let mixed = sweep(count: 1_000, preload: 0) { $0 < 500 ? "news" : "video" }
        #expect(mixed.made == 4, "two for each identifier: a transition holds one of each kind only at the boundary")
    }

    @Test("a pool keeps at most its limit per identifier, letting go of the child put back longest ago")
    func poolLimit() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 1)
        weak var released: FakeChild?
        do {
            let first = pool.dequeue(withIdentifier: "a") { FakeChild("1") }
            let second = pool.dequeue(withIdentifier: "a") { FakeChild("2") }
            released = first
            let keptFirst = pool.recycle(first)
            let keptSecond = pool.recycle(second)
            #expect(keptFirst && keptSecond)
            #expect(!pool.isIdle(first) && pool.isIdle(second))
            #expect(pool.reuseIdentifier(of: first) == nil)
            let reused = pool.dequeue(withIdentifier: "a")
            let none = pool.dequeue(withIdentifier: "a")
            #expect(reused === second && none == nil)
            let keptStranger = pool.recycle(FakeChild("stranger"))
            #expect(!keptStranger, "a child that did not come from the pool is not kept")
        }
        #expect(released == nil)
        #expect(pool.madeCount == 2)
    }

    @Test("a pool with a limit of 0 keeps nothing")
    func zeroLimit() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 0)
        let child = pool.dequeue(withIdentifier: "a") { FakeChild("1") }
        let kept = pool.recycle(child)
        #expect(!kept)
        #expect(pool.idleCount == 0 && pool.reuseIdentifier(of: child) == nil)
    }

    @Test("lowering the limit releases idle children over it")
    func loweringLimit() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 3)
        let children = (0..<3).map { index in pool.dequeue(withIdentifier: "a") { FakeChild("\(index)") } }
        for child in children { pool.recycle(child) }
        #expect(pool.idleCount == 3)
        pool.limitPerIdentifier = 1
        #expect(pool.idleCount == 1)
        #expect(pool.isIdle(children[2]) && !pool.isIdle(children[0]) && !pool.isIdle(children[1]), "the one put back last stays")
        pool.drain()
        #expect(pool.idleCount == 0)
    }

    @Test("a reload offers the live children back, so the same instances serve the new data")
    func reloadReuses() {
        let source = ReusingSource(count: 10)
        var engine = StackEngine<FakeChild>(mode: .paging, size: phoneSize, selectedIndex: 4)
        _ = engine.handle(.reload, source: source)
        let before = engine.child(at: 4)
        let steps = engine.handle(.reload, source: source)
        #expect(steps.isEmpty)
        #expect(engine.child(at: 4) === before)
        #expect(source.made.count == 1)
    }
}
