/// The kind of file the tool writes.
public enum PreviewFormat: String, CaseIterable, Equatable, Sendable {
    /// A self-contained page that plays the frames back, with the step log beside them.
    case html
    /// A filmstrip of selected frames, for a README.
    case svg
    /// Every frame and step, for tests and other tools.
    case json

    /// The file written when no `--out` is given, in the current folder.
    public var defaultFileName: String {
        "scrollstack-preview.\(rawValue)"
    }
}
