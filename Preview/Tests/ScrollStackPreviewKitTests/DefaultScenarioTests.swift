import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

@Suite("The default scenario against the core's own answers")
struct DefaultScenarioTests {
    let phone = CGSize(width: 390, height: 844)

    /// The document the tool writes with no options, read back from its JSON.
    func defaultDocument() throws -> PreviewDocument {
        let document = try PreviewJob.makeDocument(for: PreviewRequest())
        let json = try JSONRenderer.render(document)
        let decoded = try JSONDecoder().decode(PreviewDocument.self, from: json)
        #expect(decoded == document, "the JSON must round-trip every field")
        return decoded
    }

    func accordionReference() throws -> ReferenceDrive<TitledSections> {
        var configuration = StackConfiguration()
        configuration.headerHeight = 56
        let engine = StackEngine<String>(configuration: configuration, mode: .accordion, size: phone)
        var drive = ReferenceDrive(engine: engine, source: TitledSections(titles: ["General", "Display", "Sounds", "Privacy", "About"]))
        try drive.setUp()
        try drive.event(.tap(0))
        try drive.tickUntilIdle()
        try drive.event(.tap(2))
        try drive.tickUntilIdle()
        try drive.event(.tap(2))
        try drive.tickUntilIdle()
        try drive.event(.tap(1))
        try drive.runClock(0.14)
        try drive.event(.tap(3))
        try drive.tickUntilIdle()
        try drive.checker.checkSettled()
        return drive
    }

    func pagingReference() throws -> ReferenceDrive<ReusedPages> {
        let engine = StackEngine<String>(configuration: StackConfiguration(), mode: .paging, size: phone, selectedIndex: 0)
        var drive = ReferenceDrive(engine: engine, source: ReusedPages(count: 8))
        try drive.setUp()
        try drive.event(.select(3, animated: true))
        try drive.tickUntilIdle()
        try drive.swipe(forwardRelease: 0.4, velocity: 0)
        try drive.tickUntilIdle()
        try drive.swipe(forwardRelease: 0.7, velocity: 600)
        try drive.runClock(0.04)
        try drive.swipe(forwardRelease: 0.35, velocity: 1800, duration: 0.1)
        try drive.tickUntilIdle()
        try drive.checker.checkSettled()
        return drive
    }

    /// Compares every recorded frame with the reference drive's frame at the same position.
    func compare(_ run: RunRecord, with reference: [ReferenceFrame]) {
        #expect(run.frames.count == reference.count)
        for (frame, expected) in zip(run.frames, reference) {
            #expect(abs(frame.time - expected.time) < 1e-9, "frame \(frame.index) time")
            #expect(frame.steps.map(\.step) == expected.steps, "frame \(frame.index) steps")
            #expect(frame.phase == phaseName(expected.phase), "frame \(frame.index) phase")
            #expect(frame.transition?.fraction == expected.phase.transition?.fraction, "frame \(frame.index) fraction")
            #expect(frame.transition?.from == expected.phase.transition?.from && frame.transition?.to == expected.phase.transition?.to)
            #expect(frame.selected == expected.selected, "frame \(frame.index) selection")
            #expect(frame.isQueued == (expected.pending != nil) && frame.queued == (expected.pending ?? nil), "frame \(frame.index) queue")
            switch run.mode {
            case .accordion:
                #expect(frame.headers.map(\.frame.rect) == expected.headerFrames, "frame \(frame.index) headers")
                #expect(frame.contents.map(\.index) == expected.live.keys.sorted(), "frame \(frame.index) live sections")
                for content in frame.contents {
                    #expect(content.child == expected.live[content.index])
                    #expect(content.frame.rect == expected.childFrames[content.index], "frame \(frame.index) content \(content.index)")
                }
            case .paging:
                #expect(frame.pages.map(\.index) == expected.live.keys.sorted(), "frame \(frame.index) live pages")
                for page in frame.pages {
                    #expect(page.child == expected.live[page.index])
                    #expect(page.frame.rect == expected.childFrames[page.index], "frame \(frame.index) page \(page.index)")
                }
            }
        }
    }

