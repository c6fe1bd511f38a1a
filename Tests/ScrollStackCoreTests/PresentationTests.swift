import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Presentation layouts")
struct PresentationLayoutTests {
    let screen = CGSize(width: 390, height: 844)
    @Test("centre scale: from 0.3 to full size in the centre while the dimming fades in to 0.3")
    func centerScale() {
        let layout = AlertPresentationLayout(containerSize: screen, alertSize: CGSize(width: 270, height: 150), style: .centerScale)
        let centred = CGRect(x: 60, y: 347, width: 270, height: 150)
        #expect(layout.presentingPose(at: 0) == PresentationPose(presentedFrame: centred, presentedScale: 0.3, dimmingAlpha: 0))
        let half = layout.presentingPose(at: 0.5)
        #expect(abs(half.presentedScale - 0.65) < 1e-12)
        #expect(half.presentedFrame == centred && half.presentingOffset == CGFloat(0) && half.dimmingAlpha == CGFloat(0.15))
        #expect(layout.presentingPose(at: 1) == PresentationPose(presentedFrame: centred, presentedScale: 1, dimmingAlpha: 0.3), "an alert leaves the presenting view alone")
        #expect(layout.dismissingPose(at: 0.5) == PresentationPose(presentedFrame: centred, presentedAlpha: 0.5, dimmingAlpha: 0.15))
    }

    @Test("up-down: slides from below the screen to the centre")
    func slideUp() {
        let layout = AlertPresentationLayout(containerSize: screen, alertSize: CGSize(width: 270, height: 150), style: .slideUp)
        #expect(layout.presentingPose(at: 0).presentedFrame == CGRect(x: 60, y: 844, width: 270, height: 150))
        #expect(layout.presentingPose(at: 0.5).presentedFrame == CGRect(x: 60, y: 595.5, width: 270, height: 150))
        #expect(layout.presentingPose(at: 1).presentedFrame == CGRect(x: 60, y: 347, width: 270, height: 150))
        #expect(layout.presentingPose(at: 1).presentedScale == CGFloat(1))
    }

    @Test("an alert with no size of its own is 270 wide and a third of the screen tall")
    func unsizedAlert() {
        let layout = AlertPresentationLayout(containerSize: screen, alertSize: .zero, style: .centerScale)
        #expect(layout.alertSize == CGSize(width: 270, height: 844.0 / 3))
        let narrow = AlertPresentationLayout(containerSize: CGSize(width: 200, height: 300), alertSize: .zero, style: .slideUp)
        #expect(narrow.alertSize == CGSize(width: 200, height: 100))
    }

    @Test("an alert larger than the screen is clamped to it; bad progress counts as 0")
    func alertClamps() {
        let layout = AlertPresentationLayout(containerSize: screen, alertSize: CGSize(width: 900, height: -4), style: .centerScale)
        #expect(layout.alertSize == CGSize(width: 390, height: 0))
        #expect(layout.presentingPose(at: .nan).dimmingAlpha == CGFloat(0))
    }

    @Test("a leading drawer in a left-to-right layout opens from the left, moving and dimming the presenting view")
    func leadingDrawer() {
        let layout = DrawerPresentationLayout(containerSize: screen, width: 300)
        #expect(layout.pose(at: 0) == PresentationPose(presentedFrame: CGRect(x: -300, y: 0, width: 300, height: 844), dimmingAlpha: 0))
        #expect(layout.pose(at: 0.5) == PresentationPose(presentedFrame: CGRect(x: -150, y: 0, width: 300, height: 844), presentingOffset: 150, dimmingAlpha: 0.15))
        #expect(layout.pose(at: 1) == PresentationPose(presentedFrame: CGRect(x: 0, y: 0, width: 300, height: 844), presentingOffset: 300, dimmingAlpha: 0.3))
        #expect(layout.openingDistance(ofTranslation: 40) == CGFloat(40))
    }

    @Test("trailing, and right to left, mirror the edges", arguments: [
        (DrawerEdge.trailing, StackLayoutDirection.leftToRight), (.leading, .rightToLeft),
    ])
    func mirroredDrawer(edge: DrawerEdge, direction: StackLayoutDirection) {
        let layout = DrawerPresentationLayout(containerSize: screen, width: 300, edge: edge, layoutDirection: direction, presentingEffect: .offset)
        #expect(!layout.opensFromLeft)
        #expect(layout.pose(at: 0).presentedFrame == CGRect(x: 390, y: 0, width: 300, height: 844))
        #expect(layout.pose(at: 1) == PresentationPose(presentedFrame: CGRect(x: 90, y: 0, width: 300, height: 844), presentingOffset: -300, dimmingAlpha: 0))
        #expect(layout.openingDistance(ofTranslation: -40) == CGFloat(40))
    }

