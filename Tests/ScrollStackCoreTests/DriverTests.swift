import Foundation
import Testing
@testable import ScrollStackCore

/// The driver between the engine and the platform, through a recording host: whole logs.
@Suite("Driver")
struct DriverTests {
    typealias Entry = RecordingHost.Entry

    let first = AnimatorID(1), second = AnimatorID(2), third = AnimatorID(3), fourth = AnimatorID(4)

    /// The rest of a swap from page 0 to page 1 that completes: the scene settles, the animator
    /// hears it ended, the delegate and the host follow.
    func swapSettled(_ host: RecordingHost, animator: AnimatorID) -> [Entry] {
        swapSettledLog(leaving: host[0], arriving: host[1], frame: page(0), animator: animator, from: 0, to: 1)
    }

    @Test("tap → animator made and started → progress on every frame → finished → delegate told")
    func tapRunsTheWholeConversation() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        #expect(host.take() == [
            .vetoAsked(1),
            command(.willTransition(from: 0, to: 1, isInteractive: false)),
            step(.beginAppearance(host[0], isAppearing: false, animated: true)),
            step(.addChild(host[1])), step(.insertView(host[1])), step(.setFrame(host[1], page(390))), step(.didMoveToParent(host[1])),
            step(.beginAppearance(host[1], isAppearing: true, animated: true)),
            .animatorRequested(first, .transitionDelegate, from: 0, to: 1, isInteractive: false, duration: 0.28),
            .animatorRequested(second, .builtIn, from: 0, to: 1, isInteractive: false, duration: 0.28),
            command(.startAnimator(second, isScrubbed: true)),
            command(.setAnimatorProgress(second, 0)),
            command(.runClock(true)),
        ])
        #expect(host.requests.last == AnimatorRequest(
            id: second, source: .builtIn, from: 0, to: 1, fromChild: host[0], toChild: host[1],
            fromFrames: TransitionFrames(initial: page(0), final: page(-390)),
            toFrames: TransitionFrames(initial: page(390), final: page(0)),
            isInteractive: false, duration: 0.28, style: .slide
        ))
        driver.frame(at: 0.14)
        #expect(host.take() == [command(.setAnimatorProgress(second, 0.5))])
        driver.frame(at: 0.28)
        #expect(host.take() == [command(.finishAnimator(second, atEnd: true)), .contextReported(second, wasCancelled: false)] + swapSettled(host, animator: second))
        #expect(!driver.isAnimating && driver.engine.selectedIndex == 1)
    }

    @Test("data changes mid-flight: an insert re-indexes the running swap, which ends on its element; removing its end finishes the animator back and tells the delegate")
    func dataChangesMidFlight() throws {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        driver.frame(at: 0.14)
        host.log.removeAll()
        driver.handle(host.change(to: ["N", "T0", "T1", "T2"]), at: 0.14)
        let t0 = try #require(host["T0"]), t1 = try #require(host["T1"]), t2 = try #require(host["T2"])
        #expect(host.take() == [
            step(.setFrame(t0, page(-195))), step(.setFrame(t1, page(195))),
            command(.selectionDidChange(from: 0, to: 1)),
        ])
        driver.frame(at: 0.28)
        #expect(host.take() == [
            command(.finishAnimator(second, atEnd: true)), .contextReported(second, wasCancelled: false),
            step(.endAppearance(t0)), step(.willMoveToNilParent(t0)), step(.removeView(t0)), step(.removeFromParent(t0)),
            step(.setFrame(t1, page(0))), step(.endAppearance(t1)),
            command(.animationEnded(second, completed: true)),
            command(.restoreChildOrder),
            command(.didTransition(from: 1, to: 2, completed: true)),
            command(.runClock(false)),
            command(.selectionDidChange(from: 1, to: 2)),
            command(.layout),
        ])
        driver.tap(3, at: 0.3)
        driver.frame(at: 0.44)
        host.log.removeAll()
        // The page being brought in goes: the swap ends back on the page it left.
        driver.handle(host.change(to: ["N", "T0", "T1"]), at: 0.44)
        #expect(host.take() == [
            command(.finishAnimator(fourth, atEnd: false)), .contextReported(fourth, wasCancelled: true),
            step(.beginAppearance(t2, isAppearing: false, animated: false)), step(.endAppearance(t2)),
            step(.willMoveToNilParent(t2)), step(.removeView(t2)), step(.removeFromParent(t2)),
            step(.beginAppearance(t1, isAppearing: true, animated: false)), step(.endAppearance(t1)),
            command(.animationEnded(fourth, completed: false)),
            command(.restoreChildOrder),
            command(.didTransition(from: 2, to: nil, completed: false)),
            command(.runClock(false)),
            command(.layout),
        ])
        #expect(driver.engine.selectedIndex == 2 && !driver.isAnimating)
    }

    @Test("a reversal mid-flight keeps the animator and runs it back; the context reports the cancel at once")
    func reversalMidFlight() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        driver.frame(at: 0.14)
        host.log.removeAll()
        driver.tap(0, at: 0.14)
        #expect(host.take() == [
            .vetoAsked(0),
            step(.beginAppearance(host[1], isAppearing: false, animated: true)),
            step(.beginAppearance(host[0], isAppearing: true, animated: true)),
        ])
        #expect(driver.transitionWasCancelled(second))
        let back = TransitionAnimation(startFraction: 0.5, endFraction: 0, duration: 0.14, curve: .easeOut)
        driver.frame(at: 0.21)
        #expect(host.take() == [command(.setAnimatorProgress(second, back.advanced(by: 0.21 - 0.14).fraction))])
        driver.frame(at: 0.28)
        #expect(host.take() == [
            command(.finishAnimator(second, atEnd: false)),
            .contextReported(second, wasCancelled: true),
            // The outgoing page went back to where it was: its frame doesn't change.
            step(.endAppearance(host[1])), step(.willMoveToNilParent(host[1])), step(.removeView(host[1])), step(.removeFromParent(host[1])),
            step(.endAppearance(host[0])),
            command(.animationEnded(second, completed: false)),
            command(.restoreChildOrder),
            command(.didTransition(from: 0, to: 1, completed: false)),
            command(.runClock(false)),
            command(.layout),
        ])
    }

    @Test("settled early by an unanimated request: a swipe reports cancelled, a tap's transition completed")
    func earlySettleReportsTheOutcome() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host, selectedIndex: 1)
        driver.handle(.panBegan, at: 0)
        driver.handle(.panChanged(translation: -97.5), at: 0.05)
        #expect(host.take() == [
            command(.layout),
            command(.willTransition(from: 1, to: 2, isInteractive: true)),
            step(.beginAppearance(host[1], isAppearing: false, animated: true)),
            step(.addChild(host[2])), step(.insertView(host[2])), step(.setFrame(host[2], page(292.5))), step(.didMoveToParent(host[2])),
            step(.beginAppearance(host[2], isAppearing: true, animated: true)),
            .animatorRequested(first, .transitionDelegate, from: 1, to: 2, isInteractive: true, duration: 0.28),
            .animatorRequested(second, .builtIn, from: 1, to: 2, isInteractive: true, duration: 0.28),
            command(.startAnimator(second, isScrubbed: true)),
            command(.transitionProgress(from: 1, to: 2, progress: 0.25)),
            command(.setAnimatorProgress(second, 0.25)),
        ])
        #expect(!driver.transitionWasCancelled(second), "under the finger nothing is cancelled yet")
        driver.select(0, animated: false, at: 0.1) { host.log.append(.completion($0)) }
        #expect(host.take() == [
            command(.finishAnimator(second, atEnd: false)),
            .contextReported(second, wasCancelled: true),
            step(.beginAppearance(host[2], isAppearing: false, animated: true)), step(.endAppearance(host[2])),
            step(.willMoveToNilParent(host[2])), step(.removeView(host[2])), step(.removeFromParent(host[2])),
            step(.beginAppearance(host[1], isAppearing: true, animated: true)), step(.endAppearance(host[1])),
            command(.animationEnded(second, completed: false)),
            command(.restoreChildOrder),
            command(.didTransition(from: 1, to: 2, completed: false)),
            step(.beginAppearance(host[1], isAppearing: false, animated: false)), step(.endAppearance(host[1])),
            step(.willMoveToNilParent(host[1])), step(.removeView(host[1])), step(.removeFromParent(host[1])),
            step(.addChild(host[0])), step(.insertView(host[0])), step(.setFrame(host[0], page(0))), step(.didMoveToParent(host[0])),
            step(.beginAppearance(host[0], isAppearing: true, animated: false)), step(.endAppearance(host[0])),
            command(.selectionDidChange(from: 1, to: 0)),
            command(.layout),
            .completion(true),
        ])

        driver.tap(1, at: 1)
        driver.frame(at: 1.07)
        host.log.removeAll()
        driver.select(2, animated: false, at: 1.1)
        let reported = host.log.filter { if case .contextReported = $0 { return true } else { return false } }
        #expect(reported == [.contextReported(fourth, wasCancelled: false)], "a tap's transition settles where it was heading")
    }

    @Test("leaving the window ends a transition on the spot: the animator finishes at the end, hears it ended, and the completion runs")
    func leavingTheWindowEndsTheTransition() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.select(1, animated: true, at: 0) { host.log.append(.completion($0)) }
        driver.frame(at: 0.1)
        host.log.removeAll()
        driver.handle(.windowChanged(isInWindow: false), at: 0.12)
        #expect(host.take() == [
            command(.finishAnimator(second, atEnd: true)), .contextReported(second, wasCancelled: false),
        ] + swapSettled(host, animator: second) + [.completion(true)])
        driver.select(2, animated: true, at: 0.2) { host.log.append(.completion($0)) }
        let log = host.take()
        #expect(!log.contains { if case .animatorRequested = $0 { return true } else { return false } }, "out of a window nothing animates")
        #expect(log.last == .completion(true) && driver.engine.phase.isIdle)
    }

    @Test("a frame time a little behind the last one moves nothing, and the next frame counts from the latest time")
    func clockNeverStepsBack() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        driver.frame(at: 0.14)
        host.log.removeAll()
        driver.frame(at: 0.13)
        #expect(host.take() == [])
        driver.frame(at: 0.21)
        let expected = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.28, curve: .easeInOut).advanced(by: 0.21).fraction
        #expect(host.take() == [command(.setAnimatorProgress(second, expected))])
    }

    @Test("an unanimated change starts no transition and consults no animator")
    func unanimatedChange() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.select(2, animated: false, at: 0) { host.log.append(.completion($0)) }
        #expect(host.take() == [
            step(.beginAppearance(host[0], isAppearing: false, animated: false)), step(.endAppearance(host[0])),
            step(.willMoveToNilParent(host[0])), step(.removeView(host[0])), step(.removeFromParent(host[0])),
            step(.addChild(host[2])), step(.insertView(host[2])), step(.setFrame(host[2], page(0))), step(.didMoveToParent(host[2])),
            step(.beginAppearance(host[2], isAppearing: true, animated: false)), step(.endAppearance(host[2])),
            command(.selectionDidChange(from: 0, to: 2)),
            command(.layout),
            .completion(true),
        ])
    }

    @Test("a completion handler that makes a new request starts it at once")
    func completionMakesARequest() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.select(1, animated: true, at: 0) { completed in
            host.log.append(.completion(completed))
            driver.select(2, animated: true, at: 0.28)
        }
        driver.frame(at: 0.28)
        let log = host.take()
        let tail = Array(log.drop { $0 != .completion(true) })
        #expect(tail == [
            .completion(true),
            command(.willTransition(from: 1, to: 2, isInteractive: false)),
            step(.beginAppearance(host[1], isAppearing: false, animated: true)),
            step(.addChild(host[2])), step(.insertView(host[2])), step(.setFrame(host[2], page(390))), step(.didMoveToParent(host[2])),
            step(.beginAppearance(host[2], isAppearing: true, animated: true)),
            .animatorRequested(third, .transitionDelegate, from: 1, to: 2, isInteractive: false, duration: 0.28),
            .animatorRequested(fourth, .builtIn, from: 1, to: 2, isInteractive: false, duration: 0.28),
            command(.startAnimator(fourth, isScrubbed: true)),
            command(.setAnimatorProgress(fourth, 0)),
            command(.runClock(true)),
        ])
        #expect(driver.engine.phase.transition?.to == 2)
    }

    @Test("a completion hears false when a cancel or a later request leaves the container elsewhere")
    func completionReportsWhereItRests() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        driver.select(1, animated: true, at: 0) { host.log.append(.completion($0)) }
        driver.select(2, animated: true, at: 0.1) { host.log.append(.completion($0)) }
        driver.frame(at: 0.28)
        driver.frame(at: 0.56)
        #expect(host.log.filter { if case .completion = $0 { return true } else { return false } } == [.completion(false), .completion(true)])
    }

    @Test("the delegate's own animator that adds the child on top: its duration is the leg's, and the child order is put back")
    func customScrubbableAnimator() {
        let host = RecordingHost(["T0", "T1", "T2"])
        host.delegateAnimator = AnimatorTraits(duration: 0.5, isInterruptible: true)
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        #expect(host.log.suffix(4) == [
            .animatorRequested(first, .transitionDelegate, from: 0, to: 1, isInteractive: false, duration: 0.28),
            command(.startAnimator(first, isScrubbed: true)),
            command(.setAnimatorProgress(first, 0)),
            command(.runClock(true)),
        ])
        host.log.removeAll()
        driver.frame(at: 0.25)
        #expect(host.take() == [command(.setAnimatorProgress(first, 0.5))])
        driver.frame(at: 0.5)
        #expect(host.take() == [command(.finishAnimator(first, atEnd: true)), .contextReported(first, wasCancelled: false)] + swapSettled(host, animator: first))
    }

    @Test("an animator without an interruptible animator runs on its own: taps wait, it ends the transition itself")
    func animatorThatCannotBeInterrupted() {
        let host = RecordingHost(["T0", "T1", "T2"])
        host.delegateAnimator = AnimatorTraits(duration: 0.4, isInterruptible: false)
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        #expect(host.log.suffix(3) == [
            .animatorRequested(first, .transitionDelegate, from: 0, to: 1, isInteractive: false, duration: 0.28),
            command(.startAnimator(first, isScrubbed: false)),
            command(.runClock(true)),
        ])
        host.log.removeAll()
        driver.tap(2, at: 0.1)
        driver.frame(at: 0.9)
        #expect(host.take() == [.vetoAsked(2)], "the tap is ignored and the clock alone doesn't end it")
        driver.animatorDidComplete(first, at: 0.95)
        #expect(host.take() == swapSettled(host, animator: first), "no finish: it finished itself")
    }

    @Test("an animator running on its own, cut short: its context keeps the outcome until it reports, late")
    func freeAnimatorCutShort() {
        let host = RecordingHost(["T0", "T1", "T2"])
        host.delegateAnimator = AnimatorTraits(duration: 0.4, isInterruptible: false)
        host.completesWhenFinished = false
        let driver = makeDriver(host)
        driver.tap(1, at: 0)
        driver.handle(.panBegan, at: 0.1)
        #expect(host.log.contains(command(.finishAnimator(first, atEnd: true))), "a swipe settles the transition where it was heading")
        #expect(!driver.transitionWasCancelled(first))
        host.log.removeAll()
        driver.animatorDidComplete(first, at: 0.2)
        #expect(host.take() == [command(.layout)], "the late report changes nothing")
        #expect(!driver.transitionWasCancelled(first))
    }

    @Test("a swipe with an animator that can't be scrubbed discards it unrun and slides with the built-in one")
    func swipeFallsBackToBuiltIn() {
        let host = RecordingHost(["T0", "T1", "T2"])
        host.delegateAnimator = AnimatorTraits(duration: 0.4, isInterruptible: false)
        let driver = makeDriver(host)
        driver.handle(.panBegan, at: 0)
        driver.handle(.panChanged(translation: -39), at: 0.02)
        #expect(host.log.suffix(6) == [
            .animatorRequested(first, .transitionDelegate, from: 0, to: 1, isInteractive: true, duration: 0.28),
            command(.discardAnimator(first)),
            .animatorRequested(second, .builtIn, from: 0, to: 1, isInteractive: true, duration: 0.28),
            command(.startAnimator(second, isScrubbed: true)),
            command(.transitionProgress(from: 0, to: 1, progress: 0.1)),
            command(.setAnimatorProgress(second, 0.1)),
        ])
        #expect(!host.log.contains(command(.animationEnded(first, completed: false))))
    }

    @Test("a vetoed tap does nothing; a tap that closes isn't asked about")
    func veto() {
        let host = RecordingHost(["A", "B", "C"])
        host.vetoed = [2]
        let driver = makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
        driver.tap(2, at: 0)
        #expect(host.take() == [.vetoAsked(2)])
        driver.tap(0, at: 0)
        #expect(host.log.first == command(.willTransition(from: 0, to: nil, isInteractive: false)))
    }

    @Test("transition(from:) compares with where the container is heading, so it follows an animated request")
    func transitionFromDestination() {
        let host = RecordingHost(["A", "B", "C"])
        let driver = makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
        driver.select(2, animated: true, at: 0)
        driver.transition(from: 2, to: 1, duration: 0.1, at: 0.05) { host.log.append(.completion($0)) }
        driver.frame(at: 0.28)
        driver.frame(at: 0.6)
        #expect(driver.engine.selectedIndex == 1)
        #expect(host.log.last == .completion(true))
    }

    @Test("transition(from:) measures from the final destination: after a request that was queued, from the queued index")
    func transitionFromQueuedRequest() {
        let host = RecordingHost(["A", "B", "C", "D"])
        let driver = makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
        driver.select(1, animated: true, at: 0)
        driver.select(2, animated: true, at: 0.05)
        #expect(driver.engine.destination == 1)
        #expect(driver.engine.finalDestination == 2)
        driver.transition(from: 2, to: 3, duration: 0.5, at: 0.1) { host.log.append(.completion($0)) }
        #expect(driver.engine.pendingSelection == .some(3))
        #expect(driver.engine.pendingDuration == 0.5)
        driver.frame(at: 0.28)
        #expect(driver.engine.phase.transition?.to == 3)
        #expect(driver.engine.phase.animation?.duration == 0.5)
        driver.frame(at: 0.7)
        #expect(driver.engine.phase.transition != nil, "0.42 s into a 0.5 s transition it still runs")
        driver.frame(at: 0.78)
        #expect(driver.engine.selectedIndex == 3)
        #expect(host.log.last == .completion(true))
    }

    @Test("a request made from inside a step waits for the steps under way, then runs in the same call")
    func reentrantRequest() {
        let host = RecordingHost(["T0", "T1", "T2"])
        let driver = makeDriver(host)
        host.afterCommand = { command in
            if command == .containment(.endAppearance(host[2])) {
                host.afterCommand = nil
                driver.select(0, animated: false, at: 0)
            }
        }
        driver.select(2, animated: false, at: 0)
        // The second request's steps follow the first's whole batch; the selection ends where it
        // began, so no change is reported, and one layout closes the call.
        #expect(host.take() == [
            step(.beginAppearance(host[0], isAppearing: false, animated: false)), step(.endAppearance(host[0])),
            step(.willMoveToNilParent(host[0])), step(.removeView(host[0])), step(.removeFromParent(host[0])),
            step(.addChild(host[2])), step(.insertView(host[2])), step(.setFrame(host[2], page(0))), step(.didMoveToParent(host[2])),
            step(.beginAppearance(host[2], isAppearing: true, animated: false)), step(.endAppearance(host[2])),
            step(.beginAppearance(host[2], isAppearing: false, animated: false)), step(.endAppearance(host[2])),
            step(.willMoveToNilParent(host[2])), step(.removeView(host[2])), step(.removeFromParent(host[2])),
            step(.addChild(host[0])), step(.insertView(host[0])), step(.setFrame(host[0], page(0))), step(.didMoveToParent(host[0])),
            step(.beginAppearance(host[0], isAppearing: true, animated: false)), step(.endAppearance(host[0])),
            command(.layout),
        ])
        #expect(driver.engine.selectedIndex == 0)
    }
}

