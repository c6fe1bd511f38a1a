import Foundation

/// Writes the player: one self-contained page (no network) that plays the recorded frames back.
///
/// Every frame is drawn here, in Swift, from the core's numbers, and its readout written out; the
/// page embeds them compactly (see ``PlayerData``) and its script only puts one frame's elements
/// and texts on the page at a time, and lists the steps in the log. It computes no layout of its
/// own. The page shows frame 0 before the script runs. It is also well-formed XML, so tests can
/// read it with an XML parser.
///
/// The page's address takes a few parameters, for checking it by hand or headless:
/// `?frame=N` shows frame N of every run, paused; `?accordion=N` or `?paging=N` one run;
/// `?play=1` plays even then; `?speed=0.25` sets the playback speed.
public enum HTMLRenderer {
    /// The height of each run's stage on the page, in CSS pixels.
    static let stageHeight: CGFloat = 600

    /// The page for `document`.
    public static func render(_ document: PreviewDocument) throws(PreviewError) -> String {
        let data = PlayerData(document)
        let json: String
        do {
            json = String(decoding: try JSONEncoder().encode(data), as: UTF8.self)
        } catch {
            throw PreviewError(.core, "internal error: the player's data could not be written as JSON: \(error)")
        }
        var html = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>ScrollStack preview</title>
            <style>/*<![CDATA[*/
            \(HTMLAssets.stylesheet)
            \(FrameDrawing.stylesheet(for: document))
            /*]]>*/</style>
            </head>
            <body>
            <header class="page">
            <h1>ScrollStack preview</h1>
            <p>Every box is a frame <code>ScrollStackCore</code> computed, headless, at each tick of the clock; the log lists the lifecycle steps it emitted. Written by <code>scrollstack-preview</code>.</p>
            </header>
            <main>

            """
        for (position, run) in document.runs.enumerated() {
            let repeatsMode = document.runs[..<position].contains { $0.mode == run.mode }
            html += section(for: run, position: position, repeatsMode: repeatsMode)
        }
        html += """
            </main>
            <script type="application/json" id="preview-data">\(XMLText.embeddableJSON(json))</script>
            <script>//<![CDATA[
            \(HTMLAssets.script)
            //]]></script>
            </body>
            </html>

            """
        return html
    }

    private static func section(for run: RunRecord, position: Int, repeatsMode: Bool) -> String {
        let box = FrameDrawing.viewBox(for: run, frames: run.frames, extent: .stage)
        let width = stageHeight * box.width / max(box.height, 1)
        let title = run.mode == .accordion ? "Accordion" : "Paging"
        let scenario = run.scenario == "built-in" ? "default scenario" : "scenario \(run.scenario)"
        // A second run of the same mode (one per tab style) gets its position in its id.
        let id = repeatsMode ? "run-\(run.mode.rawValue)-\(position)" : "run-\(run.mode.rawValue)"
        var html = "<section class=\"run\" id=\"\(id)\" data-run=\"\(position)\" data-mode=\"\(run.mode.rawValue)\">\n"
        html += "<h2>\(title)</h2>\n"
        html += "<p class=\"summary\">\(XMLText.escape(run.details)); \(XMLText.escape(scenario)); \(NumberText.count(run.frames.count, "frame"))</p>\n"
        html += "<div class=\"player\">\n<div class=\"stage-wrap\">\n"
        html += "<svg class=\"stage\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(stageHeight))\" viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\">\n"
        html += "<g class=\"frame\" data-frame=\"0\">"
        if let first = run.frames.first {
            html += FrameDrawing.elements(of: first, mode: run.mode, extent: .stage, viewBox: box).joined()
        }
        html += "</g>\n"
        html += "</svg>\n"
        html += legend()
        html += "</div>\n<div class=\"panel\">\n"
        html += controls(for: run)
        html += readout()
        html += events(for: run)
        html += log()
        html += "</div>\n</div>\n</section>\n"
        return html
    }

    private static func controls(for run: RunRecord) -> String {
        let last = max(0, run.frames.count - 1)
        return """
            <div class="controls">
            <button type="button" class="play">Play</button>
            <button type="button" class="step" data-step="-1" title="previous frame">◀</button>
            <button type="button" class="step" data-step="1" title="next frame">▶</button>
            <input type="range" class="scrubber" min="0" max="\(last)" value="0" step="1" aria-label="frame"/>
            <span class="counter">frame 0 / \(last)</span>
            <label class="speed-label">speed <select class="speed">
            <option value="1">1×</option>
            <option value="0.5">½×</option>
            <option value="0.25" selected="selected">¼×</option>
            <option value="0.1">⅒×</option>
            </select></label>
            </div>

            """
    }

    private static func readout() -> String {
        """
        <dl class="readout">
        <dt>time</dt><dd data-field="time">–</dd>
        <dt>phase</dt><dd><span class="phase" data-field="phase">–</span> <span class="cause" data-field="cause"></span></dd>
        <dt>transition</dt><dd data-field="transition">–</dd>
        <dt>progress</dt><dd><span class="bar"><span class="fill" data-field="bar"></span></span> <span data-field="progress">–</span></dd>
        <dt>animation</dt><dd data-field="leg">–</dd>
        <dt>selected</dt><dd data-field="selected">–</dd>
        <dt>queued</dt><dd data-field="queued">–</dd>
        <dt>event</dt><dd data-field="event">–</dd>
        </dl>

        """
    }

    private static func events(for run: RunRecord) -> String {
        var html = "<ol class=\"events\">\n<li data-first=\"0\" data-last=\"0\"><button type=\"button\" data-frame=\"0\">load and appear</button></li>\n"
        for event in run.events {
            html += "<li data-first=\"\(event.firstFrame)\" data-last=\"\(event.lastFrame)\"><button type=\"button\" data-frame=\"\(event.firstFrame)\">\(XMLText.escape(event.label))</button></li>\n"
        }
        return html + "</ol>\n"
    }

    private static func log() -> String {
        "<h3>Lifecycle steps</h3>\n<ol class=\"log\"></ol>\n"
    }

    private static func legend() -> String {
        var html = "<p class=\"legend\">"
        for state in ["appeared", "appearing", "disappearing", "disappeared"] {
            html += "<span class=\"swatch \(state)-swatch\"></span>\(state) "
        }
        return html + "</p>\n"
    }

    private static func n(_ value: CGFloat) -> String {
        NumberText.points(value)
    }
}
