import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Expansion driver: requests, notices, clock and completions")
struct ExpansionDriverTests {
    @Test("an animated request runs on the driver's clock and completes once, at rest")
    func animatedRequest() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c", "d"])
        driver.setExpanded(true, at: 1, animated: true, at: 10, completion: host.completion("open b"))
        #expect(host.takeLog() == [.command(.sectionsWillChange(opening: [1], closing: [], animated: true))]
            + joining("b", frame: band(80, 100), clip: band(80, 0)) + [
                step(.beginAppearance("b", isAppearing: true, animated: true)),
                .command(.runClock(true)),
                .command(.expandedIndicesDidChange(from: [], to: [1])),
                .command(.layout),
            ])
        driver.frame(at: 10.5)
        #expect(host.takeLog() == [.command(.layout), .placed("b", band(80, 100), clip: band(80, 50))])
        driver.frame(at: 11)
        #expect(host.takeLog() == openedAtRest("b", frame: band(80, 100), index: 1, completion: "open b"))
        driver.frame(at: 12)
        #expect(host.takeLog() == [.command(.layout)])
    }

    @Test("a frame time earlier than the last one moves nothing, so no stretch counts twice")
    func clockNeverGoesBack() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.setExpanded(true, at: 0, animated: true, at: 10)
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.frame(at: 10.4)
        #expect(host.takeLog() == [.command(.layout)])
        driver.frame(at: 10.75)
        #expect(host.takeLog() == [.command(.layout), .placed("a", band(40, 100), clip: band(40, 75))])
    }

    @Test("a tap that turns a moving section around fails its request at once; the section settles back")
    func turnedAround() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c", "d"])
        driver.setExpanded(true, at: 1, animated: true, at: 10, completion: host.completion("open b"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.tap(1, at: 10.5)
        #expect(host.takeLog() == [
            .command(.sectionsWillChange(opening: [], closing: [1], animated: true)),
            step(.beginAppearance("b", isAppearing: false, animated: true)),
            // Where the host laid the child out on the last display frame reaches the planner.
            step(.setFrame("b", band(80, 100), clip: band(80, 50))),
            .command(.expandedIndicesDidChange(from: [1], to: [])),
            .command(.layout),
            .completion("open b", false),
        ])
        driver.frame(at: 11)
        #expect(host.takeLog() == [step(.endAppearance("b"))] + leaving("b") + [
            .command(.sectionsDidChange(opened: [], closed: [1], animated: true)),
            .command(.runClock(false)),
            .command(.layout),
        ])
    }

    @Test("an unanimated request names its sections in both notices, back to back, and completes in the same turn")
    func unanimatedRequest() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c"])
        driver.setExpanded(true, at: 2, animated: false, at: 10, completion: host.completion("open c"))
        #expect(host.takeLog() == joining("c", frame: band(120, 100), clip: band(120, 100)) + [
            step(.beginAppearance("c", isAppearing: true, animated: false)),
            step(.endAppearance("c")),
            .command(.sectionsWillChange(opening: [2], closing: [], animated: false)),
            .command(.sectionsDidChange(opened: [2], closed: [], animated: false)),
            .command(.expandedIndicesDidChange(from: [], to: [2])),
            .command(.layout),
            .completion("open c", true),
        ])
        driver.setExpanded(true, at: 2, animated: true, at: 11, completion: host.completion("open c again"))
        #expect(host.takeLog() == [.command(.layout), .completion("open c again", true)])
    }

    @Test("an unanimated request against a moving section ends its motion first, then changes it: the first request fails")
    func unanimatedSupersedes() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.setExpanded(true, at: 0, animated: true, at: 10, completion: host.completion("open a"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.setExpanded(false, at: 0, animated: false, at: 10.5, completion: host.completion("close a"))
        #expect(host.takeLog() == [step(.beginAppearance("a", isAppearing: false, animated: false)), step(.endAppearance("a"))] + leaving("a") + [
                .command(.sectionsDidChange(opened: [0], closed: [], animated: true)),
                .command(.sectionsWillChange(opening: [], closing: [0], animated: false)),
                .command(.sectionsDidChange(opened: [], closed: [0], animated: false)),
                .command(.runClock(false)),
                .command(.expandedIndicesDidChange(from: [0], to: [])),
                .command(.layout),
                .completion("open a", false),
                .completion("close a", true),
            ])
    }

    @Test("expand all and collapse all complete once every section rests where they asked")
    func expandAndCollapseAll() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.setExpanded(true, at: 0, animated: false, at: 10)
        host.log.removeAll()
        driver.expandAll(animated: true, at: 10, completion: host.completion("all open"))
        #expect(host.takeLog() == [.command(.sectionsWillChange(opening: [1], closing: [], animated: true))]
            + joining("b", frame: band(180, 100), clip: band(180, 0)) + [
                step(.beginAppearance("b", isAppearing: true, animated: true)),
                .command(.runClock(true)),
                .command(.expandedIndicesDidChange(from: [0], to: [0, 1])),
                .command(.layout),
            ])
        driver.frame(at: 11)
        #expect(host.takeLog() == openedAtRest("b", frame: band(180, 100), index: 1, completion: "all open"))
        driver.collapseAll(animated: true, at: 12, completion: host.completion("all closed"))
        #expect(host.takeLog() == [
            .command(.sectionsWillChange(opening: [], closing: [0, 1], animated: true)),
            step(.beginAppearance("a", isAppearing: false, animated: true)),
            step(.beginAppearance("b", isAppearing: false, animated: true)),
            .command(.runClock(true)),
            .command(.expandedIndicesDidChange(from: [0, 1], to: [])),
            .command(.layout),
        ])
        driver.frame(at: 13)
        let last = host.takeLog()
        #expect(last.suffix(4) == [
            .command(.sectionsDidChange(opened: [], closed: [0, 1], animated: true)),
            .command(.runClock(false)),
            .command(.layout),
            .completion("all closed", true),
        ])
        #expect(driver.engine.expandedIndices.isEmpty && driver.engine.live.isEmpty)
    }

    @Test("expand all on an empty stack has nothing to open and fails at once; collapse all there succeeds at once")
    func expandAllEmpty() throws {
        let (host, driver) = try loadedDriver([])
        driver.expandAll(animated: true, at: 10, completion: host.completion("all"))
        #expect(host.takeLog() == [.command(.layout), .completion("all", false)])
        driver.expandAll(timing: TransitionTiming(duration: 0.4, curve: .easeIn), at: 10, completion: host.completion("all timed"))
        #expect(host.takeLog() == [.command(.layout), .completion("all timed", false)])
        driver.collapseAll(animated: true, at: 10, completion: host.completion("none"))
        #expect(host.takeLog() == [.command(.layout), .completion("none", true)])
        #expect(driver.engine.expandedIndices.isEmpty)
    }

    @Test("expand all on a stack of one opens it and succeeds: the empty rule stops at no section")
    func expandAllOne() throws {
        let (host, driver) = try loadedDriver(["a"])
        driver.expandAll(animated: false, at: 10, completion: host.completion("all"))
        #expect(host.takeLog().last == .completion("all", true))
        #expect(driver.engine.expandedIndices == [0])
    }

    @Test("a tap asks the veto only when it would open; a vetoed or out-of-range tap does nothing")
    func tapVeto() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        host.vetoed = [1]
        driver.tap(1, at: 10)
        #expect(host.takeLog() == [.vetoAsked(1)])
        driver.tap(5, at: 10)
        driver.tap(-1, at: 10)
        #expect(host.takeLog().isEmpty)
        driver.setExpanded(true, at: 1, animated: false, at: 10)
        host.log.removeAll()
        driver.tap(1, at: 11)
        #expect(host.takeLog().first == .command(.sectionsWillChange(opening: [], closing: [1], animated: true)))
    }
}

