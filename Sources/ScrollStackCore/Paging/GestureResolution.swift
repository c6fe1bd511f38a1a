import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which of two gestures gets the touches.
package enum GestureResolution: Equatable, Sendable {
    /// The paging pan waits for the other gesture to fail.
    case pagingPanWaits
    /// The paging pan goes first; the other gesture gets the touches only if it fails.
    case pagingPanWins
    /// Neither waits for the other (the platform's default).
    case independent
}
