import Foundation
import ScrollStackCore

/// Draws an accordion frame as the default headers show it: each header a row where the core put
/// it, its parts placed by ``HeaderContentLayout`` and its background, corners and separators by
/// ``HeaderDecoration``; each open section's content a list of placeholder settings rows, cut to
/// the part the core shows.
enum UIAccordionDrawing {
    /// The height of one placeholder row in a section's content.
    static let rowHeight: CGFloat = 44

    /// The container's background: white behind plain rows, the grouped grey behind an inset group.
    static func background(corners: HeaderCornerStyle) -> UIColorValue {
        corners == .plain ? UIPalette.systemBackground : UIPalette.systemGroupedBackground
    }

    /// The frame's picture in the container's coordinates, `frame.size` large.
    static func draw(_ frame: FrameRecord, run: RunRecord, drawing: PreviewDrawing, definitions: inout UIDefinitions) -> String {
        let screen = CGRect(origin: .zero, size: frame.size.size)
        var svg = UISVG.rect(screen, background(corners: drawing.cornerStyle))
        // Only the headers in view are recorded: the count is the run's, or more after a reload
        // that added sections.
        let count = max(run.count, (frame.headers.map(\.index).max() ?? -1) + 1)
        for content in frame.contents {
            svg += drawContent(content, count: count, headerHeight: CGFloat(run.headerHeight), drawing: drawing, definitions: &definitions)
        }
        for header in frame.headers {
            svg += drawHeader(header, count: count, expansion: expansion(ofSection: header.index, isExpanded: header.isExpanded, in: frame), drawing: drawing)
        }
        return svg
    }

    /// How far the section at `index` is open in `frame`, as the core's `disclosureExpansion`
    /// defines it: the shown share of its content, so the chevron turns exactly as the content
    /// unrolls. A section without content height is open when it is the expanded one at rest.
    static func expansion(ofSection index: Int, isExpanded: Bool, in frame: FrameRecord) -> Double {
        if let content = frame.contents.first(where: { $0.index == index }), content.frame.rect.height > 0 {
            return Double(min(1, max(0, content.clip.rect.height / content.frame.rect.height)))
        }
        return isExpanded && frame.phase == "idle" ? 1 : 0
    }

    // MARK: - Headers

    static func drawHeader(_ header: HeaderRecord, count: Int, expansion: Double, drawing: PreviewDrawing) -> String {
        let box = header.frame.rect
        let direction = drawing.layoutDirection
        let decoration = UIHeaderLook.decoration(index: header.index, count: count, isExpanded: header.isExpanded, size: box.size, corners: drawing.cornerStyle, direction: direction)
        let background = decoration.backgroundFrame.offsetBy(dx: box.minX, dy: box.minY)
        var svg = "<g class=\"header\" data-section=\"\(header.index)\">"
        svg += UISVG.roundedRect(
            background, UIHeaderLook.background(isExpanded: header.isExpanded, corners: drawing.cornerStyle),
            radius: decoration.cornerRadius, top: decoration.roundedCorners.contains(.top), bottom: decoration.roundedCorners.contains(.bottom),
            classes: "header-background"
        )
        for separator in decoration.separatorFrames {
            svg += UISVG.hairline(separator.offsetBy(dx: box.minX, dy: box.minY))
        }
        let sample = UISampleContent.section(at: header.index)
        let layout = UIHeaderLook.contentLayout(in: background, hasImage: sample.icon != nil, direction: direction)
        if let image = layout.imageFrame, let icon = sample.icon {
            svg += iconPlaceholder(image, color: icon)
        }
        let text = UIHeaderLook.textFrames(in: layout, hasSubtitle: sample.subtitle != nil)
        let rightToLeft = direction == .rightToLeft
        let anchor = rightToLeft ? "end" : nil
        let title = UITextModel.truncated(sample.title, toFit: text.title.width, size: UIHeaderLook.titleSize)
        svg += UISVG.text(
            title, x: rightToLeft ? text.title.maxX : text.title.minX, y: UITextModel.baseline(in: text.title, size: UIHeaderLook.titleSize),
            classes: "header-title", anchor: anchor
        )
        if let frame = text.subtitle, let subtitle = sample.subtitle {
            svg += UISVG.text(
                UITextModel.truncated(subtitle, toFit: frame.width, size: UIHeaderLook.subtitleSize),
                x: rightToLeft ? frame.maxX : frame.minX, y: UITextModel.baseline(in: frame, size: UIHeaderLook.subtitleSize),
                classes: "header-subtitle", anchor: anchor
            )
        }
        if let slot = layout.accessoryFrame {
            svg += chevron(in: slot, rotation: UIHeaderLook.chevronRotation(expansion: expansion, direction: direction), direction: direction)
        }
        return svg + "</g>"
    }

    /// A settings icon's placeholder: a rounded square in the section's colour with a white ring.
    static func iconPlaceholder(_ frame: CGRect, color: UIColorValue) -> String {
        let ring = "<circle cx=\"\(UISVG.n(frame.midX))\" cy=\"\(UISVG.n(frame.midY))\" r=\"\(UISVG.n(frame.width * 0.24))\" class=\"icon-ring\"/>"
        return UISVG.rect(frame, color, radius: UIHeaderLook.imageCornerRadius, classes: "header-image") + ring
    }

