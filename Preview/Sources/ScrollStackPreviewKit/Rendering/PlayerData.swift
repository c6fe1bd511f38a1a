import Foundation

/// What the player page holds: for every frame, its drawing, its readout and its steps, as
/// indices into one table of strings, each frame's drawing and readout stored as the change from
/// the frame before.
///
/// A long run repeats itself: headers rest at the same places, transitions pass through the same
/// fractions, the readout's phase and indices change once per event. Stored whole, frame after
/// frame, a run of two thousand taps fills a hundred megabytes; stored as changes to shared
/// strings, a few. Every ``keyframeInterval`` frames the change is from nothing, so the page can
/// decode any frame from the keyframe before it, without reading the run from the start.
struct PlayerData: Codable, Equatable, Sendable {
    /// A frame as the page shows it, decoded.
    struct Frame: Equatable, Sendable {
        /// The SVG elements that draw it, in order.
        var drawing: [String]
        /// The readout's texts, in the order of ``PlayerData/readoutFields``.
        var readout: [String]
        /// The log lines of the steps the core emitted since the frame before.
        var steps: [String]
    }

    /// One run, encoded.
    struct Run: Codable, Equatable, Sendable {
        /// `accordion` or `paging`.
        var mode: PreviewMode
        /// Frames per second of the clock, for playback at the recorded speed.
        var fps: Int
        /// Each frame's drawing: `[kept from the start, kept from the end, new indices…]`
        /// against the frame before, or against nothing on a keyframe.
        var drawing: [[Int]]
        /// Each frame's readout, encoded like ``drawing``.
        var readout: [[Int]]
        /// Each frame's steps, as indices.
        var steps: [[Int]]
        /// The log's headings: `[first frame, index of its text]` for the setup and each event.
        var headings: [[Int]]
    }

    /// The readout's fields, in the order a frame's readout lists them: those that change every
    /// frame of a transition first, so that a frame's change to the one before is short.
    static let readoutFields = ["time", "progress", "bar", "leg", "transition", "phase", "cause", "selected", "queued", "event"]
    /// Every how many frames a frame is stored whole.
    static let keyframeInterval = 120

    /// Every distinct string the runs use.
    var strings: [Entry]
    /// The shapes of strings stored as numbers: each a string with ``numberMark`` where a number goes.
    var templates: [String]
    /// The runs, in the document's order.
    var runs: [Run]

    /// Encodes every frame of `document`, drawn for the player's stage.
    init(_ document: PreviewDocument) {
        var table = StringTable()
        runs = document.runs.map { run in
            let box = FrameDrawing.viewBox(for: run, frames: run.frames, extent: .stage)
            var drawing: [[Int]] = []
            var readout: [[Int]] = []
            var previous = (drawing: [Int](), readout: [Int]())
            for frame in run.frames {
                let shown = Self.frame(frame, of: run, viewBox: box)
                let current = (drawing: shown.drawing.map { table.index(of: $0) }, readout: shown.readout.map { table.index(of: $0) })
                if frame.index % Self.keyframeInterval == 0 { previous = ([], []) }
                drawing.append(Self.change(from: previous.drawing, to: current.drawing))
                readout.append(Self.change(from: previous.readout, to: current.readout))
                previous = current
            }
            let steps = run.frames.map { $0.steps.map { table.index(of: $0.text) } }
            var headings = [[0, table.index(of: "load and appear")]]
            for event in run.events {
                headings.append([event.firstFrame, table.index(of: "\(event.label) · \(event.path) · \(NumberText.seconds(event.time))")])
            }
            return Run(mode: run.mode, fps: run.fps, drawing: drawing, readout: readout, steps: steps, headings: headings)
        }
        strings = table.entries
        templates = table.templates
    }

    /// Every frame of run `position`, decoded.
    ///
    /// - Throws: A core error if the data does not decode: an index out of range, or a change
    ///   that keeps more than the frame before has.
    func frames(ofRun position: Int) throws(PreviewError) -> [Frame] {
        let run = runs[position]
        var frames: [Frame] = []
        var drawing: [Int] = []
        var readout: [Int] = []
        for (index, steps) in run.steps.enumerated() {
            if index % Self.keyframeInterval == 0 { (drawing, readout) = ([], []) }
            drawing = try Self.apply(run.drawing[index], to: drawing)
            readout = try Self.apply(run.readout[index], to: readout)
            frames.append(Frame(drawing: try texts(drawing), readout: try texts(readout), steps: try texts(steps)))
        }
        return frames
    }

    private func texts(_ indices: [Int]) throws(PreviewError) -> [String] {
        var texts: [String] = []
        for index in indices {
            guard strings.indices.contains(index) else { throw PreviewError(.core, "internal error: the player's data names string \(index) of \(strings.count)") }
            switch strings[index] {
            case .text(let text):
                texts.append(text)
            case .numbers(let template, let numbers):
                let parts = templates.indices.contains(template) ? templates[template].split(separator: Self.numberMark, omittingEmptySubsequences: false) : []
                guard parts.count == numbers.count + 1 else { throw PreviewError(.core, "internal error: the player's data gives string \(index) \(numbers.count) numbers for its template") }
                texts.append(zip(parts, numbers.map(Self.numberText)).map { $0 + $1 }.joined() + (parts.last ?? ""))
            }
        }
        return texts
    }

