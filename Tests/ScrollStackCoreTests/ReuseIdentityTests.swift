import Foundation
import Testing
@testable import ScrollStackCore

/// Pages reused like cells keep their element's state: a page comes back in the child that last
/// showed it whenever that child is still idle.
@Suite("Reuse by identity")
struct ReuseIdentityTests {
    /// A pager over the channels Top, Tech and Sport (one reuse identifier, no preloading, a pool
    /// keeping 2 idle children), on screen at Top.
    func channels(_ names: [String] = ["Top", "Tech", "Sport"]) throws -> Harness<ReusingSource> {
        var harness = Harness(StackEngine<FakeChild>(mode: .paging, size: phoneSize, selectedIndex: 0), source: ReusingSource(count: names.count))
        try harness.loadAndAppear()
        return harness
    }

    /// Ends the running transition, if any.
    func settle(_ harness: inout Harness<ReusingSource>) throws {
        if !harness.engine.phase.isIdle { try harness.send(.animationDidEnd) }
        #expect(harness.engine.phase.isIdle)
    }

    /// Taps the tab at `index` and lets the slide end; returns the child the page is shown in.
    func tap(_ index: Int, _ harness: inout Harness<ReusingSource>) throws -> FakeChild? {
        try harness.send(.tap(index))
        try settle(&harness)
        return harness.engine.child(at: index)
    }

    /// Swipes from Tech to Sport with a finger that first peeks back at Top; returns the child
    /// Sport is shown in.
    func swipeToSportPeekingBack(_ harness: inout Harness<ReusingSource>) throws -> FakeChild? {
        try harness.send(.panBegan)
        try harness.send(.panChanged(translation: 100))
        try harness.send(.panChanged(translation: -100))
        try harness.send(.panEnded(translation: -300, velocity: -800))
        try settle(&harness)
        return harness.engine.child(at: 2)
    }

    @Test("Top → Tech → Sport (the swipe peeking back at Top) → Tech → Top: each channel comes back in its own child")
    func channelsComeBackInTheirOwnChildren() throws {
        var harness = try channels()
        var shown = [harness.engine.child(at: 0)]
        shown.append(try tap(1, &harness))
        shown.append(try swipeToSportPeekingBack(&harness))
        #expect(harness.engine.pool.idleCount == 2, "Top's child waits idle beside Tech's")
        shown.append(try tap(1, &harness))
        shown.append(try tap(0, &harness))
        let top = harness.source.made[0].child
        let tech = harness.source.made[1].child
        let sport = harness.source.made[2].child
        #expect(shown == [top, tech, sport, tech, top])
        #expect(harness.source.made.count == 3)
        try harness.checker.checkSettled()
    }

    @Test("a jump away from preloaded pages keeps, in a full pool, the pages nearest the destination, whatever the live map's order")
    func fullPoolKeepsTheNearestPages() throws {
        var configuration = StackConfiguration()
        configuration.preloadDistance = 1
        configuration.reuseLimitPerIdentifier = 2
        var harness = Harness(StackEngine<FakeChild>(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 2), source: ReusingSource(count: 8))
        try harness.loadAndAppear()
        let before = (1...3).map { harness.engine.child(at: $0) }
        try harness.send(.select(6, animated: false))
        // Pages 1, 2 and 3 leave; the pool keeps two: 3 and 2, the nearest to page 6.
        #expect(harness.engine.pool.idleCount == 2)
        #expect([1, 2, 3].map { index in before[index - 1].map(harness.engine.pool.isIdle) } == [false, true, true])
        try harness.send(.select(3, animated: false))
        #expect(harness.engine.child(at: 3) == before[2], "page 3 comes back in its own child")
        #expect(harness.engine.child(at: 2) == before[1], "and so does page 2, preloaded beside it")
    }

    @Test("plain taps Top → Tech → Sport → Tech → Top: Sport takes Top's idle child, and Top falls back to the child Sport left")
    func fallbackWhenReusedForAnother() throws {
        var harness = try channels()
        var shown = [harness.engine.child(at: 0)]
        for index in [1, 2, 1, 0] { shown.append(try tap(index, &harness)) }
        let first = harness.source.made[0].child
        let second = harness.source.made[1].child
        #expect(shown == [first, second, first, second, first])
        #expect(harness.source.made.count == 2, "nothing is made while an idle child of the identifier waits")
        #expect(harness.source.askedElements == [0, 1, 2, 1, 0])
    }