@Suite("Expansion driver: data and sizes change while sections move")
struct ExpansionDriverChangeTests {
    @Test("a moving section that moves by identity keeps its motion and its request, at its new index")
    func movedByIdentity() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c"])
        driver.setExpanded(true, at: 2, animated: true, at: 10, completion: host.completion("open c"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.handle(host.change(to: ["c", "a", "b"]), at: 10.5)
        #expect(host.takeLog() == [
            step(.setFrame("c", band(40, 100), clip: band(40, 50))),
            .command(.expandedIndicesDidChange(from: [2], to: [0])),
            .command(.layout),
        ])
        driver.frame(at: 11)
        #expect(host.takeLog() == openedAtRest("c", frame: band(40, 100), index: 0, completion: "open c"))
    }

    @Test("removing a moving section ends its motion with a notice by its old index and fails its request; the others run on")
    func removedWhileMoving() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c"])
        driver.setExpanded(true, at: 0, animated: true, at: 10, completion: host.completion("open a"))
        driver.setExpanded(true, at: 1, animated: true, at: 10, completion: host.completion("open b"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.handle(host.change(to: ["x", "b", "c"]), at: 10.5)
        #expect(host.takeLog() == [
            step(.beginAppearance("a", isAppearing: false, animated: false)),
            step(.endAppearance("a")),
        ] + leaving("a") + [
            step(.setFrame("b", band(80, 100), clip: band(80, 50))),
            .command(.movingSectionsRemoved(wereOpening: [0], wereClosing: [])),
            .command(.expandedIndicesDidChange(from: [0, 1], to: [1])),
            .command(.layout),
            .completion("open a", false),
        ])
        driver.frame(at: 11)
        #expect(host.takeLog() == openedAtRest("b", frame: band(80, 100), index: 1, completion: "open b"))
    }

    @Test("an insertion above a moving section shifts its frames and its index; expand all still completes")
    func insertedAbove() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.expandAll(animated: true, at: 10, completion: host.completion("all"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.handle(host.change(to: ["n", "a", "b"]), at: 10.5)
        #expect(host.takeLog() == [
            step(.setFrame("a", band(80, 100), clip: band(80, 50))),
            step(.setFrame("b", band(170, 100), clip: band(170, 50))),
            .command(.expandedIndicesDidChange(from: [0, 1], to: [1, 2])),
            .command(.layout),
        ])
        driver.frame(at: 11)
        #expect(host.takeLog().suffix(4) == [
            .command(.sectionsDidChange(opened: [1, 2], closed: [], animated: true)),
            .command(.runClock(false)),
            .command(.layout),
            .completion("all", true),
        ])
        #expect(driver.engine.expandedIndices == [1, 2])
    }

    @Test("a reload keeps requests by index and fails those beyond the new count")
    func reloadDropsSections() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c"])
        driver.setExpanded(true, at: 2, animated: true, at: 10, completion: host.completion("open c"))
        _ = host.change(to: ["a"])
        driver.handle(.reload, at: 10.5)
        let log = host.takeLog()
        #expect(log.suffix(3) == [.command(.expandedIndicesDidChange(from: [2], to: [])), .command(.layout), .completion("open c", false)])
        #expect(driver.engine.isAtRest)
    }

    @Test("a resize while a section opens moves its frames at once, and the motion ends on time")
    func resizedWhileMoving() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.setExpanded(true, at: 0, animated: true, at: 10, completion: host.completion("open a"))
        driver.frame(at: 10.5)
        host.log.removeAll()
        driver.handle(.resize(CGSize(width: 200, height: 600)), at: 10.5)
        let narrow = { (y: CGFloat, height: CGFloat) in CGRect(x: 0, y: y, width: 200, height: height) }
        #expect(host.takeLog() == [step(.setFrame("a", narrow(40, 100), clip: narrow(40, 50))), .command(.layout)])
        driver.frame(at: 10.75)
        #expect(host.takeLog() == [.command(.layout), .placed("a", narrow(40, 100), clip: narrow(40, 75))])
        driver.frame(at: 11)
        #expect(host.takeLog() == openedAtRest("a", frame: narrow(40, 100), index: 0, completion: "open a"))
    }
}

