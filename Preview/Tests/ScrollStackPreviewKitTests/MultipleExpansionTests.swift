import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// What the test's own drive of a `MultipleExpansionEngine` saw at one frame.
struct MultipleReferenceFrame {
    var time: Double
    var steps: [ContainerStep<String>]
    var notices: [String]
    var expanded: [Int]
    var offset: CGFloat
    var items: [AccordionItem]
}

/// Drives a `StackEngine<String>` directly, the way the preview documents it (a frame
/// per tick while anything moves, one per event; the offset kept inside the content as a scroll
/// view keeps it), independent of the kit's runner.
struct MultipleReferenceDrive {
    var engine: StackEngine<String>
    let source: TitledSections
    let pinning: Bool
    var time = 0.0
    var frames: [MultipleReferenceFrame] = []
    private var steps: [ContainerStep<String>] = []
    private var notices: [String] = []

    init(titles: [String], heights: [CGFloat], pinning: Bool) {
        var configuration = StackConfiguration()
        configuration.expansion = .multiple
        configuration.headerHeight = 56
        engine = StackEngine(configuration: configuration, size: CGSize(width: 390, height: 844))
        source = TitledSections(titles: titles)
        self.pinning = pinning
        handle(.reload)
        for (index, height) in heights.enumerated() { handle(.contentHeightChanged(index: index, height: height)) }
        handle(.containerWillAppear(animated: false))
        handle(.containerDidAppear)
        record()
    }

    mutating func handle(_ event: StackEvent) {
        for step in engine.handle(event, source: source) {
            switch step {
            case .sectionsWillMove(let opening, let closing): notices.append("sections will move: opening \(opening), closing \(closing)")
            case .sectionsDidMove(let opened, let closed): notices.append("sections did move: opened \(opened), closed \(closed)")
            case .movingSectionsRemoved(let opening, let closing): notices.append("moving sections removed: were opening \(opening), were closing \(closing)")
            default: steps.append(step)
            }
        }
        if case .scroll = event { return }
        let clamped = engine.expansionLayout.clampedOffset(engine.scrollOffset, viewportHeight: 844)
        if clamped != engine.scrollOffset { handle(.scroll(to: clamped)) }
    }

    mutating func record() {
        let offset = engine.scrollOffset
        let height = max(844, min(engine.expansionLayout.contentSize.height - offset, 2 * 844))
        let items = engine.expansionLayout.visibleItems(in: CGRect(x: 0, y: offset, width: 390, height: height), pinningHeaders: pinning)
        frames.append(MultipleReferenceFrame(time: time, steps: steps, notices: notices, expanded: engine.expandedIndices.sorted(), offset: offset, items: items))
        steps.removeAll()
        notices.removeAll()
    }

    mutating func settle() {
        while !engine.isAtRest {
            time += 1.0 / 60
            handle(.tick(1.0 / 60))
            record()
        }
    }

    mutating func deliver(_ event: StackEvent) {
        handle(event)
        record()
    }
}

/// Several open sections and pinned headers in the preview.
@Suite("Multiple expansion in the preview")
struct MultipleExpansionTests {
    static let titles = ["General", "Display", "Sounds", "Privacy", "About"]

