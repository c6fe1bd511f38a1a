import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The words a formatter puts phrases together from, in one language, by their keys in the
/// package's `Accessibility.strings` tables: states, hints, position templates ("section %1$d of
/// %2$d": the number, then the count), the badge ("%@ new": its value; "new" for a dot), the list
/// separator, each keyboard action's name and the dismiss action's.
struct AccessibilityWords: Equatable, Hashable, Sendable {
    /// Each word by its key: every key of ``englishTable``.
    private let words: [String: String]

    /// The key of each keyboard action's name in the strings tables.
    private static let commandKeys: [KeyboardAction: String] = [
        .focusNextHeader: "key.nextSection",
        .focusPreviousHeader: "key.previousSection",
        .toggleFocusedHeader: "key.toggleSection",
        .expandFocusedHeader: "key.expandSection",
        .collapseFocusedHeader: "key.collapseSection",
        .previousPage: "key.previousPage",
        .nextPage: "key.nextPage",
    ]

    /// The English words, by key: every key a strings table must have, and what any word a
    /// language lacks falls back to.
    static let englishTable: [String: String] = [
        "section.expanded": "expanded",
        "section.collapsed": "collapsed",
        "hint.expand": "Expands the section",
        "hint.collapse": "Collapses the section",
        "position.section": "section %1$d of %2$d",
        "position.page": "page %1$d of %2$d",
        "position.tab": "tab %1$d of %2$d",
        "page.first": "first page",
        "page.last": "last page",
        "badge.value": "%@ new",
        "badge.dot": "new",
        "list.separator": ", ",
        "action.dismiss": "Dismiss",
        "key.nextSection": "Next Section",
        "key.previousSection": "Previous Section",
        "key.toggleSection": "Expand or Collapse",
        "key.expandSection": "Expand",
        "key.collapseSection": "Collapse",
        "key.previousPage": "Previous Page",
        "key.nextPage": "Next Page",
    ]

    /// The English words.
    static let english = AccessibilityWords(table: [:])

    /// The words of a strings table, English where the table lacks one.
    init(table: [String: String]) {
        words = Self.englishTable.reduce(into: [:]) { words, entry in words[entry.key] = table[entry.key] ?? entry.value }
    }

    /// The word under `key`.
    private subscript(key: String) -> String { words[key] ?? "" }

    /// `phrase` in these words.
    ///
    /// - Complexity: O(*n*) for a list of *n* phrases.
    func text(for phrase: AccessibilityPhrase) -> String {
        switch phrase {
        case .sectionState(let isExpanded):
            return self[isExpanded ? "section.expanded" : "section.collapsed"]
        case .sectionHint(let isExpanded):
            return self[isExpanded ? "hint.collapse" : "hint.expand"]
        case .sectionPosition(let position):
            return fill("position.section", position)
        case .pagePosition(let position):
            return fill("position.page", position)
        case .tabPosition(let position):
            return fill("position.tab", position)
        case .pageChanged(let position, let title):
            let place = fill("position.page", position)
            guard let title, !title.isEmpty else { return place }
            return place + self["list.separator"] + title
        case .noFurtherPage(let position, let direction):
            return self[direction == .backward ? "page.first" : "page.last"] + self["list.separator"] + fill("position.page", position)
        case .keyCommand(let action):
            return Self.commandKeys[action].map { self[$0] } ?? ""
        case .dismiss:
            return self["action.dismiss"]
        case .badge(let value):
            return value.isEmpty ? self["badge.dot"] : self["badge.value"].replacingOccurrences(of: "%@", with: value)
        case .text(let words):
            return words
        case .list(let phrases):
            return phrases.map { text(for: $0) }.joined(separator: self["list.separator"])
        }
    }

    /// The position template under `key` with the one-based number and the count, in plain digits.
    private func fill(_ key: String, _ position: AccessibilityPosition) -> String {
        String(format: self[key], Int32(clamping: position.number), Int32(clamping: position.count))
    }
}