@Suite("Expansion driver: re-entrance")
struct ExpansionDriverReentranceTests {
    @Test("a request made from a notice waits for the commands under way and runs before the call returns")
    func requestFromNotice() throws {
        let (host, driver) = try loadedDriver(["a", "b", "c"])
        driver.setExpanded(true, at: 0, animated: true, at: 10, completion: host.completion("open a"))
        host.afterCommand = { [unowned host, unowned driver] command in
            if command == .sectionsDidChange(opened: [0], closed: [], animated: true) {
                driver.setExpanded(true, at: 1, animated: true, at: 11, completion: host.completion("open b"))
            }
        }
        host.log.removeAll()
        driver.frame(at: 11)
        #expect(host.takeLog() == [
            step(.setFrame("a", band(40, 100), clip: band(40, 100))),
            step(.endAppearance("a")),
            .command(.sectionsDidChange(opened: [0], closed: [], animated: true)),
            .command(.sectionsWillChange(opening: [1], closing: [], animated: true)),
        ] + joining("b", frame: band(180, 100), clip: band(180, 0)) + [
            step(.beginAppearance("b", isAppearing: true, animated: true)),
            .command(.expandedIndicesDidChange(from: [0], to: [0, 1])),
            .command(.layout),
            .completion("open a", true),
        ])
    }

    @Test("a completion's own request starts at once, after the turn that completed it")
    func requestFromCompletion() throws {
        let (host, driver) = try loadedDriver(["a", "b"])
        driver.setExpanded(true, at: 1, animated: false, at: 10) { [unowned host, unowned driver] completed in
            host.log.append(.completion("open b", completed))
            driver.collapseAll(animated: false, at: 10, completion: host.completion("close all"))
        }
        #expect(host.takeLog() == joining("b", frame: band(80, 100), clip: band(80, 100)) + [
            step(.beginAppearance("b", isAppearing: true, animated: false)),
            step(.endAppearance("b")),
            .command(.sectionsWillChange(opening: [1], closing: [], animated: false)),
            .command(.sectionsDidChange(opened: [1], closed: [], animated: false)),
            .command(.expandedIndicesDidChange(from: [], to: [1])),
            .command(.layout),
            .completion("open b", true),
            step(.beginAppearance("b", isAppearing: false, animated: false)),
            step(.endAppearance("b")),
        ] + leaving("b") + [
            .command(.sectionsWillChange(opening: [], closing: [1], animated: false)),
            .command(.sectionsDidChange(opened: [], closed: [1], animated: false)),
            .command(.expandedIndicesDidChange(from: [1], to: [])),
            .command(.layout),
            .completion("close all", true),
        ])
        #expect(driver.engine.expandedIndices.isEmpty)
    }
}

