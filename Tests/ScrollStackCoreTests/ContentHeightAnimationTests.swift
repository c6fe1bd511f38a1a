import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Reported height: how the layout around an accordion moves to it, and when it is published")
struct ContentHeightAnimationTests {
    struct Case: Sendable, CustomStringConvertible {
        var moment: ContentHeightMoment
        var reducesMotion: Bool
        var transitionDuration: Double
        var updateMovesSections: Bool
        var inheritedDuration: Double
        var expected: ContentHeightReport.Animation

        var description: String { "\(moment), reduces: \(reducesMotion), duration \(transitionDuration), update \(updateMovesSections), inherited \(inheritedDuration)" }
    }

    static let cases: [Case] = [
        // A custom animator's end height: over the animator's own animation (the one the layout runs
        // inside), else the container's duration; at once when motion is reduced or neither has a duration.
        Case(moment: .customTransitionStart, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: true, inheritedDuration: 0.2, expected: .easeInOut(duration: 0.2)),
        Case(moment: .customTransitionStart, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: false, inheritedDuration: 0, expected: .easeInOut(duration: 0.3)),
        Case(moment: .customTransitionStart, reducesMotion: true, transitionDuration: 0.3, updateMovesSections: true, inheritedDuration: 0.2, expected: .instant),
        Case(moment: .customTransitionStart, reducesMotion: false, transitionDuration: 0, updateMovesSections: true, inheritedDuration: 0, expected: .instant),
        // At rest: an update that moves the sections wins, even under Reduce Motion (its timing already says so).
        Case(moment: .rest, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: true, inheritedDuration: 0.2, expected: .update),
        Case(moment: .rest, reducesMotion: true, transitionDuration: 0.3, updateMovesSections: true, inheritedDuration: 0, expected: .update),
        Case(moment: .rest, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: false, inheritedDuration: 0.2, expected: .easeInOut(duration: 0.2)),
        Case(moment: .rest, reducesMotion: true, transitionDuration: 0.3, updateMovesSections: false, inheritedDuration: 0.2, expected: .instant),
        Case(moment: .rest, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: false, inheritedDuration: 0, expected: .instant),
        // A built-in transition's frame stands where the transition does.
        Case(moment: .transitionFrame, reducesMotion: false, transitionDuration: 0.3, updateMovesSections: true, inheritedDuration: 0.2, expected: .instant),
    ]

    @Test("the animation for every moment", arguments: cases)
    func animation(_ test: Case) {
        let animation = ContentHeightReport.animation(
            at: test.moment,
            reducesMotion: test.reducesMotion,
            transitionDuration: test.transitionDuration,
            updateMovesSections: test.updateMovesSections,
            inheritedDuration: test.inheritedDuration
        )
        #expect(animation == test.expected)
    }

    @Test("only a built-in transition's frame outside a view update is published at once")
    func publishedAtOnce() {
        let moments: [ContentHeightMoment] = [.rest, .transitionFrame, .customTransitionStart]
        #expect(moments.map { ContentHeightReport.publishesAtOnce(at: $0, isInUpdate: false) } == [false, true, false])
        #expect(moments.map { ContentHeightReport.publishesAtOnce(at: $0, isInUpdate: true) } == [false, false, false])
    }
}
