import Foundation
import Testing
@testable import ScrollStackCore

/// The accordion under the adopter's own animator: it moves the two children between the
/// context's frames and knows nothing of the container's clips, so nothing it shows is clipped.
@Suite("Custom animators and clips")
struct CustomAnimatorClipTests {
    typealias Entry = RecordingHost.Entry

    let first = AnimatorID(1), second = AnimatorID(2)
    /// Section B's content at the transition's start (under the header that is about to rise) and
    /// at its end, in sections A, B, C with A open.
    let startFrame = CGRect(x: 0, y: 788, width: 390, height: 676)
    let finalFrame = CGRect(x: 0, y: 112, width: 390, height: 676)

    /// A driver over sections A, B and C with A open, whose transition delegate offers `traits`.
    func accordion(_ host: RecordingHost, offering traits: AnimatorTraits?) -> StackDriver<RecordingHost> {
        host.delegateAnimator = traits
        return makeDriver(host, mode: .accordion, selectedIndex: 0, configuration: accordionConfiguration())
    }

    /// The log of a tap on B up to its animator's request: B joins clipped to nothing, at its
    /// start frame.
    func tapOnB(_ host: RecordingHost) -> [Entry] {
        [
            .vetoAsked(1),
            command(.willTransition(from: 0, to: 1, isInteractive: false)),
            step(.beginAppearance(host[0], isAppearing: false, animated: true)),
            step(.addChild(host[1])), step(.insertView(host[1])),
            step(.setFrame(host[1], startFrame, clip: CGRect(x: 0, y: 788, width: 390, height: 0))),
            step(.didMoveToParent(host[1])),
            step(.beginAppearance(host[1], isAppearing: true, animated: true)),
            .animatorRequested(first, .transitionDelegate, from: 0, to: 1, isInteractive: false, duration: 0.28),
        ]
    }

    @Test("a tap under the delegate's animator shows the opening section whole from the start: its clip is its whole view, as at the end", arguments: [false, true])
    func openingSectionShowsWhole(interruptible: Bool) throws {
        let host = RecordingHost(["A", "B", "C"])
        let driver = accordion(host, offering: AnimatorTraits(duration: 0.3, isInterruptible: interruptible))
        driver.tap(1, at: 0)
        let started: [Entry] = interruptible
            ? [command(.startAnimator(first, isScrubbed: true)), command(.setAnimatorProgress(first, 0)), command(.runClock(true))]
            : [command(.startAnimator(first, isScrubbed: false)), command(.runClock(true))]
        #expect(host.take() == tapOnB(host) + [step(.setFrame(host[1], startFrame, clip: startFrame))] + started)
        // The part of its view that shows is the part that shows once it is open.
        let clipAtEnd = driver.engine.clipForChild(at: 1, atFraction: 1)
        #expect(clipAtEnd == finalFrame)
        #expect(host.requests.last?.toFrames == TransitionFrames(initial: startFrame, final: finalFrame), "the context's frames are the layout's")
        #expect(driver.engine.planner.placement(of: host[1])?.clip == startFrame)
    }

    @Test("the built-in unroll still clips the opening section to nothing at the start, and unrolls it from the engine")
    func builtInStillClips() {
        let host = RecordingHost(["A", "B", "C"])
        let driver = accordion(host, offering: nil)
        driver.tap(1, at: 0)
        #expect(host.take() == tapOnB(host) + [
            .animatorRequested(second, .builtIn, from: 0, to: 1, isInteractive: false, duration: 0.28),
            command(.startAnimator(second, isScrubbed: true)),
            command(.setAnimatorProgress(second, 0)),
            command(.runClock(true)),
        ])
        #expect(driver.engine.planner.placement(of: host[1])?.clip == CGRect(x: 0, y: 788, width: 390, height: 0))
    }

    @Test("a resize mid-flight under the delegate's animator moves the children, still whole")
    func resizeMidFlightKeepsThemWhole() throws {
        let host = RecordingHost(["A", "B", "C"])
        let driver = accordion(host, offering: AnimatorTraits(duration: 0.3, isInterruptible: true))
        driver.tap(1, at: 0)
        driver.frame(at: 0.14)
        host.log.removeAll()
        driver.handle(.resize(CGSize(width: 844, height: 390)), at: 0.14)
        let placed = host.take().compactMap { entry -> (FakeChild, CGRect, CGRect)? in
            guard case .command(.containment(.setFrame(let child, let frame, let clip))) = entry else { return nil }
            return (child, frame, clip)
        }
        #expect(placed.map(\.0) == [host[0], host[1]])
        #expect(placed.map(\.2) == placed.map(\.1), "every clip is its whole frame")
    }

    @Test("the transition after one under the delegate's animator clips again when the built-in animator runs it")
    func nextBuiltInTransitionClips() {
        let host = RecordingHost(["A", "B", "C"])
        let driver = accordion(host, offering: AnimatorTraits(duration: 0.3, isInterruptible: true))
        driver.tap(1, at: 0)
        driver.frame(at: 0.3)
        host.delegateAnimator = nil
        host.log.removeAll()
        driver.tap(2, at: 0.4)
        let clips = host.take().compactMap { entry -> CGRect? in
            guard case .command(.containment(.setFrame(host[2], _, let clip))) = entry else { return nil }
            return clip
        }
        #expect(clips == [CGRect(x: 0, y: 844, width: 390, height: 0)])
    }
}
