import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an alert comes on screen.
public enum AlertAnimationStyle: Equatable, Hashable, Sendable {
    /// Grows from 0.3 of its size to full size in the centre while the dimming fades in.
    case centerScale
    /// Slides up from below the screen to the centre while the dimming fades in.
    case slideUp
    /// Fades in at the centre, at full size, with the dimming: nothing moves.
    case fade

    /// The style to present in for the user's motion preference: under Reduce Motion every style
    /// fades in place.
    public func resolved(motion: MotionPreference) -> AlertAnimationStyle {
        motion == .reduced ? .fade : self
    }
}
