/// The iOS light-appearance colours the UI look paints with, named as UIKit names them.
enum UIPalette {
    /// `.systemBackground`: a plain container and the tab strip.
    static let systemBackground = UIColorValue(hex: 0xFFFFFF)
    /// `.secondarySystemBackground`: a collapsed header's default background.
    static let secondarySystemBackground = UIColorValue(hex: 0xF2F2F7)
    /// `.tertiarySystemBackground`: an expanded header's default background.
    static let tertiarySystemBackground = UIColorValue(hex: 0xFFFFFF)
    /// `.systemGroupedBackground`: behind an inset group.
    static let systemGroupedBackground = UIColorValue(hex: 0xF2F2F7)
    /// `.secondarySystemGroupedBackground`: the rows of an inset group.
    static let secondarySystemGroupedBackground = UIColorValue(hex: 0xFFFFFF)
    /// `.label`: titles.
    static let label = UIColorValue(hex: 0x000000)
    /// `.secondaryLabel`: subtitles, and tab titles that are not current.
    static let secondaryLabel = UIColorValue(hex: 0x3C3C43, alpha: 0.6)
    /// `.tertiaryLabel`: the disclosure chevron's tint.
    static let tertiaryLabel = UIColorValue(hex: 0x3C3C43, alpha: 0.3)
    /// `.separator`, as it looks over white: the hairlines.
    static let separator = UIColorValue(hex: 0xC6C6C8)
    /// `.systemBlue`: the tint, so the tab strip's indicator.
    static let tint = UIColorValue(hex: 0x007AFF)
    /// `.systemRed`: a tab's badge.
    static let systemRed = UIColorValue(hex: 0xFF3B30)
    /// `.systemGreen`: a switch that is on, in placeholder content.
    static let systemGreen = UIColorValue(hex: 0x34C759)
    /// `.systemGray`: placeholder glyphs.
    static let systemGray = UIColorValue(hex: 0x8E8E93)
    /// `.systemGray4`: placeholder text lines that stand for labels.
    static let systemGray4 = UIColorValue(hex: 0xD1D1D6)
    /// `.systemGray5`: placeholder text lines and blocks.
    static let systemGray5 = UIColorValue(hex: 0xE5E5EA)
    /// `.systemGray6`: placeholder image blocks.
    static let systemGray6 = UIColorValue(hex: 0xF2F2F7)
    /// `.white`: a badge's text.
    static let white = UIColorValue(hex: 0xFFFFFF)
}
