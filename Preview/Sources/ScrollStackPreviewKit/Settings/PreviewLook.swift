/// How a picture draws the frames the core computed.
public enum PreviewLook: String, CaseIterable, Codable, Equatable, Sendable {
    /// Engine diagrams: a box per header, page and child, coloured by its appearance state, with
    /// the step log's words on it (the default).
    case boxes
    /// The UI as it looks with the library's default appearance: header rows with titles,
    /// subtitles, images and turning chevrons; a tab strip with its indicator and a badge; pages
    /// and sections filled with placeholder content. SVG formats only.
    case ui
}
