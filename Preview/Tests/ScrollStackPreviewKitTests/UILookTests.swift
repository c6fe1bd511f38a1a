import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// The UI look: every part drawn where the core's layouts put it, with the default appearance.
///
/// Expected positions are worked out here from the core's own types and the library's defaults
/// written out again (padding 16, spacing 12, a 29-point image, a 14-point chevron slot, text
/// estimated at 0.55 em a character), not read from the kit.
@Suite("The UI look")
struct UILookTests {
    static let titles = ["General", "Display & Brightness", "Sounds & Haptics", "Privacy", "About"]
    static let hasSubtitle = [true, false, true, false, true]
    static let hasImage = [true, true, true, true, false]

    static func accordionRun(_ events: [ScenarioEvent], direction: StackLayoutDirection = .leftToRight, fps: Int = 60) throws -> RunRecord {
        var settings = PreviewSettings(mode: .accordion)
        settings.look = .ui
        settings.headerHeight = 60
        settings.layoutDirection = direction
        settings.fps = fps
        let scenario = Scenario(source: .builtIn, events: events.enumerated().map { TimedEvent($1, path: "events[\($0)]") })
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    static func pagingRun(_ events: [ScenarioEvent], style: PreviewTabStyle? = nil) throws -> RunRecord {
        var settings = PreviewSettings(mode: .paging)
        settings.look = .ui
        settings.tabStyle = style
        let scenario = Scenario(source: .builtIn, events: events.enumerated().map { TimedEvent($1, path: "events[\($0)]") })
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    /// The drawing of one frame, read back as a tree.
    static func drawn(_ frame: FrameRecord, of run: RunRecord, drawing: PreviewDrawing = PreviewDrawing()) throws -> SVGNode {
        var definitions = UIDefinitions()
        let body = run.mode == .accordion
            ? UIAccordionDrawing.draw(frame, run: run, drawing: drawing, definitions: &definitions)
            : UIPagingDrawing.draw(frame, drawing: drawing, definitions: &definitions)
        return try SVGNode.parse("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\(definitions.svg)\(body)</svg>")
    }

    /// Each header's chevron turn, as `section: degrees`.
    static func rotations(in picture: SVGNode) -> [String] {
        picture.all("g", class: "header").map { header in
            let transform = header.first("path", class: "chevron")?.attributes["transform"] ?? ""
            let angle = transform.dropFirst("rotate(".count).split(separator: " ").first.map(String.init) ?? "?"
            return "\(header.attributes["data-section"] ?? "?"): \(angle)"
        }
    }

    static func point(_ value: CGFloat) -> String { NumberText.points(value) }

    @Test("each header's title and subtitle sit where the core's HeaderContentLayout puts them, with the default look")
    func headerText() throws {
        let run = try Self.accordionRun([.tap(1)])
        let last = try #require(run.frames.last)
        let picture = try Self.drawn(last, of: run)
        let drawn = picture.all("g", class: "header").map { header -> String in
            let title = header.first("text", class: "header-title")
            let subtitle = header.first("text", class: "header-subtitle")
            var line = "\(title?.text ?? "-") x=\(title?.attributes["x"] ?? "-") y=\(title?.attributes["y"] ?? "-")"
            if let subtitle { line += " | \(subtitle.text) x=\(subtitle.attributes["x"] ?? "-") y=\(subtitle.attributes["y"] ?? "-")" }
            if let image = header.first("rect", class: "header-image") { line += " | image \(image.attributes["x"] ?? "-"),\(image.attributes["y"] ?? "-")" }
            return line
        }
        var expected: [String] = []
        for header in last.headers {
            let box = header.frame.rect
            let decoration = HeaderDecoration(index: header.index, count: 5, isExpanded: header.index == 1, size: box.size, separators: .between, separatorInset: 16)
            let background = decoration.backgroundFrame.offsetBy(dx: box.minX, dy: box.minY)
            let layout = HeaderContentLayout(
                frame: background, padding: 16, imageSize: Self.hasImage[header.index] ? CGSize(width: 29, height: 29) : nil,
                accessorySize: CGSize(width: 14, height: 14), spacing: 12
            )
            // Lines 1.2 font sizes tall, rounded up; baselines 0.35 font sizes under the middle.
            let text = layout.textFrames(titleHeight: 21, subtitleHeight: Self.hasSubtitle[header.index] ? 18 : nil)
            var line = "\(Self.titles[header.index]) x=\(Self.point(text.title.minX)) y=\(Self.point(text.title.midY + 0.35 * 17))"
            if let subtitle = text.subtitle {
                let words = ["Software Update, Storage", "", "Ringtone, Alerts, Vibration", "", "iPhone, 128 GB"][header.index]
                line += " | \(words) x=\(Self.point(subtitle.minX)) y=\(Self.point(subtitle.midY + 0.35 * 15))"
            }
            if let image = layout.imageFrame { line += " | image \(Self.point(image.minX)),\(Self.point(image.minY))" }
            expected.append(line)
        }
        #expect(drawn == expected)
        // The model written out once in numbers: a 60-point header holds 21 + 2 + 18 points of text.
        #expect(drawn.first == "General x=57 y=25.95 | Software Update, Storage x=57 y=46.75 | image 16,15.5")
        #expect(drawn.last?.hasPrefix("About x=16 ") == true, "a header without an image starts its text at the padding")
        // The pictures' 60-point headers hold what the core asks for a title over a subtitle.
        #expect(HeaderContentLayout.requiredHeight(titleHeight: 21, subtitleHeight: 18) == 57)
    }

    @Test("at rest the chevron points to the trailing edge when closed and down when open; mirrored right to left")
    func chevronAtRest() throws {
        let run = try Self.accordionRun([.tap(1)])
        #expect(Self.rotations(in: try Self.drawn(run.frames[0], of: run)) == ["0: 0", "1: 0", "2: 0", "3: 0", "4: 0"])
        #expect(Self.rotations(in: try Self.drawn(try #require(run.frames.last), of: run)) == ["0: 0", "1: 90", "2: 0", "3: 0", "4: 0"])

        let mirrored = try Self.accordionRun([.tap(1)], direction: .rightToLeft)
        var drawing = PreviewDrawing()
        drawing.layoutDirection = .rightToLeft
        let picture = try Self.drawn(try #require(mirrored.frames.last), of: mirrored, drawing: drawing)
        #expect(Self.rotations(in: picture) == ["0: 0", "1: -90", "2: 0", "3: 0", "4: 0"])
        // Pointing left: the middle point of the stroke is left of its ends, in the left padding.
        let chevron = try #require(picture.first("path", class: "chevron")?.attributes["d"])
        #expect(chevron == "M26 24.5L20 30L26 35.5")
        #expect(picture.first("text", class: "header-title")?.attributes["text-anchor"] == "end")
    }

    @Test("frame by frame, each chevron turns by the engine's disclosure expansion as one section opens and another closes")
    func chevronFollowsTheEngine() throws {
        let run = try Self.accordionRun([.tap(1), .tap(3)])
        var configuration = StackConfiguration()
        configuration.headerHeight = 60
        var engine = StackEngine<String>(configuration: configuration, mode: .accordion, size: CGSize(width: 390, height: 844), selectedIndex: nil)
        let source = TitledSections(titles: Self.titles)
        var expected: [[String]] = []
        func note() {
            expected.append((0..<5).map { "\($0): \(NumberText.decimals(engine.disclosureExpansion(ofSectionAt: $0) * 90, places: 2))" })
        }
        for event in [StackEvent.reload, .containerWillAppear(animated: false), .containerDidAppear] { _ = engine.handle(event, source: source) }
        note()
        for index in [1, 3] {
            _ = engine.handle(.tap(index), source: source)
            note()
            while !engine.phase.isIdle {
                _ = engine.handle(.tick(1.0 / 60), source: source)
                note()
            }
        }
        let drawn = try run.frames.map { Self.rotations(in: try Self.drawn($0, of: run)) }
        #expect(drawn == expected)
        #expect(drawn.contains { $0.contains { $0.hasPrefix("3: ") && $0 != "3: 0" && $0 != "3: 90" } }, "a frame with section 3 mid-turn")
    }

    @Test("each open section's content is cut to the clip the core gives it")
    func contentClip() throws {
        let run = try Self.accordionRun([.tap(1)])
        for frame in run.frames {
            let picture = try Self.drawn(frame, of: run)
            let drawn = picture.all("g", class: "content").map { content -> String in
                let clip = content.first("svg")
                return "\(content.attributes["data-section"] ?? "?"): \(clip?.attributes["viewBox"] ?? "-")"
            }
            let expected = frame.contents.filter { $0.clip.rect.height > 0 }.map { content in
                let clip = content.clip.rect
                return "\(content.index): \(Self.point(clip.minX)) \(Self.point(clip.minY)) \(Self.point(clip.width)) \(Self.point(clip.height))"
            }
            #expect(drawn == expected, "frame \(frame.index)")
        }
    }

    /// The strip the library's `TabStripView` lays out by default, over the sample tabs.
    static func defaultStrip(style: PreviewTabStyle? = nil) -> TabStripLayout {
        let titles = ["Top", "Tech", "Sport", "Business", "Science", "Health", "Travel", "Culture"]
        let widths = titles.enumerated().map { index, title -> TabItemWidths in
            let item = TabItem(title: title, badgeValue: index == 1 ? "3" : nil)
            let badge = index == 1 ? (0.55 * 11).rounded(.up) : 0
            var widths = TabItemMetrics().widths(of: item, titleWidth: CGFloat(title.count) * 0.55 * 15, badgeTextWidth: badge)
            widths.normal.round(.up)
            widths.selected.round(.up)
            return widths
        }
        var configuration = TabStripConfiguration(spacing: 0, insets: LayoutInsets(top: 0, left: 8, bottom: 0, right: 8), indicator: .underline(thickness: 2))
        if let style { configuration.indicator = style.indicator }
        return TabStripLayout(items: widths, size: CGSize(width: 390, height: 44), configuration: configuration)
    }

    static func rect(_ node: SVGNode?) -> String {
        guard let node else { return "none" }
        return ["x", "y", "width", "height"].map { node.attributes[$0] ?? "-" }.joined(separator: " ")
    }

    @Test("at every frame of a tap, the indicator is the core's underline frame, moved by the strip's offset", arguments: [nil, PreviewTabStyle.capsule])
    func indicator(style: PreviewTabStyle?) throws {
        let run = try Self.pagingRun([.tap(2)], style: style)
        let layout = Self.defaultStrip(style: style)
        var drawn: [String] = []
        var expected: [String] = []
        for frame in run.frames {
            let pose = layout.pose(at: TabStyleTests.position(of: frame))
            let rect = try #require(pose.indicatorFrame).offsetBy(dx: -pose.contentOffset, dy: 0)
            let corner = style == .capsule ? " rx 16" : ""
            expected.append("\(frame.index): \(Self.point(rect.minX)) \(Self.point(rect.minY)) \(Self.point(rect.width)) \(Self.point(rect.height))\(corner)")
            let indicator = try Self.drawn(frame, of: run).first("rect", class: "tab-indicator")
            drawn.append("\(frame.index): \(Self.rect(indicator))\(indicator?.attributes["rx"].map { " rx \($0)" } ?? "")")
        }
        #expect(drawn == expected)
        let moving = run.frames.filter { $0.transition != nil }.count
        #expect(moving > 5, "the tap moves the indicator over several frames")
    }

    @Test("the strip: titles in their slots, the current one in .label and the others in .secondaryLabel, a round badge on Tech; a capsule goes behind the titles, an underline over them")
    func stripAtRest() throws {
        let run = try Self.pagingRun([])
        let strip = try #require(try Self.drawn(run.frames[0], of: run).first("g", class: "tab-strip"))
        let titles = strip.all("text", class: "tab-title").map { "\($0.text) \($0.attributes["x"] ?? "-") \($0.attributes["fill"] ?? "-") \($0.attributes["fill-opacity"] ?? "1")" }
        let layout = Self.defaultStrip()
        var expected: [String] = []
        layout.layOut(at: 0) { item in
            let title = ["Top", "Tech", "Sport", "Business", "Science", "Health", "Travel", "Culture"][item.index]
            let tab = TabItem(title: title, badgeValue: item.index == 1 ? "3" : nil)
            let slot = CGSize(width: (CGFloat(title.count) * 0.55 * 15).rounded(.up), height: 18)
            let content = TabItemContentLayout(item: tab, frame: item.frame, titleSize: slot, badgeTextWidth: item.index == 1 ? 7 : 0)
            let x = content.titleFrame.map { Self.point($0.midX) } ?? "-"
            expected.append(item.index == 0 ? "\(title) \(x) #000000 1" : "\(title) \(x) #3C3C43 0.6")
        }
        #expect(titles == expected)
        let badge = try #require(strip.first("rect", class: "tab-badge"))
        #expect(badge.attributes["width"] == "18" && badge.attributes["height"] == "18" && badge.attributes["rx"] == "9")
        #expect(strip.first("text", class: "tab-badge-text")?.text == "3")
        let order = strip.descendants.compactMap { node -> String? in
            node.classes.contains("tab-indicator") ? "indicator" : node.classes.contains("tab-title") ? "title" : nil
        }
        #expect(order.first == "title" && order.last == "indicator", "an underline is drawn over the titles")
        let capsule = try Self.pagingRun([], style: .capsule)
        let capsuleStrip = try #require(try Self.drawn(capsule.frames[0], of: capsule).first("g", class: "tab-strip"))
        let capsuleOrder = capsuleStrip.descendants.compactMap { $0.classes.contains("tab-indicator") ? "indicator" : $0.classes.contains("tab-title") ? "title" : nil }
        #expect(capsuleOrder.first == "indicator", "a capsule is drawn behind the titles")
        #expect(capsuleStrip.first("text", class: "tab-title")?.attributes["fill"] == "#FFFFFF", "the current title reads white on the capsule")
    }

    @Test("a still and an animated picture: valid XML, the footnote seen and in <desc>, every <use> defined, every frame shown once")
    func pictures() throws {
        var request = PreviewRequest()
        request.look = .ui
        request.format = .svg
        request.fps = 30
        let document = try PreviewJob.makeDocument(for: request)
        var drawing = PreviewDrawing()
        drawing.look = .ui
        for (name, svg) in [("still", try UIStillRenderer.render(document, drawing: drawing)), ("animated", UIAnimatedRenderer.render(document, drawing: drawing))] {
            let picture = try SVGNode.parse(svg)
            #expect(picture.all("text", class: "footnote").map(\.text) == ["Drawn from ScrollStackCore's frames — not a device screenshot"], "\(name)")
            #expect(picture.first("desc")?.text.hasPrefix("Drawn from ScrollStackCore's frames — not a device screenshot") == true, "\(name)")
            #expect(picture.attributes["font-family"] == "-apple-system, system-ui, Helvetica, Arial, sans-serif")
            let defined = Set(picture.all("g").compactMap { $0.attributes["id"] })
            let used = picture.all("use").compactMap { $0.attributes["xlink:href"] ?? $0.attributes["href"] }
            #expect(!used.isEmpty && used.allSatisfy { $0.hasPrefix("#") && defined.contains(String($0.dropFirst())) }, "\(name)")
            let frames = picture.all("g", class: "ui-frame").compactMap { $0.attributes["data-frame"].flatMap(Int.init) }
            let expected = name == "still"
                ? document.runs.flatMap(FilmstripSelection.frames(of:))
                : document.runs.flatMap { AnimatedSVGRenderer.shownFrames(of: $0).map(\.index) }
            #expect(frames == expected, "\(name)")
        }
    }

    @Test("--frame draws one frame of each run; a frame past the end is refused with the run's length")
    func oneFrame() throws {
        let run = try Self.accordionRun([.tap(1)])
        var drawing = PreviewDrawing()
        drawing.look = .ui
        drawing.frames = .index(3)
        let picture = try SVGNode.parse(try UIStillRenderer.render(PreviewDocument(runs: [run]), drawing: drawing))
        #expect(picture.all("g", class: "ui-frame").map { $0.attributes["data-frame"] } == ["3"])
        drawing.frames = .last
        let last = try SVGNode.parse(try UIStillRenderer.render(PreviewDocument(runs: [run]), drawing: drawing))
        #expect(last.all("g", class: "ui-frame").map { $0.attributes["data-frame"] } == ["\(run.frames.count - 1)"])
        drawing.frames = .index(run.frames.count)
        #expect(throws: PreviewError(.usage, "--frame \(run.frames.count) is past the end of the accordion run, which has \(run.frames.count) frames (0 to \(run.frames.count - 1))")) {
            try UIStillRenderer.render(PreviewDocument(runs: [run]), drawing: drawing)
        }
        #expect(PreviewFrameChoice(argument: "last") == .last && PreviewFrameChoice(argument: "7") == .index(7))
        #expect(PreviewFrameChoice(argument: "-1") == nil && PreviewFrameChoice(argument: "first") == nil)
    }

    @Test("options the UI look can't take are refused with one line and nothing written", arguments: [
        (["--look", "ui", "--format", "html"], "--look ui draws --format svg or animated-svg; html has the engine's own records"),
        (["--look", "ui", "--format", "json"], "--look ui draws --format svg or animated-svg; json"),
        (["--corner-style", "inset-grouped", "--format", "svg"], "--corner-style inset-grouped shapes the UI look's header rows; add --look ui"),
        (["--look", "ui", "--mode", "paging", "--corner-style", "inset-grouped", "--format", "svg"], "the pager has none"),
        (["--look", "ui", "--mode", "accordion", "--nested", "1", "--format", "svg"], "--nested 1: the UI look draws no nested accordion"),
        (["--frame", "2", "--format", "animated-svg"], "--frame picks the frame of a still picture; give --format svg"),
        (["--frame", "first", "--format", "svg"], "--frame 'first' is not a frame"),
        (["--frame", "9999", "--mode", "accordion", "--format", "svg"], "--frame 9999 is past the end of the accordion run"),
    ])
    func refused(arguments: [String], fragment: String) throws {
        try CommandTests().expectRefused(arguments, status: 1, mentioning: [fragment])
    }
}