    @Test("a pool drained while Top's child waits: Top gets a new child")
    func fallbackWhenDrained() throws {
        var harness = try channels()
        var shown = [harness.engine.child(at: 0)]
        shown.append(try tap(1, &harness))
        shown.append(try swipeToSportPeekingBack(&harness))
        shown.append(try tap(1, &harness))
        var configuration = harness.engine.configuration
        configuration.reuseLimitPerIdentifier = 0
        try harness.send(.configure(configuration))
        configuration.reuseLimitPerIdentifier = 2
        try harness.send(.configure(configuration))
        shown.append(try tap(0, &harness))
        let made = harness.source.made.map(\.child)
        #expect(made.count == 4)
        #expect(shown == [made[0], made[1], made[2], made[1], made[3]])
    }

    @Test("a channel inserted before Top while Top's child waits: Top, now second, still comes back in its own child")
    func identitySurvivesADataChange() throws {
        var harness = try channels()
        var shown = [harness.engine.child(at: 0)]
        shown.append(try tap(1, &harness))
        shown.append(try swipeToSportPeekingBack(&harness))
        shown.append(try tap(1, &harness))
        // Local joins in front: Top 0 → 1, Tech 1 → 2, Sport 2 → 3.
        let elements = harness.source.elements
        try harness.send(.dataChanged(harness.source.change(to: harness.source.newElements(1) + elements)))
        shown.append(try tap(1, &harness))
        let made = harness.source.made.map(\.child)
        #expect(shown == [made[0], made[1], made[2], made[1], made[0]])
        #expect(harness.engine.child(at: 1)?.configuredElement == elements[0])
    }

    @Test("a removed channel's idle child no longer belongs to it: the index it leaves behind falls back")
    func removedElementIsForgotten() throws {
        var harness = try channels()
        _ = try tap(1, &harness)
        _ = try swipeToSportPeekingBack(&harness)
        _ = try tap(1, &harness)
        // Top leaves; Tech 1 → 0, Sport 2 → 1; a new channel takes index 2.
        let elements = harness.source.elements
        try harness.send(.dataChanged(harness.source.change(to: [elements[1], elements[2]] + harness.source.newElements(1))))
        #expect(harness.engine.pool.shownAt[try #require(harness.source.made[0].child)] == nil)
        #expect(harness.engine.pool.shownAt[try #require(harness.source.made[2].child)] == 1)
    }

    @Test("the pool: a dequeue for an element takes back its own idle child first, else the one put back last")
    func poolPrefersTheElementsOwnChild() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 3)
        let children = (0..<3).map { index in pool.dequeue(withIdentifier: "page") { FakeChild("\(index)") } }
        for (index, child) in children.enumerated() { pool.recycle(child, shownAt: index) }
        var taken: [FakeChild?] = []
        taken.append(pool.takeIdle(withIdentifier: "page", preferringElementAt: 1))
        taken.append(pool.takeIdle(withIdentifier: "page", preferringElementAt: 7))
        taken.append(pool.takeIdle(withIdentifier: "page", preferringElementAt: 0))
        taken.append(pool.takeIdle(withIdentifier: "page", preferringElementAt: 0))
        #expect(taken == [children[1], children[2], children[0], nil])
        #expect(children.map { pool.shownAt[$0] } == [nil, nil, nil], "a child taken from the pool belongs to no element until it is put back")
    }

    @Test("the pool: a child put back without an element, or under another identifier, is never taken for an element's own")
    func poolMatchesOnlyTheSameIdentifier() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 2)
        let list = pool.dequeue(withIdentifier: "list") { FakeChild("list") }
        let video = pool.dequeue(withIdentifier: "video") { FakeChild("video") }
        let plain = pool.dequeue(withIdentifier: "list") { FakeChild("plain") }
        pool.recycle(list, shownAt: 4)
        pool.recycle(video, shownAt: 5)
        pool.recycle(plain)
        let taken = [
            pool.takeIdle(withIdentifier: "video", preferringElementAt: 4),
            pool.takeIdle(withIdentifier: "list", preferringElementAt: 4),
            pool.takeIdle(withIdentifier: "list", preferringElementAt: 4),
        ]
        #expect(taken == [video, list, plain])
    }

    @Test("the pool: a data change or a reload moves what each idle child last showed, and forgets removed elements")
    func poolFollowsADataChange() {
        var pool = ReusePool<FakeChild>(limitPerIdentifier: 3)
        let children = (0..<3).map { index in pool.dequeue(withIdentifier: "page") { FakeChild("\(index)") } }
        for (index, child) in children.enumerated() { pool.recycle(child, shownAt: index) }
        pool.followElements(StackDataChange(newIndices: [2, nil, 0], newCount: 3))
        #expect(children.map { pool.shownAt[$0] } == [2, nil, 0])
        pool.forgetElements(from: 1)
        #expect(children.map { pool.shownAt[$0] } == [nil, nil, 0], "a reload down to one element keeps only the first")
        pool.drain()
        #expect(children.map { pool.shownAt[$0] } == [nil, nil, nil])
    }
}
