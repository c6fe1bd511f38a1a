import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the animator of a transition comes from.
public enum AnimatorSource: Equatable, Sendable {
    /// The adopter's transition delegate, which may have none for a transition.
    case transitionDelegate
    /// The container's own animator for its mode: always there, always interruptible.
    case builtIn
}
