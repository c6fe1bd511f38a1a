/// A live accordion child drawn in a frame: an open section's content, or one rolling up or unrolling.
public struct ContentRecord: Codable, Equatable, Sendable {
    /// The section's index.
    public var index: Int
    /// The name of the child live at that index, if any.
    public var child: String?
    /// Where the child's view goes, at its full height.
    public var frame: RectRecord
    /// The part of it that shows: shorter than `frame` while the section unrolls or rolls up.
    public var clip: RectRecord
    /// The child's appearance state as the core's planner tracks it: `appeared`, `appearing`,
    /// `disappearing` or `disappeared`.
    public var appearance: String?
    /// How opaque it is drawn, when less than fully (a Reduce Motion cross-fade); `nil` when opaque.
    public var opacity: Double?
}
