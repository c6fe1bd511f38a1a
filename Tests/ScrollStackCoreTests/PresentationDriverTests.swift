import Foundation
import Testing
@testable import ScrollStackCore

/// Records a presentation driver's commands; work for the next turn waits until `nextTurn()`.
final class RecordingPresentationHost: PresentationDriverHost {
    enum Entry: Equatable {
        case command(PresentationCommand)
        case deferred
        case completion(String)
    }

    var log: [Entry] = []
    private var pending: [() -> Void] = []
    /// What the platform does when asked to present or dismiss: nothing by default.
    var onCommand: (PresentationCommand) -> Void = { _ in }

    func perform(_ command: PresentationCommand) {
        log.append(.command(command))
        onCommand(command)
    }

    func onNextTurn(_ body: @escaping () -> Void) {
        log.append(.deferred)
        pending.append(body)
    }

    /// Runs what waited for the next turn.
    func nextTurn() {
        let due = pending
        pending.removeAll()
        for body in due { body() }
    }

    func take() -> [Entry] {
        defer { log.removeAll() }
        return log
    }
}

@Suite("Presentation driver")
struct PresentationDriverTests {
    func makeDriver(_ host: RecordingPresentationHost) -> PresentationDriver<RecordingPresentationHost> {
        var engine = PresentationEngine()
        engine.allowsReversal = false
        return PresentationDriver(engine: engine, host: host)
    }

    @Test("present, then the platform's callback; a dismissal's completion runs on the next turn, after the callbacks")
    func presentAndDismiss() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: true)
        #expect(host.take() == [.command(.present(animated: true, isInteractive: false))])
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: true)
        #expect(host.take() == [])
        driver.dismiss(animated: true) { host.log.append(.completion("share sheet")) }
        #expect(host.take() == [.command(.dismiss(animated: true, isInteractive: false))])
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: false)
        #expect(host.take() == [.deferred], "not inside UIKit's callback")
        host.nextTurn()
        #expect(host.take() == [.completion("share sheet")])
    }

    @Test("one dismissal at a time: a second request on its way out is ignored with its completion; the next presentation's counts")
    func secondDismissalIgnored() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: true)
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: true)
        host.log.removeAll()
        driver.dismiss(animated: true) { host.log.append(.completion("Delete")) }
        driver.dismiss(animated: true) { host.log.append(.completion("Cancel")) }
        #expect(host.take() == [.command(.dismiss(animated: true, isInteractive: false))])
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: false)
        host.nextTurn()
        #expect(host.take() == [.deferred, .completion("Delete")])
        driver.present(animated: true)
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: true)
        host.log.removeAll()
        driver.dismiss(animated: false) { host.log.append(.completion("again")) }
        driver.animatorDidEnd()
        driver.platformDidEnd(presented: false)
        host.nextTurn()
        #expect(host.take() == [.command(.dismiss(animated: false, isInteractive: false)), .deferred, .completion("again")])
    }

    @Test("in the order a device reports (the platform's end before the animator's), a dismissal asked for while presenting still runs")
    func deviceOrderKeepsTheQueuedDismissal() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: true)
        driver.dismiss(animated: true) { host.log.append(.completion("closed")) }
        host.log.removeAll()
        driver.platformDidEnd(presented: true)
        driver.animatorDidEnd()
        #expect(host.take() == [.deferred])
        host.nextTurn()
        #expect(host.take() == [.command(.dismiss(animated: true, isInteractive: false))])
        driver.platformDidEnd(presented: false)
        driver.animatorDidEnd()
        host.nextTurn()
        #expect(host.take() == [.deferred, .completion("closed")])
    }

    @Test("a dismissal asked for while a finger dismisses still runs when the finger gives up")
    func dismissalAfterACancelledPan() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: false)
        driver.platformDidEnd(presented: true)
        driver.panBegan(opening: false, distance: 300)
        driver.dismiss(animated: true)
        host.log.removeAll()
        driver.handle(.panCancelled)
        driver.platformDidEnd(presented: true)
        driver.animatorDidEnd()
        host.nextTurn()
        #expect(host.take().contains(.command(.dismiss(animated: true, isInteractive: false))))
    }

    @Test("a request made while UIKit's transition runs waits for it, and starts on the next turn after its callbacks")
    func requestWaitsForTheRunningTransition() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: true)
        driver.dismiss(animated: true)
        #expect(host.take() == [.command(.present(animated: true, isInteractive: false))])
        driver.animatorDidEnd()
        #expect(host.take() == [.deferred])
        host.nextTurn()
        #expect(host.take() == [.command(.dismiss(animated: true, isInteractive: false))])
    }

    @Test("a finger opens a drawer: progress, then a release that finishes at the animator's pace for the distance left")
    func interactiveOpen() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.panBegan(opening: true, distance: 300)
        driver.handle(.panChanged(openingDistance: 150))
        driver.handle(.panEnded(openingDistance: 225, openingVelocity: 0))
        let leg = TransitionAnimation(startFraction: 0.75, endFraction: 1, duration: 0.3 * 0.25, curve: .easeOut)
        #expect(host.take() == [
            .command(.present(animated: true, isInteractive: true)),
            .command(.updateInteraction(0.5)),
            .command(.updateInteraction(0.75)),
            .command(.releaseInteraction(finishing: true, speed: 1 / leg.durationFactor(relativeTo: 0.3))),
        ])
        #expect(1 / leg.durationFactor(relativeTo: 0.3) == 1, "the rest of the way at the animator's own pace")
    }

    @Test("a platform that refuses the presentation: the engine follows, and a later request works")
    func refusedPresentation() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        host.onCommand = { command in
            if case .present = command { driver.platformDidEnd(presented: false) }
        }
        driver.present(animated: true)
        #expect(driver.engine.isDismissed)
        host.onCommand = { _ in }
        driver.present(animated: false)
        #expect(host.take() == [.command(.present(animated: true, isInteractive: false)), .command(.present(animated: false, isInteractive: false))])
    }

    @Test("a dismissal a finger takes back drops the completion of a dismissal asked for meanwhile")
    func cancelledDismissalDropsItsCompletion() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: false)
        driver.platformDidEnd(presented: true)
        driver.dismiss(animated: true) { host.log.append(.completion("Delete")) }
        // UIKit reports the dismissal cancelled: the presentation stays.
        driver.platformDidEnd(presented: true)
        driver.dismiss(animated: false) { host.log.append(.completion("Cancel")) }
        host.nextTurn()
        #expect(host.take().filter { if case .completion = $0 { true } else { false } } == [.completion("Cancel")])
        #expect(driver.engine.isDismissed)
    }

    @Test("a platform that refuses the dismissal: the engine follows, the refused dismissal drops its completion, and a later dismissal runs only its own")
    func refusedDismissal() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.present(animated: false)
        driver.platformDidEnd(presented: true)
        host.onCommand = { command in
            if case .dismiss = command { driver.platformDidEnd(presented: true) }
        }
        driver.dismiss(animated: true) { host.log.append(.completion("Delete")) }
        host.nextTurn()
        #expect(driver.engine.phase == .presented)
        #expect(host.take() == [
            .command(.present(animated: false, isInteractive: false)),
            .command(.dismiss(animated: true, isInteractive: false)),
        ])
        host.onCommand = { _ in }
        driver.dismiss(animated: false) { host.log.append(.completion("Cancel")) }
        host.nextTurn()
        #expect(host.take() == [.command(.dismiss(animated: false, isInteractive: false)), .deferred, .completion("Cancel")])
        #expect(driver.engine.isDismissed)
    }
}
