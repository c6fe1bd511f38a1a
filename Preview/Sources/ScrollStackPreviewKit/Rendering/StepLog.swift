/// The step log the tool prints: for each event, the frames where the core emitted steps, with
/// the clock, the phase and each step.
public enum StepLog {
    /// The log of every run of `document`, one line per step.
    public static func render(_ document: PreviewDocument) -> String {
        var lines: [String] = []
        for run in document.runs {
            if !lines.isEmpty { lines.append("") }
            let source = run.scenario == "built-in" ? "default scenario" : run.scenario
            lines.append("== \(run.summary); \(source); \(NumberText.count(run.frames.count, "frame"))")
            var event: Int? = -1
            for frame in run.frames {
                if frame.event != event {
                    event = frame.event
                    if let position = frame.event, run.events.indices.contains(position) {
                        let record = run.events[position]
                        lines.append("-- \(record.label) (\(record.path)) at \(NumberText.seconds(record.time)): \(FrameText.state(frame))")
                    } else {
                        lines.append("-- load and appear")
                    }
                }
                let texts = stepLines(of: frame)
                guard !texts.isEmpty else { continue }
                let head = "   #\(frame.index)".padding(toLength: 9, withPad: " ", startingAt: 0)
                    + NumberText.seconds(frame.time).padding(toLength: 10, withPad: " ", startingAt: 0)
                    + FrameText.phase(frame).padding(toLength: 19, withPad: " ", startingAt: 0)
                let indent = String(repeating: " ", count: head.count)
                for (position, text) in texts.enumerated() {
                    lines.append((position == 0 ? head : indent) + text)
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The frame's steps in order, with any notice naming moving sections at its place among them.
    static func stepLines(of frame: FrameRecord) -> [String] {
        var texts: [String] = []
        var notices = (frame.notices ?? [])[...]
        for (position, step) in frame.steps.enumerated() {
            while let notice = notices.first, notice.position <= position {
                texts.append(notice.text)
                notices.removeFirst()
            }
            texts.append(step.text)
        }
        texts.append(contentsOf: notices.map(\.text))
        return texts
    }
}
