import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Puts an ``AccessibilityPhrase`` into words.
///
/// Supply your own to localise what VoiceOver says; ``EnglishAccessibilityFormatter`` is the
/// default. Positions in phrases speak their one-based ``AccessibilityPosition/number``.
public protocol AccessibilityFormatting: Sendable {
    /// The words for `phrase`.
    ///
    /// - Parameter phrase: What is to be said.
    /// - Returns: The text VoiceOver speaks.
    func text(for phrase: AccessibilityPhrase) -> String
}
