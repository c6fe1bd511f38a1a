import Foundation
import Testing
@testable import ScrollStackCore

/// An outer single-mode accordion whose section "Notifications" holds an inner multiple-mode
/// accordion; both run one-second linear legs, so the numbers can be checked by hand.
private struct Nest {
    var outer: StackEngine<FakeChild>
    let outerSource = StaticSource(["Account", "Notifications", "About"])
    var inner: MultiHarness
    var published: CGFloat?

    init(outerOpen: Int?, inner names: [String] = ["Sounds", "Badges", "Banners"]) throws {
        var configuration = multiConfiguration()
        configuration.headerHeight = 50
        configuration.accordionContentMode = .fit(height: 300)
        outer = StackEngine(configuration: configuration, size: CGSize(width: 320, height: 800), selectedIndex: outerOpen)
        _ = outer.handle(.reload, source: outerSource)
        _ = outer.handle(.containerWillAppear(animated: false), source: outerSource)
        _ = outer.handle(.containerDidAppear, source: outerSource)
        inner = MultiHarness(names)
        try inner.loadAndAppear()
        publish(following: true)
    }

    /// The inner accordion lays out: what it publishes goes to the outer section by the nesting rule
    /// (`following` false: always as an ordinary content height change, for comparison).
    mutating func publish(following: Bool = true) {
        let moment: NestedContentHeight.Moment = inner.engine.isAtRest ? .rest : .transitionFrame
        guard let height = NestedContentHeight.height(afterLayingOut: inner.engine.expansionLayout.contentSize.height, moment: moment, published: published) else { return }
        published = height
        let event = following
            ? NestedContentHeight.event(index: 1, height: height, innerIsMoving: !inner.engine.isAtRest)
            : StackEvent.contentHeightChanged(index: 1, height: height)
        _ = outer.handle(event, source: outerSource)
    }

    /// One display frame of `seconds`: the inner accordion moves and publishes, then the outer one draws.
    mutating func frame(_ seconds: Double, following: Bool = true) throws {
        try inner.send(.tick(seconds))
        publish(following: following)
        _ = outer.handle(.tick(seconds), source: outerSource)
    }

    /// The height the outer section shows now (0 when closed).
    var outerSectionHeight: CGFloat { outer.accordionLayout.content(at: 1)?.frame.height ?? 0 }
    /// Where the header below the outer section stands now.
    var nextHeaderY: CGFloat { outer.accordionLayout.headerFrame(at: 2).minY }
}

