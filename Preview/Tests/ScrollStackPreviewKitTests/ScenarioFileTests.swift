import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

@Suite("Scenario files")
struct ScenarioFileTests {
    func message(_ text: String, mode: PreviewMode = .accordion, count: Int? = nil) -> String? {
        do {
            let file = try ScenarioFile.parse(text, name: "s.json")
            var settings = PreviewSettings(mode: mode)
            if let count { settings.count = count }
            try file.scenario(for: mode).validate(for: settings)
            return nil
        } catch {
            #expect(error.kind == .scenario)
            return error.message
        }
    }

    @Test("every kind of event decodes, with its options and its place in the file")
    func decodesEveryEvent() throws {
        let text = """
            {"events": [
              {"tap": 2},
              {"select": 3, "animated": false, "after": 0.1},
              {"select": null},
              {"swipe": "backward", "release": 0.6, "velocity": -250, "duration": 0.3},
              {"reload": 6},
              {"reload": true},
              {"resize": "844x390"}
            ]}
            """
        let file = try ScenarioFile.parse(text, name: "s.json")
        let events = try #require(file.events)
        #expect(events.map(\.event) == [
            .tap(2),
            .select(3, animated: false),
            .select(nil, animated: true),
            .swipe(SwipeGesture(direction: .backward, release: 0.6, velocity: -250, duration: 0.3)),
            .reload(count: 6),
            .reload(count: nil),
            .resize(CGSize(width: 844, height: 390)),
        ])
        #expect(events.map(\.after) == [nil, 0.1, nil, nil, nil, nil, nil])
        #expect(events.map(\.path) == (0..<7).map { "events[\($0)]" })
        #expect(events.map(\.line) == [2, 3, 4, 5, 6, 7, 8])
    }

    @Test("a comma after the last element is accepted, as Foundation's reader accepts it")
    func trailingComma() throws {
        let file = try ScenarioFile.parse("{\"events\": [{\"tap\": 1, \"after\": 0.5,},\n {\"tap\": 2},],}", name: "s.json")
        #expect(file.events == [TimedEvent(.tap(1), after: 0.5, path: "events[0]", line: 1), TimedEvent(.tap(2), path: "events[1]", line: 2)])
    }

    @Test("a bare list serves every mode; per-mode lists take precedence")
    func listsPerMode() throws {
        let bare = try ScenarioFile.parse(#"[{"tap": 1}]"#, name: "s.json")
        #expect(try bare.scenario(for: .paging).events.map(\.path) == ["[0]"])
        let split = try ScenarioFile.parse(#"{"events": [{"tap": 1}], "paging": [{"select": 2}]}"#, name: "s.json")
        #expect(try split.scenario(for: .accordion).events.map(\.event) == [.tap(1)])
        #expect(try split.scenario(for: .paging).events.map(\.event) == [.select(2, animated: true)])
        let accordionOnly = try ScenarioFile.parse(#"{"accordion": [{"tap": 1}]}"#, name: "s.json")
        #expect(throws: PreviewError(.scenario, #"s.json: no events for paging: add an "events" list, or a "paging" list"#)) {
            try accordionOnly.scenario(for: .paging)
        }
    }

    @Test("malformed JSON is reported with its line and column", arguments: [
        ("[\n  {\"tap\": 1}\n  {\"tap\": 2}\n]", "s.json: line 3, column 3: not valid JSON: invalid value, found '{'"),
        ("[{\"tap\": 1}", "s.json: line 1, column 12: not valid JSON: unexpected end of file during JSON parse"),
        ("{\"events\": [{\"tap\": 1, \"tap\": 2}]}", "s.json: line 1, column 24: not valid JSON: the key \"tap\" appears twice in one object"),
        ("[{\"tap\": 1},\n {\"t\\u0061p\": 2, \"t\\u0061p\": 3}]", "s.json: line 2, column 18: not valid JSON: the key \"tap\" appears twice in one object"),
        ("[{'tap': 1}]", "s.json: line 1, column 3: not valid JSON: invalid value, found '''"),
        ("[{\"tap\": True}]", "s.json: line 1, column 10: not valid JSON: invalid value, found 'True'"),
        ("[\"é\",\n  {\"tap\": x}]", "s.json: line 2, column 11: not valid JSON: invalid value, found 'x'"),
        ("[{\"tap\": 0},\n {\"tap\": 1e999}]", "s.json: line 2, column 10: not valid JSON: number 1e999 is not representable in Swift, found '1'"),
        ("", "s.json: line 1, column 1: not valid JSON: unexpected end of file during JSON parse"),
        ("[1] [2]", "s.json: line 1, column 5: not valid JSON: invalid value, found '['"),
    ])
    func malformed(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test("a bad event names its JSON path, its line and the bad value", arguments: [
        ("{\"events\": [{\"tap\": 0}, {\"tap\": 1}, {\"tap\": 2},\n {\"tap\": 9}]}",
         "s.json: events[3].tap (line 2): index 9 is out of range 0..<5: the accordion has 5 sections"),
        ("[{\"tapp\": 1}]", "s.json: [0].tapp (line 1): unknown key; an event has one of \"tap\", \"select\", \"swipe\", \"reload\", \"resize\", \"expand-all\", \"collapse-all\", \"set-expanded\", \"scroll\" or \"inner-tap\", and may have \"after\""),
        ("[{\"tap\": \"2\"}]", "s.json: [0].tap (line 1): expected an index (a whole number from 0), found the string \"2\""),
        ("[{\"tap\": 1.5}]", "s.json: [0].tap (line 1): expected a whole number, found the number 1.5"),
        ("[{\"tap\": -1}]", "s.json: [0].tap (line 1): index -1 is negative; indices count from 0"),
        ("[{\"tap\": 1, \"select\": 2}]", "s.json: [0] (line 1): an event has one kind, but this one has \"tap\" and \"select\""),
        ("[{\"after\": 1}]", "s.json: [0] (line 1): the event has no kind: give one of \"tap\", \"select\", \"swipe\", \"reload\", \"resize\", \"expand-all\", \"collapse-all\", \"set-expanded\", \"scroll\" or \"inner-tap\""),
        ("[{\"tap\": 1, \"animated\": true}]", "s.json: [0].animated (line 1): only a collapse-all, an expand-all, a select or a set-expanded event takes \"animated\""),
        ("[{\"tap\": 1, \"after\": -2}]", "s.json: [0].after (line 1): -2 is out of range: give 0 to 600 seconds"),
        ("[{\"reload\": 2}, {\"tap\": 3}]", "s.json: [1].tap (line 1): index 3 is out of range 0..<2: the accordion has 2 sections"),
        ("[{\"resize\": \"0x844\"}]", "s.json: [0].resize (line 1): '0x844' is not a usable size: the width must be more than 0 points"),
        ("[{\"swipe\": \"forward\", \"release\": 0.5}]", "s.json: [0].swipe (line 1): swipes move between pages; the accordion has none (use --mode paging)"),
        ("[3]", "s.json: [0] (line 1): expected an event object such as {\"tap\": 2}, found the number 3"),
        ("{\"event\": []}", "s.json: event (line 1): unknown key; a scenario object has \"events\", \"accordion\", \"paging\" or \"heights\""),
        ("\"tap\"", "s.json: $ (line 1): expected a list of events or an object with \"events\", found the string \"tap\""),
    ])
    func badEvent(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test("paging refuses what only an accordion can do, and swipes need a release", arguments: [
        ("[{\"select\": null}]", "s.json: [0].select (line 1): null closes every section, which only an accordion can do; the pager always shows a page"),
        ("[{\"swipe\": \"forward\"}]", "s.json: [0] (line 1): a swipe needs \"release\": how far the drag goes before the finger lets go, from 0 to 1 page"),
        ("[{\"swipe\": \"left\", \"release\": 0.5}]", "s.json: [0].swipe (line 1): expected \"forward\" (towards the next page) or \"backward\", found the string \"left\""),
        ("[{\"swipe\": \"forward\", \"release\": 1.5}]", "s.json: [0].release (line 1): 1.5 is out of range: give 0 to 1 (a fraction of a page)"),
        ("[{\"select\": 8}]", "s.json: [0].select (line 1): index 8 is out of range 0..<8: the pager has 8 tabs"),
    ])
    func pagingRules(text: String, expected: String) {
        #expect(message(text, mode: .paging) == expected)
    }

    @Test("a missing file, a folder and a file that is not UTF-8 are named")
    func unreadableFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        #expect(throws: PreviewError(.scenario, "scenario file '\(folder.file("none.json").path)' does not exist")) {
            try ScenarioFile.load(path: folder.file("none.json").path, relativeTo: folder.url)
        }
        #expect(throws: PreviewError(.scenario, "scenario file '\(folder.url.path)' is a folder, not a file")) {
            try ScenarioFile.load(path: folder.url.path, relativeTo: folder.url)
        }
        try Data([0x5B, 0xFF, 0xFE, 0x5D]).write(to: folder.file("latin.json"))
        #expect(throws: PreviewError(.scenario, "scenario file '\(folder.file("latin.json").path)' is not UTF-8 text")) {
            try ScenarioFile.load(path: folder.file("latin.json").path, relativeTo: folder.url)
        }
    }

    @Test("the built-in scenario names the option that makes it impossible")
    func builtInNeedsEnoughSections() {
        var settings = PreviewSettings(mode: .accordion)
        settings.count = 3
        #expect(throws: PreviewError(.usage, "the default accordion scenario cannot run with these options: accordion[4].tap: index 3 is out of range 0..<3: the accordion has 3 sections; change --sections or pass --scenario FILE")) {
            try Scenario.defaultAccordion.validate(for: settings)
        }
    }

    @Test("reload and resize reach the engine: the count and the size change in the frames")
    func reloadAndResizeRun() throws {
        let file = try ScenarioFile.parse(#"[{"tap": 1}, {"reload": 3}, {"resize": "600x400"}, {"tap": 2}]"#, name: "s.json")
        let run = try PreviewRunner(settings: PreviewSettings(mode: .accordion), scenario: try file.scenario(for: .accordion)).run()
        let reload = run.frames[run.events[1].firstFrame]
        #expect(reload.headers.map(\.title) == ["General", "Display", "Sounds"])
        #expect(reload.selected == 1)
        let resize = run.frames[run.events[2].firstFrame]
        #expect(resize.size.size == CGSize(width: 600, height: 400))
        #expect(resize.headers.allSatisfy { $0.frame.rect.width == 600 })
        // Three 56-point headers leave 232 points for the open section.
        #expect(run.frames.last?.contents.map(\.frame.rect) == [CGRect(x: 0, y: 168, width: 600, height: 232)])
    }

    @Test("a select without animation and a wait mid-flight follow the clock exactly")
    func timing() throws {
        let file = try ScenarioFile.parse(#"[{"select": 2, "animated": false}, {"tap": 4}, {"tap": 4, "after": 0.05}]"#, name: "s.json")
        var settings = PreviewSettings(mode: .accordion)
        settings.fps = 20
        let run = try PreviewRunner(settings: settings, scenario: try file.scenario(for: .accordion)).run()
        #expect(run.frames[run.events[0].firstFrame].phase == "idle")
        #expect(run.frames[run.events[0].firstFrame].selected == 2)
        // At 20 fps the wait is one 0.05-second tick; the second tap reverses the transition.
        let reversal = run.frames[run.events[2].firstFrame]
        #expect(abs(reversal.time - run.events[1].time - 0.05) < 1e-12)
        #expect(reversal.phase == "cancelling")
        #expect(run.frames.last?.selected == 2)
    }
}
