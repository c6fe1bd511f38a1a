import Foundation
import ScrollStackCore

/// Draws a paging frame as the container shows it: the tab strip across the top, laid out by the
/// core's ``TabStripLayout`` as the library's default `TabStripView` (titles, a badge, the
/// indicator), and the pages under it where the engine put them, filled with placeholder stories.
///
/// The preview's engine lays the pages out in the whole container; the real container gives it the
/// room under the strip. The pages are drawn that much lower, cut off at the container's bottom,
/// so every horizontal position, which is what moves, is the engine's own.
enum UIPagingDrawing {
    /// The frame's picture in the container's coordinates, `frame.size` large.
    static func draw(_ frame: FrameRecord, drawing: PreviewDrawing, definitions: inout UIDefinitions) -> String {
        let screen = CGRect(origin: .zero, size: frame.size.size)
        var svg = UISVG.rect(screen, UIPalette.systemBackground)
        let stripHeight = frame.tabStrip?.size.size.height ?? 0
        for page in frame.pages {
            let box = page.frame.rect
            guard box.width > 0, box.height > 0 else { continue }
            let id = "page-\(page.index)-\(UISVG.n(box.width))x\(UISVG.n(box.height))\(drawing.layoutDirection == .rightToLeft ? "-rtl" : "")"
            _ = definitions.define(id) { story(of: page.index, size: box.size, direction: drawing.layoutDirection) }
            let placed = UISVG.use(id, at: CGPoint(x: box.minX, y: box.minY + stripHeight))
            svg += "<g class=\"page\" data-page=\"\(page.index)\">" + UISVG.faded(page.opacity, placed) + "</g>"
        }
        if let strip = frame.tabStrip { svg += drawStrip(strip, width: screen.width) }
        return svg
    }

    // MARK: - Tab strip

    /// The strip across the top: its background and hairline, the tabs in view moved by its
    /// scroll offset, each title coloured by its emphasis, the badge, and the indicator (behind
    /// the titles for a capsule, over them for an underline).
    static func drawStrip(_ strip: TabStripRecord, width: CGFloat) -> String {
        let band = CGRect(x: 0, y: 0, width: width, height: strip.size.size.height)
        var svg = "<g class=\"tab-strip\">"
        svg += UISVG.rect(band, UIPalette.systemBackground)
        svg += UISVG.hairline(CGRect(x: 0, y: band.maxY - 1, width: width, height: 1))
        let shift = CGFloat(-strip.contentOffset)
        let behind = strip.style?.isBehindItems == true
        let indicator = strip.indicator.map { UISVG.rect($0.rect.offsetBy(dx: shift, dy: 0), UIPalette.tint, radius: CGFloat(strip.indicatorCornerRadius ?? 0), classes: "tab-indicator") } ?? ""
        if behind { svg += indicator }
        for item in strip.items {
            guard let slot = item.titleFrame?.rect.offsetBy(dx: shift, dy: 0) else { continue }
            let color = UITabStripLook.titleColor(emphasis: item.emphasis, style: strip.style)
            svg += UISVG.text(item.title, x: slot.midX, y: UITextModel.baseline(in: slot, size: UITabStripLook.titleSize), classes: "tab-title", anchor: "middle", color: color)
            if let badge = item.badge {
                let frame = badge.frame.rect.offsetBy(dx: shift, dy: 0)
                svg += UISVG.rect(frame, UIPalette.systemRed, radius: min(frame.width, frame.height) / 2, classes: "tab-badge")
                if !badge.value.isEmpty {
                    svg += UISVG.text(badge.value, x: frame.midX, y: UITextModel.baseline(in: frame, size: UITabStripLook.badgeTextSize), classes: "tab-badge-text", anchor: "middle")
                }
            }
        }
        if !behind { svg += indicator }
        return svg + "</g>"
    }

    // MARK: - Pages