    @Test("a drawer wider than the screen covers the screen; dim only leaves the presenting view in place")
    func drawerClamps() {
        let layout = DrawerPresentationLayout(containerSize: screen, width: 1000, presentingEffect: .dim)
        #expect(layout.width == CGFloat(390))
        #expect(layout.pose(at: 1).presentingOffset == CGFloat(0))
        #expect(layout.pose(at: 1).dimmingAlpha == CGFloat(0.3))
    }

    @Test("alert content: cancel last, two buttons side by side")
    func alertContent() {
        let content = AlertContent(title: "Delete?", message: nil, actions: [.init(title: "Cancel", style: .cancel), .init(title: "Delete", style: .destructive)])
        #expect(content.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(content.prefersHorizontalButtons)
        #expect(!AlertContent(title: nil, message: "Saved", actions: [.init(title: "OK")]).prefersHorizontalButtons)
    }

    @Test("button order: cancel first when two sit side by side, last when stacked, as given without a cancel")
    func alertButtonOrder() {
        let sideBySide = AlertContent(title: "Delete?", message: nil, actions: [.init(title: "Delete", style: .destructive), .init(title: "Cancel", style: .cancel)])
        #expect(sideBySide.buttonOrder.map { sideBySide.actions[$0].title } == ["Cancel", "Delete"])
        #expect(sideBySide.buttonOrder == [1, 0])
        let stacked = AlertContent(title: "Share", message: nil, actions: [.init(title: "Cancel", style: .cancel), .init(title: "Mail"), .init(title: "Messages")])
        #expect(stacked.buttonOrder.map { stacked.actions[$0].title } == ["Mail", "Messages", "Cancel"])
        let noCancel = AlertContent(title: "Keep editing?", message: nil, actions: [.init(title: "Discard", style: .destructive), .init(title: "Keep")])
        #expect(noCancel.buttonOrder == [0, 1])
        let single = AlertContent(title: "Saved", message: nil, actions: [.init(title: "OK", style: .cancel)])
        #expect(single.buttonOrder == [0])
    }
}

