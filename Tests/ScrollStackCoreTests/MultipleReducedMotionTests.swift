import Foundation
import Testing
@testable import ScrollStackCore

/// A loaded host whose engine runs under `motion`.
private func host(_ names: [String] = ["a", "b", "c", "d"], motion: MotionPreference = .reduced, size: CGSize = CGSize(width: 320, height: 600)) -> ExpansionRecordingHost {
    let host = ExpansionRecordingHost.loaded(names, size: size)
    var configuration = multipleConfiguration()
    configuration.motion = motion
    host.driver?.handle(.configure(configuration), at: 0)
    host.log.removeAll()
    return host
}

private let layout = ExpansionRecordingHost.Entry.command(.layout)

@Suite("Multiple expansion under Reduce Motion: sections fade in place")
struct MultipleReducedMotionTests {
    @Test("an opening section takes its height at once and fades in over the duration; notices and completion as with motion")
    func openingFadesIn() throws {
        let host = host()
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 1, animated: true, at: 10, completion: host.completion("open b"))
        #expect(host.takeLog() == [.command(.sectionsWillChange(opening: [1], closing: [], animated: true))]
            + joining("b", frame: band(80, 100), clip: band(80, 100)) + [
                step(.beginAppearance("b", isAppearing: true, animated: true)),
                .command(.runClock(true)),
                .command(.expandedIndicesDidChange(from: [], to: [1])),
                layout,
            ])
        let engine = driver.engine
        #expect(engine.expansionLayout.visibleItems(in: engine.sectionsViewport) == [
            .header(index: 0, frame: band(0, 40)),
            .header(index: 1, frame: band(40, 40)),
            .content(index: 1, frame: band(80, 100), clip: band(80, 100)),
            .header(index: 2, frame: band(180, 40)),
            .header(index: 3, frame: band(220, 40)),
        ])
        #expect(engine.contentOpacity(ofSectionAt: 1) == 0)
        driver.frame(at: 10.5)
        // Nothing travels: the frame carries no containment step.
        #expect(host.takeLog() == [layout])
        #expect(driver.engine.contentOpacity(ofSectionAt: 1) == 0.5)
        #expect(driver.engine.disclosureExpansion(ofSectionAt: 1) == 0.5)
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.endAppearance("b")),
            .command(.sectionsDidChange(opened: [1], closed: [], animated: true)),
            .command(.runClock(false)),
            layout,
            .completion("open b", true),
        ])
        #expect(driver.engine.contentOpacity(ofSectionAt: 1) == 1)
        #expect(driver.engine.expansionLayout.fadingSections.isEmpty)
    }

    @Test("a closing section's layout closes at once while its content fades out where it stood, whole, then leaves")
    func closingFadesOut() throws {
        let host = host()
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 1, animated: false, at: 10)
        host.log.removeAll()
        driver.tap(1, at: 10)
        // Closing asks no veto.
        #expect(host.takeLog() == [
            .command(.sectionsWillChange(opening: [], closing: [1], animated: true)),
            step(.beginAppearance("b", isAppearing: false, animated: true)),
            .command(.runClock(true)),
            .command(.expandedIndicesDidChange(from: [1], to: [])),
            layout,
        ])
        driver.frame(at: 10.25)
        #expect(host.takeLog() == [layout])
        let engine = driver.engine
        #expect(engine.expansionLayout.visibleItems(in: engine.sectionsViewport) == [
            .header(index: 0, frame: band(0, 40)),
            .header(index: 1, frame: band(40, 40)),
            .content(index: 1, frame: band(80, 100), clip: band(80, 100)),
            .header(index: 2, frame: band(80, 40)),
            .header(index: 3, frame: band(120, 40)),
        ])
        #expect(engine.expansionLayout.contentSize.height == 160)
        #expect(engine.contentOpacity(ofSectionAt: 1) == 0.75)
        driver.frame(at: 11)
        #expect(host.takeLog() == [step(.endAppearance("b"))] + leaving("b") + [
            .command(.sectionsDidChange(opened: [], closed: [1], animated: true)),
            .command(.runClock(false)),
            layout,
        ])
    }

    @Test("a fading section turned around jumps its layout to the new end; its opacity turns from where it stood")
    func reversalWhileFading() throws {
        let host = host()
        let driver = try #require(host.driver)
        driver.tap(1, at: 10)
        driver.frame(at: 10.25)
        host.log.removeAll()
        driver.tap(1, at: 10.25)
        #expect(host.takeLog() == [
            .command(.sectionsWillChange(opening: [], closing: [1], animated: true)),
            step(.beginAppearance("b", isAppearing: false, animated: true)),
            .command(.expandedIndicesDidChange(from: [1], to: [])),
            layout,
        ])
        #expect(driver.engine.expansionLayout.headerFrame(at: 2) == band(80, 40))
        #expect(driver.engine.expansionLayout.content(at: 1)?.clip == band(80, 100))
        driver.frame(at: 10.375)
        #expect(abs(driver.engine.contentOpacity(ofSectionAt: 1) - 0.125) < 1e-9)
        driver.frame(at: 10.5)
        #expect(host.takeLog() == [layout, step(.endAppearance("b"))] + leaving("b") + [
            .command(.sectionsDidChange(opened: [], closed: [1], animated: true)),
            .command(.runClock(false)),
            layout,
        ])
    }

    @Test("a switch of motion mid-flight leaves moving sections as they started; sections that start after it follow it")
    func switchMidFlight() throws {
        let host = host(motion: .full)
        let driver = try #require(host.driver)
        driver.tap(1, at: 10)
        driver.frame(at: 10.5)
        var reduced = multipleConfiguration()
        reduced.motion = .reduced
        driver.handle(.configure(reduced), at: 10.5)
        host.log.removeAll()
        driver.frame(at: 10.75)
        // b keeps unrolling.
        #expect(host.takeLog() == [layout, .placed("b", band(80, 100), clip: band(80, 75))])
        driver.tap(2, at: 10.75)
        // c fades in whole, below b as far as b has unrolled.
        #expect(host.takeLog() == [.vetoAsked(2), .command(.sectionsWillChange(opening: [2], closing: [], animated: true)), step(.setFrame("b", band(80, 100), clip: band(80, 75)))]
            + joining("c", frame: band(195, 100), clip: band(195, 100)) + [
                step(.beginAppearance("c", isAppearing: true, animated: true)),
                .command(.expandedIndicesDidChange(from: [1], to: [1, 2])),
                layout,
            ])
        #expect(driver.engine.sectionMotions[1]?.fades == false && driver.engine.sectionMotions[2]?.fades == true)
        driver.handle(.configure(multipleConfiguration()), at: 10.75)
        driver.frame(at: 11)
        #expect(driver.engine.sectionMotions[2]?.fades == true)
        #expect(abs(driver.engine.contentOpacity(ofSectionAt: 2) - 0.25) < 1e-9)
        #expect(driver.engine.expansionLayout.content(at: 2)?.clip == band(220, 100))
    }

    @Test("under Reduce Motion the reveal jumps to its target in the request's own turn")
    func revealJumps() throws {
        let host = host(["a", "b", "c", "d", "e", "f"], size: CGSize(width: 320, height: 150))
        let driver = try #require(host.driver)
        driver.tap(3, at: 10)
        let opening: [ExpansionRecordingHost.Entry] = [.vetoAsked(3), .command(.sectionsWillChange(opening: [3], closing: [], animated: true))]
        let expected: [ExpansionRecordingHost.Entry] = opening + joining("d", frame: band(160, 100), clip: band(160, 100)) + [
            step(.beginAppearance("d", isAppearing: true, animated: true)),
            .command(.runClock(true)),
            .command(.expandedIndicesDidChange(from: [], to: [3])),
            .scrolled(110),
            layout,
        ]
        #expect(host.takeLog() == expected)
        #expect(driver.engine.scrollPosition.reveal == nil)
    }

    @Test("a content height that changes while its section fades is taken at once")
    func heightWhileFading() throws {
        let host = host()
        let driver = try #require(host.driver)
        driver.tap(1, at: 10)
        host.log.removeAll()
        driver.handle(.contentHeightChanged(index: 1, height: 150), at: 10.25)
        #expect(host.takeLog() == [step(.setFrame("b", band(80, 150), clip: band(80, 150))), layout])
        #expect(driver.engine.expansionLayout.headerFrame(at: 2) == band(230, 40))
    }
}
