import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: progress per frame, the on-screen fallback, reported heights")
struct HostingRulesTests {
    private typealias Coalescer = ProgressCoalescer<Double>

    @Test("progress: the first notice of a frame goes at once, later ones are held and flushed next frame, one flush per frame")
    func coalescing() {
        var coalescer = Coalescer(frameDuration: 0.01)
        let outcomes = [
            coalescer.offer(0.1, at: 1.000),
            coalescer.offer(0.2, at: 1.002),
            coalescer.offer(0.3, at: 1.004),
        ]
        #expect(outcomes == [.deliver(0.1), .hold(flushAt: 1.01), .hold(flushAt: nil)])
        #expect(coalescer.flush(at: 1.01) == 0.3)
        #expect(coalescer.flush(at: 1.01) == nil, "nothing held: nothing to deliver")
        #expect(coalescer.offer(0.4, at: 1.012) == .hold(flushAt: 1.02), "the flush counts as the frame's delivery")
        #expect(coalescer.offer(0.5, at: 1.021) == .deliver(0.5), "a new frame delivers at once and drops what was held")
        #expect(coalescer.held == nil)
    }

    @Test("progress: a transition's boundary hands over what is held and lets the next notice through")
    func boundary() {
        var coalescer = Coalescer(frameDuration: 1.0 / 60)
        _ = coalescer.offer(0.5, at: 2)
        _ = coalescer.offer(0.9, at: 2.001)
        #expect(coalescer.boundary() == 0.9)
        #expect(coalescer.boundary() == nil)
        #expect(coalescer.offer(0.1, at: 2.002) == .deliver(0.1))
        #expect(coalescer.offer(0.2, at: 1.0) == .deliver(0.2), "a clock that goes back starts a new frame")
    }

    @Test("progress: a frame duration that isn't positive and finite counts as 1/60 s", arguments: [0.0, -1, .nan, .infinity])
    func badFrameDuration(duration: Double) {
        #expect(Coalescer(frameDuration: duration).frameDuration == 1.0 / 60)
    }

    @Test("on screen: laid out in a window and still there a turn later counts as appeared; real callbacks it stood in for are dropped")
    func fallbackAppears() {
        var fallback = OnScreenFallback()
        let decisions = [
            fallback.handle(.laidOut(inWindow: false)),
            fallback.handle(.laidOut(inWindow: true)),
            fallback.handle(.laidOut(inWindow: true)),
            fallback.handle(.turnPassed(inWindow: true)),
            fallback.handle(.laidOut(inWindow: true)),
            fallback.handle(.appearing),
            fallback.handle(.appearing),
            fallback.handle(.disappearing),
        ]
        #expect(decisions == [.forward, .checkNextTurn, .forward, .appear, .forward, .drop, .drop, .forward], "will- and did-appear both dropped; the real disappearance passes")
        #expect(fallback.heardCallback && !fallback.stoodIn)
    }

    @Test("on screen: a real callback before the turn passes turns the fallback off")
    func realCallbackWins() {
        var fallback = OnScreenFallback()
        #expect(fallback.handle(.windowChanged(inWindow: true)) == .checkNextTurn)
        #expect(fallback.handle(.appearing) == .forward)
        #expect(fallback.handle(.turnPassed(inWindow: true)) == .forward)
        #expect(fallback.handle(.windowChanged(inWindow: false)) == .forward)
        #expect(fallback.handle(.laidOut(inWindow: true)) == .forward)
    }

    @Test("on screen: out of the window before the turn passed: no appearance; one it made appear disappears on leaving")
    func leavesWindow() {
        var fallback = OnScreenFallback()
        #expect(fallback.handle(.laidOut(inWindow: true)) == .checkNextTurn)
        #expect(fallback.handle(.turnPassed(inWindow: false)) == .forward)
        #expect(fallback.handle(.windowChanged(inWindow: true)) == .checkNextTurn)
        #expect(fallback.handle(.turnPassed(inWindow: true)) == .appear)
        #expect(fallback.handle(.windowChanged(inWindow: false)) == .disappear)
        #expect(fallback.handle(.windowChanged(inWindow: true)) == .checkNextTurn)
        #expect(fallback.handle(.turnPassed(inWindow: true)) == .appear)
    }

