import Foundation
import Testing
@testable import ScrollStackCore

/// The latest tab tap wins at once: with the transition delegate's own animator, and with the data
/// or the container's size changing while the retargeted move runs. Whole driver logs.
@Suite("Latest tap: custom animators and changes mid-retarget")
struct RetargetChangeTests {
    typealias Entry = RecordingHost.Entry

    let first = AnimatorID(1), second = AnimatorID(2)

    /// The log with every frame and progress rounded to a millionth, so expectations computed from
    /// the run's own progress compare without depending on the last bit of a multiplication.
    func rounded(_ log: [Entry]) -> [Entry] {
        func round(_ value: CGFloat) -> CGFloat { (value * 1e6).rounded() / 1e6 }
        func round(_ rect: CGRect) -> CGRect { CGRect(x: round(rect.minX), y: round(rect.minY), width: round(rect.width), height: round(rect.height)) }
        return log.map { entry in
            switch entry {
            case .command(.containment(.setFrame(let child, let frame, let clip))):
                return .command(.containment(.setFrame(child, round(frame), clip: round(clip))))
            case .command(.setAnimatorProgress(let id, let progress)):
                return .command(.setAnimatorProgress(id, Double(round(CGFloat(progress)))))
            default:
                return entry
            }
        }
    }

    /// The progress the last `setAnimatorProgress` in `log` reported.
    func lastProgress(_ log: [Entry]) throws -> Double {
        let values = log.compactMap { entry -> Double? in
            if case .command(.setAnimatorProgress(_, let progress)) = entry { return progress }
            return nil
        }
        return try #require(values.last)
    }

    /// The pager's position after each display frame from `time` on, until it comes to rest.
    func positionsUntilRest(_ driver: StackDriver<RecordingHost>, from time: Double) throws -> [Double] {
        var positions: [Double] = []
        var now = time
        while driver.isAnimating {
            now += 1.0 / 60
            driver.frame(at: now)
            positions.append(driver.engine.pagingPosition.fractionalIndex)
            try #require(positions.count < 100)
        }
        return positions
    }

    /// A pager of six pages on page 0, its transition delegate supplying an interruptible animator
    /// that runs for 0.4 s whatever it is asked, after a tap on tab 4 and one frame: returns the
    /// driver, its host, the move's fraction and the pager's position.
    func tappedFour() throws -> (StackDriver<RecordingHost>, RecordingHost, fraction: Double, position: Double) {
        let host = RecordingHost(["T0", "T1", "T2", "T3", "T4", "T5"])
        host.delegateAnimator = AnimatorTraits(duration: 0.4, isInterruptible: true)
        let driver = makeDriver(host)
        driver.tap(4, at: 0)
        driver.frame(at: 0.1)
        let progress = try lastProgress(host.take())
        #expect(abs(driver.engine.pagingPosition.fractionalIndex - 4 * progress) < 1e-12)
        return (driver, host, progress, 4 * progress)
    }

