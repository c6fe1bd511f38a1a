import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Interaction tracker")
struct InteractionTrackerTests {
    let tracker = InteractionTracker(pageWidth: 400, duration: 0.28)

    @Test("translation maps to progress a page width at a time, and stops at one page")
    func progress() {
        #expect(tracker.progress(forTranslation: -100, hasTarget: true) == 0.25)
        #expect(tracker.progress(forTranslation: 300, hasTarget: true) == 0.75)
        #expect(tracker.progress(forTranslation: -900, hasTarget: true) == 1)
        #expect(tracker.direction(ofTranslation: -1) == .forward)
        #expect(tracker.direction(ofTranslation: 1) == .backward)
        #expect(tracker.direction(ofTranslation: 0) == nil)
        let mirrored = InteractionTracker(pageWidth: 400, layoutDirection: .rightToLeft)
        #expect(mirrored.direction(ofTranslation: 1) == .forward)
    }

    @Test("past the ends the pull is rubber-banded: slope 0.55 at first, always less than a page")
    func rubberBand() {
        let small = InteractionTracker.rubberBand(1, dimension: 400, coefficient: 0.55)
        #expect(abs(small - 0.55) < 0.001)
        let onePage: CGFloat = 400 * (1 - 1 / 1.55)
        #expect(InteractionTracker.rubberBand(400, dimension: 400, coefficient: 0.55) == onePage)
        var previous: CGFloat = 0
        for distance in stride(from: CGFloat(10), through: 100_000, by: 997) {
            let value = InteractionTracker.rubberBand(distance, dimension: 400, coefficient: 0.55)
            #expect(value > previous && value < 400)
            previous = value
        }
        #expect(tracker.progress(forTranslation: -400, hasTarget: false) == Double(onePage / 400))
    }

    @Test("release: progress plus velocity over the time left against the threshold", arguments: [
        (0.4, 0.0, false),      // under half, no fling: cancel
        (0.7, 0.0, true),       // past half: finish
        (0.3, -1000.0, true),   // 0.3 + 2.5 pages/s × 0.196 s = 0.79: a fling finishes
        (0.7, 1000.0, false),   // 0.7 − 2.5 × 0.084 = 0.49: a fling back cancels
        (0.5, 0.0, true),       // exactly at the threshold finishes
    ])
    func release(progress: Double, velocity: Double, finishes: Bool) {
        #expect(tracker.shouldFinish(progress: progress, velocity: CGFloat(velocity), direction: .forward, hasTarget: true) == finishes)
    }

    @Test("a pan is horizontal when it moves more sideways than up or down")
    func horizontalPans() {
        #expect(InteractionTracker.isHorizontal(velocityX: -300, velocityY: 120))
        #expect(!InteractionTracker.isHorizontal(velocityX: 50, velocityY: -400))
        #expect(!InteractionTracker.isHorizontal(velocityX: 100, velocityY: 100), "a diagonal is left to scrolling")
    }

    @Test("with no page to go to, a release always cancels")
    func noTargetCancels() {
        #expect(!tracker.shouldFinish(progress: 0.9, velocity: -5000, direction: .forward, hasTarget: false))
    }

    @Test("the projection follows the direction: a backward transition finishes on a rightward fling")
    func backwardProjection() {
        // 0.2 + 2.5 pages a second × 0.28 s × 0.8 left = 0.76 towards the end, or back to 0.
        #expect(tracker.shouldFinish(progress: 0.2, velocity: 1000, direction: .backward, hasTarget: true))
        #expect(!tracker.shouldFinish(progress: 0.2, velocity: -1000, direction: .backward, hasTarget: true))
    }
}