    /// One string of the table: as it is, or as a template and the numbers that go in it.
    enum Entry: Codable, Equatable, Sendable {
        /// The string.
        case text(String)
        /// The template at an index in ``PlayerData/templates`` and its numbers, written as
        /// `[template, number, …]`.
        case numbers(template: Int, [Double])

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
                return
            }
            var list = try decoder.unkeyedContainer()
            let template = try list.decode(Int.self)
            var numbers: [Double] = []
            while !list.isAtEnd { numbers.append(try list.decode(Double.self)) }
            self = .numbers(template: template, numbers)
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let text):
                var single = encoder.singleValueContainer()
                try single.encode(text)
            case .numbers(let template, let numbers):
                var list = encoder.unkeyedContainer()
                try list.encode(template)
                for number in numbers { try list.encode(number) }
            }
        }
    }

    /// Where a template takes a number: a character the drawing never writes.
    static let numberMark: Character = "\u{1}"

    /// A number as the page's script writes it back, `String(number)`: whole numbers without a
    /// decimal point, others in the shortest form that reads back the same. Only numbers that
    /// the drawing wrote exactly so are stored as numbers.
    static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// A frame as the page shows it: its drawing on the stage and its readout.
    static func frame(_ frame: FrameRecord, of run: RunRecord, viewBox: CGRect) -> Frame {
        func index(_ value: Int?) -> String { value.map(String.init) ?? "none" }
        func short(_ value: Double) -> String { NumberText.decimals(value, places: 3) }
        var readout = [NumberText.seconds(frame.time), "–", "0", "–", "none"]
        if let transition = frame.transition {
            readout[1] = NumberText.percent(transition.fraction)
            readout[2] = NumberText.decimals(min(100, max(0, transition.fraction * 100)), places: 2) + "%"
            readout[3] = transition.animation.map {
                "\(short($0.startFraction)) → \(short($0.endFraction)) in \(short($0.duration)) s, \(short($0.elapsed)) s run"
            } ?? "under the finger"
            readout[4] = "\(index(transition.from)) → \(index(transition.to))\(transition.isInteractive ? ", interactive" : ""), \(transition.direction)"
        }
        let event = frame.event.flatMap { run.events.indices.contains($0) ? run.events[$0] : nil }
        readout += [
            frame.phase,
            frame.cause == "tick" ? "" : "(\(frame.cause))",
            index(frame.selected),
            frame.isQueued ? index(frame.queued) : "–",
            event.map { "\($0.label) (\($0.path))" } ?? "load and appear",
        ]
        return Frame(
            drawing: FrameDrawing.elements(of: frame, mode: run.mode, extent: .stage, viewBox: viewBox),
            readout: readout,
            steps: frame.steps.map(\.text)
        )
    }

    /// `current` as a change to `previous`: how many of its first and last entries stay, and the
    /// entries between them.
    static func change(from previous: [Int], to current: [Int]) -> [Int] {
        let shorter = min(previous.count, current.count)
        var kept = 0
        while kept < shorter, previous[kept] == current[kept] { kept += 1 }
        var keptAtEnd = 0
        while keptAtEnd < shorter - kept, previous[previous.count - 1 - keptAtEnd] == current[current.count - 1 - keptAtEnd] { keptAtEnd += 1 }
        return [kept, keptAtEnd] + current[kept..<(current.count - keptAtEnd)]
    }

    /// The list `change` makes of `previous`.
    static func apply(_ change: [Int], to previous: [Int]) throws(PreviewError) -> [Int] {
        guard change.count >= 2, change[0] >= 0, change[1] >= 0, change[0] + change[1] <= previous.count else {
            throw PreviewError(.core, "internal error: the player's data holds a change \(change.prefix(2)) to a list of \(previous.count)")
        }
        return Array(previous[..<change[0]]) + change[2...] + previous[(previous.count - change[1])...]
    }
}

/// Strings numbered in the order they are first seen. An element's attribute values that are
/// numbers are stored apart from the rest of it, its template, which many elements share: a
/// header that moves through a hundred places is one template and a hundred lists of numbers.
private struct StringTable {
    private(set) var entries: [PlayerData.Entry] = []
    private(set) var templates: [String] = []
    private var indices: [String: Int] = [:]
    private var templateIndices: [String: Int] = [:]

    mutating func index(of string: String) -> Int {
        if let index = indices[string] { return index }
        indices[string] = entries.count
        entries.append(entry(for: string))
        return entries.count - 1
    }

    private mutating func entry(for string: String) -> PlayerData.Entry {
        // Attribute values sit between the odd and even quotes: text never holds a bare quote.
        var parts = string.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        guard string.hasPrefix("<"), !string.contains(PlayerData.numberMark) else { return .text(string) }
        var numbers: [Double] = []
        for position in stride(from: 1, to: parts.count - 1, by: 2) {
            guard let number = Double(parts[position]), number.isFinite, PlayerData.numberText(number) == parts[position] else { continue }
            numbers.append(number)
            parts[position] = String(PlayerData.numberMark)
        }
        guard !numbers.isEmpty else { return .text(string) }
        let template = parts.joined(separator: "\"")
        if let index = templateIndices[template] { return .numbers(template: index, numbers) }
        templateIndices[template] = templates.count
        templates.append(template)
        return .numbers(template: templates.count - 1, numbers)
    }
}
