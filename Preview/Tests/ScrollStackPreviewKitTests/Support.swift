import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScrollStackCore
@testable import ScrollStackPreviewKit

/// A fresh folder under the system's temporary folder, removed by `cleanUp`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollstack-preview-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: file(name))
    }

    /// Every file in the folder, by name.
    var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Accordion sections named by title, as an app's fixed view controllers would be.
struct TitledSections: ChildDataSource {
    var titles: [String]
    func numberOfChildren() -> Int { titles.count }
    func child(at index: Int, reusing pool: inout ReusePool<String>) -> String { titles[index] }
}

/// Pages made through the reuse pool and named in the order they are made.
struct ReusedPages: ChildDataSource {
    var count: Int
    func numberOfChildren() -> Int { count }
    func child(at index: Int, reusing pool: inout ReusePool<String>) -> String {
        let next = pool.madeCount + 1
        return pool.dequeue(withIdentifier: "TabPage") { "TabPage#\(next)" }
    }
}

/// What the test's own drive of the engine saw at one frame.
struct ReferenceFrame {
    var time: Double
    var steps: [ContainerStep<String>]
    var phase: TransitionPhase
    var selected: Int?
    var pending: Int??
    var live: [Int: String]
    /// Every live child's frame, from the engine's own answer.
    var childFrames: [Int: CGRect]
    /// Every header's frame (accordion), from the engine's layout.
    var headerFrames: [CGRect]
}

/// Drives a `StackEngine<String>` directly, the way the preview documents it, recording a
/// reference frame wherever the preview records one: independent of the kit's runner.
struct ReferenceDrive<Source: ChildDataSource> where Source.Child == String {
    var engine: StackEngine<String>
    let source: Source
    let fps: Double
    var time = 0.0
    var frames: [ReferenceFrame] = []
    private var pendingSteps: [ContainerStep<String>] = []
    var checker = ContainmentChecker<String>()

    init(engine: StackEngine<String>, source: Source, fps: Double = 60) {
        self.engine = engine
        self.source = source
        self.fps = fps
    }

    mutating func send(_ event: StackEvent) throws {
        let steps = engine.handle(event, source: source)
        try checker.check(steps)
        pendingSteps += steps
    }

    mutating func record() {
        var childFrames: [Int: CGRect] = [:]
        for index in engine.liveChildren.keys { childFrames[index] = engine.frameForChild(at: index) }
        var headers: [CGRect] = []
        if engine.mode == .accordion {
            let layout = engine.accordionLayout
            headers = (0..<layout.sectionCount).map { layout.headerFrame(at: $0) }
        }
        frames.append(ReferenceFrame(
            time: time, steps: pendingSteps, phase: engine.phase, selected: engine.selectedIndex,
            pending: engine.pendingSelection, live: engine.liveChildren, childFrames: childFrames, headerFrames: headers
        ))
        pendingSteps = []
    }

    mutating func setUp() throws {
        try send(.reload)
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
        record()
    }

    mutating func event(_ event: StackEvent) throws {
        try send(event)
        record()
    }

    mutating func tickUntilIdle() throws {
        while !engine.phase.isIdle {
            time += 1 / fps
            try send(.tick(1 / fps))
            record()
        }
    }

    mutating func runClock(_ seconds: Double) throws {
        var left = seconds
        while left > 1e-9, !engine.phase.isIdle {
            let step = min(1 / fps, left)
            time += step
            try send(.tick(step))
            record()
            left -= step
        }
        time += max(0, left)
    }

    /// A swipe on a 390-point page: touch down, one drag event per frame, release on the last.
    mutating func swipe(forwardRelease release: Double, velocity: Double, duration: Double = 0.25, pageWidth: Double = 390) throws {
        try event(.panBegan)
        let count = Int((duration * fps).rounded())
        let distance = release * pageWidth
        for step in 1...count {
            time += duration / Double(count)
            if step < count {
                try event(.panChanged(translation: -distance * Double(step) / Double(count)))
            } else {
                try event(.panEnded(translation: -distance, velocity: -velocity))
            }
        }
    }
}

/// The phase's name as the JSON writes it.
func phaseName(_ phase: TransitionPhase) -> String {
    switch phase {
    case .idle: return "idle"
    case .animating: return "animating"
    case .interactive: return "interactive"
    case .finishing: return "finishing"
    case .cancelling: return "cancelling"
    }
}

/// Collects elements and text from XML, failing on anything that is not well-formed.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var path: [String]
    }

    private(set) var elements: [Element] = []
    private var stack: [String] = []
    private var textTarget: String?
    private var currentText = ""
    private(set) var texts: [String: String] = [:]
    private(set) var parseError: Error?

    /// Parses `data`, keeping the text of elements whose `id` is in `textOf`.
    static func parse(_ data: Data, keepingTextOf ids: Set<String> = []) -> XMLCollector {
        let collector = XMLCollector()
        collector.wanted = ids
        let parser = XMLParser(data: data)
        parser.delegate = collector
        if !parser.parse() { collector.parseError = parser.parserError ?? collector.parseError ?? CocoaError(.fileReadCorruptFile) }
        return collector
    }

    private var wanted: Set<String> = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, path: stack))
        stack.append(name)
        if let id = attributes["id"], wanted.contains(id) {
            textTarget = id
            currentText = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if textTarget != nil { currentText += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if textTarget != nil { currentText += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if let target = textTarget, name == "script" || name == "title" {
            texts[target] = currentText
            textTarget = nil
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
        parseError = error
    }

    /// Elements named `name` whose `class` attribute includes `className`.
    func elements(named name: String, class className: String) -> [Element] {
        elements.filter { $0.name == name && ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }
    }
}
