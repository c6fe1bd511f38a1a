import Foundation
import Testing
@testable import ScrollStackCore

extension ExpansionRecordingHost {
    /// The delegate's notices in the log so far, in order.
    var notices: [ExpansionNotice] {
        log.compactMap { entry in
            if case .command(let command) = entry { return command.notice }
            return nil
        }
    }
}

@Suite("Expansion: the delegate's notices")
struct ExpansionNoticeTests {
    @Test("moving sections a data change removes close their conversation: every will has its did, the removed ones by their old index")
    func removedSectionsCloseTheirConversation() throws {
        let host = ExpansionRecordingHost.loaded(["a", "b", "c", "d"])
        let driver = try #require(host.driver)
        driver.expandAll(animated: true, at: 0)
        driver.frame(at: 0.5)
        driver.setExpanded(false, at: 3, animated: true, at: 0.5)
        driver.handle(host.change(to: ["b", "d", "x"]), at: 0.6)
        driver.frame(at: 2)
        #expect(host.notices == [
            .willChange(opening: [0, 1, 2, 3], closing: []),
            .willChange(opening: [], closing: [3]),
            .didChange(opened: [], closed: [0, 2]),
            .didChange(opened: [0], closed: [1]),
        ])
        #expect(driver.engine.expandedIndices == [0] && driver.engine.isAtRest)
    }

    @Test("a section removed while closing is named closed; one removed at rest is named in no notice")
    func removedWhileClosingAndAtRest() throws {
        let host = ExpansionRecordingHost.loaded(["a", "b", "c"])
        let driver = try #require(host.driver)
        driver.setExpanded(true, at: 0, animated: false, at: 0)
        driver.setExpanded(true, at: 2, animated: false, at: 0)
        driver.setExpanded(false, at: 2, animated: true, at: 0)
        driver.handle(host.change(to: ["b"]), at: 0.25)
        #expect(host.notices == [
            .willChange(opening: [0], closing: []),
            .didChange(opened: [0], closed: []),
            .willChange(opening: [2], closing: []),
            .didChange(opened: [2], closed: []),
            .willChange(opening: [], closing: [2]),
            .didChange(opened: [], closed: [2]),
        ])
        #expect(driver.engine.expandedIndices.isEmpty && driver.engine.isAtRest)
    }

    @Test("commands that carry no notice map to none")
    func commandsWithoutNotice() {
        let commands: [DriverCommand<String>] = [.layout, .runClock(true), .expandedIndicesDidChange(from: [], to: [1]), .containment(.addChild("a"))]
        #expect(commands.map(\.notice) == [nil, nil, nil, nil])
        #expect(DriverCommand<String>.movingSectionsRemoved(wereOpening: [4], wereClosing: [1, 7]).notice == .didChange(opened: [], closed: [1, 4, 7]))
    }
}
