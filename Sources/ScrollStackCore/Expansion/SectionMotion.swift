/// A section opening or closing in a ``MultipleExpansionEngine``: one leg of animation whose
/// fraction is how much of the section shows (0 closed, 1 open).
public struct SectionMotion: Equatable, Sendable {
    /// The leg running: from the openness it started at to 1 (opening) or 0 (closing).
    public var leg: TransitionAnimation

    /// Creates a motion running `leg`.
    public init(leg: TransitionAnimation) {
        self.leg = leg
    }

    /// Whether the section is heading open.
    public var isOpening: Bool { leg.endFraction == 1 }

    /// How much of the section shows now.
    public var openness: Double { leg.fraction }
}
