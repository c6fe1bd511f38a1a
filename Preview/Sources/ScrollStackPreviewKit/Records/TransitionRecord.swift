/// The transition under way in a frame, as the core's phase holds it.
public struct TransitionRecord: Codable, Equatable, Sendable {
    /// The index at fraction 0 (`nil`: no section open).
    public var from: Int?
    /// The index at fraction 1 (`nil`: no section open, or no page past the end).
    public var to: Int?
    /// `forward` (towards higher indices) or `backward`.
    public var direction: String
    /// How far along the transition is, 0 at `from`, 1 at `to`.
    public var fraction: Double
    /// Whether a finger started it.
    public var isInteractive: Bool
    /// The running leg of animation, if any (none while the finger drives it).
    public var animation: AnimationLegRecord?

    private enum Keys: String, CodingKey {
        case from, to, direction, fraction, isInteractive, animation
    }

    /// Writes every field, `null` for missing ends, which mean "none" rather than "unknown".
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(direction, forKey: .direction)
        try container.encode(fraction, forKey: .fraction)
        try container.encode(isInteractive, forKey: .isInteractive)
        try container.encode(animation, forKey: .animation)
    }
}

/// One leg of animation: where it runs from and to, for how long, and how much of it has run.
public struct AnimationLegRecord: Codable, Equatable, Sendable {
    /// The fraction the leg starts at.
    public var startFraction: Double
    /// The fraction the leg ends at: 1 completes, 0 cancels.
    public var endFraction: Double
    /// How long the leg lasts, in seconds.
    public var duration: Double
    /// How much of it has run, in seconds.
    public var elapsed: Double
}
