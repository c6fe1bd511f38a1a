import Foundation

/// Draws a recorded frame as SVG elements, in the container's coordinates: boxes at exactly the
/// frames the core computed, coloured by each child's appearance state. Used by both the HTML
/// player and the SVG filmstrip, so they always draw alike.
enum FrameDrawing {
    /// The CSS classes the drawing uses, for a `<style>` element in the HTML or the SVG.
    static let stylesheet = """
        .screen { fill: #f8fafc; stroke: #0f172a; stroke-width: 3; }
        .screen-edge { fill: none; stroke: #0f172a; stroke-width: 3; }
        .header { fill: #1e293b; stroke: #475569; stroke-width: 1; }
        .header.expanded { fill: #1d4ed8; }
        .header-title { fill: #f8fafc; font: 600 26px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .chevron { fill: #cbd5e1; font: 600 26px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .full { fill: none; stroke: #64748b; stroke-width: 2; stroke-dasharray: 8 6; }
        .appeared { fill: #93c5fd; }
        .appearing { fill: #86efac; }
        .disappearing { fill: #fdba74; }
        .disappeared { fill: #d1d5db; }
        .box { stroke: #0f172a; stroke-width: 1.5; }
        .child-name { fill: #0f172a; font: 600 26px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .state { fill: #334155; font: 22px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .page-title { fill: #0f172a; font: 700 56px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .page-index { fill: #334155; font: 24px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .offscreen { fill: #e2e8f0; opacity: 0.72; }
        .tab-strip { fill: #f8fafc; stroke: #0f172a; stroke-width: 1.5; }
        .tab-title { fill: #0f172a; font: 600 17px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .tab-indicator { fill: #1d4ed8; }
        .fold { stroke: #dc2626; stroke-width: 2; stroke-dasharray: 10 6; }
        .fold-label { fill: #dc2626; font: 600 18px system-ui, -apple-system, 'Segoe UI', sans-serif; paint-order: stroke; stroke: #f8fafc; stroke-width: 5px; stroke-linejoin: round; }
        """

    /// The classes only styled tab strips, multiple expansion and nested accordions use, added to a drawing's
    /// styles only when a run needs them, so that other drawings stay as they were.
    static let extendedStylesheet = """
        .tab-indicator.behind { fill: #bfdbfe; }
        .tab-glyph { fill: none; stroke: #0f172a; stroke-width: 1.5; }
        .tab-glyph-mark { fill: #0f172a; }
        .tab-badge { fill: #dc2626; }
        .tab-badge-text { fill: #ffffff; font: 700 12px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .header.pinned { stroke: #f59e0b; stroke-width: 3; }
        .pin-label { fill: #fbbf24; font: 600 16px system-ui, -apple-system, 'Segoe UI', sans-serif; }
        .header.nested { fill: #475569; }
        .header.nested.expanded { fill: #4f46e5; }
        """

    /// The styles a drawing of `document` needs: ``stylesheet``, and ``extendedStylesheet`` when
    /// a run has a styled tab strip, several open sections or a nested accordion.
    static func stylesheet(for document: PreviewDocument) -> String {
        let extended = document.runs.contains { run in
            run.expansion != nil || run.frames.contains { $0.tabStrip?.style != nil || $0.nested != nil }
        }
        return extended ? stylesheet + "\n" + extendedStylesheet : stylesheet
    }

    /// The width of the gutter beside a scrolling accordion's stage that holds the fold's label:
    /// "end of screen" at 18 points, at a generous 0.62 em a character, and a margin.
    static let foldGutter: CGFloat = 170

    /// How much of the world around the container to show.
    enum Extent {
        /// The player: the whole accordion stack, and half a page either side of the pager.
        case stage
        /// The filmstrip: the container's bounds only, as on the device at scroll offset 0.
        case screen
    }

