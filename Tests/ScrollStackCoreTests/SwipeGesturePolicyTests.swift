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
            .childScrollView(canScrollTowardPan: true), .childScrollView(canScrollTowardPan: false), .other,
        ]
        #expect(others.map(policy.resolution(against:)) == [
            .pagingPanWaits, .pagingPanWaits, .pagingPanWaits, .pagingPanWaits, .pagingPanWins, .independent,
        ])
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
