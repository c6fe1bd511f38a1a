import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The direction of VoiceOver's scroll gesture (a three-finger swipe) or of Switch Control's
/// scroll actions: the core's counterpart of `UIAccessibilityScrollDirection`.
///
/// The physical directions say which way the *content* moves: a three-finger swipe to the left
/// (``left``) moves the pages left and brings in the page on the right, as a finger pan to the
/// left does.
package enum AccessibilityScrollDirection: Equatable, Hashable, Sendable, CaseIterable {
    /// The content scrolls to the left: the page on the right comes in.
    case left
    /// The content scrolls to the right: the page on the left comes in.
    case right
    /// The content scrolls up.
    case up
    /// The content scrolls down.
    case down
    /// To the next item of an ordered set, whatever the layout direction.
    case next
    /// To the previous item of an ordered set, whatever the layout direction.
    case previous

    /// The direction through the pages this scroll moves in, or `nil` for a vertical scroll.
    ///
    /// ``left`` and ``right`` are mirrored in a right-to-left layout, where higher indices lie to
    /// the left; ``next`` and ``previous`` are not.
    ///
    /// - Parameter layoutDirection: Whether higher indices lie to the right or to the left.
    /// - Returns: `.forward` towards higher indices, `.backward` towards lower ones.
    package func pageDirection(in layoutDirection: StackLayoutDirection) -> TransitionDirection? {
        switch self {
        case .left: return .bringingIn(from: .right, in: layoutDirection)
        case .right: return .bringingIn(from: .left, in: layoutDirection)
        case .next: return .forward
        case .previous: return .backward
        case .up, .down: return nil
        }
    }
}