    @Test("a tap on tab 1 while the delegate's animator runs to tab 4: that animator is finished back and told; the delegate's next one starts part-way, the page being left in its place, the pager's position where it stood")
    func customAnimatorRetargets() throws {
        let (driver, host, fraction, position) = try tappedFour()
        #expect(position > 0 && position < 1, "the pager stands before tab 1, so the new move starts from page 0")
        let leftFrame = driver.engine.frameForChild(at: 0)
        driver.tap(1, at: 0.1)
        #expect(rounded(host.take()) == rounded([
            .vetoAsked(1),
            command(.finishAnimator(first, atEnd: false)), .contextReported(first, wasCancelled: true),
            step(.beginAppearance(host[4], isAppearing: false, animated: true)), step(.endAppearance(host[4])),
            step(.willMoveToNilParent(host[4])), step(.removeView(host[4])), step(.removeFromParent(host[4])),
            step(.beginAppearance(host[0], isAppearing: true, animated: true)), step(.endAppearance(host[0])),
            command(.animationEnded(first, completed: false)),
            command(.restoreChildOrder),
            command(.didTransition(from: 0, to: 4, completed: false)),
            command(.willTransition(from: 0, to: 1, isInteractive: false)),
            step(.beginAppearance(host[0], isAppearing: false, animated: true)),
            step(.setFrame(host[0], page(-390 * fraction))),
            step(.addChild(host[1])), step(.insertView(host[1])), step(.setFrame(host[1], page(390 - 390 * fraction))),
            step(.didMoveToParent(host[1])),
            step(.beginAppearance(host[1], isAppearing: true, animated: true)),
            .animatorRequested(second, .transitionDelegate, from: 0, to: 1, isInteractive: false, duration: 0.28 * (1 - fraction)),
            command(.startAnimator(second, isScrubbed: true)),
            command(.setAnimatorProgress(second, fraction)),
        ]))
        #expect(driver.engine.frameForChild(at: 0) == leftFrame, "the page being left does not jump")
        #expect(abs(driver.engine.pagingPosition.fractionalIndex - position) < 1e-12, "nor does the tab strip's position")
        driver.frame(at: 0.3)
        let halfway = driver.engine.pagingPosition.fractionalIndex
        #expect(halfway > position && halfway < 1, "the position goes on towards tab 1")
        host.log.removeAll()
        driver.frame(at: 0.5)
        #expect(host.take() == [command(.finishAnimator(second, atEnd: true)), .contextReported(second, wasCancelled: false)]
            + swapSettledLog(leaving: host[0], arriving: host[1], frame: page(0), animator: second, from: 0, to: 1))
    }

    @Test("a page inserted before both ends while the retargeted move runs: it runs on, re-indexed, and lands on the tapped element")
    func insertMidRetarget() throws {
        let (driver, host, _, position) = try tappedFour()
        driver.tap(1, at: 0.1)
        host.log.removeAll()
        let t0 = host[0], t1 = host[1]
        driver.handle(host.change(to: ["N", "T0", "T1", "T2", "T3", "T4", "T5"]), at: 0.1)
        #expect(host.take() == [command(.selectionDidChange(from: 0, to: 1))], "nothing moves; only the indices change")
        #expect(abs(driver.engine.pagingPosition.fractionalIndex - (position + 1)) < 1e-12, "the strip's position moves with its pages")
        driver.frame(at: 1)
        #expect(host.take() == [command(.finishAnimator(second, atEnd: true)), .contextReported(second, wasCancelled: false)]
            + swapSettledLog(leaving: t0, arriving: t1, frame: page(0), animator: second, from: 1, to: 2))
        #expect(driver.engine.selectedIndex == 2 && driver.engine.child(at: 2) === t1)
    }

    @Test("the tapped page removed while the retargeted move runs: the move ends at once where it was heading, on the removed page's following neighbour, and the delegate hears a removed end")
    func removeTargetMidRetarget() throws {
        let (driver, host, _, _) = try tappedFour()
        driver.tap(1, at: 0.1)
        host.log.removeAll()
        let t0 = host[0], t1 = host[1], t2 = host[2]
        driver.handle(host.change(to: ["T0", "T2", "T3", "T4", "T5"]), at: 0.1)
        #expect(host.take() == [
            command(.finishAnimator(second, atEnd: false)), .contextReported(second, wasCancelled: true),
            step(.endAppearance(t0)), step(.willMoveToNilParent(t0)), step(.removeView(t0)), step(.removeFromParent(t0)),
            step(.beginAppearance(t1, isAppearing: false, animated: false)), step(.endAppearance(t1)),
            step(.willMoveToNilParent(t1)), step(.removeView(t1)), step(.removeFromParent(t1)),
            step(.addChild(t2)), step(.insertView(t2)), step(.setFrame(t2, page(0))), step(.didMoveToParent(t2)),
            step(.beginAppearance(t2, isAppearing: true, animated: false)), step(.endAppearance(t2)),
            command(.animationEnded(second, completed: false)),
            command(.restoreChildOrder),
            command(.didTransition(from: 0, to: nil, completed: false)),
            command(.runClock(false)),
            command(.selectionDidChange(from: 0, to: 1)),
            command(.layout),
        ])
        #expect(driver.engine.selectedIndex == 1 && driver.engine.child(at: 1) === t2 && driver.engine.isAtRest)
        #expect(!driver.isAnimating, "nothing is left running")
    }

    @Test("the container resized while the retargeted move runs: every frame moves to the new width at the same fraction, and the move lands")
    func resizeMidRetarget() throws {
        let (driver, host, fraction, _) = try tappedFour()
        driver.tap(1, at: 0.1)
        #expect(try lastProgress(host.take()) == fraction)
        driver.handle(.resize(CGSize(width: 844, height: 390)), at: 0.1)
        let wide = { (x: CGFloat) in CGRect(x: x, y: 0, width: 844, height: 390) }
        #expect(rounded(host.take()) == rounded([
            step(.setFrame(host[0], wide(-844 * fraction))),
            step(.setFrame(host[1], wide(844 - 844 * fraction))),
        ]))
        driver.frame(at: 1)
        let settled = host.take()
        #expect(settled.contains(step(.setFrame(host[1], wide(0)))))
        #expect(settled.contains(command(.didTransition(from: 0, to: 1, completed: true))))
    }

    @Test("a tap on tab 2 when the pager already stands past it: the move to tab 4 completes, and the move back starts with tab 4 in its place and tab 2 where tab 0 was")
    func retargetBackFromTheTarget() throws {
        let host = RecordingHost(["T0", "T1", "T2", "T3", "T4", "T5"])
        let driver = makeDriver(host)
        driver.tap(4, at: 0)
        driver.frame(at: 0.2)
        let fraction = try lastProgress(host.take())
        let position = driver.engine.pagingPosition.fractionalIndex
        #expect(position > 2, "the pager stands past tab 2")
        let incoming = driver.engine.frameForChild(at: 4), leaving = driver.engine.frameForChild(at: 0)
        driver.tap(2, at: 0.2)
        let log = host.take()
        #expect(log.contains(command(.didTransition(from: 0, to: 4, completed: true))))
        #expect(log.contains(command(.willTransition(from: 4, to: 2, isInteractive: false))))
        #expect(driver.engine.frameForChild(at: 4) == incoming)
        #expect(rounded([step(.setFrame(host[2], driver.engine.frameForChild(at: 2)))]) == rounded([step(.setFrame(host[2], leaving))]))
        #expect(abs(driver.engine.pagingPosition.fractionalIndex - position) < 1e-12)
        #expect(try lastProgress(log) == 1 - fraction)
        let positions = try [position] + positionsUntilRest(driver, from: 0.2)
        #expect(positions == positions.sorted(by: >), "straight back to tab 2")
        #expect(positions.last == 2 && driver.engine.selectedIndex == 2)
    }

    @Test("a redirected move turned around by a tap on the tab it started from: the pages and the position go back to it, without a jump")
    func redirectedMoveReversed() throws {
        let host = RecordingHost(["T0", "T1", "T2", "T3", "T4", "T5"])
        let driver = makeDriver(host)
        driver.tap(4, at: 0)
        driver.frame(at: 0.05)
        driver.tap(1, at: 0.05)
        driver.frame(at: 0.1)
        let position = driver.engine.pagingPosition.fractionalIndex
        driver.tap(0, at: 0.1)
        #expect(abs(driver.engine.pagingPosition.fractionalIndex - position) < 1e-12)
        let positions = try [position] + positionsUntilRest(driver, from: 0.1)
        #expect(positions == positions.sorted(by: >))
        #expect(positions.last == 0 && driver.engine.selectedIndex == 0 && driver.engine.frameForChild(at: 0) == page(0))
    }
}

