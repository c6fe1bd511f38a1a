/// A live page drawn in a frame.
public struct PageRecord: Codable, Equatable, Sendable {
    /// The page's index.
    public var index: Int
    /// The tab's title.
    public var title: String
    /// The name of the child showing it, such as `TabPage#2`: children are reused.
    public var child: String
    /// The page's frame in the container's coordinates.
    public var frame: RectRecord
    /// Whether any of it is inside the container's bounds.
    public var isVisible: Bool
    /// The child's appearance state as the core's planner tracks it.
    public var appearance: String?
    /// How opaque it is drawn, when less than fully (a Reduce Motion cross-fade); `nil` when opaque.
    public var opacity: Double?
}
