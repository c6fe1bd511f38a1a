import Foundation

/// The SVG elements the UI look is made of, in points.
enum UISVG {
    static func n(_ value: CGFloat) -> String {
        NumberText.points(value)
    }

    /// A rectangle filled with `color`, its corners rounded by `radius`.
    static func rect(_ frame: CGRect, _ color: UIColorValue, radius: CGFloat = 0, classes: String? = nil) -> String {
        let corner = radius > 0 ? " rx=\"\(n(radius))\"" : ""
        return "<rect\(classAttribute(classes)) x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"\(corner)\(color.fill)/>"
    }

    /// A rectangle whose top corners, bottom corners, both or neither are rounded by `radius`.
    static func roundedRect(_ frame: CGRect, _ color: UIColorValue, radius: CGFloat, top: Bool, bottom: Bool, classes: String? = nil) -> String {
        guard radius > 0, top || bottom else { return rect(frame, color, classes: classes) }
        if top, bottom { return rect(frame, color, radius: radius, classes: classes) }
        let r = min(radius, frame.width / 2, frame.height)
        let (x0, x1, y0, y1) = (frame.minX, frame.maxX, frame.minY, frame.maxY)
        let d: String
        if top {
            d = "M\(n(x0)) \(n(y1))V\(n(y0 + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x0 + r)) \(n(y0))H\(n(x1 - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x1)) \(n(y0 + r))V\(n(y1))Z"
        } else {
            d = "M\(n(x0)) \(n(y0))H\(n(x1))V\(n(y1 - r))A\(n(r)) \(n(r)) 0 0 1 \(n(x1 - r)) \(n(y1))H\(n(x0 + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x0)) \(n(y1 - r))Z"
        }
        return "<path\(classAttribute(classes)) d=\"\(d)\"\(color.fill)/>"
    }

    /// A separator along the middle of `frame`: a hairline of one device pixel however the picture
    /// is scaled, as a separator is one pixel on a device (the `separator` style).
    static func hairline(_ frame: CGRect) -> String {
        let horizontal = frame.width >= frame.height
        let (x1, y1, x2, y2) = horizontal
            ? (frame.minX, frame.midY, frame.maxX, frame.midY)
            : (frame.midX, frame.minY, frame.midX, frame.maxY)
        return "<line class=\"separator\" x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"/>"
    }

    /// A line of text in the style `classes` (its size, weight and colour: see
    /// ``UIPicture/stylesheet``) with its baseline at `y`, starting at `x` (or ending or centred
    /// there, by `anchor`); `color` overrides the style's.
    static func text(_ content: String, x: CGFloat, y: CGFloat, classes: String, anchor: String? = nil, color: UIColorValue? = nil) -> String {
        let anchorAttribute = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        return "<text class=\"\(classes)\" x=\"\(n(x))\" y=\"\(n(y))\"\(anchorAttribute)\(color?.fill ?? "")>\(XMLText.escape(content))</text>"
    }

    /// A nested viewport showing only `clip` of what it holds, in the same coordinates.
    static func clipped(to clip: CGRect, _ content: String) -> String {
        "<svg x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" width=\"\(n(clip.width))\" height=\"\(n(clip.height))\" viewBox=\"\(n(clip.minX)) \(n(clip.minY)) \(n(clip.width)) \(n(clip.height))\">\(content)</svg>"
    }

    /// A group drawn at `opacity` (a cross-fade); the content alone when it is opaque.
    static func faded(_ opacity: Double?, _ content: String) -> String {
        guard let opacity else { return content }
        return "<g opacity=\"\(NumberText.decimals(opacity, places: 3))\">\(content)</g>"
    }

    /// A use of the definition `id`, its origin at `origin`.
    static func use(_ id: String, at origin: CGPoint) -> String {
        "<use xlink:href=\"#\(id)\" x=\"\(n(origin.x))\" y=\"\(n(origin.y))\"/>"
    }

    private static func classAttribute(_ classes: String?) -> String {
        classes.map { " class=\"\($0)\"" } ?? ""
    }
}
