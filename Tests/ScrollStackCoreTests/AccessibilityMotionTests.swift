import Foundation
import Testing
@testable import ScrollStackCore

/// Reduce Motion: which style runs, and how a cross-fade is drawn.
@Suite("Accessibility: Reduce Motion")
struct AccessibilityMotionTests {
    @Test("slides and unrolls become cross-fades when motion is reduced, except under a finger")
    func styles() {
        var table: [String] = []
        for mode in [StackMode.paging, .accordion] {
            for motion in MotionPreference.allCases {
                for isInteractive in [false, true] {
                    table.append("\(mode) \(motion) \(isInteractive ? "finger" : "animated"): \(TransitionStyle.resolved(mode: mode, motion: motion, isInteractive: isInteractive))")
                }
            }
        }
        #expect(table == [
            "paging full animated: slide",
            "paging full finger: slide",
            "paging reduced animated: crossFade",
            "paging reduced finger: slide",
            "accordion full animated: unroll",
            "accordion full finger: unroll",
            "accordion reduced animated: crossFade",
            "accordion reduced finger: crossFade",
        ])
    }

    @Test("the outgoing child fades 1 → 0, the incoming 0 → 1, others stay opaque", arguments: [0.0, 0.25, 0.5, 1.0])
    func opacities(fraction: Double) {
        let fade = CrossFade(from: 1, to: 3)
        let f = CGFloat(fraction)
        #expect((0...4).map { fade.opacity(ofChildAt: $0, atFraction: fraction) } == [1, 1 - f, 1, f, 1])
        #expect((0...4).map { fade.layoutFraction(ofChildAt: $0) } == [1, 0, 1, 1, 1])
    }

    @Test("fractions are clamped, NaN counts as the start, and a fade to the same child changes nothing")
    func opacityClamps() {
        let fade = CrossFade(from: 1, to: 3)
        #expect([-1, 2, .nan, .infinity].map { fade.opacity(ofChildAt: 3, atFraction: $0) } == [0, 1, 0, 1])
        let same = CrossFade(from: 2, to: 2)
        #expect([0.0, 0.5, 1].map { same.opacity(ofChildAt: 2, atFraction: $0) } == [1, 1, 1])
        #expect(same.layoutFraction(ofChildAt: 2) == 1)
        let closing = CrossFade(from: 2, to: nil)
        #expect((1...3).map { closing.opacity(ofChildAt: $0, atFraction: 0.25) } == [1, 0.75, 1])
    }

    @Test("a paging cross-fade: both pages stand in the page rect, at complementary opacities")
    func pagingSnapshot() throws {
        var harness = Harness(StackEngine(mode: .paging, size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        try harness.send(.select(2, animated: true))
        let page = CGRect(origin: .zero, size: phoneSize)
        let viewport = CGRect(origin: .zero, size: phoneSize)
        #expect(harness.engine.crossFadeSnapshot(in: viewport, atFraction: 0.25) == CrossFadeSnapshot(
            layout: LayoutSnapshot(headers: [], children: [.init(index: 1, frame: page, clip: page), .init(index: 2, frame: page, clip: page)], contentSize: phoneSize, contentClip: page),
            childOpacities: [0.75, 0.25]
        ))
        try harness.send(.tick(0.07))
        let now = CGFloat(try #require(harness.engine.phase.transition).fraction)
        #expect(now > 0 && now < 1)
        #expect(harness.engine.crossFadeSnapshot(in: viewport).childOpacities == [1 - now, now], "nil takes the running fraction")
    }

    @Test("an accordion cross-fade: the layout at its end, the closing content where it was")
    func accordionSnapshot() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        try harness.send(.tap(3))
        let viewport = CGRect(origin: .zero, size: phoneSize)
        let before = AccordionLayout(size: phoneSize, headerHeight: 56, sectionCount: 5, expandedIndex: 1)
        let after = AccordionLayout(size: phoneSize, headerHeight: 56, sectionCount: 5, expandedIndex: 3)
        let closing = try #require(before.content(at: 1))
        let opening = try #require(after.content(at: 3))
        #expect(harness.engine.crossFadeSnapshot(in: viewport, atFraction: 0.5) == CrossFadeSnapshot(
            layout: LayoutSnapshot(
                headers: (0..<5).map { .init(index: $0, frame: after.headerFrame(at: $0), isExpanded: $0 == 3) },
                children: [.init(index: 1, frame: closing.frame, clip: closing.clip), .init(index: 3, frame: opening.frame, clip: opening.clip)],
                contentSize: after.contentSize
            ),
            childOpacities: [0.5, 0.5]
        ))
    }

    @Test("at rest the cross-fade snapshot is the resting layout, all opaque")
    func restingSnapshot() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(), size: phoneSize, selectedIndex: 2), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let viewport = CGRect(origin: .zero, size: phoneSize)
        #expect(harness.engine.crossFadeSnapshot(in: viewport) == CrossFadeSnapshot(layout: harness.engine.layoutSnapshot(in: viewport), childOpacities: [1]))
    }
}

@Suite("Display snapshot")
struct DisplaySnapshotTests {
    @Test("under Reduce Motion a selection cross-fades and a swipe slides; with full motion everything slides")
    func picksTheStyle() throws {
        for motion in MotionPreference.allCases {
            var configuration = StackConfiguration()
            configuration.motion = motion
            var harness = Harness(StackEngine(configuration: configuration, mode: .paging, size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
            try harness.loadAndAppear()
            let viewport = CGRect(origin: .zero, size: phoneSize)
            #expect(harness.engine.runningTransitionStyle == nil)
            try harness.send(.select(2, animated: true))
            try harness.send(.tick(0.14))
            let fraction = try #require(harness.engine.phase.transition).fraction
            let shown = harness.engine.displaySnapshot(in: viewport)
            let page = CGRect(origin: .zero, size: phoneSize)
            switch motion {
            case .full:
                #expect(harness.engine.runningTransitionStyle == .slide)
                #expect(shown.layout == harness.engine.layoutSnapshot(in: viewport) && shown.childOpacities == [1, 1])
            case .reduced:
                #expect(harness.engine.runningTransitionStyle == .crossFade)
                #expect(shown.layout.children.map(\.frame) == [page, page], "nothing moves")
                #expect(shown.childOpacities == [CGFloat(1 - fraction), CGFloat(fraction)])
            }
            try harness.send(.animationDidEnd)
            try harness.send(.panBegan)
            try harness.send(.panChanged(translation: -100))
            #expect(harness.engine.runningTransitionStyle == .slide, "a finger always slides")
        }
    }
}

@Suite("Accessibility: Reduce Motion for alerts")
struct AlertReducedMotionTests {
    @Test("under Reduce Motion every alert style fades in place; otherwise the style stands")
    func resolvedStyles() {
        let styles: [AlertAnimationStyle] = [.centerScale, .slideUp, .fade]
        #expect(styles.map { $0.resolved(motion: .reduced) } == [.fade, .fade, .fade])
        #expect(styles.map { $0.resolved(motion: .full) } == styles)
    }

    @Test("a fading alert stands centred at full size while it and the dimming fade in", arguments: [0.0, 0.5, 1.0])
    func fadePoses(progress: Double) {
        let layout = AlertPresentationLayout(containerSize: phoneSize, alertSize: CGSize(width: 270, height: 150), style: .fade)
        let centred = CGRect(x: 60, y: 347, width: 270, height: 150)
        #expect(layout.presentingPose(at: progress) == PresentationPose(
            presentedFrame: centred, presentedScale: 1, presentedAlpha: CGFloat(progress), dimmingAlpha: 0.3 * CGFloat(progress)
        ))
    }
}
