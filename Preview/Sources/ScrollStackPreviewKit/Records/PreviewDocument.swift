/// What the tool writes: one run per mode.
///
/// The records in it are made by ``PreviewRunner``, or decoded from the JSON the tool writes.
public struct PreviewDocument: Codable, Equatable, Sendable {
    /// The format's version; it changes when a field changes meaning or goes away.
    public static let currentFormat = 1

    /// Always `scrollstack-preview`.
    public var generator: String
    /// The format's version.
    public var format: Int
    /// The runs, accordion first.
    public var runs: [RunRecord]

    /// Creates a document of the current format.
    public init(runs: [RunRecord]) {
        self.generator = "scrollstack-preview"
        self.format = Self.currentFormat
        self.runs = runs
    }
}