    /// The rectangle of the run's world a drawing shows, in the container's coordinates, large
    /// enough for every frame of the run.
    static func viewBox(for run: RunRecord, frames: [FrameRecord], extent: Extent) -> CGRect {
        let width = frames.map { $0.size.size.width }.max() ?? run.size.size.width
        let screenHeight = frames.map { $0.size.size.height }.max() ?? run.size.size.height
        let margin: CGFloat = 12
        switch (run.mode, extent) {
        case (_, .screen):
            return CGRect(x: 0, y: 0, width: width, height: screenHeight)
        case (.accordion, .stage):
            let stackHeight = frames.compactMap { $0.contentSize?.size.height }.max() ?? 0
            let height = max(screenHeight, stackHeight)
            // A stack that scrolls gets a gutter on the right for the fold's label, clear of the headers.
            let gutter = stackHeight > screenHeight + 0.5 ? foldGutter : 0
            return CGRect(x: -margin, y: -margin, width: width + 2 * margin + gutter, height: height + 2 * margin)
        case (.paging, .stage):
            return CGRect(x: -width / 2, y: -margin, width: width * 2, height: screenHeight + 2 * margin)
        }
    }

    /// The frame's elements, in drawing order, each a complete SVG element (or the start or end
    /// of a translucent group): joined, they draw the frame. The player stores frames as lists
    /// of these, so that an element drawn alike in many frames is stored once.
    static func elements(of frame: FrameRecord, mode: PreviewMode, extent: Extent, viewBox: CGRect) -> [String] {
        let screen = CGRect(origin: .zero, size: frame.size.size)
        var svg = [rect(screen, classes: "screen")]
        switch mode {
        case .accordion: drawAccordion(frame, screen: screen, extent: extent, into: &svg)
        case .paging: drawPaging(frame, screen: screen, extent: extent, viewBox: viewBox, into: &svg)
        }
        return svg
    }

    private static func drawAccordion(_ frame: FrameRecord, screen: CGRect, extent: Extent, into svg: inout [String]) {
        for content in frame.contents {
            drawContent(content, labelled: frame.nested?.section != content.index, into: &svg)
        }
        if let nested = frame.nested {
            for content in nested.contents { drawContent(content, labelled: true, into: &svg) }
            for header in nested.headers { drawHeader(header, nested: true, into: &svg) }
        }
        for header in frame.headers {
            drawHeader(header, nested: false, into: &svg)
        }
        if extent == .stage, let stack = frame.contentSize?.size.height, stack > screen.height + 0.5 {
            // A stack taller than the container scrolls: mark where the screen ends, labelled in the
            // gutter beside it so the label covers nothing.
            svg.append("<line class=\"fold\" x1=\"\(n(screen.minX))\" y1=\"\(n(screen.maxY))\" x2=\"\(n(screen.maxX + 16))\" y2=\"\(n(screen.maxY))\"/>")
            svg.append(text("end of screen", x: screen.maxX + 22, y: screen.maxY - 6, classes: "fold-label"))
            svg.append(text("at offset 0", x: screen.maxX + 22, y: screen.maxY + 18, classes: "fold-label"))
        }
        svg.append(rect(screen, classes: "screen-edge"))
    }

    private static func drawContent(_ content: ContentRecord, labelled: Bool, into svg: inout [String]) {
        svg.append(contentsOf: group(opacity: content.opacity))
        defer { svg.append(contentsOf: endGroup(opacity: content.opacity)) }
        let state = content.appearance ?? "disappeared"
        let clip = content.clip.rect
        if clip.height > 0.5 {
            svg.append(rect(clip, classes: "box \(state)"))
        }
        if content.frame.rect.height - clip.height > 0.5 {
            // The child's view runs on below what the clip shows.
            svg.append(rect(content.frame.rect, classes: "full"))
        }
        // A section holding a nested accordion shows the nested headers, not its own name.
        guard labelled else { return }
        let name = content.child ?? "section \(content.index)"
        if clip.height >= 40 {
            svg.append(text(name, x: clip.minX + 18, y: clip.minY + 34, classes: "child-name"))
        }
        if clip.height >= 70 {
            svg.append(text(state, x: clip.minX + 18, y: clip.minY + 62, classes: "state"))
        }
    }

