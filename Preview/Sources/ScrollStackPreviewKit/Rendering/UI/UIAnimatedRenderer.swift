import Foundation

/// Writes the UI look as a picture that plays each run in a loop, runs side by side: the frames
/// ``AnimatedSVGRenderer`` shows (the last one at or before each tick of
/// ``AnimatedSVGRenderer/framesPerSecond``), each visible for its own stretch of the loop, so the
/// chevrons turn and the indicator moves exactly as the engine computed.
public enum UIAnimatedRenderer {
    /// The scale each run is drawn at.
    static let scale: CGFloat = 0.7
    static let margin: CGFloat = 16
    static let captionHeight: CGFloat = 24

    /// The animated picture of every run in `document`.
    public static func render(_ document: PreviewDocument, drawing: PreviewDrawing) -> String {
        var definitions = UIDefinitions()
        var body = ""
        var x = margin
        var height: CGFloat = 0
        for run in document.runs {
            let frames = AnimatedSVGRenderer.shownFrames(of: run)
            let duration = (frames.last?.time ?? 0) + AnimatedSVGRenderer.holdAtEnd
            var width: CGFloat = 0
            body += "<g class=\"ui-animation\" data-mode=\"\(run.mode.rawValue)\">\n"
            for (position, frame) in frames.enumerated() {
                let start = frame.time / duration
                let end = position + 1 < frames.count ? frames[position + 1].time / duration : 1
                let size = frame.size.size
                body += "<g class=\"ui-frame\" data-frame=\"\(frame.index)\" visibility=\"hidden\">"
                body += AnimatedSVGRenderer.visibility(from: start, to: end, duration: duration)
                body += UIPicture.frame(frame, of: run, drawing: drawing, at: CGPoint(x: x, y: margin), scale: scale, definitions: &definitions)
                body += UISVG.text(UIPicture.caption(of: frame, in: run), x: x, y: margin + size.height * scale + 15, classes: "caption")
                body += "</g>\n"
                width = max(width, size.width * scale)
                height = max(height, size.height * scale)
            }
            body += "</g>\n"
            x += width + margin
        }
        let bottom = margin + height + captionHeight
        body += UISVG.text(UIPicture.footnote, x: margin, y: bottom + 8, classes: "footnote") + "\n"
        let title = "ScrollStack UI, animated from the core's frames: " + document.runs.map { UIPicture.heading(of: $0, drawing: drawing) }.joined(separator: "; ")
        return UIPicture.standalone(width: max(x, 380), height: bottom + 8 + margin, title: title, definitions: definitions, body: body)
    }
}