    @Test("the accordion's frames and steps are the engine's, frame for frame")
    func accordionMatchesEngine() throws {
        let document = try defaultDocument()
        let run = try #require(document.runs.first)
        #expect(run.mode == .accordion)
        compare(run, with: try accordionReference().frames)
    }

    @Test("the pager's frames and steps are the engine's, frame for frame")
    func pagingMatchesEngine() throws {
        let document = try defaultDocument()
        #expect(document.runs.map(\.mode) == [.accordion, .paging])
        let run = try #require(document.runs.last)
        compare(run, with: try pagingReference().frames)
    }

    @Test("the accordion scenario tells its story: tap 3 arrives halfway through 1 and waits for it")
    func accordionStory() throws {
        let run = try #require(try defaultDocument().runs.first)
        #expect(run.events.map(\.label) == ["tap 0", "tap 2", "tap 2", "tap 1", "tap 3"])
        let tap3 = run.frames[run.events[4].firstFrame]
        #expect(tap3.transition?.from == nil && tap3.transition?.to == 1)
        #expect(abs((tap3.transition?.fraction ?? 0) - 0.5) < 1e-9)
        #expect(tap3.isQueued && tap3.queued == 3)
        #expect(tap3.steps.isEmpty)
        let last = try #require(run.frames.last)
        #expect(last.phase == "idle" && last.selected == 3)
        #expect(last.contents.map(\.child) == ["Privacy"])
        #expect(last.contents.first?.frame.rect == CGRect(x: 0, y: 224, width: 390, height: 564))
        // Section 2 unrolls from under header 2, below section 0's open content, showing nothing yet.
        #expect(run.frames[run.events[1].firstFrame].steps.map(\.step).contains(
            .setFrame("Sounds", CGRect(x: 0, y: 732, width: 390, height: 564), clip: CGRect(x: 0, y: 732, width: 390, height: 0))
        ))
    }

    @Test("the paging scenario tells its story: a cancel, a finish, and a swipe that settles the previous one first")
    func pagingStory() throws {
        let run = try #require(try defaultDocument().runs.last)
        func ends(_ event: EventRecord) -> [ContainerStep<String>] {
            run.frames[event.firstFrame...event.lastFrame].flatMap { $0.steps.map(\.step) }.filter {
                if case .transitionDidEnd = $0 { return true }
                return false
            }
        }
        #expect(ends(run.events[1]) == [.transitionDidEnd(from: 3, to: 4, completed: false)])
        #expect(run.frames[try #require(run.events[1].releaseFrame)].phase == "cancelling")
        #expect(run.frames[try #require(run.events[2].releaseFrame)].phase == "finishing")
        let touchDown = run.frames[run.events[3].firstFrame]
        #expect(touchDown.steps.map(\.step).contains(.transitionDidEnd(from: 3, to: 4, completed: true)), "the fast swipe lands the previous one first")
        #expect(ends(run.events[3]) == [.transitionDidEnd(from: 3, to: 4, completed: true), .transitionDidEnd(from: 4, to: 5, completed: true)])
        #expect(run.frames.last?.selected == 5)
        // Pages come from the pool: the child that left tab 0 comes back for tab 4.
        #expect(run.frames.flatMap(\.pages).contains { $0.index == 4 && $0.child == "TabPage#1" })
        #expect(Set(run.frames.flatMap(\.pages).map(\.child)) == ["TabPage#1", "TabPage#2"])
    }

    @Test("every frame of the default runs passes the containment contract, and ends settled")
    func logIsValid() throws {
        for run in try defaultDocument().runs {
            var checker = ContainmentChecker<String>()
            try checker.check(run.steps.map(\.step))
            try checker.checkSettled()
            #expect(run.frames.indices.elementsEqual(run.frames.map(\.index)))
            #expect(run.frames.map(\.time) == run.frames.map(\.time).sorted(), "time never runs backwards")
        }
    }
}
