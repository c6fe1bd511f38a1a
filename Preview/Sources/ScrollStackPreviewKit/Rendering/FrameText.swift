/// Short descriptions of a frame's state for logs and captions.
enum FrameText {
    /// The phase with its progress, such as `animating 50 %` or `idle`.
    static func phase(_ frame: FrameRecord) -> String {
        guard let transition = frame.transition else { return frame.phase }
        return "\(frame.phase) \(NumberText.percent(transition.fraction))"
    }

    /// The whole state, such as `animating none → 1 at 50 %, 3 queued` or `idle on 2`.
    static func state(_ frame: FrameRecord) -> String {
        if let expanded = frame.expanded {
            let open = expanded.isEmpty ? "none open" : "open " + expanded.map(String.init).joined(separator: ", ")
            return "\(frame.phase), \(open)"
        }
        var text: String
        if let transition = frame.transition {
            text = "\(frame.phase) \(index(transition.from)) → \(index(transition.to)) at \(NumberText.percent(transition.fraction))"
        } else {
            text = "\(frame.phase) on \(index(frame.selected))"
        }
        if frame.isQueued { text += ", \(index(frame.queued)) queued" }
        return text
    }

    private static func index(_ value: Int?) -> String {
        value.map(String.init) ?? "none"
    }
}