@Suite("Paging position through a waypoint")
struct PagingWaypointTests {
    @Test("linear from the first page to the waypoint and from the waypoint to the target; the ends exact", arguments: [
        (0, 1, 0.2, 0.6), (4, 2, 0.25, -1.0), (3, 9, 0.5, 0.5),
    ])
    func piecewise(current: Int, target: Int, fraction: Double, offset: Double) {
        let waypoint = PagingWaypoint(fraction: fraction, offset: offset)
        func index(_ progress: Double) -> Double {
            PagingPosition(current: current, target: target, progress: progress, waypoint: waypoint).fractionalIndex
        }
        #expect(index(0) == Double(current))
        #expect(abs(index(fraction) - (Double(current) + offset)) < 1e-12)
        #expect(abs(index(1) - Double(target)) < 1e-12)
        #expect(abs(index(fraction / 2) - (Double(current) + offset / 2)) < 1e-12)
        let rest = Double(current) + offset
        #expect(abs(index((1 + fraction) / 2) - (rest + (Double(target) - rest) / 2)) < 1e-12)
    }

    @Test("a waypoint at either end of the move, or without a target, leaves the position linear or resting")
    func degenerate() {
        for fraction in [0.0, 1.0, -0.5, .nan] {
            let position = PagingPosition(current: 2, target: 6, progress: 0.25, waypoint: PagingWaypoint(fraction: fraction, offset: 3))
            #expect(position.fractionalIndex == 3)
        }
        let pull = PagingPosition(current: 0, target: nil, direction: .backward, progress: 0.3, waypoint: PagingWaypoint(fraction: 0.5, offset: 1))
        #expect(pull.fractionalIndex == 0)
    }
}
