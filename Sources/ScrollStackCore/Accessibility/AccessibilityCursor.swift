import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where VoiceOver's cursor is, as the container sees it: what the UIKit layer reports from
/// `UIAccessibility.focusedElement(using: .notificationVoiceOver)`.
package enum AccessibilityCursor: Equatable, Hashable, Sendable {
    /// On the header at this index.
    case header(Int)
    /// On the tab at this index.
    case tab(Int)
    /// On an element inside the child at this index (a section's content or a page).
    case child(Int)
    /// On something the container doesn't own (a navigation bar, another view), or VoiceOver
    /// isn't running: the container leaves it alone.
    case elsewhere
    /// On nothing that is still on screen: the element it was on left the window.
    case lost
}
