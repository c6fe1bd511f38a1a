/// An accordion header drawn in a frame.
public struct HeaderRecord: Codable, Equatable, Sendable {
    /// The section's index.
    public var index: Int
    /// The section's title.
    public var title: String
    /// The header's frame in the stack's content coordinates.
    public var frame: RectRecord
    /// Whether the section is expanded, or is the one the running transition expands.
    public var isExpanded: Bool
    /// `true` when the header shows pinned at the top of the viewport rather than where it sits
    /// in the flow; absent otherwise.
    public var isPinned: Bool?
    /// `true` when the header is laid out right to left (title at the right, sign at the left);
    /// absent for left to right.
    public var isRightToLeft: Bool?
}
