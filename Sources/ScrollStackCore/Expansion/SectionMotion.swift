/// A section opening or closing under ``ExpansionMode/multiple``: one leg of animation whose
/// fraction is how much of the section shows (0 closed, 1 open).
public struct SectionMotion: Equatable, Sendable {
    /// The leg running: from the openness it started at to 1 (opening) or 0 (closing).
    public var leg: TransitionAnimation {
        didSet { openness = leg.fraction }
    }
    /// Whether the section fades instead of unrolling (``MotionPreference/reduced``): the layout
    /// already stands where the motion ends, and the section's content fades in or out along the
    /// leg (``StackEngine/contentOpacity(ofSectionAt:)``). A motion keeps it when it
    /// turns around.
    public var fades: Bool

    /// Creates a motion running `leg`, unrolling unless `fades`.
    public init(leg: TransitionAnimation, fades: Bool = false) {
        self.leg = leg
        self.fades = fades
        self.openness = leg.fraction
    }

    /// Whether the section is heading open.
    public var isOpening: Bool { leg.endFraction == 1 }

    /// How much of the section shows now: its leg's fraction, worked out once per change of the
    /// leg rather than on every read.
    public private(set) var openness: Double
}
