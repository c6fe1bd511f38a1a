/// Which of the container's two presentations a preview runs.
public enum PreviewMode: String, CaseIterable, Codable, Equatable, Sendable {
    /// Headers stacked vertically; tapping one expands its section.
    case accordion
    /// Pages side by side, one at a time, with tabs and swipes.
    case paging

    /// What one index is called in this mode, singular: "section" or "tab".
    public var itemName: String {
        self == .accordion ? "section" : "tab"
    }

    /// What the container is called in messages: "the accordion" or "the pager".
    public var containerName: String {
        self == .accordion ? "the accordion" : "the pager"
    }
}