    static func run(_ json: String? = nil, pinned: Bool = false, direction: StackLayoutDirection = .leftToRight, count: Int = 5) throws -> RunRecord {
        var settings = PreviewSettings(mode: .accordion)
        settings.expansion = .multiple
        settings.pinnedHeaders = pinned
        settings.layoutDirection = direction
        settings.count = count
        let scenario = try json.map { try ScenarioFile.parse($0, name: "s.json").scenario(for: .accordion) } ?? .defaultScenario(for: .accordion, count: count, expansion: .multiple)
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    /// Whether two lists of rectangles match to a millionth of a point.
    static func close(_ found: [CGRect], _ expected: [CGRect]) -> Bool {
        found.count == expected.count && zip(found, expected).allSatisfy { a, b in
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
    }

    @Test("the default scenario, frame by frame, against the engine's own answers: steps, notices, open sections, every frame")
    func defaultScenarioAgainstTheEngine() throws {
        let run = try Self.run(pinned: true)
        var drive = MultipleReferenceDrive(titles: Self.titles, heights: [140, 220, 120, 260, 160], pinning: true)
        let events: [(StackEvent, waits: Bool)] = [
            (.expandAll(animated: true), true), (.tap(1), true), (.tap(0), true), (.tap(1), false),
            (.scroll(to: 150), true), (.setExpanded(true, at: 0, animated: true), true), (.collapseAll(animated: true), true),
        ]
        for (event, waits) in events {
            if waits { drive.settle() }
            drive.deliver(event)
        }
        drive.settle()
        #expect(run.frames.count == drive.frames.count)
        #expect(run.events.map(\.label) == ["expand all", "tap 1", "tap 0", "tap 1", "scroll to 150", "open 0", "collapse all"])
        for (found, expected) in zip(run.frames, drive.frames) {
            let place = "frame \(found.index)"
            #expect(abs(found.time - expected.time) < 1e-9, "\(place)")
            // The whole log as the tool prints it (frames to 0.01 point): the engine adds moving
            // sections up in dictionary order, which changes from process to process, so its sums
            // may differ from the reference's in the last bit.
            #expect(found.steps.map(\.text) == expected.steps.map { StepRecord($0).text }, "\(place)")
            #expect((found.notices ?? []).map(\.text) == expected.notices, "\(place)")
            #expect(found.expanded == expected.expanded && abs((found.scrollOffset ?? -1) - Double(expected.offset)) < 1e-6, "\(place)")
            let shift = -expected.offset
            var headers: [CGRect] = []
            var contents: [CGRect] = []
            for item in expected.items {
                switch item {
                case .header(_, let frame): headers.append(frame.offsetBy(dx: 0, dy: shift))
                case .content(_, _, let clip): contents.append(clip.offsetBy(dx: 0, dy: shift))
                }
            }
            #expect(Self.close(found.headers.map(\.frame.rect), headers), "\(place)")
            #expect(Self.close(found.contents.map(\.clip.rect), contents), "\(place)")
        }
    }

    @Test("worked out by hand: every section open at rest, then two moving together, then a pinned header")
    func byHand() throws {
        let run = try Self.run(pinned: true)
        // Expand all, at rest: each header 56 below the previous section's own content height.
        let open = run.frames[run.events[1].firstFrame - 1]
        #expect(open.expanded == [0, 1, 2, 3, 4] && open.phase == "idle")
        #expect(open.headers.map(\.frame.rect.minY) == [0, 196, 472, 648, 964])
        #expect(open.contents.map(\.clip.rect.height) == [140, 220, 120, 260, 160])
        // About's content starts at 1020, below the screen: drawn, but the engine keeps no child for it.
        #expect(open.contents.map(\.appearance) == ["appeared", "appeared", "appeared", "appeared", nil])
        #expect(open.contents.map(\.child) == ["General", "Display", "Sounds", "Privacy", nil])
        // Tap 0, then at once tap 1: 0 rolls up while 1 unrolls, in the same frames.
        let together = run.events[3]
        #expect(run.frames[together.firstFrame - 1].notices?.map(\.text) == ["sections will move: opening [], closing [0]"])
        #expect(run.frames[together.firstFrame].notices?.map(\.text) == ["sections will move: opening [1], closing []"])
        let middle = run.frames[(together.firstFrame + together.lastFrame) / 2]
        let general = try #require(middle.contents.first { $0.index == 0 }), display = try #require(middle.contents.first { $0.index == 1 })
        #expect(general.clip.rect.height > 0 && general.clip.rect.height < 140 && general.appearance == "disappearing")
        #expect(display.clip.rect.height > 0 && display.clip.rect.height < 220 && display.appearance == "appearing")
        #expect(run.frames[together.lastFrame].notices?.map(\.text) == ["sections did move: opened [1], closed [0]"])
        // Scrolled 150 down, the viewport's top is in Display's content: its header stays at the top.
        let scrolled = run.frames[run.events[4].firstFrame]
        #expect(scrolled.scrollOffset == 150 && scrolled.expanded == [1, 2, 3, 4])
        let pinned = try #require(scrolled.headers.first)
        #expect(pinned.index == 1 && pinned.isPinned == true && pinned.frame.rect == CGRect(x: 0, y: 0, width: 390, height: 56))
        #expect(scrolled.headers.dropFirst().allSatisfy { $0.isPinned == nil })
        // Collapse all: every section rolls up together, and the offset follows the shrinking content to 0.
        let collapse = run.events[6]
        #expect(run.frames[collapse.firstFrame].notices?.map(\.text) == ["sections will move: opening [], closing [0, 1, 2, 3, 4]"])
        // Opening 0 scrolled it into view, back to the top, so About's content is below the screen
        // again: drawn, with no child.
        #expect(run.frames[collapse.firstFrame - 1].scrollOffset == 0)
        #expect(run.frames[collapse.firstFrame + 1].contents.map(\.appearance) == ["disappearing", "disappearing", "disappearing", "disappearing", nil])
        let last = try #require(run.frames.last)
        #expect(last.expanded == [] && last.contents.isEmpty && last.scrollOffset == 0)
        #expect(last.headers.map(\.frame.rect.minY) == [0, 56, 112, 168, 224])
    }

    @Test("a pinned header is pushed up by the next header, and mirrored right to left")
    func pushedAndMirrored() throws {
        let json = #"{"heights": [100, 300, 800], "events": [{"expand-all": true}, {"scroll": 480}]}"#
        for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
            let last = try #require(try Self.run(json, pinned: true, direction: direction, count: 3).frames.last)
            // Display: header 156…212, content to 512; at offset 480 its pinned header sits at
            // 512 - 56 = 456, pushed 24 above the top by Sounds' header at 32.
            let pinned = try #require(last.headers.first { $0.isPinned == true })
            #expect(last.scrollOffset == 480)
            #expect(pinned.index == 1 && pinned.frame.rect == CGRect(x: 0, y: -24, width: 390, height: 56), "\(direction)")
            #expect(last.headers.map(\.frame.rect.minY) == [-24, 32], "\(direction)")
            #expect(last.headers.allSatisfy { $0.isRightToLeft == (direction == .rightToLeft ? true : nil) })
        }
        let rtl = try #require(try Self.run(json, pinned: true, direction: .rightToLeft, count: 3).frames.last)
        let svg = FrameDrawing.elements(of: rtl, mode: .accordion, extent: .screen, viewBox: .zero).joined()
        #expect(svg.contains(#"<rect class="header expanded pinned" x="0" y="-24" width="390" height="56"/><text class="header-title" x="372" y="12" text-anchor="end">Display</text><text class="chevron" x="18" y="12">−</text>"#))
        // Without pinning, Display's header stays where it sits in the flow, above the screen.
        let unpinned = try #require(try Self.run(json, count: 3).frames.last)
        #expect(unpinned.headers.map(\.frame.rect.minY) == [-324, 32] && unpinned.headers.allSatisfy { $0.isPinned == nil })
    }

    @Test("unanimated expand-all and set-expanded, then an animated close: the whole step log with its notices")
    func wholeLog() throws {
        let run = try Self.run(#"{"heights": [100, 50], "events": [{"expand-all": true, "animated": false}, {"set-expanded": 0, "open": false, "animated": false}, {"set-expanded": 1, "open": false}]}"#, count: 2)
        #expect(run.frames.count == 21)
        // A display frame that only rolls Display up sends no steps: its clip comes from the layout.
        let moving = Array(repeating: [String](), count: 16)
        let expected: [[String]] = [
            [],
            [
                "addChild(General)", "insertView(General)", "setFrame(General, {0, 56, 390, 100})", "didMoveToParent(General)",
                "addChild(Display)", "insertView(Display)", "setFrame(Display, {0, 212, 390, 50})", "didMoveToParent(Display)",
                "beginAppearance(General, appearing, not animated)", "endAppearance(General)",
                "beginAppearance(Display, appearing, not animated)", "endAppearance(Display)",
            ],
            [
                "beginAppearance(General, disappearing, not animated)", "endAppearance(General)", "willMoveToNilParent(General)",
                "removeView(General)", "removeFromParent(General)", "setFrame(Display, {0, 112, 390, 50})",
            ],
            ["sections will move: opening [], closing [1]", "beginAppearance(Display, disappearing, animated)"],
        ] + moving + [
            ["endAppearance(Display)", "willMoveToNilParent(Display)", "removeView(Display)", "removeFromParent(Display)", "sections did move: opened [], closed [1]"],
        ]
        #expect(run.frames.map { StepLog.stepLines(of: $0) } == expected)
        // While it rolls up, Display's clip shrinks every frame, under its full 50-point frame.
        let clips = run.frames[3...19].map { $0.contents.first { $0.index == 1 }?.clip.rect.height ?? -1 }
        #expect(clips.first == 50 && zip(clips, clips.dropFirst()).allSatisfy { $0 > $1 } && (clips.last ?? -1) > 0, "\(clips)")
        #expect(run.frames.map(\.expanded) == [[]] + [[0, 1], [1]] + Array(repeating: [], count: 18))
    }

    @Test("bad multiple-expansion events exit with status 1 and name the path, line and value", arguments: [
        (#"[{"set-expanded": 9, "open": true}]"#, "s.json: [0].set-expanded (line 1): index 9 is out of range 0..<5: the accordion has 5 sections"),
        (#"[{"set-expanded": 1}]"#, "s.json: [0] (line 1): a set-expanded event needs \"open\": true to open the section, false to close it"),
        (#"[{"set-expanded": 1, "open": "yes"}]"#, "s.json: [0].open (line 1): expected true or false, found the string \"yes\""),
        (#"[{"expand-all": false}]"#, "s.json: [0].expand-all (line 1): expected true, found false"),
        (#"[{"collapse-all": true, "open": true}]"#, "s.json: [0].open (line 1): only a set-expanded event takes \"open\""),
        (#"[{"scroll": -5}]"#, "s.json: [0].scroll (line 1): -5 is out of range: give 0 to 10000 points from the top of the content"),
        (#"[{"select": 1}]"#, "s.json: [0].select (line 1): several sections may be open, so there is no one selection: use set-expanded, expand-all or collapse-all"),
    ])
    func badEvents(json: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(json, to: "s.json")
        let result = runCommand(["--mode", "accordion", "--expansion", "multiple", "--scenario", "s.json", "--format", "svg", "--out", "out.svg"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError == ["scrollstack-preview: error: \(message)"])
        #expect(folder.contents == ["s.json"], "nothing written")
    }

    @Test("options and events that need multiple expansion are refused without it", arguments: [
        (["--mode", "paging", "--expansion", "multiple"], "--expansion multiple opens several accordion sections; the pager shows one page at a time (use --mode accordion or both) (see scrollstack-preview --help)"),
        (["--mode", "accordion", "--pinned-headers"], "--pinned-headers pins the headers of sections in --expansion multiple; add --expansion multiple (see scrollstack-preview --help)"),
        (["--mode", "accordion", "--scenario", "s.json"], "s.json: [0].expand-all (line 1): only an accordion with several open sections takes it (use --mode accordion --expansion multiple)"),
    ])
    func refused(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(#"[{"expand-all": true}]"#, to: "s.json")
        let result = runCommand(arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.standardError == ["scrollstack-preview: error: \(message)"])
    }

    @Test("the default multiple scenario runs for any count from 1", arguments: [1, 2, 3])
    func counts(count: Int) throws {
        let run = try Self.run(count: count)
        #expect(run.frames.last?.phase == "idle" && run.frames.last?.expanded == [])
        #expect(run.expansion == "multiple" && run.details.contains("multiple expansion, header 56"), "\(run.details)")
    }

    @Test("a million sections: every frame records only the headers in view")
    func million() throws {
        let run = try Self.run(#"[{"tap": 0}, {"tap": 999999}, {"scroll": 5000}, {"set-expanded": 0, "open": false}]"#, count: 1_000_000)
        #expect(run.frames.last?.expanded == [999_999])
        #expect(run.frames.allSatisfy { $0.headers.count <= 2 * 844 / 56 + 2 })
    }
}
