import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// Two engines driven directly, the nested one in outer section 1, as the preview documents the
/// wiring: the nested engine's event or tick first, its laid-out height published by
/// `NestedContentHeight` to the outer engine, then the outer engine's own event or tick. The
/// frames hold what the screen shows of the outer section and the nested headers and contents in it.
struct NestedReferenceDrive {
    struct Frame: Equatable {
        var section: CGRect?
        var headers: [CGRect]
        var contents: [CGRect]
    }

    var outer: StackEngine<String>
    var inner: StackEngine<String>
    let outerSource = TitledSections(titles: ["General", "Display", "Sounds"])
    let innerSource = TitledSections(titles: ["Alerts", "Badges", "Banners"])
    var published: CGFloat?
    var frames: [Frame] = []

    init() {
        var configuration = StackConfiguration()
        configuration.expansion = .multiple
        configuration.headerHeight = 56
        outer = StackEngine(configuration: configuration, size: CGSize(width: 390, height: 844))
        configuration.headerHeight = 44
        configuration.accordionContentMode = .fit(height: 100)
        inner = StackEngine(configuration: configuration, size: CGSize(width: 390, height: 844))
        _ = outer.handle(.reload, source: outerSource)
        for (index, height) in [CGFloat(140), 220, 120].enumerated() { _ = outer.handle(.contentHeightChanged(index: index, height: height), source: outerSource) }
        for event in [StackEvent.reload, .containerWillAppear(animated: false), .containerDidAppear] { innerEvent(event) }
        _ = outer.handle(.containerWillAppear(animated: false), source: outerSource)
        _ = outer.handle(.containerDidAppear, source: outerSource)
        record()
    }

    mutating func innerEvent(_ event: StackEvent) {
        _ = inner.handle(event, source: innerSource)
        let moment: NestedContentHeight.Moment = inner.isAtRest ? .rest : .transitionFrame
        if let height = NestedContentHeight.height(afterLayingOut: inner.expansionLayout.contentSize.height, moment: moment, published: published) {
            published = height
            _ = outer.handle(NestedContentHeight.event(index: 1, height: height, innerIsMoving: !inner.isAtRest), source: outerSource)
        }
    }

    mutating func record() {
        let offset = outer.scrollOffset
        var section: CGRect?
        outer.expansionLayout.forEachVisibleItem(in: CGRect(x: 0, y: offset, width: 390, height: 844), pinningHeaders: false) { item in
            if case .content(1, _, let clip) = item { section = clip.offsetBy(dx: 0, dy: -offset) }
        }
        var headers: [CGRect] = []
        var contents: [CGRect] = []
        if let section {
            inner.expansionLayout.forEachVisibleItem(in: CGRect(x: 0, y: 0, width: 390, height: inner.expansionLayout.contentSize.height), pinningHeaders: false) { item in
                switch item {
                case .header(_, let frame):
                    let shown = frame.offsetBy(dx: 0, dy: section.minY).intersection(section)
                    if !shown.isNull, shown.height > 0 { headers.append(shown) }
                case .content(_, _, let clip):
                    let shown = clip.offsetBy(dx: 0, dy: section.minY).intersection(section)
                    if !shown.isNull, shown.height > 0 { contents.append(shown) }
                }
            }
        }
        frames.append(Frame(section: section, headers: headers, contents: contents))
    }

    mutating func settle() {
        while !outer.isAtRest || !inner.isAtRest { tick(1.0 / 60) }
    }

    mutating func tick(_ seconds: Double) {
        innerEvent(.tick(seconds))
        _ = outer.handle(.tick(seconds), source: outerSource)
        record()
    }
}