    /// An accordion of five 56-point headers sized by its content, sections 200 points tall, with
    /// `open` open, on screen.
    private func fitting(open: Int?, motion: MotionPreference) throws -> Harness<StaticSource> {
        var configuration = accordionConfiguration()
        configuration.accordionContentMode = .fit(height: 200)
        configuration.motion = motion
        var harness = Harness(StackEngine(configuration: configuration, size: phoneSize, selectedIndex: open), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        return harness
    }

    @Test("reported height: follows the transition frame by frame, opening and closing, from the engine's layout at the fraction")
    func heightFollowsTransition() throws {
        var opening = try fitting(open: nil, motion: .full)
        #expect(opening.engine.reportedContentHeight() == 280)
        try opening.send(.select(1, animated: true))
        let fractions = [0.0, 0.25, 0.5, 1]
        let up = fractions.map { opening.engine.reportedContentHeight(atFraction: $0) }
        #expect(up.first == 280 && up.last == 480)
        #expect(zip(up, up.dropFirst()).allSatisfy { $0 < $1 }, "grows at every step: \(up)")
        #expect(up == fractions.map { opening.engine.layoutSnapshot(in: .zero, atFraction: $0).contentSize.height })

        var closing = try fitting(open: 1, motion: .full)
        #expect(closing.engine.reportedContentHeight() == 480)
        try closing.send(.select(nil, animated: true))
        let down = fractions.map { closing.engine.reportedContentHeight(atFraction: $0) }
        #expect(down.first == 480 && down.last == 280)
        #expect(zip(down, down.dropFirst()).allSatisfy { $0 > $1 }, "shrinks at every step: \(down)")
    }

    @Test("reported height under Reduce Motion: the end height from the first frame, both ways")
    func heightUnderReduceMotion() throws {
        var opening = try fitting(open: nil, motion: .reduced)
        try opening.send(.select(1, animated: true))
        #expect([0.0, 0.5, 1].map { opening.engine.reportedContentHeight(atFraction: $0) } == [480, 480, 480])
        var closing = try fitting(open: 1, motion: .reduced)
        try closing.send(.select(nil, animated: true))
        #expect([0.0, 0.5, 1].map { closing.engine.reportedContentHeight(atFraction: $0) } == [280, 280, 280])
    }

    @Test("first height: headers scaled by the same function the engine uses, plus the open section and insets")
    func firstHeight() {
        let sizes = [ContentSizeCategory.large, .extraSmall, .accessibilityExtraExtraExtraLarge].map {
            HostedStackSizing.contentHeight(sectionCount: 3, headerHeight: 44, category: $0, openSectionHeight: nil)
        }
        #expect(sizes == [132, 132, 411])
        #expect(HostedStackSizing.contentHeight(sectionCount: 3, headerHeight: 60, category: .large, openSectionHeight: 100, verticalInsets: 8) == 288)
        #expect(HostedStackSizing.contentHeight(sectionCount: -2, headerHeight: 44, category: .large, openSectionHeight: .nan) == 0, "clamped")
        // Default headers grown to fit their words count as they stand.
        #expect([250, -1, .infinity].map {
            HostedStackSizing.contentHeight(sectionCount: 3, headerHeight: 60, category: .large, openSectionHeight: 100, verticalInsets: 8, fittedHeaders: $0)
        } == [358, 108, 108])
        #expect(HostedStackSizing.idealFillHeight(sectionCount: 2, headerHeight: 44, category: .large) == 408)
    }

    @Test("ideal fill height: a filling accordion counts every header, a pager its tab strip whatever it is told of sections, an accordion sized by its content none")
    func idealFillByMode() {
        typealias Case = (mode: StackMode, sectionsFill: Bool, showsTabStrip: Bool)
        let cases: [Case] = [
            (.accordion, true, true), (.accordion, true, false), (.accordion, false, true),
            (.paging, true, true), (.paging, false, true), (.paging, true, false),
        ]
        let heights = cases.map {
            HostedStackSizing.idealFillHeight(mode: $0.mode, sectionsFill: $0.sectionsFill, sectionCount: 3, showsTabStrip: $0.showsTabStrip, headerHeight: 44, category: .large)
        }
        #expect(heights == [452, 452, nil, 364, 364, 320])
        #expect(HostedStackSizing.idealFillHeight(mode: .accordion, sectionsFill: true, sectionCount: 3, showsTabStrip: true, headerHeight: 44, category: .accessibilityExtraExtraExtraLarge) == 731, "headers scale with the text size")
    }
}

