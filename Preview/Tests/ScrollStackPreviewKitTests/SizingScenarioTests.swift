import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// Sections of their own heights, any count from 1 to a million, in the preview.
@Suite("Section heights and counts in the preview")
struct SizingScenarioTests {
    func run(_ json: String, count: Int = 5) throws -> RunRecord {
        var settings = PreviewSettings(mode: .accordion)
        settings.count = count
        let scenario = try ScenarioFile.parse(json, name: "s.json").scenario(for: .accordion)
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    @Test("a scenario's heights give each section its own content height: the whole resting layout")
    func heights() throws {
        let run = try run(#"{"heights": [120, 300, null, 80], "events": [{"tap": 1}]}"#)
        let last = try #require(run.frames.last)
        #expect(last.contents.map(\.frame.rect) == [CGRect(x: 0, y: 112, width: 390, height: 300)])
        // Headers 2…4 sit below section 1's 300 points.
        #expect(last.headers.map(\.frame.rect.minY) == [0, 56, 412, 468, 524])
        #expect(run.frames.allSatisfy { $0.contents.allSatisfy { $0.frame.rect.height == 300 } })
    }

    @Test("bad heights are refused with their path, line and value", arguments: [
        (#"{"heights": [-1], "events": []}"#, "s.json: heights[0] (line 1): a content height is 0 to"),
        (#"{"heights": 5, "events": []}"#, "s.json: heights (line 1): expected a list of content heights in points (or null), found the number 5"),
        (#"{"heights": [1, 2, 3, 4, 5, 6], "events": [{"tap": 0}]}"#, "s.json: heights: 6 heights for 5 sections"),
    ])
    func badHeights(json: String, expected: String) throws {
        do {
            _ = try run(json)
            Issue.record("\(json) was accepted")
        } catch let error as PreviewError {
            #expect(error.message.hasPrefix(expected), "\(error.message)")
        }
    }

    @Test("the default scenarios run for any count from 1", arguments: 1...4)
    func smallCounts(count: Int) throws {
        for mode in PreviewMode.allCases {
            var request = PreviewRequest()
            request.modes = [mode]
            request.count = count
            let document = try PreviewJob.makeDocument(for: request)
            #expect(document.runs.first?.frames.last?.phase == "idle", "\(mode) with \(count)")
        }
    }

    @Test("a million sections: every frame records only the headers in view")
    func million() throws {
        var request = PreviewRequest()
        request.modes = [.accordion]
        request.count = 1_000_000
        let run = try #require(try PreviewJob.makeDocument(for: request).runs.first)
        let most = run.frames.map(\.headers.count).max() ?? 0
        #expect(most > 0 && most <= 2 * 844 / 56 + 1, "at most two screenfuls of headers, found \(most)")
        #expect(run.count == 1_000_000)
    }
}