@Suite("Presentation engine")
struct PresentationEngineTests {
    let present = TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.3, curve: .easeInOut)

    func drawerEngine() -> PresentationEngine {
        PresentationEngine(tracker: InteractionTracker(pageWidth: 300, duration: 0.3))
    }

    @Test("present takes 0.3 s and dismiss 0.1 s by default")
    func durations() {
        var engine = PresentationEngine()
        #expect(engine.handle(.present(animated: true)) == [.transitionWillBegin(isPresenting: true, isInteractive: false), .animate(present)])
        #expect(engine.handle(.tick(0.15)) == [])
        #expect(engine.presentationProgress == 0.5)
        #expect(engine.handle(.tick(0.15)) == [.transitionDidEnd(isPresenting: true, completed: true)])
        #expect(engine.phase == .presented)
        #expect(engine.handle(.dismiss(animated: true)) == [
            .transitionWillBegin(isPresenting: false, isInteractive: false),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.1, curve: .easeInOut)),
        ])
        #expect(engine.handle(.animationDidEnd) == [.transitionDidEnd(isPresenting: false, completed: true)])
        #expect(engine.phase == .dismissed && engine.isDismissed)
    }

    @Test("dismissing while presenting reverses; presenting again heads on")
    func reversal() {
        var engine = PresentationEngine()
        _ = engine.handle(.present(animated: true))
        _ = engine.handle(.tick(0.15))
        #expect(engine.handle(.present(animated: true)) == [], "already heading there")
        #expect(engine.handle(.dismiss(animated: true)) == [.animate(TransitionAnimation(startFraction: 0.5, endFraction: 0, duration: 0.15, curve: .easeOut))])
        #expect(engine.handle(.present(animated: true)) == [.animate(TransitionAnimation(startFraction: 0.5, endFraction: 1, duration: 0.15, curve: .easeOut))])
        #expect(engine.handle(.animationDidEnd) == [.transitionDidEnd(isPresenting: true, completed: true)])
        #expect(engine.phase == .presented)
    }

    @Test("an unanimated request mid-flight settles first; requests for the current state do nothing")
    func unanimated() {
        var engine = PresentationEngine()
        #expect(engine.handle(.dismiss(animated: true)) == [])
        _ = engine.handle(.present(animated: true))
        #expect(engine.handle(.dismiss(animated: false)) == [
            .transitionDidEnd(isPresenting: true, completed: true),
            .transitionWillBegin(isPresenting: false, isInteractive: false),
            .transitionDidEnd(isPresenting: false, completed: true),
        ])
        #expect(engine.phase == .dismissed)
    }

    @Test("an interactive open released at 40 % cancels and leaves the presentation dismissed")
    func interactiveCancel() {
        var engine = drawerEngine()
        #expect(engine.handle(.panBegan(opening: true)) == [.transitionWillBegin(isPresenting: true, isInteractive: true)])
        #expect(engine.handle(.panChanged(openingDistance: 120)) == [.updateProgress(0.4)])
        #expect(engine.handle(.present(animated: true)) == [], "requests wait while a finger drives")
        #expect(engine.handle(.panEnded(openingDistance: 120, openingVelocity: 0)) == [
            .animate(TransitionAnimation(startFraction: 0.4, endFraction: 0, duration: 0.3 * 0.4, curve: .easeOut)),
        ])
        #expect(engine.handle(.animationDidEnd) == [.transitionDidEnd(isPresenting: true, completed: false)])
        #expect(engine.phase == .dismissed)
    }

    @Test("an interactive close flicked shut finishes; a pan the wrong way is ignored")
    func interactiveClose() {
        var engine = drawerEngine()
        _ = engine.handle(.present(animated: false))
        #expect(engine.handle(.panBegan(opening: true)) == [], "already open")
        _ = engine.handle(.panBegan(opening: false))
        #expect(engine.handle(.panChanged(openingDistance: -60)) == [.updateProgress(0.2)])
        #expect(engine.presentationProgress == 0.8)
        let steps = engine.handle(.panEnded(openingDistance: -60, openingVelocity: -1500))
        #expect(steps.count == 1)
        #expect(engine.transition?.isHeadingForEnd == true)
        #expect(engine.handle(.animationDidEnd) == [.transitionDidEnd(isPresenting: false, completed: true)])
        #expect(engine.phase == .dismissed)
    }

    @Test("the drawer's release follows exactly the paging swipe's rule", arguments: [
        (0.4, 0.0), (0.7, 0.0), (0.3, 1000.0), (0.7, -1000.0), (0.5, 0.0), (0.1, 3000.0),
    ])
    func sameRuleAsPaging(progress: Double, speed: Double) {
        let tracker = InteractionTracker(pageWidth: 300, duration: 0.3)
        var engine = PresentationEngine(tracker: tracker)
        _ = engine.handle(.panBegan(opening: true))
        _ = engine.handle(.panEnded(openingDistance: CGFloat(progress * 300), openingVelocity: CGFloat(speed)))
        let paging = tracker.shouldFinish(progress: progress, velocity: CGFloat(-speed), direction: .forward, hasTarget: true)
        #expect(engine.transition?.isHeadingForEnd == paging)
    }

    @Test("a pan that begins mid-animation settles the animation first")
    func panMidFlight() {
        var engine = drawerEngine()
        _ = engine.handle(.present(animated: true))
        #expect(engine.handle(.panBegan(opening: false)) == [
            .transitionDidEnd(isPresenting: true, completed: true),
            .transitionWillBegin(isPresenting: false, isInteractive: true),
        ])
    }

    @Test("a pan released where it began cancels, opening or closing (found in review)", arguments: [true, false])
    func releasedWithoutMoving(opening: Bool) {
        var engine = drawerEngine()
        if !opening { _ = engine.handle(.present(animated: false)) }
        _ = engine.handle(.panBegan(opening: opening))
        _ = engine.handle(.panChanged(openingDistance: opening ? 40 : -40))
        let steps = engine.handle(.panEnded(openingDistance: 0, openingVelocity: 0))
        #expect(steps == [
            .updateProgress(0),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 0, duration: 0, curve: .easeOut)),
            .transitionDidEnd(isPresenting: opening, completed: false),
        ])
        #expect(engine.phase == (opening ? .dismissed : .presented))
    }

    @Test("without reversal, a request mid-flight waits for the transition to end; the last one wins")
    func queuedWithoutReversal() {
        var engine = PresentationEngine()
        engine.allowsReversal = false
        _ = engine.handle(.present(animated: true))
        #expect(engine.handle(.dismiss(animated: true)) == [])
        #expect(engine.pendingPresented == false)
        #expect(engine.handle(.present(animated: true)) == [], "heading there already: the queue empties")
        #expect(engine.pendingPresented == nil)
        _ = engine.handle(.dismiss(animated: false))
        #expect(engine.handle(.panBegan(opening: false)) == [], "a pan can't settle a modal transition UIKit runs")
        #expect(engine.handle(.animationDidEnd) == [
            .transitionDidEnd(isPresenting: true, completed: true),
            .transitionWillBegin(isPresenting: false, isInteractive: false),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.1, curve: .easeInOut)),
        ])
    }

    @Test("a dismissal the platform made on its own brings the engine along")
    func sync() {
        var engine = PresentationEngine()
        _ = engine.handle(.present(animated: false))
        #expect(engine.handle(.sync(presented: false)) == [])
        #expect(engine.phase == .dismissed)
        _ = engine.handle(.present(animated: true))
        #expect(engine.handle(.sync(presented: false)) == [.transitionDidEnd(isPresenting: true, completed: true)])
        #expect(engine.phase == .dismissed)
        #expect(engine.handle(.present(animated: true)).first == .transitionWillBegin(isPresenting: true, isInteractive: false), "it can present again")
    }

    @Test("500 random sequences: every begin is matched by one end, and the phase agrees with the ends")
    func randomSequences() {
        for seed in 0..<500 {
            var random = SeededGenerator(seed: UInt64(seed))
            var engine = PresentationEngine(presentDuration: [0, 0.3].randomElement(using: &random) ?? 0.3)
            engine.allowsReversal = Bool.random(using: &random)
            var open = 0
            var presented = false
            var events: [PresentationEngine.Event] = []
            for _ in 0..<40 {
                let event: PresentationEngine.Event
                switch Int.random(in: 0..<10, using: &random) {
                case 0: event = .present(animated: Bool.random(using: &random))
                case 1: event = .dismiss(animated: Bool.random(using: &random))
                case 2: event = .panBegan(opening: Bool.random(using: &random))
                case 3: event = .panChanged(openingDistance: CGFloat(Int.random(in: -400...400, using: &random)))
                case 4: event = .panEnded(openingDistance: CGFloat(Int.random(in: -400...400, using: &random)), openingVelocity: CGFloat(Int.random(in: -3000...3000, using: &random)))
                case 5: event = .panCancelled
                case 6: event = .animationDidEnd
                case 7: event = .sync(presented: Bool.random(using: &random))
                default: event = .tick(Double.random(in: 0.01...0.2, using: &random))
                }
                events.append(event)
                // The platform presented or dismissed on its own: the engine follows its word, then
                // starts a request that waited for the transition, if any.
                var platformWord: Bool? = nil
                if case .sync(let platformPresented) = event { platformWord = platformPresented }
                for step in engine.handle(event) {
                    switch step {
                    case .transitionWillBegin:
                        if let word = platformWord { presented = word }
                        platformWord = nil
                        open += 1
                    case .transitionDidEnd(let isPresenting, let completed):
                        open -= 1
                        presented = isPresenting == completed
                    case .animate, .updateProgress: break
                    }
                }
                if let word = platformWord { presented = word }
                let consistent = open == 0 ? engine.phase == (presented ? .presented : .dismissed) : (open == 1 && engine.transition != nil)
                if !consistent || open < 0 || open > 1 {
                    Issue.record("seed \(seed): \(open) open after \(events)")
                    return
                }
            }
        }
    }
}

@Suite("Presentation bad input")
struct PresentationBadInputTests {
    @Test("an alert with neither title nor message") func emptyAlert() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AlertContent(title: "", message: nil, actions: [.init(title: "OK")])
        }
        #expect(crashOutput(result).contains("title and message can't both be empty"))
    }

    @Test("two cancel actions") func twoCancels() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AlertContent(title: "A", message: nil, actions: [.init(title: "No", style: .cancel), .init(title: "Never", style: .cancel)])
        }
        #expect(crashOutput(result).contains("at most one cancel action, got 2"))
    }

    @Test("a negative duration") func negativeDuration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PresentationEngine(presentDuration: -1)
        }
        #expect(crashOutput(result).contains("presentDuration must be finite and not negative, got -1.0"))
    }
}
