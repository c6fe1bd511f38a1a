import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

@Suite("HTML, SVG and JSON output")
struct RenderingTests {
    let document: PreviewDocument

    init() throws {
        document = try PreviewJob.makeDocument(for: PreviewRequest())
    }

    /// The player data embedded in `html`, which must be well-formed.
    func playerData(in html: String) throws -> PlayerData {
        let xml = XMLCollector.parse(Data(html.utf8), keepingTextOf: ["preview-data"])
        #expect(xml.parseError == nil, "\(String(describing: xml.parseError))")
        let embedded = try #require(xml.texts["preview-data"])
        return try JSONDecoder().decode(PlayerData.self, from: Data(embedded.utf8))
    }

    /// Checks that every frame the page's data decodes to is the frame drawn and described whole.
    func expectDecodedFrames(_ data: PlayerData, match document: PreviewDocument) throws {
        #expect(data.runs.map(\.mode) == document.runs.map(\.mode))
        for (position, run) in document.runs.enumerated() {
            let box = FrameDrawing.viewBox(for: run, frames: run.frames, extent: .stage)
            let decoded = try data.frames(ofRun: position)
            #expect(decoded.count == run.frames.count)
            let mismatch = zip(run.frames, decoded).first { frame, page in
                page != PlayerData.frame(frame, of: run, viewBox: box)
                    || page.drawing != FrameDrawing.elements(of: frame, mode: run.mode, extent: .stage, viewBox: box)
                    || page.steps != frame.steps.map(\.text)
            }
            #expect(mismatch == nil, "\(run.mode) frame \(mismatch?.0.index ?? -1) decodes differently")
        }
    }

    @Test("the HTML is well-formed, shows frame 0 before its script runs, and has a player per run")
    func htmlShowsTheFirstFrame() throws {
        let html = try HTMLRenderer.render(document)
        let xml = XMLCollector.parse(Data(html.utf8))
        #expect(xml.parseError == nil, "\(String(describing: xml.parseError))")
        let runs = xml.elements(named: "section", class: "run")
        #expect(runs.map { $0.attributes["data-mode"] } == ["accordion", "paging"])
        #expect(xml.elements(named: "g", class: "frame").map { $0.attributes["data-frame"] } == ["0", "0"])
        for run in document.runs {
            let box = FrameDrawing.viewBox(for: run, frames: run.frames, extent: .stage)
            let first = try #require(run.frames.first)
            let drawn = "<g class=\"frame\" data-frame=\"0\">\(FrameDrawing.elements(of: first, mode: run.mode, extent: .stage, viewBox: box).joined())</g>"
            #expect(html.contains(drawn), "\(run.mode) frame 0 is drawn")
        }
        let scrubbers = xml.elements(named: "input", class: "scrubber")
        #expect(scrubbers.map { $0.attributes["max"] } == document.runs.map { String($0.frames.count - 1) })
        #expect(xml.elements(named: "button", class: "play").count == document.runs.count)
        #expect(html.contains("; 92 frames</p>") && html.contains("; 79 frames</p>"))
    }

