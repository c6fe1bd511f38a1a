/// The kind of file the tool writes.
public enum PreviewFormat: String, CaseIterable, Equatable, Sendable {
    /// A self-contained page that plays the frames back, with the step log beside them.
    case html
    /// A filmstrip of selected frames, or one frame, for a README.
    case svg
    /// A picture that plays the run in a loop, for a README.
    case animatedSVG = "animated-svg"
    /// Every frame and step, for tests and other tools.
    case json

    /// The file name's extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .html: return "html"
        case .svg, .animatedSVG: return "svg"
        case .json: return "json"
        }
    }

    /// The name of the file written when no `--out` is given: `scrollstack-preview-<unique>.html`
    /// (`-animated-<unique>.svg` for an animated SVG), made in the temporary folder.
    public func temporaryFileName(unique: String) -> String {
        let kind = self == .animatedSVG ? "animated-" : ""
        return "scrollstack-preview-\(kind)\(unique).\(fileExtension)"
    }
}
