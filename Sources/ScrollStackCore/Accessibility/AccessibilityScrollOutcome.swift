import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the container does with VoiceOver's scroll gesture: the page to select, what to post
/// now, and what `accessibilityScroll(_:)` returns.
package struct AccessibilityScrollOutcome: Equatable, Hashable, Sendable {
    /// The page to select, animated, or `nil` to stay. ``notifications`` already name it; where
    /// the cursor goes once it is reached is the container's focus rule's.
    package var selection: Int?
    /// What to post to VoiceOver now.
    package var notifications: [AccessibilityNotification]
    /// What `accessibilityScroll(_:)` returns: whether the pager took the gesture. `false` lets
    /// VoiceOver offer it to an enclosing scroll view.
    package var isHandled: Bool

    /// The outcome of a gesture the container leaves alone.
    package static let unhandled = AccessibilityScrollOutcome(selection: nil, notifications: [], isHandled: false)
}