    @Test("the HTML's data decodes back to every frame's drawing, readout and steps")
    func htmlDataDecodes() throws {
        let data = try playerData(in: try HTMLRenderer.render(document))
        try expectDecodedFrames(data, match: document)
        let accordion = try data.frames(ofRun: 0)
        // Tap 3 arrives halfway through section 1's opening, and queues.
        let tap3 = document.runs[0].events[4].firstFrame
        #expect(accordion[tap3].readout == [
            "0.990 s", "50 %", "50%", "0 → 1 in 0.28 s, 0.14 s run", "none → 1, forward",
            "animating", "(event)", "none", "3", "tap 3 (accordion[4])",
        ])
        #expect(accordion[0].readout == ["0.000 s", "–", "0", "–", "none", "idle", "(setup)", "none", "–", "load and appear"])
        #expect(data.runs[0].headings.map { data.strings[$0[1]] }.prefix(2) == [.text("load and appear"), .text("tap 0 · accordion[0] · 0.000 s")])
        #expect(data.runs.map { $0.steps.map(\.count).reduce(0, +) } == document.runs.map(\.steps.count))
    }

    @Test("a frame is stored as the change from the one before, and whole at each keyframe")
    func playerDataChanges() throws {
        #expect(PlayerData.change(from: [1, 2, 3, 4], to: [1, 9, 4]) == [1, 1, 9])
        #expect(PlayerData.change(from: [1, 2], to: [1, 2]) == [2, 0])
        #expect(PlayerData.change(from: [], to: [5, 6]) == [0, 0, 5, 6])
        #expect(PlayerData.change(from: [7, 7], to: [7, 7, 7]) == [2, 0, 7])
        #expect(try PlayerData.apply([1, 1, 9], to: [1, 2, 3, 4]) == [1, 9, 4])
        #expect([0, 56, -97.25, 0.125, 1e6].map(PlayerData.numberText) == ["0", "56", "-97.25", "0.125", "1000000"])
        #expect(throws: PreviewError(.core, "internal error: the player's data holds a change [2, 1] to a list of 2")) {
            try PlayerData.apply([2, 1], to: [1, 2])
        }
        var request = PreviewRequest()
        request.modes = [.paging]
        request.fps = 240
        let run = PlayerData(try PreviewJob.makeDocument(for: request)).runs[0]
        let keyframes = Array(stride(from: 0, to: run.drawing.count, by: PlayerData.keyframeInterval))
        #expect(keyframes.count > 1)
        for index in keyframes {
            #expect(run.drawing[index].prefix(2) == [0, 0] && run.readout[index].prefix(2) == [0, 0], "frame \(index) is whole")
        }
        // A page box's numbers are stored apart from its shape, which every place it passes shares.
        let data = PlayerData(try PreviewJob.makeDocument(for: request))
        let box = try #require(data.templates.firstIndex(of: "<rect class=\"box appearing\" x=\"\u{1}\" y=\"\u{1}\" width=\"\u{1}\" height=\"\u{1}\"/>"))
        let places = data.strings.filter { if case .numbers(box, _) = $0 { return true } else { return false } }
        #expect(places.count > 10)
        #expect(places.allSatisfy { if case .numbers(_, let numbers) = $0 { return numbers.count == 4 && numbers[2] == 390 } else { return false } })
        #expect(!data.strings.contains { if case .text(let text) = $0 { return text.hasPrefix("<rect class=\"box") } else { return false } })
    }

    @Test("two thousand taps make a page under 5.5 MB that still decodes to every frame")
    func largeScenario() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let taps = (0..<2000).map { "{\"tap\": \($0 % 5), \"after\": 0.1}" }
        try folder.write("[" + taps.joined(separator: ",\n") + "]", to: "taps.json")
        var request = PreviewRequest()
        request.scenarioPath = "taps.json"
        let document = try PreviewJob.makeDocument(for: request, relativeTo: folder.url)
        // The pager heads for each tapped page at once, so its taps end sooner than the accordion's.
        #expect(document.runs.map(\.frames.count) == [14_020, 13_207])
        let html = try HTMLRenderer.render(document)
        // Stored whole, these frames made an 80 MB page; stored as changes, 4.4 MB.
        #expect(html.utf8.count < 5_500_000, "\(html.utf8.count) bytes")
        try expectDecodedFrames(try playerData(in: html), match: document)
    }

    @Test("the HTML needs nothing from the network")
    func htmlIsSelfContained() throws {
        let html = try HTMLRenderer.render(document)
        let xml = XMLCollector.parse(Data(html.utf8))
        #expect(xml.elements.filter { $0.name == "script" }.allSatisfy { $0.attributes["src"] == nil })
        #expect(xml.elements.filter { $0.name == "link" || $0.name == "img" || $0.name == "iframe" }.isEmpty)
        // Namespace names are identifiers, not addresses the page loads.
        let withoutNamespaces = html.replacingOccurrences(of: "http://www.w3.org/", with: "")
        #expect(!withoutNamespaces.contains("http://") && !withoutNamespaces.contains("https://"))
    }

    @Test("embedded JSON can't close its script element, whatever the titles hold")
    func embeddedJSONIsEscaped() {
        let escaped = XMLText.embeddableJSON(#"{"title":"</script><b>&amp;"}"#)
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("&"))
        #expect(escaped == #"{"title":"\u003c/script\u003e\u003cb\u003e\u0026amp;"}"#)
    }

    @Test("the SVG filmstrip is valid XML and holds each chosen frame, labelled")
    func svgHoldsTheChosenFrames() throws {
        let svg = SVGRenderer.render(document)
        let xml = XMLCollector.parse(Data(svg.utf8))
        #expect(xml.parseError == nil, "\(String(describing: xml.parseError))")
        #expect(xml.elements.first?.name == "svg")
        #expect(xml.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        let strips = xml.elements(named: "g", class: "strip")
        #expect(strips.map { $0.attributes["data-mode"] } == ["accordion", "paging"])
        let shown = xml.elements(named: "g", class: "film-frame").compactMap { $0.attributes["data-frame"].flatMap(Int.init) }
        let chosen = document.runs.flatMap(FilmstripSelection.frames(of:))
        #expect(shown == chosen)
        for text in ["load and appear", "tap 3", "swipe → 40 %", "#0 · 0.000 s", "idle"] {
            #expect(svg.contains(">\(text)<"), "caption \(text)")
        }
    }

    @Test("no filmstrip caption runs into the next frame: long ones are set smaller")
    func captionsFit() throws {
        let svg = SVGRenderer.render(document)
        let pattern = try Regex(#"<text class="(label|label-event)" x="[^"]*" y="[^"]*"(?: style="font-size: ([0-9.]+)px")?>([^<]*)</text>"#)
        var shrunk: [String] = []
        for match in svg.matches(of: pattern) {
            let classes = String(try #require(match.output[1].substring))
            let size = match.output[2].substring.flatMap { Double($0) }.map { CGFloat($0) } ?? SVGRenderer.captionSize
            let text = String(try #require(match.output[3].substring)).replacingOccurrences(of: "&#39;", with: "'")
            let width = SVGRenderer.estimatedWidth(of: text, size: size, bold: classes == "label-event")
            #expect(width <= SVGRenderer.cellWidth, "\(text) at \(size) px is \(width) wide")
            if size < SVGRenderer.captionSize { shrunk.append(text) }
        }
        #expect(!svg.contains("textLength"))
        #expect(shrunk.contains("animating 86 %, 3 queued") && shrunk.contains("swipe → 35 %, 1800 pt/s"), "\(shrunk)")
    }

    @Test("a scrolling accordion's fold label sits in a gutter beside the stack, clear of every header")
    func foldLabelClear() throws {
        var request = PreviewRequest()
        request.modes = [.accordion]
        request.count = 12
        request.contentMode = .fit(height: 300)
        let document = try PreviewJob.makeDocument(for: request)
        let run = try #require(document.runs.first)
        let box = FrameDrawing.viewBox(for: run, frames: run.frames, extent: .stage)
        #expect(box.maxX == 390 + 12 + FrameDrawing.foldGutter)
        let labelPattern = try Regex(#"<text class="fold-label" x="([0-9.]+)" y="[^"]*">([^<]*)</text>"#)
        var labelled = 0
        for frame in run.frames {
            let elements = FrameDrawing.elements(of: frame, mode: .accordion, extent: .stage, viewBox: box)
            let labels = elements.compactMap { $0.firstMatch(of: labelPattern) }
            guard !labels.isEmpty else { continue }
            labelled += 1
            let headersEnd = frame.headers.map(\.frame.rect.maxX).max() ?? 0
            for label in labels {
                let x = CGFloat(try #require(Double(label.output[1].substring ?? "")))
                let width = CGFloat((label.output[2].substring ?? "").count) * 18 * 0.62
                #expect(x > headersEnd && x + width <= box.maxX, "frame \(frame.index): label at \(x)")
            }
        }
        let scrolling = run.frames.filter { ($0.contentSize?.size.height ?? 0) > 844.5 }.count
        #expect(labelled > 0 && labelled == scrolling, "every frame of a stack taller than the screen marks the fold")
    }

    @Test("the filmstrip starts at load, ends where each run ends, and shows every event")
    func filmstripSelection() throws {
        for run in document.runs {
            let chosen = FilmstripSelection.frames(of: run)
            #expect(chosen.first == 0)
            #expect(chosen.last == run.frames.count - 1)
            #expect(chosen == chosen.sorted() && Set(chosen).count == chosen.count)
            #expect(chosen.count <= FilmstripSelection.maximumFrames)
            for event in run.events {
                #expect(chosen.contains { (event.firstFrame...event.lastFrame).contains($0) }, "\(run.mode) \(event.label)")
            }
        }
        let accordion = try #require(document.runs.first)
        let paging = try #require(document.runs.last)
        #expect(FilmstripSelection.frames(of: paging).contains(paging.events[3].firstFrame), "the fast swipe landing the previous one")
        // The strip shows tap 3 waiting behind section 1.
        let tap3 = accordion.events[4]
        #expect(FilmstripSelection.frames(of: accordion).contains { (tap3.firstFrame...tap3.lastFrame).contains($0) && accordion.frames[$0].isQueued })
    }

    @Test("the JSON holds every frame and step and decodes to the same document")
    func jsonRoundTrips() throws {
        let data = try JSONRenderer.render(document)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["generator"] as? String == "scrollstack-preview")
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.map { ($0["frames"] as? [Any])?.count } == document.runs.map(\.frames.count))
        let firstFrame = try #require((runs.first?["frames"] as? [[String: Any]])?.first)
        #expect(Set(firstFrame.keys) == ["index", "time", "cause", "event", "phase", "transition", "selected", "isQueued", "queued", "size", "contentSize", "headers", "contents", "pages", "steps", "tabStrip"])
        #expect(try JSONDecoder().decode(PreviewDocument.self, from: data) == document)
    }

    @Test("a step decodes back to the exact core step, curve and all")
    func stepRecordsRoundTrip() throws {
        let steps: [ContainerStep<String>] = [
            .addChild("A"), .insertView("A"), .setFrame("A", CGRect(x: 0.5, y: 56, width: 390, height: 564.25)), .didMoveToParent("A"),
            .beginAppearance("A", isAppearing: true, animated: false), .endAppearance("A"),
            .willMoveToNilParent("A"), .removeView("A"), .removeFromParent("A"),
            .transitionWillBegin(from: nil, to: 2, isInteractive: true),
            .animate(TransitionAnimation(startFraction: 0.4, endFraction: 0, duration: 0.112, curve: .easeOut)),
            .animate(TransitionAnimation(startFraction: 0, endFraction: 1, duration: 0.5, curve: .spring(SpringCurve(dampingRatio: 0.8, response: 0.4)))),
            .updateInteractiveProgress(0.27),
            .transitionDidEnd(from: 3, to: nil, completed: false),
        ]
        let data = try JSONEncoder().encode(steps.map(StepRecord.init))
        let decoded = try JSONDecoder().decode([StepRecord].self, from: data)
        #expect(decoded.map(\.step) == steps)
        #expect(decoded[10].text == "animate(0.4 → 0 in 0.112 s, ease-out)")
        #expect(decoded[9].text == "transitionWillBegin(none → 2, interactive)")
    }
}
