import Foundation

/// Writes the UI look as a still picture: for each run, its filmstrip's frames (or the one frame
/// asked for) side by side, each drawn as the container shows it, with a caption under each and
/// the footnote that it is drawn, not captured.
public enum UIStillRenderer {
    /// Frames per row.
    public static let columns = 4
    /// The scale of a frame in a filmstrip.
    static let filmstripScale: CGFloat = 0.6
    /// The scale of a run drawn as one frame.
    static let singleScale: CGFloat = 0.8
    static let margin: CGFloat = 16
    static let gap: CGFloat = 16
    static let headingHeight: CGFloat = 28
    static let captionHeight: CGFloat = 22

    /// The picture of every run in `document`, stacked.
    ///
    /// - Throws: A usage error when a run has no frame where ``PreviewDrawing/frames`` points.
    public static func render(_ document: PreviewDocument, drawing: PreviewDrawing) throws(PreviewError) -> String {
        var definitions = UIDefinitions()
        var body = ""
        var y = margin
        var width: CGFloat = 0
        for run in document.runs {
            let chosen = try drawing.frames.frames(of: run)
            let scale = chosen.count == 1 ? singleScale : filmstripScale
            body += "<g class=\"ui-run\" data-mode=\"\(run.mode.rawValue)\">\n"
            let heading = UIPicture.heading(of: run, drawing: drawing)
            body += UISVG.text(heading, x: margin, y: y + 17, classes: "heading") + "\n"
            // Generous, as for the boxes' captions: the widest fallback font must fit too.
            width = max(width, 2 * margin + SVGRenderer.estimatedWidth(of: heading, size: 14, bold: true))
            y += headingHeight
            var rowHeight: CGFloat = 0
            for (slot, position) in chosen.enumerated() {
                let frame = run.frames[position]
                let cell = CGSize(width: frame.size.size.width * scale, height: frame.size.size.height * scale)
                if slot > 0, slot % columns == 0 {
                    y += rowHeight + gap
                    rowHeight = 0
                }
                let x = margin + CGFloat(slot % columns) * (cell.width + gap)
                body += "<g class=\"ui-frame\" data-frame=\"\(frame.index)\">"
                body += UIPicture.frame(frame, of: run, drawing: drawing, at: CGPoint(x: x, y: y), scale: scale, definitions: &definitions)
                let caption = UIPicture.caption(of: frame, in: run)
                body += UISVG.text(caption, x: x, y: y + cell.height + 15, classes: "caption")
                body += "</g>\n"
                rowHeight = max(rowHeight, cell.height + captionHeight)
                width = max(width, x + max(cell.width, SVGRenderer.estimatedWidth(of: caption, size: UIPicture.captionSize, bold: false)) + margin)
            }
            body += "</g>\n"
            y += rowHeight + gap
        }
        body += UISVG.text(UIPicture.footnote, x: margin, y: y + 4, classes: "footnote") + "\n"
        let height = y + 4 + margin
        let title = "ScrollStack UI, drawn from the core's frames: " + document.runs.map { UIPicture.heading(of: $0, drawing: drawing) }.joined(separator: "; ")
        return UIPicture.standalone(width: max(width, 380), height: height, title: title, definitions: definitions, body: body)
    }
}