    /// The disclosure chevron in `slot`: drawn pointing to the trailing edge and turned
    /// `rotation` degrees about the slot's centre.
    static func chevron(in slot: CGRect, rotation: Double, direction: StackLayoutDirection, classes: String = "chevron") -> String {
        let (cx, cy) = (slot.midX, slot.midY)
        // Pointing right, or left when mirrored: 6 points wide, 11 tall.
        let tip: CGFloat = direction == .leftToRight ? 3 : -3
        let d = "M\(UISVG.n(cx - tip)) \(UISVG.n(cy - 5.5))L\(UISVG.n(cx + tip)) \(UISVG.n(cy))L\(UISVG.n(cx - tip)) \(UISVG.n(cy + 5.5))"
        return "<path class=\"\(classes)\" d=\"\(d)\" transform=\"rotate(\(NumberText.decimals(rotation, places: 2)) \(UISVG.n(cx)) \(UISVG.n(cy)))\"/>"
    }

    // MARK: - Contents

    static func drawContent(_ content: ContentRecord, count: Int, headerHeight: CGFloat, drawing: PreviewDrawing, definitions: inout UIDefinitions) -> String {
        let frame = content.frame.rect
        guard frame.width > 0, frame.height > 0, content.clip.rect.height > 0 else { return "" }
        // The content continues its header's background: across the row, or inside the group.
        let decoration = UIHeaderLook.decoration(
            index: min(content.index, count - 1), count: count, isExpanded: true,
            size: CGSize(width: frame.width, height: headerHeight), corners: drawing.cornerStyle, direction: drawing.layoutDirection
        )
        let card = CGRect(x: frame.minX + decoration.backgroundFrame.minX, y: frame.minY, width: decoration.backgroundFrame.width, height: frame.height)
        // In an inset group the last section's content ends the group.
        let endsGroup = drawing.cornerStyle != .plain && content.index == count - 1
        let radius: CGFloat
        if case .insetGrouped(let groupRadius, _) = drawing.cornerStyle { radius = endsGroup ? groupRadius : 0 } else { radius = 0 }
        let id = "section-\(content.index)-\(UISVG.n(card.width))x\(UISVG.n(card.height))\(endsGroup ? "-end" : "")\(drawing.layoutDirection == .rightToLeft ? "-rtl" : "")"
        _ = definitions.define(id) {
            rows(of: content.index, size: card.size, radius: radius, corners: drawing.cornerStyle, direction: drawing.layoutDirection)
        }
        let clip = CGRect(x: card.minX, y: content.clip.rect.minY, width: card.width, height: content.clip.rect.height)
        let placed = UISVG.clipped(to: clip, UISVG.use(id, at: card.origin))
        return "<g class=\"content\" data-section=\"\(content.index)\">" + UISVG.faded(content.opacity, placed) + "</g>"
    }

    /// A section's placeholder content, `size` large at the origin: settings rows of a grey label
    /// bar and a switch, a value or a chevron, with inset separators between them.
    static func rows(of section: Int, size: CGSize, radius: CGFloat, corners: HeaderCornerStyle, direction: StackLayoutDirection) -> String {
        let fill = corners == .plain ? UIPalette.systemBackground : UIPalette.secondarySystemGroupedBackground
        var svg = UISVG.roundedRect(CGRect(origin: .zero, size: size), fill, radius: radius, top: false, bottom: true)
        // Mirrors a frame laid out from the left for a right-to-left row.
        func placed(_ frame: CGRect) -> CGRect {
            direction == .leftToRight ? frame : CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        let count = min(40, Int(size.height / rowHeight))
        for row in 0..<count {
            let top = CGFloat(row) * rowHeight
            let label = CGFloat(80 + UISampleContent.pick(section, row, range: 9) * 12)
            svg += UISVG.rect(placed(CGRect(x: 16, y: top + 17, width: label, height: 10)), UIPalette.systemGray4, radius: 5)
            switch UISampleContent.pick(row, section, range: 3) {
            case 0:
                let isOn = UISampleContent.pick(section + row, 5, range: 2) == 0
                let track = placed(CGRect(x: size.width - 16 - 51, y: top + 6.5, width: 51, height: 31))
                svg += UISVG.rect(track, isOn ? UIPalette.systemGreen : UIColorValue(hex: 0xE9E9EA), radius: 15.5)
                let knobX = (isOn == (direction == .leftToRight)) ? track.maxX - 15.5 : track.minX + 15.5
                svg += "<circle cx=\"\(UISVG.n(knobX))\" cy=\"\(UISVG.n(track.midY))\" r=\"13.5\"\(UIPalette.white.fill)/>"
            case 1:
                let value = CGFloat(40 + UISampleContent.pick(row, section + 3, range: 4) * 10)
                svg += UISVG.rect(placed(CGRect(x: size.width - 36 - value, y: top + 17, width: value, height: 10)), UIPalette.systemGray5, radius: 5)
                svg += chevron(in: placed(CGRect(x: size.width - 30, y: top + 15, width: 14, height: 14)), rotation: 0, direction: direction, classes: "row-chevron")
            default:
                svg += chevron(in: placed(CGRect(x: size.width - 30, y: top + 15, width: 14, height: 14)), rotation: 0, direction: direction, classes: "row-chevron")
            }
            if row + 1 < count {
                svg += UISVG.hairline(placed(CGRect(x: 16, y: top + rowHeight - 0.5, width: size.width - 16, height: 1)))
            }
        }
        return svg
    }
}
