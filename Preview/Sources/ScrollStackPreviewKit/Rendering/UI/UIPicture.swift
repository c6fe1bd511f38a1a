import Foundation
import ScrollStackCore

/// What every UI-look picture shares: the file around the drawing, the note that it is drawn, and
/// one frame drawn at a scale.
enum UIPicture {
    /// The note every UI-look picture carries, visibly and in its `<desc>`.
    static let footnote = "Drawn from ScrollStackCore's frames — not a device screenshot"
    /// The size of the footnote and of the captions under frames, in pixels.
    static let captionSize: CGFloat = 11
    /// The colour of captions: `.secondaryLabel` over white.
    static let captionColor = UIColorValue(hex: 0x6C6C70)

    /// The styles of the parts every frame repeats: the fonts at the default text size (headline
    /// 17 semibold, subheadline 15, the badge's 11 semibold), the palette's colours, and the
    /// hairlines.
    static let stylesheet = """
        .separator { stroke: \(UIPalette.separator.hex); stroke-width: 1; vector-effect: non-scaling-stroke; }
        .screen-edge { fill: none; stroke: \(UIPalette.systemGray4.hex); stroke-width: 1; vector-effect: non-scaling-stroke; }
        .chevron, .row-chevron { fill: none; stroke: \(UIPalette.tertiaryLabel.hex); stroke-opacity: \(UIPalette.tertiaryLabel.alpha); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
        .icon-ring { fill: none; stroke: \(UIPalette.white.hex); stroke-width: 2.5; }
        .header-title { font-size: \(UISVG.n(UIHeaderLook.titleSize))px; font-weight: 600; fill: \(UIPalette.label.hex); }
        .header-subtitle { font-size: \(UISVG.n(UIHeaderLook.subtitleSize))px; fill: \(UIPalette.secondaryLabel.hex); fill-opacity: \(UIPalette.secondaryLabel.alpha); }
        .tab-title { font-size: \(UISVG.n(UITabStripLook.titleSize))px; font-weight: 500; }
        .tab-badge-text { font-size: \(UISVG.n(UITabStripLook.badgeTextSize))px; font-weight: 600; fill: \(UIPalette.white.hex); }
        .page-kicker { font-size: 13px; font-weight: 600; fill: \(UIPalette.tint.hex); }
        .heading { font-size: 14px; font-weight: 600; fill: \(UIPalette.label.hex); }
        .caption, .footnote { font-size: \(UISVG.n(captionSize))px; fill: \(captionColor.hex); }
        """

    /// A whole SVG file of `width` × `height` pixels on white, its text in the system font stack.
    static func standalone(width: CGFloat, height: CGFloat, title: String, definitions: UIDefinitions, body: String) -> String {
        let n = UISVG.n
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(UITextModel.fontFamily)\">\n"
        svg += "<title>\(XMLText.escape(title))</title>\n"
        svg += "<desc>\(XMLText.escape(footnote)): every header, content, page, tab and indicator is where the engine put it, drawn with the library's default appearance; the words and placeholders are samples and text widths are estimated.</desc>\n"
        svg += "<style>\n\(stylesheet)\n</style>\n"
        svg += UISVG.rect(CGRect(x: 0, y: 0, width: width, height: height), UIPalette.white) + "\n"
        svg += definitions.svg
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// `frame` of `run` drawn `scale` times its size with its top left corner at `origin`, framed
    /// by a thin border, as a nested viewport: whatever lies outside the container is cut off.
    static func frame(_ frame: FrameRecord, of run: RunRecord, drawing: PreviewDrawing, at origin: CGPoint, scale: CGFloat, definitions: inout UIDefinitions) -> String {
        let size = frame.size.size
        let n = UISVG.n
        let content = run.mode == .accordion
            ? UIAccordionDrawing.draw(frame, run: run, drawing: drawing, definitions: &definitions)
            : UIPagingDrawing.draw(frame, drawing: drawing, definitions: &definitions)
        var svg = "<svg x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" width=\"\(n(size.width * scale))\" height=\"\(n(size.height * scale))\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\">"
        svg += content
        svg += "<rect class=\"screen-edge\" x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\"/>"
        return svg + "</svg>"
    }

    /// The picture's heading for `run`: what is shown, and the run's settings.
    static func heading(of run: RunRecord, drawing: PreviewDrawing) -> String {
        switch run.mode {
        case .accordion:
            let rows = drawing.cornerStyle == .plain ? "plain rows" : "inset-grouped rows"
            return "Accordion, \(rows) — \(run.details)"
        case .paging:
            // A styled run's details name its style; the plain one has the strip's own underline.
            return run.tabStyle == nil ? "Pager, default underline — \(run.details)" : "Pager — \(run.details)"
        }
    }

    /// The caption under a frame: the event it belongs to, its time and its phase.
    static func caption(of frame: FrameRecord, in run: RunRecord) -> String {
        let event = frame.event.flatMap { run.events.indices.contains($0) ? run.events[$0].shortLabel : nil } ?? "at rest"
        return "\(event) · \(NumberText.seconds(frame.time)) · \(FrameText.phase(frame))"
    }
}
