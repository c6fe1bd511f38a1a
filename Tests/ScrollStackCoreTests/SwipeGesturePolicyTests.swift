import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Swipe gesture policy")
struct SwipeGesturePolicyTests {
    func pager(at index: Int, count: Int = 3, direction: StackLayoutDirection = .leftToRight, mode: StackMode = .paging) -> StackEngine<FakeChild> {
        var configuration = StackConfiguration()
        configuration.layoutDirection = direction
        var engine = StackEngine<FakeChild>(configuration: configuration, mode: mode, size: phoneSize, selectedIndex: index)
        _ = engine.handle(.reload, source: StaticSource((0..<count).map { "P\($0)" }))
        return engine
    }

    /// Whether a pan begins, for finger velocities right (+) and left (−), on the first, middle and
    /// last pages.
    func begins(_ policy: SwipeGesturePolicy, direction: StackLayoutDirection) -> [[Bool]] {
        (0..<3).map { index in
            [CGFloat(300), -300].map { policy.shouldBegin(velocityX: $0, velocityY: 20, engine: pager(at: index, direction: direction)) }
        }
    }

    @Test("no pan towards a page that doesn't exist, so the back swipe gets the first page's edge")
    func noPanPastTheEnds() {
        #expect(begins(SwipeGesturePolicy(), direction: .leftToRight) == [[false, true], [true, true], [true, false]])
    }

    @Test("right to left mirrors which ends refuse")
    func mirrored() {
        #expect(begins(SwipeGesturePolicy(), direction: .rightToLeft) == [[true, false], [true, true], [false, true]])
    }

    @Test("with bouncing asked for, every horizontal pan begins")
    func bouncing() {
        #expect(begins(SwipeGesturePolicy(bouncesAtEnds: true), direction: .leftToRight) == [[true, true], [true, true], [true, true]])
    }

    @Test("vertical pans, the accordion and an empty pager never begin")
    func neverBegins() {
        let policy = SwipeGesturePolicy(bouncesAtEnds: true)
        #expect(!policy.shouldBegin(velocityX: 100, velocityY: 300, engine: pager(at: 1)))
        #expect(!policy.shouldBegin(velocityX: 300, velocityY: 0, engine: pager(at: 1, mode: .accordion)))
        #expect(!policy.shouldBegin(velocityX: 300, velocityY: 0, engine: pager(at: 0, count: 0)))
    }

    @Test("who waits for whom")
    func resolutions() {
        let policy = SwipeGesturePolicy()
        let others: [CompetingGesture] = [
            .navigationBackSwipe, .drawerEdgePan, .childPan,
            .childScrollView(canScrollTowardPan: true), .childScrollView(canScrollTowardPan: false), .childScrollViewPan,
            .navigationContentPop, .other,
        ]
        #expect(others.map(policy.resolution(against:)) == [
            .pagingPanWaits, .pagingPanWaits, .pagingPanWaits, .pagingPanWaits, .pagingPanWins, .pagingPanWins,
            .pagingPanWins, .independent,
        ])
    }

    @Test("a child scroll view's pan waits for the paging pan, which begins only where that scroll view can't follow the finger")
    func childScrollViewPanAtItsEnd() {
        let policy = SwipeGesturePolicy()
        #expect(policy.resolution(against: .childScrollViewPan) == .pagingPanWins)
        // A horizontal carousel on the middle page, at its start: a finger moving right (towards
        // the previous page) can't scroll it, one moving left can.
        let engine = pager(at: 1)
        let begins = [CGFloat(300), -300].map { velocity in
            let canScroll = SwipeGesturePolicy.scrollViewCanScroll(offsetX: 0, contentWidth: 1000, boundsWidth: 400, velocityX: velocity)
            return policy.shouldBegin(velocityX: velocity, velocityY: 0, engine: engine, childScrollViewCanScroll: canScroll)
        }
        #expect(begins == [true, false])
        #expect(!policy.shouldBegin(velocityX: 20, velocityY: 300, engine: engine, childScrollViewCanScroll: false), "a vertical drag is the table view's")
        #expect(!policy.shouldBegin(velocityX: 300, velocityY: 0, engine: pager(at: 0), childScrollViewCanScroll: false), "no page before the first")
    }

    @Test("a child scroll view can scroll towards the finger until it reaches its end, insets included")
    func childScrollViewEnds() {
        // Content 1,000 wide in a 400 wide view: offsets 0...600, or -20...620 with insets of 20.
        let cases: [(offset: CGFloat, insets: CGFloat, velocity: CGFloat)] = [
            (0, 0, 300), (0, 0, -300), (600, 0, -300), (600, 0, 300), (300, 0, 0), (0, 20, 300), (-20, 20, 300), (620, 20, -300),
        ]
        let answers = cases.map {
            SwipeGesturePolicy.scrollViewCanScroll(offsetX: $0.offset, contentWidth: 1000, boundsWidth: 400, insetLeft: $0.insets, insetRight: $0.insets, velocityX: $0.velocity)
        }
        #expect(answers == [false, true, false, true, false, true, false, false])
    }
}

