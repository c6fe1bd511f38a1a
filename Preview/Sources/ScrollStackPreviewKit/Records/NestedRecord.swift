/// An accordion nested in a section of the outer one, drawn in a frame: its headers and contents
/// in the screen's coordinates, already placed inside the outer section's content and cut to the
/// part of it that shows.
public struct NestedRecord: Codable, Equatable, Sendable {
    /// The outer section that holds the nested accordion.
    public var section: Int
    /// The nested accordion's headers, in section order.
    public var headers: [HeaderRecord]
    /// The nested accordion's open contents, in section order.
    public var contents: [ContentRecord]
}
