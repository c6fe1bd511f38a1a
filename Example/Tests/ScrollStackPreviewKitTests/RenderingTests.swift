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

    @Test("the HTML is well-formed and draws every frame of every run, in order")
    func htmlHoldsEveryFrame() throws {
        let html = try HTMLRenderer.render(document)
        let xml = XMLCollector.parse(Data(html.utf8), keepingTextOf: ["preview-data"])
        #expect(xml.parseError == nil, "\(String(describing: xml.parseError))")
        let runs = xml.elements(named: "section", class: "run")
        #expect(runs.map { $0.attributes["data-mode"] } == ["accordion", "paging"])
        let frames = xml.elements(named: "g", class: "frame")
        let expected = document.runs.flatMap { run in run.frames.map(\.index) }
        #expect(frames.compactMap { $0.attributes["data-frame"].flatMap(Int.init) } == expected)
        // Only frame 0 of each run shows before the script runs.
        #expect(frames.filter { ($0.attributes["class"] ?? "").contains("on") }.count == document.runs.count)
        let scrubbers = xml.elements(named: "input", class: "scrubber")
        #expect(scrubbers.map { $0.attributes["max"] } == document.runs.map { String($0.frames.count - 1) })
        #expect(xml.elements(named: "button", class: "play").count == document.runs.count)
    }

    @Test("the HTML's embedded data is the whole document, and its log lists every step")
    func htmlEmbedsTheData() throws {
        let html = try HTMLRenderer.render(document)
        let xml = XMLCollector.parse(Data(html.utf8), keepingTextOf: ["preview-data"])
        let embedded = try #require(xml.texts["preview-data"])
        let decoded = try JSONDecoder().decode(PreviewDocument.self, from: Data(embedded.utf8))
        #expect(decoded == document)
        let logSteps = xml.elements.filter { $0.name == "li" && $0.attributes["data-frame"] != nil }
        #expect(logSteps.count == document.runs.map(\.steps.count).reduce(0, +))
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