@Suite("Drawer edge pan and the back swipe")
struct DrawerGesturePolicyTests {
    /// Whether the pan begins for (can go back, already presenting) in the order
    /// (false, false), (true, false), (false, true), (true, true).
    func begins(_ edge: DrawerEdge) -> [Bool] {
        let policy = DrawerGesturePolicy(edge: edge)
        return [(false, false), (true, false), (false, true), (true, true)].map {
            policy.shouldBegin(canNavigateBack: $0.0, isPresentingAlready: $0.1)
        }
    }

    @Test("a leading drawer leaves its edge to the back swipe on a pushed screen, and waits for it")
    func leading() {
        #expect(begins(.leading) == [true, false, false, false])
        #expect(DrawerGesturePolicy(edge: .leading).waitsForBackSwipe)
    }

    @Test("a trailing drawer never meets the back swipe; no drawer opens over another presentation")
    func trailing() {
        #expect(begins(.trailing) == [true, true, false, false])
        #expect(!DrawerGesturePolicy(edge: .trailing).waitsForBackSwipe)
    }
}

@Suite("Scroll-to-top owner")
struct ScrollsToTopOwnerTests {
    func engine(count: Int, mode: StackMode, selectedIndex: Int?) -> StackEngine<FakeChild> {
        var engine = StackEngine<FakeChild>(configuration: accordionConfiguration(), mode: mode, size: phoneSize, selectedIndex: selectedIndex)
        _ = engine.handle(.reload, source: StaticSource((0..<count).map { "S\($0)" }))
        return engine
    }

    @Test("the accordion's own scroll view when it is taller than the screen, else the child on screen, else none")
    func owners() {
        let owners = [
            engine(count: 3, mode: .accordion, selectedIndex: nil),
            engine(count: 3, mode: .accordion, selectedIndex: 1),
            engine(count: 20, mode: .accordion, selectedIndex: nil),
            engine(count: 20, mode: .accordion, selectedIndex: 4),
            engine(count: 20, mode: .paging, selectedIndex: 2),
        ].map { $0.scrollsToTopOwner(viewportHeight: phoneSize.height) }
        #expect(owners == [.none, .child(1), .container, .container, .child(2)])
    }

    @Test("during a transition, the child it heads to")
    func duringTransition() {
        var pager = engine(count: 3, mode: .paging, selectedIndex: 0)
        let source = StaticSource(["S0", "S1", "S2"])
        _ = pager.handle(.containerDidAppear, source: source)
        _ = pager.handle(.tap(1), source: source)
        _ = pager.handle(.tick(0.1), source: source)
        #expect(pager.phase.transition != nil)
        #expect(pager.scrollsToTopOwner(viewportHeight: phoneSize.height) == .child(1))
    }
}

@Suite("Drawer closing pan")
struct DrawerClosingPanTests {
    @Test("a closing pan begins only sideways and towards closing, in either layout direction")
    func begins() {
        let policy = DrawerGesturePolicy(edge: .leading)
        let leftToRight = DrawerPresentationLayout(containerSize: phoneSize, width: 300, edge: .leading, layoutDirection: .leftToRight)
        let rightToLeft = DrawerPresentationLayout(containerSize: phoneSize, width: 300, edge: .leading, layoutDirection: .rightToLeft)
        let velocities: [(CGFloat, CGFloat)] = [(-400, 50), (400, 50), (-100, 300), (0, 0)]
        let begins = [leftToRight, rightToLeft].map { layout in
            velocities.map { policy.closingPanShouldBegin(velocityX: $0.0, velocityY: $0.1, openingVelocity: layout.openingDistance(ofTranslation: $0.0)) }
        }
        #expect(begins == [[true, false, false, false], [false, true, false, false]])
    }

    @Test("inside the drawer the closing pan waits for the back swipe, swipe actions and a scroll view that can scroll")
    func resolutions() {
        let policy = DrawerGesturePolicy(edge: .trailing)
        let others: [CompetingGesture] = [
            .navigationBackSwipe, .childPan, .childScrollView(canScrollTowardPan: true), .childScrollView(canScrollTowardPan: false), .childScrollViewPan,
            .navigationContentPop, .other,
        ]
        #expect(others.map(policy.closingPanResolution(against:)) == [.pagingPanWaits, .pagingPanWaits, .pagingPanWaits, .pagingPanWins, .pagingPanWins, .pagingPanWins, .independent])
    }
}
