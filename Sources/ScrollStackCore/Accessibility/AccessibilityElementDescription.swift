import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What VoiceOver reads for one element: its label, value and hint, whether it is selected, and
/// whether it is enabled.
///
/// The UIKit layer copies these to `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
/// the `.selected` trait and the `.notEnabled` trait, and gives the element the `.button` trait
/// (headers and tabs act when double-tapped).
package struct AccessibilityElementDescription: Equatable, Hashable, Sendable {
    /// What the element is: a section or tab title.
    package var label: String
    /// Its state and place: "collapsed, section 3 of 5".
    package var value: String?
    /// What a double tap does, or `nil` when it needs no explaining or does nothing.
    package var hint: String?
    /// Whether the element is the selected one of its set (the current tab).
    package var isSelected: Bool
    /// Whether activating the element can do anything: `false` while the container takes no input
    /// from the user (SwiftUI's `.disabled(true)`), which the `.notEnabled` trait shows (VoiceOver
    /// reads "dimmed").
    package var isEnabled: Bool

    /// Creates a description.
    package init(label: String, value: String? = nil, hint: String? = nil, isSelected: Bool = false, isEnabled: Bool = true) {
        self.label = label
        self.value = value
        self.hint = hint
        self.isSelected = isSelected
        self.isEnabled = isEnabled
    }

    /// The description of an accordion header.
    ///
    /// The label is the section's title, or the title and the subtitle joined as a list
    /// ("General, Airplane mode and more"; an empty or missing subtitle leaves the title alone);
    /// the value is its state and place ("expanded, section 3 of 5"); the hint says what
    /// activating it does ("Collapses the section"). A header that does nothing when activated
    /// has no hint: a disabled one (marked not enabled, as a disabled `DisclosureGroup` reads
    /// "dimmed"), and the last open section's under ``StackConfiguration/keepsOneSectionOpen``
    /// (`StackEngine.canCollapseSection(_:)`).
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - subtitle: The line under the title, or `nil` (the default).
    ///   - isExpanded: Whether the section is expanded, or is the one a running transition expands
    ///     (``LayoutSnapshot/Header/isExpanded``).
    ///   - position: The section's place among the sections.
    ///   - canCollapse: Whether a tap closes the section when it is expanded; `true` by default.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    ///   - formatter: The words; English by default.
    /// - Returns: The header's description.
    package static func header(
        title: String,
        subtitle: String? = nil,
        isExpanded: Bool,
        position: AccessibilityPosition,
        canCollapse: Bool = true,
        isEnabled: Bool = true,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        let acts = isEnabled && (!isExpanded || canCollapse)
        var label = title
        if let subtitle, !subtitle.isEmpty {
            label = title.isEmpty ? subtitle : formatter.text(for: .list([.text(title), .text(subtitle)]))
        }
        return AccessibilityElementDescription(
            label: label,
            value: formatter.text(for: .list([.sectionState(isExpanded: isExpanded), .sectionPosition(position)])),
            hint: acts ? formatter.text(for: .sectionHint(isExpanded: isExpanded)) : nil,
            isEnabled: isEnabled
        )
    }

    /// The description of a tab in a tab strip.
    ///
    /// The label is the tab's accessibility label or title, followed by its badge ("News, 3 new");
    /// the value is its place ("tab 2 of 12"); the current tab is selected. It has no hint: a tab's
    /// role is plain. A disabled tab is marked not enabled.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - isSelected: Whether the tab's page is the current one.
    ///   - position: The tab's place among the tabs.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    ///   - formatter: The words; English by default.
    /// - Returns: The tab's description.
    package static func tab(
        _ item: TabItem,
        isSelected: Bool,
        position: AccessibilityPosition,
        isEnabled: Bool = true,
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityElementDescription {
        AccessibilityElementDescription(
            label: item.spokenLabel(formatter: formatter),
            value: formatter.text(for: .tabPosition(position)),
            isSelected: isSelected,
            isEnabled: isEnabled
        )
    }
}