    private static func drawHeader(_ header: HeaderRecord, nested: Bool, into svg: inout [String]) {
        let box = header.frame.rect
        var classes = header.isExpanded ? "header expanded" : "header"
        if nested { classes += " nested" }
        if header.isPinned == true { classes += " pinned" }
        svg.append(rect(box, classes: classes))
        // A nested header cut by its outer section's edge shows no text.
        guard !nested || box.height > 30 else { return }
        let baseline = box.midY + 8
        let sign = header.isExpanded ? "−" : "+"
        if header.isRightToLeft == true {
            // Mirrored: the title from the right edge, the sign at the left.
            svg.append(text(header.title, x: box.maxX - 18, y: baseline, classes: "header-title", anchor: "end"))
            svg.append(text(sign, x: box.minX + 18, y: baseline, classes: "chevron"))
        } else {
            svg.append(text(header.title, x: box.minX + 18, y: baseline, classes: "header-title"))
            svg.append(text(sign, x: box.maxX - 34, y: baseline, classes: "chevron"))
        }
        if header.isPinned == true {
            let label = "pinned"
            if header.isRightToLeft == true {
                svg.append(text(label, x: box.minX + 48, y: baseline - 1, classes: "pin-label"))
            } else {
                svg.append(text(label, x: box.maxX - 48, y: baseline - 1, classes: "pin-label", anchor: "end"))
            }
        }
    }

    private static func drawPaging(_ frame: FrameRecord, screen: CGRect, extent: Extent, viewBox: CGRect, into svg: inout [String]) {
        for page in frame.pages {
            svg.append(contentsOf: group(opacity: page.opacity))
            defer { svg.append(contentsOf: endGroup(opacity: page.opacity)) }
            let box = page.frame.rect
            let state = page.appearance ?? "disappeared"
            svg.append(rect(box, classes: "box \(state)"))
            svg.append(text("tab \(page.index)", x: box.midX, y: box.minY + 44, classes: "page-index", anchor: "middle"))
            svg.append(text(page.title, x: box.midX, y: box.midY - 14, classes: "page-title", anchor: "middle"))
            svg.append(text(page.child, x: box.midX, y: box.midY + 30, classes: "child-name", anchor: "middle"))
            svg.append(text(state, x: box.midX, y: box.midY + 62, classes: "state", anchor: "middle"))
        }
        if let strip = frame.tabStrip { drawTabStrip(strip, screen: screen, into: &svg) }
        if extent == .stage {
            // Pages beside the container are off screen: veil them rather than hide them, so the
            // incoming page can be seen arriving.
            let left = CGRect(x: viewBox.minX, y: viewBox.minY, width: max(0, screen.minX - viewBox.minX), height: viewBox.height)
            let right = CGRect(x: screen.maxX, y: viewBox.minY, width: max(0, viewBox.maxX - screen.maxX), height: viewBox.height)
            svg.append(rect(left, classes: "offscreen"))
            svg.append(rect(right, classes: "offscreen"))
        }
        svg.append(rect(screen, classes: "screen-edge"))
    }

