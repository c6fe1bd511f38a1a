import Foundation

/// The names Voice Control shows over an element and hears the user say to act on it.
///
/// A header or tab is named by its title (a tab by its accessibility label, when it has one)
/// alone: a subtitle, a badge or a state that changes doesn't change what the user says to tap it.
package enum VoiceControlNames {
    /// The names for an element called `name`: `name` alone, or `nil` (Voice Control's own
    /// default) when there is no name or it is empty.
    ///
    /// - Parameter name: The element's title, or `nil`.
    /// - Returns: One name, or `nil`.
    package static func names(for name: String?) -> [String]? {
        guard let name, !name.isEmpty else { return nil }
        return [name]
    }
}

extension TabItem {
    /// The names Voice Control uses for the tab: its accessibility label or title alone, whatever
    /// its badge says; `nil` when that is empty (a tab the strip warns about).
    package var voiceControlNames: [String]? {
        VoiceControlNames.names(for: accessibilityLabel ?? title)
    }

    /// The title the Large Content Viewer shows for the tab: its title, or what VoiceOver reads
    /// for a tab without one (an image-only tab's accessibility label, its badge).
    ///
    /// - Parameter formatter: The words.
    /// - Returns: The title to show.
    package func largeContentTitle(formatter: some AccessibilityFormatting) -> String {
        title.isEmpty ? spokenLabel(formatter: formatter) : title
    }
}
