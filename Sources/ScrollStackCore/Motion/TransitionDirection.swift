/// Which way a transition moves through the indices.
///
/// The slide follows from the indices alone: moving to a higher index slides the pages
/// right to left (the new page comes in from the right), moving to a lower one slides them left to
/// right. In a right-to-left layout the slides are mirrored.
public enum TransitionDirection: Equatable, Hashable, Sendable {
    /// Towards a higher index.
    case forward
    /// Towards a lower index.
    case backward

    /// The direction of a move between two indices, where `nil` (no selection) counts as lying
    /// before the first index.
    ///
    /// A move to the same index counts as forward.
    public init(from: Int?, to: Int?) {
        self = (to ?? -1) >= (from ?? -1) ? .forward : .backward
    }

    /// +1 for forward, -1 for backward.
    public var sign: Double { self == .forward ? 1 : -1 }

    /// The horizontal edge an incoming page enters from.
    ///
    /// - Parameter layoutDirection: The layout's direction; right-to-left mirrors the answer.
    /// - Returns: `.right` when pages slide right to left.
    package func enteringEdge(in layoutDirection: StackLayoutDirection) -> HorizontalSide {
        switch (self, layoutDirection) {
        case (.forward, .leftToRight), (.backward, .rightToLeft): return .right
        case (.backward, .leftToRight), (.forward, .rightToLeft): return .left
        }
    }
}
