import Foundation

/// Writes an SVG that plays the runs in a loop, at ``framesPerSecond``, each run beside the last:
/// a picture that moves, for a README (GitHub plays SVG animation inside an image).
///
/// Every shown frame is a group that SVG's own animation makes visible for its stretch of the
/// run's time and hidden otherwise; the last frame holds for ``holdAtEnd`` seconds before the loop
/// starts again. The frames come from the run at the nearest time at or before each tick, so the
/// picture shows exactly what the engine computed.
public enum AnimatedSVGRenderer {
    /// How many frames a second the picture shows.
    public static let framesPerSecond = 30.0
    /// How long the last frame stays before the run plays again, in seconds.
    public static let holdAtEnd = 1.5
    /// The width of one run's picture, in pixels.
    static let width: CGFloat = 240
    static let captionHeight: CGFloat = 40
    static let margin: CGFloat = 12

    /// The animated picture of every run in `document`, side by side.
    public static func render(_ document: PreviewDocument) -> String {
        var body = ""
        var x = margin
        var height: CGFloat = 0
        for run in document.runs {
            let (picture, size) = animation(of: run, left: x)
            body += picture
            x += size.width + margin
            height = max(height, size.height)
        }
        let title = "ScrollStack preview, animated: " + document.runs.map(\.summary).joined(separator: "; ")
        return SVGRenderer.standalone(width: max(x, 2 * margin), height: height + 2 * margin, title: title, styles: FrameDrawing.stylesheet(for: document), body: body)
    }

    /// The frames of `run` shown at each tick of ``framesPerSecond``: the last frame at or before
    /// each tick's time.
    static func shownFrames(of run: RunRecord) -> [FrameRecord] {
        guard let last = run.frames.last else { return [] }
        var shown: [FrameRecord] = []
        var next = 0
        var tick = 0.0
        while tick <= last.time + 1e-9 {
            while next + 1 < run.frames.count, run.frames[next + 1].time <= tick + 1e-9 { next += 1 }
            if shown.last?.index != run.frames[next].index { shown.append(run.frames[next]) }
            tick += 1 / framesPerSecond
        }
        if shown.last?.index != last.index { shown.append(last) }
        return shown
    }

    private static func animation(of run: RunRecord, left: CGFloat) -> (String, CGSize) {
        let frames = shownFrames(of: run)
        let box = FrameDrawing.viewBox(for: run, frames: frames, extent: .screen)
        let pictureHeight = box.height * width / box.width
        let duration = (frames.last?.time ?? 0) + holdAtEnd
        var svg = "<g class=\"animation\" data-mode=\"\(run.mode.rawValue)\">\n"
        for (position, frame) in frames.enumerated() {
            let start = frame.time / duration
            let end = position + 1 < frames.count ? frames[position + 1].time / duration : 1
            svg += "<g class=\"animated-frame\" data-frame=\"\(frame.index)\" visibility=\"hidden\">"
            svg += visibility(from: start, to: end, duration: duration)
            svg += "<svg x=\"\(n(left))\" y=\"\(n(margin))\" width=\"\(n(width))\" height=\"\(n(pictureHeight))\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\">"
            svg += FrameDrawing.elements(of: frame, mode: run.mode, extent: .screen, viewBox: box).joined()
            svg += "</svg>"
            let event = frame.event.flatMap { run.events.indices.contains($0) ? run.events[$0].shortLabel : nil } ?? "load and appear"
            svg += FrameDrawing.text(event, x: left, y: margin + pictureHeight + 16, classes: "label-event")
            svg += FrameDrawing.text("\(NumberText.seconds(frame.time)) · \(FrameText.phase(frame))", x: left, y: margin + pictureHeight + 31, classes: "label")
            svg += "</g>\n"
        }
        svg += "</g>\n"
        return (svg, CGSize(width: width, height: pictureHeight + captionHeight))
    }

    /// A frame visible from `start` to `end` (fractions of the loop) of a loop `duration` long.
    static func visibility(from start: Double, to end: Double, duration: Double) -> String {
        let values: String
        let keyTimes: String
        switch (start <= 0, end >= 1) {
        case (true, true):
            values = "visible"
            keyTimes = "0"
        case (true, false):
            values = "visible;hidden"
            keyTimes = "0;\(fraction(end))"
        case (false, true):
            values = "hidden;visible"
            keyTimes = "0;\(fraction(start))"
        case (false, false):
            values = "hidden;visible;hidden"
            keyTimes = "0;\(fraction(start));\(fraction(end))"
        }
        return "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" calcMode=\"discrete\" dur=\"\(NumberText.seconds(duration).replacingOccurrences(of: " ", with: ""))\" repeatCount=\"indefinite\"/>"
    }

    private static func fraction(_ value: Double) -> String {
        String(format: "%.5f", min(1, max(0, value)))
    }

    private static func n(_ value: CGFloat) -> String {
        NumberText.points(value)
    }
}
