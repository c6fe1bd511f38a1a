import Foundation

/// Writes a filmstrip: each run's chosen frames side by side, scaled down, each labelled with its
/// frame number, time, phase and progress, and the event it belongs to. Fit for a README.
public enum SVGRenderer {
    /// Frames per row.
    public static let columns = 6
    /// The width of one frame in the strip, in pixels.
    static let cellWidth: CGFloat = 132
    static let gap: CGFloat = 14
    static let labelHeight: CGFloat = 46
    static let titleHeight: CGFloat = 34
    static let margin: CGFloat = 16
    static let legendHeight: CGFloat = 30

    /// The filmstrip of every run in `document`, stacked.
    public static func render(_ document: PreviewDocument) -> String {
        render(document, chosen: document.runs.map(FilmstripSelection.frames(of:)))
    }

    /// The strip of every run in `document`, stacked, showing the frames `frames` picks.
    ///
    /// - Throws: A usage error when a run has no frame at the chosen position.
    public static func render(_ document: PreviewDocument, frames: PreviewFrameChoice) throws(PreviewError) -> String {
        var chosen: [[Int]] = []
        for run in document.runs { chosen.append(try frames.frames(of: run)) }
        return render(document, chosen: chosen)
    }

    private static func render(_ document: PreviewDocument, chosen: [[Int]]) -> String {
        var body = ""
        var y = margin
        var width = 2 * margin + CGFloat(columns) * cellWidth + CGFloat(columns - 1) * gap
        for (run, frames) in zip(document.runs, chosen) {
            let (section, size) = strip(for: run, chosen: frames, top: y)
            body += section
            y += size.height + gap
            width = max(width, size.width + 2 * margin)
        }
        body += legend(top: y)
        y += legendHeight
        let height = y + margin / 2
        return standalone(width: width, height: height, title: "ScrollStack preview: " + document.runs.map(\.summary).joined(separator: "; "), styles: FrameDrawing.stylesheet(for: document), body: body)
    }

    /// A whole SVG file of `width` × `height` pixels on white paper, with the preview's styles.
    static func standalone(width: CGFloat, height: CGFloat, title: String, styles: String, body: String) -> String {
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        svg += "<title>\(XMLText.escape(title))</title>\n"
        svg += "<style>\n\(styles)\n\(stylesheet)\n</style>\n"
        svg += "<rect class=\"paper\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
        svg += body
        svg += "</svg>\n"
        return svg
    }

    static let stylesheet = """
        .paper { fill: #ffffff; }
        .strip-title { fill: #0f172a; font: 600 15px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .label { fill: #0f172a; font: 11px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .label-event { fill: #1d4ed8; font: 600 11px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .legend { fill: #334155; font: 12px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        """

    private static func strip(for run: RunRecord, chosen: [Int], top: CGFloat) -> (String, CGSize) {
        let frames = chosen.map { run.frames[$0] }
        let box = FrameDrawing.viewBox(for: run, frames: frames, extent: .screen)
        let scale = cellWidth / box.width
        let cellHeight = box.height * scale
        var svg = "<g class=\"strip\" data-mode=\"\(run.mode.rawValue)\">\n"
        let title = "\(run.mode == .accordion ? "Accordion" : "Paging") — \(run.details)"
        svg += FrameDrawing.text(title, x: margin, y: top + 20, classes: "strip-title") + "\n"
        let rows = max(1, (frames.count + columns - 1) / columns)
        for (slot, frame) in frames.enumerated() {
            let x = margin + CGFloat(slot % columns) * (cellWidth + gap)
            let y = top + titleHeight + CGFloat(slot / columns) * (cellHeight + labelHeight + gap)
            svg += "<g class=\"film-frame\" data-frame=\"\(frame.index)\">\n"
            svg += "<svg x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cellWidth))\" height=\"\(n(cellHeight))\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\">"
            svg += FrameDrawing.elements(of: frame, mode: run.mode, extent: .screen, viewBox: box).joined()
            svg += "</svg>\n"
            let eventLabel = frame.event.flatMap { run.events.indices.contains($0) ? run.events[$0].shortLabel : nil } ?? "load and appear"
            var status = FrameText.phase(frame)
            if frame.isQueued { status += ", \(frame.queued.map(String.init) ?? "none") queued" }
            svg += caption(eventLabel, x: x, y: y + cellHeight + 14, classes: "label-event") + "\n"
            svg += caption("#\(frame.index) · \(NumberText.seconds(frame.time))", x: x, y: y + cellHeight + 28, classes: "label") + "\n"
            svg += caption(status, x: x, y: y + cellHeight + 42, classes: "label") + "\n"
            svg += "</g>\n"
        }
        svg += "</g>\n"
        let used = min(frames.count, columns)
        let width = CGFloat(used) * cellWidth + CGFloat(max(0, used - 1)) * gap
        let height = titleHeight + CGFloat(rows) * (cellHeight + labelHeight) + CGFloat(rows - 1) * gap
        return (svg, CGSize(width: width, height: height))
    }

    /// The size of caption text, in pixels.
    static let captionSize: CGFloat = 11

    /// A caption line under a frame, set smaller when at ``captionSize`` it would run into the
    /// next frame. The size is set rather than the text squeezed, which not every SVG renderer does.
    static func caption(_ label: String, x: CGFloat, y: CGFloat, classes: String) -> String {
        let width = estimatedWidth(of: label, size: captionSize, bold: classes == "label-event")
        guard width > cellWidth else { return FrameDrawing.text(label, x: x, y: y, classes: classes) }
        let size = (captionSize * cellWidth / width * 10).rounded(.down) / 10
        return "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(y))\" style=\"font-size: \(n(size))px\">\(XMLText.escape(label))</text>"
    }

    /// A generous estimate of how wide `text` is drawn at `size` pixels: the filmstrip has no
    /// fonts to measure with, and the widest likely fallback font averages 0.6 em a character.
    static func estimatedWidth(of text: String, size: CGFloat, bold: Bool) -> CGFloat {
        CGFloat(text.count) * size * (bold ? 0.64 : 0.6)
    }

    private static func legend(top: CGFloat) -> String {
        var svg = "<g class=\"legend-row\">\n"
        var x = margin
        for (state, meaning) in [("appeared", "appeared"), ("appearing", "appearing"), ("disappearing", "disappearing"), ("disappeared", "disappeared")] {
            svg += FrameDrawing.rect(CGRect(x: x, y: top + 4, width: 14, height: 14), classes: "box \(state)")
            svg += FrameDrawing.text(meaning, x: x + 20, y: top + 16, classes: "legend") + "\n"
            x += 110
        }
        svg += FrameDrawing.text("child appearance, as the core's lifecycle planner tracks it", x: x + 6, y: top + 16, classes: "legend") + "\n"
        svg += "</g>\n"
        return svg
    }

    private static func n(_ value: CGFloat) -> String {
        NumberText.points(value)
    }
}
