import Foundation
import Testing
@testable import ScrollStackCore

/// Six sections in a viewport 150 points tall: headers 40, contents 100, one-second linear legs.
/// Section 3's header sits at 120; open, it ends at 260, so revealing it from the top scrolls to 110.
private func revealHost(_ names: [String] = ["a", "b", "c", "d", "e", "f"]) -> ExpansionRecordingHost {
    ExpansionRecordingHost.loaded(names, size: CGSize(width: 320, height: 150))
}

/// Section 3 tapped at 10 s and half open at 10.5 s: the offset stands at 55, half way to 110.
private func halfRevealed() throws -> (ExpansionRecordingHost, StackDriver<ExpansionRecordingHost>) {
    let host = revealHost()
    let driver = try #require(host.driver)
    driver.tap(3, at: 10)
    driver.frame(at: 10.5)
    return (host, driver)
}

private func scroll(_ offset: CGFloat) -> ExpansionRecordingHost.Entry { .scrolled(offset) }

private let layout = ExpansionRecordingHost.Entry.command(.layout)

@Suite("Expansion reveal: an opening section scrolls into view with its motion")
struct ExpansionRevealTests {
    @Test("a tap scrolls the section into view frame by frame, at its own progress, and the reveal ends with its motion")
    func tapRevealsFrameByFrame() throws {
        let host = revealHost()
        let driver = try #require(host.driver)
        driver.tap(3, at: 10)
        // The offset starts where it stood: no scroll command before the first frame.
        #expect(host.takeLog() == [.vetoAsked(3), .command(.sectionsWillChange(opening: [3], closing: [], animated: true))]
            + joining("d", frame: band(160, 100), clip: band(160, 0)) + [
                step(.beginAppearance("d", isAppearing: true, animated: true)),
                .command(.runClock(true)),
                .command(.expandedIndicesDidChange(from: [], to: [3])),
                layout,
            ])
        #expect(driver.engine.scrollPosition.reveal == ExpansionReveal(index: 3, startOffset: 0, startOpenness: 0))
        driver.frame(at: 10.5)
        #expect(host.takeLog() == [scroll(55), layout, .placed("d", band(160, 100), clip: band(160, 50))])
        #expect(driver.engine.scrollOffset == 55)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("d", band(160, 100), clip: band(160, 100))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: true)),
            .command(.runClock(false)),
            scroll(110),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal == nil)
        driver.frame(at: 12)
        #expect(host.takeLog() == [layout])
    }

    @Test("a finger on the content ends the reveal where it stands, and keeps a new one from starting")
    func fingerEndsReveal() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        driver.handle(.userScrolling(true), at: 10.5)
        #expect(host.takeLog() == [layout])
        #expect(driver.engine.scrollPosition.reveal == nil && driver.engine.scrollPosition.isUserScrolling)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("d", band(160, 100), clip: band(160, 100))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: true)),
            .command(.runClock(false)),
            layout,
        ])
        driver.setExpanded(true, at: 0, animated: false, at: 12)
        #expect(driver.engine.scrollPosition.reveal == nil && driver.engine.scrollOffset == 55)
        #expect(!host.takeLog().contains { if case .scrolled = $0 { return true } else { return false } })
        driver.handle(.userScrolling(false), at: 13)
        driver.setExpanded(true, at: 5, animated: false, at: 13)
        // Headers 40 × 6 and three open sections: section 5's content ends at 540, the content's end.
        #expect(host.takeLog().contains(scroll(390)))
    }

    @Test("a scroll the engine did not make ends the reveal; one within half a point of its own does not")
    func foreignScrollEndsReveal() throws {
        let (host, driver) = try halfRevealed()
        host.scrolled(to: 55.25, at: 10.5)
        #expect(driver.engine.scrollPosition.reveal != nil)
        host.log.removeAll()
        host.scrolled(to: 20, at: 10.5)
        #expect(host.takeLog() == [layout])
        #expect(driver.engine.scrollPosition.reveal == nil)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("d", band(160, 100), clip: band(160, 100))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: true)),
            .command(.runClock(false)),
            layout,
        ])
        #expect(driver.engine.scrollOffset == 20)
    }

    @Test("a section inserted above mid-reveal: the reveal follows its section to its new index and aims at its new place")
    func insertAboveFollowsSection() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        driver.handle(host.change(to: ["x", "a", "b", "c", "d", "e", "f"]), at: 10.5)
        // d's header now at 160 and its end at 300: the target is 150. The reader's place holds at
        // the change (55 + the 40-point header above), and the reveal goes on from there.
        #expect(host.takeLog() == [
            step(.setFrame("d", band(200, 100), clip: band(200, 50))),
            .command(.expandedIndicesDidChange(from: [3], to: [4])),
            scroll(95),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal?.index == 4)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("d", band(200, 100), clip: band(200, 100))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [4], closed: [], animated: true)),
            .command(.runClock(false)),
            scroll(150),
            layout,
        ])
    }

    @Test("a section inserted above mid-reveal, keeping the reader's place: the place holds at the change, then the reveal goes on from there")
    func insertAboveKeepingAnchor() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        guard case .dataChanged(let change) = host.change(to: ["x", "a", "b", "c", "d", "e", "f"]) else {
            Issue.record("expected a data change")
            return
        }
        driver.handle(.dataChanged(change), at: 10.5)
        // b's header stood 15 points above the top at 55; one header more above it, the offset is 95.
        #expect(host.takeLog() == [
            step(.setFrame("d", band(200, 100), clip: band(200, 50))),
            .command(.expandedIndicesDidChange(from: [3], to: [4])),
            scroll(95),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal == ExpansionReveal(index: 4, startOffset: 95, startOpenness: 0.5))
        // d's end at 300 gives the target 150: a quarter second later half way from 95.
        driver.frame(at: 10.75)
        #expect(host.takeLog().contains(scroll(122.5)))
        driver.frame(at: 11)
        #expect(host.takeLog().contains(scroll(150)))
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("removing the section mid-reveal ends the reveal where the offset stands, brought inside the content that shrank")
    func removalEndsReveal() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        driver.handle(host.change(to: ["a", "b", "c", "e", "f"]), at: 10.5)
        #expect(host.takeLog() == [step(.beginAppearance("d", isAppearing: false, animated: false)), step(.endAppearance("d"))] + leaving("d") + [
            .command(.movingSectionsRemoved(wereOpening: [3], wereClosing: [])),
            // The content shrank under the offset: the engine brings it back inside at once.
            .command(.runClock(false)),
            .command(.expandedIndicesDidChange(from: [3], to: [])),
            scroll(50),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal == nil && driver.engine.scrollOffset == 50)
    }

    @Test("a section turned around mid-reveal runs the same path back, along the settling leg, to where the stack stood")
    func reversalRunsBack() throws {
        let (host, driver) = try halfRevealed()
        driver.tap(3, at: 10.5)
        host.log.removeAll()
        driver.frame(at: 10.75)
        #expect(host.takeLog() == [scroll(27.5), layout, .placed("d", band(160, 100), clip: band(160, 25))])
        driver.frame(at: 11)
        #expect(host.takeLog() == [step(.endAppearance("d"))] + leaving("d") + [
            .command(.sectionsDidChange(opened: [], closed: [3], animated: true)),
            .command(.runClock(false)),
            scroll(0),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("a resize mid-reveal moves the target; the offset follows at the same progress")
    func resizeMovesTarget() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        driver.handle(.resize(CGSize(width: 320, height: 200)), at: 10.5)
        // The reader's place holds at the resize; the reveal goes on from there to the new target.
        // The planner hears where the host laid the child out on the last display frame.
        #expect(host.takeLog() == [step(.setFrame("d", band(160, 100), clip: band(160, 50))), layout])
        driver.frame(at: 11)
        #expect(host.takeLog().contains(scroll(60)))
    }

    @Test("a resize that keeps the reader's place mid-reveal holds the offset at the resize, then the reveal goes on from there to the new target")
    func resizeKeepingAnchorRebasesReveal() throws {
        let (host, driver) = try halfRevealed()
        #expect(driver.engine.scrollOffset == 55)
        host.log.removeAll()
        // b's header stands 15 points above the top at 55; 200 tall, the stack keeps it there.
        driver.handle(.resize(CGSize(width: 320, height: 200)), at: 10.5)
        #expect(host.takeLog().filter { if case .scrolled = $0 { true } else { false } } == [])
        #expect(driver.engine.scrollOffset == 55)
        #expect(driver.engine.scrollPosition.reveal == ExpansionReveal(index: 3, startOffset: 55, startOpenness: 0.5))
        // In 200 points d ends at 260, so the target is 60: a quarter second later half way there.
        driver.frame(at: 10.75)
        #expect(host.takeLog().contains(scroll(57.5)))
        driver.frame(at: 11)
        #expect(host.takeLog().contains(scroll(60)))
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("with the keyboard over the bottom of the viewport, the section is revealed in what shows above it")
    func revealAboveKeyboard() throws {
        let host = revealHost()
        let driver = try #require(host.driver)
        driver.handle(.visibleHeight(100), at: 10)
        #expect(driver.engine.visibleHeight == 100)
        #expect(driver.engine.expansionLayout.size.height == 150)
        driver.tap(3, at: 10)
        driver.frame(at: 11)
        // d, 140 tall with its header, doesn't fit in the 100 points that show: its header goes to
        // the top (120), where the whole viewport would have stopped at 110.
        #expect(host.takeLog().contains(scroll(120)))
        driver.handle(.visibleHeight(nil), at: 11)
        #expect(driver.engine.visibleHeight == 150)
        driver.handle(.visibleHeight(-.infinity), at: 11)
        #expect(driver.engine.visibleHeight == 150)
    }

    @Test("a content height that grows mid-reveal moves the target: a section taller than the viewport shows its header at the top")
    func heightChangeMovesTarget() throws {
        let (host, driver) = try halfRevealed()
        host.log.removeAll()
        driver.handle(.contentHeightChanged(index: 3, height: 200), at: 10.5)
        // The height eases in from 100: nothing moves yet. The planner hears where the host laid
        // the child out on the last display frame.
        #expect(host.takeLog() == [step(.setFrame("d", band(160, 100), clip: band(160, 50))), layout])
        driver.frame(at: 11)
        // Half way along the smooth step the section is 150 tall, 190 with its header: the target
        // is the header's top, 120.
        #expect(host.takeLog() == [
            step(.setFrame("d", band(160, 150), clip: band(160, 150))),
            step(.endAppearance("d")),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: true)),
            scroll(120),
            layout,
        ])
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("another section opening mid-reveal takes the reveal over from where the offset stands, counting the first one's end")
    func retargetToAnotherSection() throws {
        let (host, driver) = try halfRevealed()
        driver.tap(5, at: 10.5)
        #expect(driver.engine.scrollPosition.reveal == ExpansionReveal(index: 5, startOffset: 55, startOpenness: 0))
        host.log.removeAll()
        driver.frame(at: 11)
        // Once d is open f's header stands at 300 and its content ends at 440: the target is 290,
        // half way from 55.
        #expect(host.takeLog().contains(scroll(172.5)))
        driver.frame(at: 11.5)
        #expect(host.takeLog().contains(scroll(290)))
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("an unanimated request jumps to the target; opening several sections at once reveals none")
    func unanimatedAndSeveral() throws {
        let host = revealHost()
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 3, animated: false, at: 10)
        #expect(host.takeLog() == joining("d", frame: band(160, 100), clip: band(160, 100)) + [
            step(.beginAppearance("d", isAppearing: true, animated: false)),
            step(.endAppearance("d")),
            .command(.sectionsWillChange(opening: [3], closing: [], animated: false)),
            .command(.sectionsDidChange(opened: [3], closed: [], animated: false)),
            .command(.expandedIndicesDidChange(from: [], to: [3])),
            scroll(110),
            layout,
        ])
        host.scrolled(to: 0, at: 10)
        driver.expandAll(animated: true, at: 11)
        #expect(driver.engine.scrollPosition.reveal == nil)
        #expect(!host.takeLog().contains { if case .scrolled = $0 { return true } else { return false } })
    }

    @Test("expand all with one section closed reveals that one")
    func expandAllWithOneClosed() throws {
        let host = revealHost(["a", "b", "c"])
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 0, animated: false, at: 10)
        driver.setExpanded(true, at: 1, animated: false, at: 10)
        host.scrolled(to: 0, at: 10)
        driver.expandAll(animated: true, at: 10)
        #expect(driver.engine.scrollPosition.reveal == ExpansionReveal(index: 2, startOffset: 0, startOpenness: 0))
    }
}