/// An accordion nested in a section of the outer one, in the preview.
@Suite("A nested accordion in the preview")
struct NestedPreviewTests {
    static func run(_ json: String, section: Int = 1, count: Int = 3, expansion: ExpansionMode = .multiple) throws -> RunRecord {
        var settings = PreviewSettings(mode: .accordion)
        settings.expansion = expansion
        settings.count = count
        settings.nestedSection = section
        let scenario = try ScenarioFile.parse(json, name: "s.json").scenario(for: .accordion)
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    static let json = #"""
    {"heights": [140, 220, 120], "events": [
      {"set-expanded": 1, "open": true},
      {"inner-tap": 0},
      {"inner-tap": 2},
      {"inner-tap": 0, "after": 0.1},
      {"collapse-all": true}
    ]}
    """#

    @Test("the outer section follows the nested accordion frame by frame: the whole frame list against two engines driven directly")
    func againstTheEngines() throws {
        let run = try Self.run(Self.json)
        var drive = NestedReferenceDrive()
        func deliver(outer event: StackEvent) {
            _ = drive.outer.handle(event, source: drive.outerSource)
            drive.record()
        }
        func deliver(inner index: Int) {
            drive.innerEvent(.tap(index))
            drive.record()
        }
        drive.settle()
        deliver(outer: .setExpanded(true, at: 1, animated: true))
        drive.settle()
        deliver(inner: 0)
        drive.settle()
        deliver(inner: 2)
        // 0.1 seconds: six ticks, then the tap.
        for _ in 0..<6 { drive.tick(1.0 / 60) }
        deliver(inner: 0)
        drive.settle()
        deliver(outer: .collapseAll(animated: true))
        drive.settle()
        let found = run.frames.map { frame in
            NestedReferenceDrive.Frame(
                section: frame.contents.first { $0.index == 1 }?.clip.rect,
                headers: frame.nested?.headers.map(\.frame.rect) ?? [],
                contents: frame.nested?.contents.map(\.clip.rect) ?? []
            )
        }
        #expect(found.count == drive.frames.count)
        let differing = zip(found, drive.frames).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "frames \(differing.prefix(5)) differ, the first: \(differing.first.map { "\(found[$0]) against \(drive.frames[$0])" } ?? "")")
        #expect(run.frames.allSatisfy { ($0.nested == nil) == ($0.contents.first { $0.index == 1 } == nil) })
    }

    @Test("worked out by hand: the nested accordion at rest, growing its outer section, and cut by it while it closes")
    func byHand() throws {
        let run = try Self.run(Self.json)
        // Open: three 44-point nested headers fill Display's content, 132 points below its header at 56.
        let open = run.frames[run.events[0].lastFrame]
        #expect(open.contents.map(\.index) == [1] && open.contents.first?.clip.rect == CGRect(x: 0, y: 112, width: 390, height: 132))
        #expect(open.nested?.headers.map(\.frame.rect.minY) == [112, 156, 200] && open.nested?.headers.map(\.title) == ["Alerts", "Badges", "Banners"])
        // Sounds' header follows the outer section down as Alerts unrolls.
        let unrolling = run.frames[run.events[1].firstFrame...run.events[1].lastFrame]
        let soundsTops = unrolling.compactMap { frame in frame.headers.first { $0.index == 2 }?.frame.rect.minY }
        #expect(soundsTops.count == unrolling.count && zip(soundsTops, soundsTops.dropFirst()).allSatisfy { $0 <= $1 } && soundsTops.first == 244)
        // The nested accordion's 232 points exactly, at rest.
        let alertsOpen = run.frames[run.events[1].lastFrame]
        let section = try #require(alertsOpen.contents.first { $0.index == 1 }?.clip.rect.height)
        #expect(section == 232 && alertsOpen.nested?.contents.map(\.clip.rect.minY) == [156])
        #expect(alertsOpen.notices?.map(\.text) == ["nested sections did move: opened [0], closed []"])
        // The outer engine rests while Alerts unrolls, but the frames animate.
        #expect(unrolling.map(\.phase) == Array(repeating: "animating", count: unrolling.count - 1) + ["idle"])
        // Collapse all: the outer section rolls up and cuts the nested items from the bottom.
        let closing = run.frames[run.events[4].firstFrame...run.events[4].lastFrame]
        let counts = closing.map { ($0.nested?.headers.count ?? 0) + ($0.nested?.contents.count ?? 0) }
        #expect(counts.first == 4 && counts.last == 0 && zip(counts, counts.dropFirst()).allSatisfy { $0 >= $1 }, "\(counts)")
        for frame in closing {
            guard let nested = frame.nested, let outer = frame.contents.first(where: { $0.index == 1 }) else { continue }
            let bounds = outer.clip.rect
            #expect((nested.headers.map(\.frame.rect) + nested.contents.map(\.clip.rect)).allSatisfy { $0.minY >= bounds.minY - 1e-9 && $0.maxY <= bounds.maxY + 1e-9 }, "frame \(frame.index)")
        }
        // Drawn inside the outer section, with the nested class.
        let svg = FrameDrawing.elements(of: open, mode: .accordion, extent: .screen, viewBox: .zero).joined()
        #expect(svg.contains(#"<rect class="header nested" x="0" y="156" width="390" height="44"/><text class="header-title" x="18" y="186">Badges</text>"#))
    }

    @Test("with one open section at a time, the outer section's height is the nested accordion's on every frame")
    func singleMode() throws {
        let run = try Self.run(#"{"events": [{"select": 1}, {"inner-tap": 0}, {"inner-tap": 2, "after": 0.1}, {"select": null}]}"#, expansion: .single)
        #expect(run.events.map(\.label) == ["select 1", "nested tap 0", "nested tap 2", "select none"])
        // Open: Display's content at 112 holds the three nested headers, 132 points.
        let open = run.frames[run.events[0].lastFrame]
        #expect(open.contents.first { $0.index == 1 }?.clip.rect == CGRect(x: 0, y: 112, width: 390, height: 132))
        #expect(open.nested?.headers.map(\.frame.rect) == [112.0, 156, 200].map { CGRect(x: 0, y: $0, width: 390, height: 44) })
        // From the first nested tap until the outer section starts closing, the section is as
        // tall as what the nested accordion lays out in it, within the core's half-point
        // tolerance, frame by frame: no frame of lag.
        let following = run.frames[run.events[1].firstFrame..<run.events[3].firstFrame]
        var heights: [CGFloat] = []
        for frame in following {
            let section = try #require(frame.contents.first { $0.index == 1 }?.clip.rect, "frame \(frame.index)")
            let nested = try #require(frame.nested, "frame \(frame.index)")
            let bottom = (nested.headers.map(\.frame.rect.maxY) + nested.contents.map(\.clip.rect.maxY)).max() ?? 0
            #expect(abs(section.height - (bottom - section.minY)) < NestedContentHeight.tolerance, "frame \(frame.index): \(section.height) for \(bottom - section.minY)")
            heights.append(section.height)
        }
        // It grew with both nested sections, to within half a point of 132 + 200.
        #expect(following.dropLast().allSatisfy { $0.phase == "animating" } && following.last?.phase == "idle")
        #expect(heights.first == 132 && heights.last == 332 && Set(heights).count > 20, "\(heights)")
        // Closed at the end: no nested accordion drawn, every outer header back at rest.
        let last = try #require(run.frames.last)
        #expect(last.nested == nil && last.contents.isEmpty && last.headers.map(\.frame.rect.minY) == [0, 56, 112])
        // A single-mode run with a nested accordion takes the styles of the nested headers.
        #expect(FrameDrawing.stylesheet(for: PreviewDocument(runs: [run])).contains(".header.nested {"))
    }

    @Test("the default nested scenario runs, and the command line writes it")
    func defaultScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let result = runCommand(["--mode", "accordion", "--expansion", "multiple", "--nested", "4", "--format", "json", "--out", "n.json"], in: folder)
        let single = runCommand(["--mode", "accordion", "--nested", "0", "--format", "json", "--out", "s.json"], in: folder)
        #expect(single.status == 0 && single.standardError.isEmpty)
        let singleRun = try #require(try JSONDecoder().decode(PreviewDocument.self, from: Data(contentsOf: folder.file("s.json"))).runs.first)
        #expect(singleRun.events.map(\.label) == ["select 0", "nested tap 0", "nested tap 2", "nested tap 0", "select none"])
        #expect(singleRun.frames.contains { $0.nested?.section == 0 && $0.nested?.contents.count == 2 })
        #expect(result.status == 0 && result.standardError.isEmpty)
        let document = try JSONDecoder().decode(PreviewDocument.self, from: Data(contentsOf: folder.file("n.json")))
        let run = try #require(document.runs.first)
        #expect(run.summary.contains("accordion nested in section 4"))
        #expect(run.events.map(\.label) == ["open 4", "nested tap 0", "nested tap 2", "nested tap 0", "collapse all"])
        #expect(run.frames.contains { $0.nested?.section == 4 && $0.nested?.contents.count == 2 })
        #expect(run.frames.last?.nested == nil && run.frames.last?.phase == "idle")
    }

    @Test("bad nesting input exits with status 1 and names the value", arguments: [
        (["--mode", "paging", "--nested", "1"], #"[{"tap": 1}]"#, "--nested 1 nests an accordion in an accordion section; the pager has none (use --mode accordion or both)"),
        (["--mode", "accordion", "--nested", "5"], #"[{"tap": 1}]"#, "--nested 5 is out of range 0..<5: the accordion has 5 sections"),
        (["--mode", "accordion", "--expansion", "multiple", "--nested=-1"], #"[{"tap": 1}]"#, "--nested -1 is out of range 0..<5: the accordion has 5 sections"),
        (["--mode", "accordion", "--expansion", "multiple"], #"[{"inner-tap": 0}]"#, "s.json: [0].inner-tap (line 1): only a run with an accordion nested in a section takes it (add --nested SECTION)"),
        (["--mode", "accordion", "--nested", "1"], #"[{"inner-tap": 3}]"#, "s.json: [0].inner-tap (line 1): index 3 is out of range 0..<3: the nested accordion has 3 sections"),
        (["--mode", "accordion", "--nested", "1"], #"[{"inner-tap": "x"}]"#, "s.json: [0].inner-tap (line 1): expected an index"),
    ])
    func badInput(arguments: [String], json: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(json, to: "s.json")
        let result = runCommand(arguments + ["--scenario", "s.json", "--format", "svg", "--out", "out.svg"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.first?.hasPrefix("scrollstack-preview: error: \(message)") == true, "\(result.standardError)")
        #expect(folder.contents == ["s.json"], "nothing written")
    }
}