/// `value` to a hundredth of a point: what the layout's sums of quarters come to.
private func rounded(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

@Suite("Nesting: the rule between an inner accordion and its outer section")
struct NestedContentHeightTests {
    @Test("what the inner accordion publishes, moment by moment", arguments: [
        (laidOut: 200.0, moment: NestedContentHeight.Moment.rest, published: nil as Double?, expected: 200.0 as Double?),
        (200, .rest, 200, nil),
        // At rest the exact height stands: a last frame a fraction short doesn't stay short.
        (200, .rest, 200.4, 200),
        (200, .rest, 200.6, 200),
        (200, .transitionFrame, 200.4, nil),
        (200, .transitionFrame, 200.6, 200),
        (150, .transitionFrame, 200, 150),
        (250, .transitionFrame, 200, 250),
        (150, .customTransitionStart, 200, nil),
        (250, .customTransitionStart, 200, 250),
        (150, .customTransitionStart, nil, 150),
        (-20, .rest, 10, 0),
        (.nan, .rest, 10, nil),
        (.infinity, .transitionFrame, nil, nil),
    ])
    func published(laidOut: Double, moment: NestedContentHeight.Moment, published: Double?, expected: Double?) {
        let height = NestedContentHeight.height(afterLayingOut: CGFloat(laidOut), moment: moment, published: published.map { CGFloat($0) })
        #expect(height == expected.map { CGFloat($0) })
    }

    @Test("a height published while the inner accordion moves is followed at once; one published at rest is an ordinary change")
    func events() {
        #expect(NestedContentHeight.event(index: 2, height: 80, innerIsMoving: true) == .contentHeightFollowed(index: 2, height: 80))
        #expect(NestedContentHeight.event(index: 2, height: nil, innerIsMoving: false) == .contentHeightChanged(index: 2, height: nil))
        #expect(NestedContentHeight.event(index: 1, height: 80, innerIsMoving: true) == .contentHeightFollowed(index: 1, height: 80))
        #expect(NestedContentHeight.event(index: 1, height: 80, innerIsMoving: false) == .contentHeightChanged(index: 1, height: 80))
    }

    @Test("outer at rest: the outer section's heights equal the inner's published heights frame by frame, both ways")
    func outerAtRest() throws {
        var nest = try Nest(outerOpen: 1)
        #expect(nest.outerSectionHeight == 120)
        try nest.inner.send(.tap(0))
        try nest.inner.send(.tap(2))
        var outer: [CGFloat] = []
        var published: [CGFloat?] = []
        var below: [CGFloat] = []
        for _ in 0..<8 {
            if outer.count == 4 { try nest.inner.send(.collapseAll(animated: true)) }
            try nest.frame(0.25)
            outer.append(rounded(nest.outerSectionHeight))
            published.append(nest.published)
            below.append(nest.nextHeaderY)
        }
        #expect(outer == [170, 220, 270, 320, 270, 220, 170, 120])
        #expect(published.map { $0.map(rounded) } == outer.map { Optional($0) })
        #expect(below == outer.map { 100 + $0 })
        #expect(!nest.outer.isAdjustingHeights)
    }

    @Test("outer section opening while the inner one opens: the outer engine holds the inner's height every frame, without easing it again")
    func outerOpening() throws {
        func run(following: Bool) throws -> (held: [CGFloat?], inner: [CGFloat], shown: [CGFloat], nest: Nest) {
            var nest = try Nest(outerOpen: 0)
            _ = nest.outer.handle(.tap(1), source: nest.outerSource)
            _ = nest.outer.handle(.tick(0.25), source: nest.outerSource)
            try nest.inner.send(.tap(0))
            var held: [CGFloat?] = []
            var inner: [CGFloat] = []
            var shown: [CGFloat] = []
            for _ in 0..<3 {
                try nest.frame(0.25, following: following)
                held.append(nest.outer.sectionHeights.contentHeight(at: 1))
                inner.append(nest.inner.engine.expansionLayout.contentSize.height)
                shown.append(nest.nextHeaderY - nest.outer.accordionLayout.headerFrame(at: 1).maxY)
            }
            return (held, inner, shown, nest)
        }
        let followed = try run(following: true)
        #expect(followed.inner == [145, 170, 195])
        #expect(followed.held == followed.inner.map { Optional($0) })
        // Each frame carries on from where the section stands (30 points a quarter in) towards the
        // inner's newest height: 30 + (145 - 30) / 3, then a half of the way to 170, then all of 195.
        #expect(followed.shown.map(rounded) == [68.33, 119.17, 195])
        #expect(followed.nest.outer.phase.isIdle && !followed.nest.outer.isAdjustingHeights)
        // Taken as an ordinary change, the same heights ease in behind the inner accordion.
        let eased = try run(following: false)
        #expect(zip(eased.held, followed.held).allSatisfy { ($0 ?? 0) < ($1 ?? 0) })
        #expect(eased.shown.last.map(rounded) == 141.09 && eased.nest.outer.isAdjustingHeights)
    }

    @Test("outer section closing while the inner one opens: the outer section keeps closing at its pace and ends closed")
    func outerClosing() throws {
        var nest = try Nest(outerOpen: 1)
        _ = nest.outer.handle(.tap(1), source: nest.outerSource)
        try nest.inner.send(.tap(0))
        var below: [CGFloat] = []
        var held: [CGFloat?] = []
        for _ in 0..<4 {
            try nest.frame(0.25)
            below.append(nest.nextHeaderY)
            held.append(nest.outer.sectionHeights.contentHeight(at: 1))
        }
        #expect(held == [145, 170, 195, 220])
        // The section closes from the 120 points it had, a quarter every frame, while the inner one grows inside it.
        #expect(below == [190, 160, 130, 100])
        #expect(nest.outer.phase.isIdle && nest.outer.selectedIndex == nil)
        #expect(nest.outer.accordionLayout.contentSize.height == 150)
    }

    @Test("a data change in the inner accordion while it moves: the outer section takes the new height at once and follows on")
    func innerDataChangeMidFlight() throws {
        var nest = try Nest(outerOpen: 1)
        try nest.inner.send(.tap(1))
        var outer: [CGFloat] = []
        try nest.frame(0.5)
        outer.append(nest.outerSectionHeight)
        try nest.inner.send(nest.inner.source.change(to: ["Alerts", "Sounds", "Badges", "Banners"]).expansionEvent)
        nest.publish()
        outer.append(nest.outerSectionHeight)
        try nest.frame(0.5)
        outer.append(nest.outerSectionHeight)
        // Three headers of 40 with Badges half open, a fourth header joins, Badges ends open.
        #expect(outer == [170, 210, 260])
        #expect(nest.inner.engine.isAtRest && nest.inner.engine.expandedIndices == [2])
        #expect(rounded(nest.outer.accordionLayout.contentSize.height) == 410)
    }

    @Test("multiple-mode outer: a followed height is held at once while the outer section moves; an ordinary change eases")
    func multipleOuter() throws {
        func run(following: Bool) throws -> [CGFloat] {
            var outer = MultiHarness(["Account", "Notifications", "About"])
            try outer.loadAndAppear()
            try outer.send(.contentHeightChanged(index: 1, height: 120))
            try outer.send(.tap(1))
            var held: [CGFloat] = []
            for height in [145, 170, 195] as [CGFloat] {
                try outer.send(.tick(0.25))
                let event: StackEvent = following
                    ? NestedContentHeight.event(index: 1, height: height, innerIsMoving: true)
                    : .contentHeightChanged(index: 1, height: height)
                try outer.send(event)
                held.append(outer.engine.expansionLayout.fullContentHeight(at: 1))
            }
            return held
        }
        #expect(try run(following: true) == [145, 170, 195])
        #expect(try run(following: false).allSatisfy { $0 < 145 })
    }

    @Test("a followed height for a section that doesn't exist stops with a message naming the index")
    func followedOutOfRange() async {
        let single = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(size: CGSize(width: 100, height: 100))
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.contentHeightFollowed(index: 4, height: 10), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(single).contains("index 4 is out of range 0..<2"))
        let multiple = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var engine = StackEngine<FakeChild>(multipleWith: StackConfiguration())
            _ = engine.handle(.reload, source: StaticSource(["a", "b"]))
            _ = engine.handle(.contentHeightFollowed(index: -1, height: 10), source: StaticSource(["a", "b"]))
        }
        #expect(crashOutput(multiple).contains("StackEngine: index -1 is out of range 0..<2"))
    }
}
