import Foundation
import Testing
@testable import ScrollStackCore

/// The reader's anchor through the multiple-mode driver: what the platform is asked to do when the
/// container rotates while a section moves.
@Suite("Expansion driver: a resize that keeps the reader's anchor")
struct MultipleExpansionAnchorDriverTests {
    @Test("a rotation mid-motion: the children move to the kept offset in one go, the motion runs on to its end")
    func rotationMidMotion() throws {
        let host = ExpansionRecordingHost(Array(MultipleExpansionAnchorTests.names.prefix(8)))
        let driver = StackDriver(engine: StackEngine<FakeChild>(multipleWith: MultipleExpansionAnchorTests.filling(), size: CGSize(width: 320, height: 600)), host: host)
        host.driver = driver
        driver.handle(.reload, at: 0)
        driver.handle(.containerWillAppear(animated: false), at: 0)
        driver.handle(.containerDidAppear, at: 0)
        driver.setExpanded(true, at: 0, animated: false, at: 0)
        driver.setExpanded(true, at: 2, animated: false, at: 0)
        driver.tap(3, at: 10)
        driver.frame(at: 10.5)
        host.scrolled(to: 420, at: 10.5)
        host.log.removeAll()
        // Portrait: sections fill 280, c's content at 400…680, d's at 720 half open. Landscape:
        // they fill 100, c's content at 220…320, d's at 360 (half of it, 50, shows).
        driver.handle(.resize(CGSize(width: 600, height: 320)), at: 10.5)
        func wide(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 600, height: height) }
        #expect(host.takeLog() == [
            step(.setFrame("c", wide(220, 100), clip: wide(220, 100))),
            step(.setFrame("d", wide(360, 100), clip: wide(360, 50))),
            .scrolled(240),
            .command(.layout),
        ])
        #expect(driver.engine.scrollOffset == 240)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("d", wide(360, 100), clip: wide(360, 100))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: true)),
            .command(.runClock(false)),
            .command(.layout),
        ])
        #expect(driver.engine.scrollOffset == 240)
        #expect(driver.engine.scrollAnchor(atOffset: 240) == ScrollAnchor(index: 2, distance: 60))
    }
}
