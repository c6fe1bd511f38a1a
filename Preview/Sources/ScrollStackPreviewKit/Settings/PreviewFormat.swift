/// The kind of file the tool writes.
public enum PreviewFormat: String, CaseIterable, Equatable, Sendable {
    /// A self-contained page that plays the frames back, with the step log beside them.
    case html
    /// A filmstrip of selected frames, for a README.
    case svg
    /// A picture that plays the run in a loop, for a README.
    case animatedSVG = "animated-svg"
    /// Every frame and step, for tests and other tools.
    case json

    /// The file written when no `--out` is given, in the current folder.
    public var defaultFileName: String {
        self == .animatedSVG ? "scrollstack-preview-animated.svg" : "scrollstack-preview.\(rawValue)"
    }
}
