/// The formatter a container keeps when a declarative view hands it one on every update.
///
/// ## Rules
/// - A formatter that is an equal value of the one in use (both `Equatable`, of the same type)
///   changes nothing, so the headers aren't configured again.
/// - Any other formatter replaces it, and so does every formatter that isn't `Equatable`.
/// - No formatter (a modifier that is gone, behind an `if`) brings the package's own words
///   (``LocalizedAccessibilityFormatter``) back, unless they are in use already.
package enum AccessibilityFormatterChoice {
    /// The formatter to put in place of `current` when the view asks for `wanted`, or `nil` to keep
    /// `current`.
    package static func replacement(for current: any AccessibilityFormatting, wanted: (any AccessibilityFormatting)?) -> (any AccessibilityFormatting)? {
        guard let wanted else { return current is LocalizedAccessibilityFormatter ? nil : LocalizedAccessibilityFormatter() }
        func equals<Formatter: Equatable>(_ value: Formatter) -> Bool { (current as? Formatter) == value }
        guard let equatable = wanted as? any Equatable, equals(equatable) else { return wanted }
        return nil
    }
}
