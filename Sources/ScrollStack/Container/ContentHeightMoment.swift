#if canImport(UIKit)
import UIKit

/// When the container reports its content's height to a SwiftUI accordion.
enum ContentHeightMoment {
    /// Laid out at rest.
    case rest
    /// A display frame of a built-in transition: the height at its current fraction.
    case transitionFrame
    /// A custom animator's transition starts: its end height, which it animates to on its own.
    case customTransitionEnd
}
#endif