    /// A page's placeholder story, `size` large at the origin: the tab's name over a headline, a
    /// picture and lines of text, then smaller stories with thumbnails, as far down as the page goes.
    static func story(of page: Int, size: CGSize, direction: StackLayoutDirection) -> String {
        let width = size.width
        let inner = max(0, width - 32)
        func placed(_ frame: CGRect) -> CGRect {
            direction == .leftToRight ? frame : CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        let ink = UIColorValue(hex: 0x3A3A3C)
        let softInk = UIColorValue(hex: 0x8E8E93)
        let colors = UISampleContent.pictureColors
        var svg = UISVG.rect(CGRect(origin: .zero, size: size), UIPalette.systemBackground)
        let name = UISampleContent.tab(at: page).title.uppercased()
        svg += UISVG.text(name, x: direction == .leftToRight ? 16 : width - 16, y: 36, classes: "page-kicker", anchor: direction == .leftToRight ? nil : "end")
        svg += UISVG.rect(placed(CGRect(x: 16, y: 48, width: inner, height: 16)), ink, radius: 4)
        let second = inner * CGFloat(55 + UISampleContent.pick(page, 1, range: 30)) / 100
        svg += UISVG.rect(placed(CGRect(x: 16, y: 72, width: second, height: 16)), ink, radius: 4)
        svg += UISVG.rect(placed(CGRect(x: 16, y: 100, width: 110, height: 9)), UIPalette.systemGray4, radius: 4.5)
        let picture = placed(CGRect(x: 16, y: 124, width: inner, height: (inner * 9 / 16).rounded()))
        svg += pictureBlock(picture, color: colors[page % colors.count], radius: 12)
        var y = picture.maxY + 18
        for line in 0..<4 {
            let length = line == 3 ? inner * 0.6 : inner * CGFloat(88 + UISampleContent.pick(page, line, range: 12)) / 100
            svg += UISVG.rect(placed(CGRect(x: 16, y: y, width: length, height: 10)), UIPalette.systemGray5, radius: 5)
            y += 20
        }
        y += 8
        var story = 1
        while y + 88 <= size.height, story < 12 {
            svg += UISVG.hairline(placed(CGRect(x: 16, y: y, width: width - 16, height: 1)))
            let thumbnail = placed(CGRect(x: width - 16 - 72, y: y + 12, width: 72, height: 64))
            svg += pictureBlock(thumbnail, color: colors[(page + story) % colors.count], radius: 8)
            let column = max(0, inner - 72 - 12)
            svg += UISVG.rect(placed(CGRect(x: 16, y: y + 16, width: column, height: 12)), softInk, radius: 3)
            svg += UISVG.rect(placed(CGRect(x: 16, y: y + 34, width: column * CGFloat(50 + UISampleContent.pick(page, story, range: 40)) / 100, height: 12)), softInk, radius: 3)
            svg += UISVG.rect(placed(CGRect(x: 16, y: y + 58, width: 80, height: 9)), UIPalette.systemGray4, radius: 4.5)
            y += 88
            story += 1
        }
        return svg
    }

    /// A picture's placeholder: a soft block with a sun and a hill.
    static func pictureBlock(_ frame: CGRect, color: UIColorValue, radius: CGFloat) -> String {
        let n = UISVG.n
        let sun = "<circle cx=\"\(n(frame.minX + frame.width * 0.72))\" cy=\"\(n(frame.minY + frame.height * 0.32))\" r=\"\(n(frame.height * 0.11))\" fill=\"#FFFFFF\" fill-opacity=\"0.8\"/>"
        let hill = "<path d=\"M\(n(frame.minX)) \(n(frame.maxY - radius))L\(n(frame.minX + frame.width * 0.38)) \(n(frame.minY + frame.height * 0.5))L\(n(frame.minX + frame.width * 0.62)) \(n(frame.minY + frame.height * 0.75))L\(n(frame.minX + frame.width * 0.8)) \(n(frame.minY + frame.height * 0.6))L\(n(frame.maxX)) \(n(frame.maxY - radius))V\(n(frame.maxY))H\(n(frame.minX))Z\" fill=\"#FFFFFF\" fill-opacity=\"0.55\"/>"
        let block = UISVG.rect(frame, color, radius: radius)
        // The hill is cut to the block's rounded shape by a nested viewport of the block's size.
        return block + UISVG.clipped(to: frame, sun + hill)
    }
}
