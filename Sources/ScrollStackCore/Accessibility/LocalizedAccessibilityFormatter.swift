import Foundation
import ScrollStackStrings
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The words VoiceOver speaks, in the languages the package ships: English, German, French,
/// Spanish, Japanese, Simplified Chinese and Arabic.
///
/// Made without a localization, it speaks the app's language, as the app's own strings do: the
/// shipped language that best matches the localization the app runs in (an English-only app on a
/// German device speaks English), or the user's preferred languages when the app declares none,
/// falling back to English. The words live in the
/// package's `Accessibility.strings` resources; hints say what activating does ("Expands the
/// section"), as Apple's own hints do.
///
/// ```swift
/// let german = LocalizedAccessibilityFormatter(localization: "de")
/// let label = german.text(for: .list([.sectionState(isExpanded: false), .sectionPosition(AccessibilityPosition(index: 0, count: 5))]))
/// // "zugeklappt, Abschnitt 1 von 5"
/// ```
public struct LocalizedAccessibilityFormatter: AccessibilityFormatting, Equatable {
    /// The localization whose words it speaks ("de", "zh-Hans"): one of
    /// ``availableLocalizations``.
    public let localization: String
    /// The words, read once when the formatter is made.
    let words: AccessibilityWords

    /// The localizations the package ships words for, written as language tags are ("zh-Hans").
    public static var availableLocalizations: [String] {
        shipped.map(\.tag).sorted()
    }

    /// Every shipped localization: its tag, and the name of its resource folder (which a build may
    /// have written in lower case).
    static var shipped: [(tag: String, resource: String)] {
        ScrollStackStrings.localizations.map { (canonical($0), $0) }
    }

    /// `tag` with a script in title case and a region in upper case: "zh-hans" → "zh-Hans".
    private static func canonical(_ tag: String) -> String {
        let parts = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        return parts.enumerated().map { offset, part in
            guard offset > 0 else { return part.lowercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.count == 2 ? part.uppercased() : part
        }.joined(separator: "-")
    }

    /// Creates a formatter for `localization` ("de", "fr", "zh-Hans"…), or for the app's language
    /// when `nil` (see the type's summary). A localization the package doesn't ship falls back to
    /// its language without the region ("de-CH" speaks "de"), then to English.
    public init(localization: String? = nil) {
        let available = Self.availableLocalizations
        let chosen: String
        if let localization {
            chosen = Self.match(localization, in: available) ?? "en"
        } else {
            chosen = Self.defaultLocalization(appLocalizations: Bundle.main.preferredLocalizations, userLanguages: Locale.preferredLanguages, available: available)
        }
        self.localization = chosen
        let resource = Self.shipped.first { $0.tag == chosen }?.resource ?? chosen
        words = AccessibilityWords(table: Self.table(for: resource))
    }

    /// The words for `phrase` in ``localization``.
    ///
    /// - Complexity: O(*n*) for a list of *n* phrases.
    public func text(for phrase: AccessibilityPhrase) -> String {
        words.text(for: phrase)
    }

    /// The shipped localization to speak when none is asked for: the best match for the
    /// localizations the app runs in (`Bundle.main.preferredLocalizations`, "Base" aside), or for
    /// the user's languages when the app declares none; English when nothing matches.
    static func defaultLocalization(appLocalizations: [String], userLanguages: [String], available: [String]) -> String {
        let app = appLocalizations.filter { $0 != "Base" }
        return (app.isEmpty ? userLanguages : app).lazy.compactMap { match($0, in: available) }.first ?? "en"
    }

    /// `localization` itself if shipped, else its language alone, compared without case.
    private static func match(_ localization: String, in available: [String]) -> String? {
        let wanted = localization.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = available.first(where: { $0.lowercased() == wanted }) { return exact }
        let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return available.first { $0.lowercased() == language }
            ?? available.first { $0.lowercased().hasPrefix(language + "-") }
    }

    /// The strings table of `localization`, empty if it can't be read.
    static func table(for localization: String) -> [String: String] {
        ScrollStackStrings.table("Accessibility", localization: localization)
    }
}