    /// The tab strip across the top of the screen: the titles in view, dimmer the less they are
    /// emphasised, and the indicator, all moved by the strip's scroll offset. A styled strip
    /// draws each tab's image glyph, title and badge where the core placed them, and its
    /// indicator with the core's corner radius, behind the tabs for a capsule.
    private static func drawTabStrip(_ strip: TabStripRecord, screen: CGRect, into svg: inout [String]) {
        let band = CGRect(origin: screen.origin, size: strip.size.size)
        svg.append(rect(band, classes: "tab-strip"))
        let shift = CGFloat(-strip.contentOffset)
        let indicator = strip.indicator?.rect.offsetBy(dx: shift, dy: 0)
        let radius = CGFloat(strip.indicatorCornerRadius ?? 0)
        let behind = strip.style?.isBehindItems == true
        if behind, let indicator {
            svg.append(roundedRect(indicator, radius: radius, classes: "tab-indicator behind"))
        }
        for item in strip.items {
            let box = item.frame.rect.offsetBy(dx: shift, dy: 0)
            guard box.maxX > band.minX, box.minX < band.maxX else { continue }
            let opacity = NumberText.decimals(0.45 + 0.55 * item.emphasis, places: 3)
            guard strip.style != nil else {
                let title = text(item.title, x: box.midX, y: box.midY + 6, classes: "tab-title", anchor: "middle")
                svg.append("<g opacity=\"\(opacity)\">\(title)</g>")
                continue
            }
            var parts = ""
            if let image = item.image?.rect.offsetBy(dx: shift, dy: 0) { parts += imageGlyph(image) }
            if let slot = item.titleFrame?.rect.offsetBy(dx: shift, dy: 0) {
                parts += text(item.title, x: slot.midX, y: slot.midY + 6, classes: "tab-title", anchor: "middle")
            }
            svg.append("<g opacity=\"\(opacity)\">\(parts)</g>")
            if let badge = item.badge {
                // A badge stays at full strength: it is news whether or not its tab is selected.
                let frame = badge.frame.rect.offsetBy(dx: shift, dy: 0)
                svg.append(roundedRect(frame, radius: frame.height / 2, classes: "tab-badge"))
                if !badge.value.isEmpty {
                    svg.append(text(badge.value, x: frame.midX, y: frame.midY + 4.5, classes: "tab-badge-text", anchor: "middle"))
                }
            }
        }
        if !behind, let indicator {
            svg.append(strip.style == nil ? rect(indicator, classes: "tab-indicator") : roundedRect(indicator, radius: radius, classes: "tab-indicator"))
        }
    }

    /// A placeholder for a tab's image: a rounded frame with a sun and a hill, filling `frame`.
    private static func imageGlyph(_ frame: CGRect) -> String {
        let sun = "<circle class=\"tab-glyph-mark\" cx=\"\(n(frame.minX + frame.width * 0.68))\" cy=\"\(n(frame.minY + frame.height * 0.32))\" r=\"\(n(frame.width * 0.12))\"/>"
        let hill = "<path class=\"tab-glyph-mark\" d=\"M\(n(frame.minX + 2)) \(n(frame.maxY - 2)) L\(n(frame.minX + frame.width * 0.4)) \(n(frame.midY)) L\(n(frame.maxX - 2)) \(n(frame.maxY - 2)) Z\"/>"
        return roundedRect(frame, radius: 3, classes: "tab-glyph") + sun + hill
    }

    // MARK: - Elements

    /// Opens a group drawn at `opacity` (a cross-fade); nothing when it is opaque.
    static func group(opacity: Double?) -> [String] {
        opacity.map { ["<g opacity=\"\(NumberText.decimals($0, places: 3))\">"] } ?? []
    }

    /// Closes what ``group(opacity:)`` opened.
    static func endGroup(opacity: Double?) -> [String] {
        opacity == nil ? [] : ["</g>"]
    }

    static func rect(_ rect: CGRect, classes: String) -> String {
        "<rect class=\"\(classes)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"/>"
    }

    static func roundedRect(_ rect: CGRect, radius: CGFloat, classes: String) -> String {
        guard radius > 0 else { return self.rect(rect, classes: classes) }
        return "<rect class=\"\(classes)\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" rx=\"\(n(radius))\"/>"
    }

    static func text(_ content: String, x: CGFloat, y: CGFloat, classes: String, anchor: String? = nil) -> String {
        let anchorAttribute = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        return "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(y))\"\(anchorAttribute)>\(XMLText.escape(content))</text>"
    }

    /// A coordinate with at most two decimals: enough for a drawing, and short.
    static func n(_ value: CGFloat) -> String {
        NumberText.points(value)
    }
}
