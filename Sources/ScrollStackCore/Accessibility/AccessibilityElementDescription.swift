import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver reads for one element: its label, value and hint, and whether it is selected.
///
/// The UIKit layer copies these to `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`
/// and the `.selected` trait, and gives the element the `.button` trait (headers and tabs act when
/// double-tapped).
package struct AccessibilityElementDescription: Equatable, Hashable, Sendable {
    /// What the element is: a section or tab title.
    package var label: String
    /// Its state and place: "collapsed, section 3 of 5".
    package var value: String?
    /// What a double tap does, or `nil` when it needs no explaining.
    package var hint: String?
    /// Whether the element is the selected one of its set (the current tab).
    package var isSelected: Bool

    /// Creates a description.
    package init(label: String, value: String? = nil, hint: String? = nil, isSelected: Bool = false) {
        self.label = label
        self.value = value
        self.hint = hint
        self.isSelected = isSelected
    }

    /// The description of an accordion header.
    ///
    /// The label is the section's title; the value is its state and place ("expanded, section 3 of
    /// 5"); the hint says what activating it does ("Collapses the section").
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - isExpanded: Whether the section is expanded, or is the one a running transition expands
    ///     (``LayoutSnapshot/Header/isExpanded``).
    ///   - position: The section's place among the sections.
    ///   - formatter: The words; English by default.
    /// - Returns: The header's description.
    package static func header(
        title: String,
        isExpanded: Bool,
        position: AccessibilityPosition,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        AccessibilityElementDescription(
            label: title,
            value: formatter.text(for: .list([.sectionState(isExpanded: isExpanded), .sectionPosition(position)])),
            hint: formatter.text(for: .sectionHint(isExpanded: isExpanded))
        )
    }

    /// The description of a tab in a tab strip.
    ///
    /// The label is the tab's title and the value its place ("tab 2 of 12"); the current tab is
    /// selected. It has no hint: a tab's role is plain.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - isSelected: Whether the tab's page is the current one.
    ///   - position: The tab's place among the tabs.
    ///   - formatter: The words; English by default.
    /// - Returns: The tab's description.
    package static func tab(
        title: String,
        isSelected: Bool,
        position: AccessibilityPosition,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        AccessibilityElementDescription(label: title, value: formatter.text(for: .tabPosition(position)), isSelected: isSelected)
    }

    /// The description of a tab with an image or a badge.
    ///
    /// The label is the tab's accessibility label or title followed by its badge ("News, 3 new");
    /// the value is its place ("tab 2 of 12"); the current tab is selected.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - isSelected: Whether the tab's page is the current one.
    ///   - position: The tab's place among the tabs.
    ///   - formatter: The words; English by default.
    /// - Returns: The tab's description.
    package static func tab(
        _ item: TabItem,
        isSelected: Bool,
        position: AccessibilityPosition,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        AccessibilityElementDescription(label: item.spokenLabel(formatter: formatter), value: formatter.text(for: .tabPosition(position)), isSelected: isSelected)
    }
}

extension AccessibilityElementDescription {
    /// The description of an accordion header with a subtitle.
    ///
    /// The label is the title and the subtitle joined as a list ("General, Airplane mode and
    /// more"); an empty or missing subtitle leaves the title alone. The value and the hint are as
    /// ``header(title:isExpanded:position:formatter:)`` gives them.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - subtitle: The line under the title, or `nil`.
    ///   - isExpanded: Whether the section is expanded.
    ///   - position: The section's place among the sections.
    ///   - formatter: The words; English by default.
    /// - Returns: The header's description.
    package static func header(
        title: String,
        subtitle: String?,
        isExpanded: Bool,
        position: AccessibilityPosition,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        var description = header(title: title, isExpanded: isExpanded, position: position, formatter: formatter)
        if let subtitle, !subtitle.isEmpty {
            description.label = title.isEmpty ? subtitle : formatter.text(for: .list([.text(title), .text(subtitle)]))
        }
        return description
    }
}