@Suite("Expansion driver: bad input")
struct ExpansionDriverBadInputTests {
    @Test("a request for a section beyond the count stops with a message naming the index")
    func setExpandedOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let host = ExpansionRecordingHost.loaded(["a", "b", "c", "d"])
            host.driver?.setExpanded(true, at: 7, animated: true, at: 1)
        }
        #expect(crashOutput(result).contains("index 7 is out of range 0..<4"))
    }
}

/// A loaded expansion driver over a recording host (``ExpansionRecordingHost/loaded(_:configuration:size:)``):
/// the fixture every driver test starts from.
private func loadedDriver(_ names: [String]) throws -> (ExpansionRecordingHost, StackDriver<ExpansionRecordingHost>) {
    let host = ExpansionRecordingHost.loaded(names)
    return (host, try #require(host.driver))
}

/// The last frame of a section that opened alone at `index`, shown whole at `frame`: it appears,
/// the delegate hears it, the clock stops, and the request labelled `completion` succeeds.
private func openedAtRest(_ name: String, frame: CGRect, index: Int, completion: String) -> [ExpansionRecordingHost.Entry] {
    [
        step(.setFrame(name, frame, clip: frame)),
        step(.endAppearance(name)),
        .command(.sectionsDidChange(opened: [index], closed: [], animated: true)),
        .command(.runClock(false)),
        .command(.layout),
        .completion(completion, true),
    ]
}
