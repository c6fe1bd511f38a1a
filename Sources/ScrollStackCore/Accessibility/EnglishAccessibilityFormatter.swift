import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The default words for every ``AccessibilityPhrase``, in English.
///
/// Positions are lower-case ("section 3 of 5") because VoiceOver reads them after a label or a
/// value; hints are sentences ("Double-tap to expand"), as Apple's own hints are. A
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
        switch phrase {
        case .sectionState(let isExpanded):
            return isExpanded ? "expanded" : "collapsed"
        case .sectionHint(let isExpanded):
            return isExpanded ? "Double-tap to collapse" : "Double-tap to expand"
        case .sectionPosition(let position):
            return "section \(position.number) of \(position.count)"
        case .pagePosition(let position):
            return "page \(position.number) of \(position.count)"
        case .tabPosition(let position):
            return "tab \(position.number) of \(position.count)"
        case .pageChanged(let position, let title):
            let place = text(for: .pagePosition(position))
            guard let title, !title.isEmpty else { return place }
            return place + ", " + title
        case .noFurtherPage(let position, let direction):
            let end = direction == .backward ? "first page" : "last page"
            return end + ", " + text(for: .pagePosition(position))
        case .list(let phrases):
            return phrases.map { text(for: $0) }.joined(separator: ", ")
        }
    }
}