@Suite("Bad input: driver preconditions")
struct DriverPreconditionTests {
    @Test("transition(from:) from an index the container is not heading to")
    func transitionFromWrongIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let host = RecordingHost(["A", "B", "C"])
            let driver = makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
            driver.select(2, animated: true, at: 0)
            driver.transition(from: 0, to: 1, duration: 0.2, at: 0.1)
        }
        #expect(crashOutput(result).contains("from 0 is not where the container is heading (2)"))
    }

    @Test("transition(from:) from the running transition's end while another request is queued")
    func transitionFromRunningEndWhileQueued() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let host = RecordingHost(["A", "B", "C"])
            let driver = makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
            driver.select(1, animated: true, at: 0)
            driver.select(2, animated: true, at: 0.05)
            driver.transition(from: 1, to: 0, duration: 0.2, at: 0.1)
        }
        #expect(crashOutput(result).contains("from 1 is not where the container is heading (2)"))
    }
}

@Suite("Driver: animator styles")
struct DriverStyleTests {
    @Test("the request names the built-in style: unroll, slide, and cross-fades under Reduce Motion except under a finger",
          arguments: [(StackMode.accordion, MotionPreference.full), (.paging, .full), (.accordion, .reduced), (.paging, .reduced)])
    func styles(mode: StackMode, motion: MotionPreference) {
        let host = RecordingHost(["A", "B", "C"])
        var configuration = accordionConfiguration()
        configuration.motion = motion
        let driver = makeDriver(host, mode: mode, selectedIndex: 0, configuration: configuration)
        driver.tap(1, at: 0)
        driver.frame(at: 1)
        driver.handle(.panBegan, at: 1)
        driver.handle(.panChanged(translation: -100), at: 1.1)
        let styles = host.requests.filter { $0.source == .builtIn }.map(\.style)
        let expected: [TransitionStyle] = switch (mode, motion) {
        case (.accordion, .full): [.unroll]
        case (.accordion, .reduced): [.crossFade]
        case (.paging, .full): [.slide, .slide]
        case (.paging, .reduced): [.crossFade, .slide]
        }
        #expect(styles == expected)
    }
}
