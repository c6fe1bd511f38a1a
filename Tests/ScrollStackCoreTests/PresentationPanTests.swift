import Foundation
import Testing
@testable import ScrollStackCore

@Suite("A pan on a presentation, by its phase and in the presentation's direction")
struct PresentationPanTests {
    func makeDriver(_ host: RecordingPresentationHost) -> PresentationDriver<RecordingPresentationHost> {
        var engine = PresentationEngine()
        engine.allowsReversal = false
        return PresentationDriver(engine: engine, host: host)
    }

    @Test("a pan that begins starts the interactive presentation where the finger is; moves follow; the release finishes")
    func openingPan() {
        let host = RecordingPresentationHost()
        let driver = makeDriver(host)
        driver.handlePan(.began, opening: true, openingDistance: 30, openingVelocity: 999, wholeDistance: 300)
        driver.handlePan(.changed, opening: true, openingDistance: 150, openingVelocity: 999, wholeDistance: 1)
        driver.handlePan(.ended, opening: true, openingDistance: 225, openingVelocity: 0, wholeDistance: 1)
        let leg = TransitionAnimation(startFraction: 0.75, endFraction: 1, duration: 0.3 * 0.25, curve: .easeOut)
        #expect(host.take() == [
            .command(.present(animated: true, isInteractive: true)),
            .command(.updateInteraction(0.1)),
            .command(.updateInteraction(0.5)),
            .command(.updateInteraction(0.75)),
            .command(.releaseInteraction(finishing: true, speed: 1 / leg.durationFactor(relativeTo: 0.3))),
        ], "the whole distance is read when the pan begins, the velocity when it ends")
    }

    @Test("each phase hands the engine what the explicit calls do", arguments: [PanPhase.changed, .ended, .cancelled])
    func sameAsExplicitCalls(last: PanPhase) {
        let byPhase = RecordingPresentationHost()
        let explicit = RecordingPresentationHost()
        let phased = makeDriver(byPhase)
        let called = makeDriver(explicit)
        phased.handlePan(.began, opening: true, openingDistance: 60, openingVelocity: 0, wholeDistance: 200)
        called.panBegan(opening: true, distance: 200)
        called.handle(.panChanged(openingDistance: 60))
        phased.handlePan(last, opening: true, openingDistance: 40, openingVelocity: -500, wholeDistance: 200)
        switch last {
        case .began, .changed: called.handle(.panChanged(openingDistance: 40))
        case .ended: called.handle(.panEnded(openingDistance: 40, openingVelocity: -500))
        case .cancelled: called.handle(.panCancelled)
        }
        #expect(byPhase.take() == explicit.take())
        #expect(phased.engine == called.engine)
    }

    @Test("a drawer measures a pan towards opening, mirrored for one from the right; an alert leaves it as it is")
    func openingDistance() {
        let size = CGSize(width: 400, height: 800)
        let leading = PresentationLayout.drawer(DrawerPresentationLayout(containerSize: size, width: 300, edge: .leading))
        let leadingRTL = PresentationLayout.drawer(DrawerPresentationLayout(containerSize: size, width: 300, edge: .leading, layoutDirection: .rightToLeft))
        let trailing = PresentationLayout.drawer(DrawerPresentationLayout(containerSize: size, width: 300, edge: .trailing))
        let alert = PresentationLayout.alert(AlertPresentationLayout(containerSize: size, alertSize: CGSize(width: 270, height: 120), style: .centerScale))
        let translations: [CGFloat] = [40, -25, 0, .infinity]
        #expect(translations.map(leading.openingDistance(ofTranslation:)) == [40, -25, 0, 0])
        #expect(translations.map(leadingRTL.openingDistance(ofTranslation:)) == [-40, 25, 0, 0])
        #expect(translations.map(trailing.openingDistance(ofTranslation:)) == [-40, 25, 0, 0])
        #expect(translations.map(alert.openingDistance(ofTranslation:)) == translations)
    }
}
