import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A notice the platform posts to VoiceOver, in the order the core lists them.
///
/// Each case names the `UIAccessibility.Notification` the UIKit layer posts and its argument.
package enum AccessibilityNotification: Equatable, Hashable, Sendable {
    /// `.layoutChanged` with the element to focus as its argument: the screen's layout changed
    /// and VoiceOver's cursor moves to that element and reads it.
    case layoutChanged(focus: AccessibilityFocus)
    /// `.announcement` with the text: VoiceOver speaks it without moving its cursor.
    case announcement(String)
    /// `.pageScrolled` with the text: the reply to a scroll gesture, spoken as the new position.
    case pageScrolled(String)
}
