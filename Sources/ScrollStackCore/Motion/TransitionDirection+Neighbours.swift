import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension TransitionDirection {
    /// The direction whose incoming page enters from `edge`: the inverse of
    /// ``enteringEdge(in:)``.
    ///
    /// A page that lies to the left of the current one comes in from the left: in a left-to-right
    /// layout that is the previous page (`.backward`), in a right-to-left one the next (`.forward`).
    ///
    /// - Parameters:
    ///   - edge: The physical edge the incoming page enters from.
    ///   - layoutDirection: Whether higher indices lie to the right or to the left.
    /// - Returns: The direction through the indices.
    package static func bringingIn(from edge: HorizontalSide, in layoutDirection: StackLayoutDirection) -> TransitionDirection {
        TransitionDirection.forward.enteringEdge(in: layoutDirection) == edge ? .forward : .backward
    }

    /// The index one step from `index` in this direction, or `nil` past the first or last of
    /// `count` indices.
    ///
    /// - Parameters:
    ///   - index: Where the step starts.
    ///   - count: How many indices there are.
    /// - Returns: `index + 1` forward or `index - 1` backward, when it is in `0..<count`.
    public func neighbour(of index: Int, count: Int) -> Int? {
        let next = self == .forward ? index + 1 : index - 1
        return (0..<max(0, count)).contains(next) ? next : nil
    }
}
