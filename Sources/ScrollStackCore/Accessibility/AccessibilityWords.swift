import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The words a formatter puts phrases together from, in one language: states, hints, position
/// templates and the list separator.
struct AccessibilityWords: Equatable, Hashable, Sendable {
    var expanded: String
    var collapsed: String
    var expandHint: String
    var collapseHint: String
    /// "section %1$d of %2$d": the number, then the count.
    var sectionPosition: String
    var pagePosition: String
    var tabPosition: String
    var firstPage: String
    var lastPage: String
    /// "%@ new": the badge's value.
    var badge: String
    /// What a dot badge says: "new".
    var badgeDot: String
    var separator: String
    /// Each keyboard action's name, by its key in the strings table.
    var commands: [KeyboardAction: String]
    var dismiss: String

    /// The key of each keyboard action's name in the strings tables.
    static let commandKeys: [KeyboardAction: String] = [
        .focusNextHeader: "key.nextSection",
        .focusPreviousHeader: "key.previousSection",
        .toggleFocusedHeader: "key.toggleSection",
        .expandFocusedHeader: "key.expandSection",
        .collapseFocusedHeader: "key.collapseSection",
        .previousPage: "key.previousPage",
        .nextPage: "key.nextPage",
    ]

    /// Every key a strings table must have: a table lacking one falls back to English for it.
    static var tableKeys: Set<String> {
        Set(["section.expanded", "section.collapsed", "hint.expand", "hint.collapse", "position.section", "position.page",
             "position.tab", "page.first", "page.last", "badge.value", "badge.dot", "list.separator", "action.dismiss"]).union(commandKeys.values)
    }

    /// The English words, also what any word a language lacks falls back to.
    static let english = AccessibilityWords(
        expanded: "expanded",
        collapsed: "collapsed",
        expandHint: "Expands the section",
        collapseHint: "Collapses the section",
        sectionPosition: "section %1$d of %2$d",
        pagePosition: "page %1$d of %2$d",
        tabPosition: "tab %1$d of %2$d",
        firstPage: "first page",
        lastPage: "last page",
        badge: "%@ new",
        badgeDot: "new",
        separator: ", ",
        commands: [
            .focusNextHeader: "Next Section",
            .focusPreviousHeader: "Previous Section",
            .toggleFocusedHeader: "Expand or Collapse",
            .expandFocusedHeader: "Expand",
            .collapseFocusedHeader: "Collapse",
            .previousPage: "Previous Page",
            .nextPage: "Next Page",
        ],
        dismiss: "Dismiss"
    )

    /// The words of a strings table (keys as in the package's `Accessibility.strings`), English
    /// where the table lacks one.
    init(table: [String: String]) {
        let english = Self.english
        expanded = table["section.expanded"] ?? english.expanded
        collapsed = table["section.collapsed"] ?? english.collapsed
        expandHint = table["hint.expand"] ?? english.expandHint
        collapseHint = table["hint.collapse"] ?? english.collapseHint
        sectionPosition = table["position.section"] ?? english.sectionPosition
        pagePosition = table["position.page"] ?? english.pagePosition
        tabPosition = table["position.tab"] ?? english.tabPosition
        firstPage = table["page.first"] ?? english.firstPage
        lastPage = table["page.last"] ?? english.lastPage
        badge = table["badge.value"] ?? english.badge
        badgeDot = table["badge.dot"] ?? english.badgeDot
        separator = table["list.separator"] ?? english.separator
        commands = english.commands.reduce(into: [:]) { words, entry in
            words[entry.key] = Self.commandKeys[entry.key].flatMap { table[$0] } ?? entry.value
        }
        dismiss = table["action.dismiss"] ?? english.dismiss
    }

    init(expanded: String, collapsed: String, expandHint: String, collapseHint: String, sectionPosition: String, pagePosition: String, tabPosition: String, firstPage: String, lastPage: String, badge: String, badgeDot: String, separator: String, commands: [KeyboardAction: String], dismiss: String) {
        self.expanded = expanded
        self.collapsed = collapsed
        self.expandHint = expandHint
        self.collapseHint = collapseHint
        self.sectionPosition = sectionPosition
        self.pagePosition = pagePosition
        self.tabPosition = tabPosition
        self.firstPage = firstPage
        self.lastPage = lastPage
        self.badge = badge
        self.badgeDot = badgeDot
        self.separator = separator
        self.commands = commands
        self.dismiss = dismiss
    }

    /// `phrase` in these words.
    ///
    /// - Complexity: O(*n*) for a list of *n* phrases.
    func text(for phrase: AccessibilityPhrase) -> String {
        switch phrase {
        case .sectionState(let isExpanded):
            return isExpanded ? expanded : collapsed
        case .sectionHint(let isExpanded):
            return isExpanded ? collapseHint : expandHint
        case .sectionPosition(let position):
            return Self.fill(sectionPosition, position)
        case .pagePosition(let position):
            return Self.fill(pagePosition, position)
        case .tabPosition(let position):
            return Self.fill(tabPosition, position)
        case .pageChanged(let position, let title):
            let place = text(for: .pagePosition(position))
            guard let title, !title.isEmpty else { return place }
            return place + separator + title
        case .noFurtherPage(let position, let direction):
            let end = direction == .backward ? firstPage : lastPage
            return end + separator + text(for: .pagePosition(position))
        case .keyCommand(let action):
            return commands[action] ?? ""
        case .dismiss:
            return dismiss
        case .badge(let value):
            return value.isEmpty ? badgeDot : badge.replacingOccurrences(of: "%@", with: value)
        case .text(let words):
            return words
        case .list(let phrases):
            return phrases.map { text(for: $0) }.joined(separator: separator)
        }
    }

    /// A position template with the one-based number and the count, in plain digits.
    private static func fill(_ template: String, _ position: AccessibilityPosition) -> String {
        String(format: template, Int32(clamping: position.number), Int32(clamping: position.count))
    }
}
