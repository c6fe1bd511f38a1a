import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The default words for every ``AccessibilityPhrase``, in English.
///
/// Positions are lower-case ("section 3 of 5") because VoiceOver reads them after a label or a
/// value; hints are sentences that say what activating does ("Expands the section"), as Apple's
/// own hints are. A
/// ``AccessibilityPhrase/list(_:)`` is joined with ", ".
public struct EnglishAccessibilityFormatter: AccessibilityFormatting, Equatable {
    /// Creates the formatter.
    public init() {}

    /// The English words for `phrase`.
    ///
    /// - Parameter phrase: What is to be said.
    /// - Returns: The text, for example "page 4 of 12, Tech".
    /// - Complexity: O(*n*) for a list of *n* phrases.
    public func text(for phrase: AccessibilityPhrase) -> String {
        AccessibilityWords.english.text(for: phrase)
    }
}
