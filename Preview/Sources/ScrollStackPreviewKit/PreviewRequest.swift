import Foundation
import ScrollStackCore

/// What the user asked for: which modes, the container, the clock, the scenario and the output.
///
/// The command-line tool fills one in from its options; tests and other tools can too.
public struct PreviewRequest: Equatable, Sendable {
    /// The path that stands for standard output in ``outputPath``.
    public static let standardOutputPath = "-"

    /// The modes to run, in order.
    public var modes: [PreviewMode] = [.accordion, .paging]
    /// The number of sections or tabs, or `nil` for each mode's default (5 sections, 8 tabs).
    public var count: Int?
    /// The container's size, in points.
    public var size: CGSize = PreviewSettings.phoneSize
    /// The accordion's header height, in points.
    public var headerHeight: CGFloat = 56
    /// How tall an open accordion section is.
    public var contentMode: AccordionContentMode = .fill
    /// Frames recorded per second.
    public var fps = 60
    /// Whether pages run left to right or right to left.
    public var layoutDirection = StackLayoutDirection.leftToRight
    /// Full motion, or Reduce Motion's cross-fades.
    public var motion = MotionPreference.full
    /// The tab strip's looks in the pager: one paging run for each, in order; empty for one run
    /// with the plain strip.
    public var tabStyles: [PreviewTabStyle] = []
    /// How many accordion sections may be open at once.
    public var expansion = ExpansionMode.single
    /// Whether open sections' headers stay pinned at the top (multiple expansion only).
    public var pinnedHeaders = false
    /// The accordion section that holds a nested accordion; `nil` for none.
    public var nestedSection: Int?
    /// A scenario file to run instead of the default scenarios.
    public var scenarioPath: String?
    /// What to write.
    public var format: PreviewFormat = .html
    /// Where to write it: `nil` for a new file in the temporary folder (never the current one), `-`
    /// for standard output.
    public var outputPath: String?
    /// Engine diagrams, or the UI as it looks (SVG formats only).
    public var look = PreviewLook.boxes
    /// The accordion headers' corners in the UI look.
    public var cornerStyle = HeaderCornerStyle.plain
    /// Which frames a still SVG shows.
    public var frames = PreviewFrameChoice.filmstrip
    /// Whether to print the step log and a summary, rather than only the path written.
    public var isVerbose = false

    /// A request for the default scenarios, written as HTML to a new file in the temporary folder.
    public init() {}

    /// The settings of the run for `mode`.
    public func settings(for mode: PreviewMode) -> PreviewSettings {
        var settings = PreviewSettings(mode: mode)
        if let count { settings.count = count }
        settings.size = size
        settings.headerHeight = headerHeight
        settings.contentMode = contentMode
        settings.fps = fps
        settings.layoutDirection = layoutDirection
        settings.motion = motion
        settings.look = look
        switch mode {
        case .accordion:
            settings.expansion = expansion
            settings.pinnedHeaders = pinnedHeaders
            settings.nestedSection = nestedSection
        case .paging:
            settings.tabStyle = tabStyles.first
        }
        return settings
    }

    /// The settings of every run, in order: one for each mode, and for paging one for each tab
    /// style.
    public var runSettings: [PreviewSettings] {
        modes.flatMap { mode -> [PreviewSettings] in
            let settings = settings(for: mode)
            guard mode == .paging, tabStyles.count > 1 else { return [settings] }
            return tabStyles.map { style in
                var styled = settings
                styled.tabStyle = style
                return styled
            }
        }
    }

    /// Checks that the options for one mode have a mode to act on.
    ///
    /// - Throws: A usage error naming the option that no requested mode takes.
    public func validateModes() throws(PreviewError) {
        if let tabStyle = tabStyles.first, !modes.contains(.paging) {
            throw PreviewError(.usage, "--tab-style \(tabStyles.count > 1 ? "all" : tabStyle.rawValue) styles the pager's tab strip; the accordion has none (use --mode paging or both)")
        }
        if expansion == .multiple, !modes.contains(.accordion) {
            throw PreviewError(.usage, "--expansion multiple opens several accordion sections; the pager shows one page at a time (use --mode accordion or both)")
        }
        if pinnedHeaders, expansion != .multiple {
            throw PreviewError(.usage, "--pinned-headers pins the headers of sections in --expansion multiple; add --expansion multiple")
        }
        if let nestedSection, !modes.contains(.accordion) {
            throw PreviewError(.usage, "--nested \(nestedSection) nests an accordion in an accordion section; the pager has none (use --mode accordion or both)")
        }
    }

    /// Checks that the drawing options fit the format and the modes.
    ///
    /// - Throws: A usage error naming the option.
    public func validateDrawing() throws(PreviewError) {
        if look == .ui, format != .svg, format != .animatedSVG {
            throw PreviewError(.usage, "--look ui draws --format svg or animated-svg; \(format.rawValue) has the engine's own records (use --look boxes)")
        }
        if cornerStyle != .plain {
            guard look == .ui else {
                throw PreviewError(.usage, "--corner-style inset-grouped shapes the UI look's header rows; add --look ui")
            }
            guard modes.contains(.accordion) else {
                throw PreviewError(.usage, "--corner-style inset-grouped shapes accordion headers; the pager has none (use --mode accordion or both)")
            }
        }
        if look == .ui, let nestedSection {
            throw PreviewError(.usage, "--nested \(nestedSection): the UI look draws no nested accordion; use --look boxes")
        }
        if frames != .filmstrip, format != .svg {
            throw PreviewError(.usage, "--frame picks the frame of a still picture; give --format svg")
        }
    }

    /// How the document is drawn.
    public var drawing: PreviewDrawing {
        var drawing = PreviewDrawing()
        drawing.look = look
        drawing.cornerStyle = cornerStyle
        drawing.frames = frames
        drawing.layoutDirection = layoutDirection
        return drawing
    }

    /// Whether the output goes to standard output rather than a file.
    public var writesToStandardOutput: Bool {
        outputPath == Self.standardOutputPath
    }

    /// The file the output goes to: `--out`, relative paths taken from `folder`; with no `--out`, a
    /// file named ``PreviewFormat/temporaryFileName(unique:)`` in `temporaryFolder`; `nil` for
    /// standard output.
    public func outputURL(relativeTo folder: URL, temporaryFolder: URL, unique: String) -> URL? {
        guard !writesToStandardOutput else { return nil }
        guard let outputPath else {
            return temporaryFolder.appendingPathComponent(format.temporaryFileName(unique: unique)).standardizedFileURL
        }
        let url = outputPath.hasPrefix("/") ? URL(fileURLWithPath: outputPath) : folder.appendingPathComponent(outputPath)
        return url.standardizedFileURL
    }
}