@Suite("Hosting: keyboard avoidance")
struct KeyboardAvoidanceTests {
    let container = CGRect(x: 0, y: 100, width: 390, height: 700)

    @Test("the inset is the covered part of the container less the bottom safe area; nothing for a hidden or floating keyboard")
    func insets() {
        let cases: [(CGRect, CGFloat)] = [
            (CGRect(x: 0, y: 500, width: 390, height: 344), 34),
            (CGRect(x: 0, y: 844, width: 390, height: 344), 34),
            (CGRect(x: 0, y: 300, width: 390, height: 200), 34),
            (.zero, 34),
            (CGRect(x: 0, y: 790, width: 390, height: 54), 34),
            (CGRect(x: 0, y: 0, width: 390, height: 844), 0),
        ]
        #expect(cases.map { KeyboardAvoidance.bottomInset(container: container, keyboard: $0.0, safeAreaBottom: $0.1) } == [266, 0, 0, 0, 0, 700])
    }

    @Test("a field is revealed with the least scrolling, with a margin")
    func reveal() {
        let offsets = [
            CGRect(x: 0, y: 500, width: 300, height: 40),
            CGRect(x: 0, y: 100, width: 300, height: 40),
            CGRect(x: 0, y: 250, width: 300, height: 40),
            CGRect(x: 0, y: 300, width: 300, height: 900),
        ].map { KeyboardAvoidance.offset(revealing: $0, from: 200, viewportHeight: 250) }
        #expect(offsets == [298, 92, 200, 292])
        #expect(KeyboardAvoidance.offset(revealing: .null, from: 5, viewportHeight: 250) == 5)
        #expect(KeyboardAvoidance.offset(revealing: CGRect(x: 0, y: 900, width: 1, height: 1), from: 5, viewportHeight: 0) == 5)
    }

    @Test("a field in a page's own scroll view: revealed within its insets, never past the ends of its content")
    func revealInPage() {
        // A 600-point scroll view under a 100-point bar with a 300-point keyboard inset: content 0...200 shows at offset -100.
        func reveal(_ field: CGRect, from offset: CGFloat, contentHeight: CGFloat = 1000) -> CGFloat {
            KeyboardAvoidance.contentOffset(revealing: field, contentOffset: offset, boundsHeight: 600, contentHeight: contentHeight, insetTop: 100, insetBottom: 300)
        }
        let offsets = [
            reveal(CGRect(x: 0, y: 400, width: 300, height: 40), from: -100),
            reveal(CGRect(x: 0, y: 950, width: 300, height: 40), from: -100),
            reveal(CGRect(x: 0, y: 20, width: 300, height: 40), from: 300),
            reveal(CGRect(x: 0, y: 50, width: 300, height: 40), from: -100),
            reveal(CGRect(x: 0, y: 280, width: 300, height: 16), from: -100, contentHeight: 300),
            reveal(CGRect(x: 0, y: 2, width: 300, height: 16), from: 0),
        ]
        #expect(offsets == [148, 698, -88, -100, 0, -100], "down to the field, to the end's field, up to it, already showing, clamped at the end, clamped at the top")
        #expect(KeyboardAvoidance.contentOffset(revealing: CGRect(x: 0, y: 900, width: 1, height: 1), contentOffset: 7, boundsHeight: 300, contentHeight: 1000, insetTop: 100, insetBottom: 300) == 7, "no viewport left: nothing moves")
    }
}
