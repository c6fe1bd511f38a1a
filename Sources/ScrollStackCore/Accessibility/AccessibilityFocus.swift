import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The element VoiceOver's cursor should move to.
package enum AccessibilityFocus: Equatable, Hashable, Sendable {
    /// The accordion header of the section at this index.
    case header(Int)
    /// The tab of the page at this index, in the container's tab strip.
    case tab(Int)
    /// The view of the child at this index: an expanded section's content or a page. VoiceOver
    /// reads the first element inside it.
    case child(Int)
}
