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
}
