import Foundation

/// How the UI look sizes text without fonts to measure with.
///
/// A picture made on Linux has no San Francisco to measure, so every width is an estimate: each
/// character is 0.55 of the font size wide (San Francisco's average for mixed-case words), a line
/// is 1.2 font sizes tall, rounded up as `sizeThatFits` rounds, and the baseline sits 0.35 font
/// sizes below the middle of the line's frame, so capitals (0.7 em tall) are centred on it as a
/// label centres them. A browser then sets the text in whatever system font it has.
enum UITextModel {
    /// The width of one character, as a share of the font size.
    static let characterWidth: CGFloat = 0.55

    /// The font stack every `<text>` of the UI look is set in.
    static let fontFamily = "-apple-system, system-ui, Helvetica, Arial, sans-serif"

    /// The estimated width of `text` at `size` points.
    static func width(of text: String, size: CGFloat) -> CGFloat {
        CGFloat(text.count) * characterWidth * size
    }

    /// The height of one line at `size` points, in whole points.
    static func lineHeight(size: CGFloat) -> CGFloat {
        (1.2 * size).rounded(.up)
    }

    /// The baseline of a line of `size` points set in `frame`.
    static func baseline(in frame: CGRect, size: CGFloat) -> CGFloat {
        frame.midY + 0.35 * size
    }

    /// `text` cut short with an ellipsis so that it fits `width` at `size`, as a label truncates
    /// its tail.
    static func truncated(_ text: String, toFit width: CGFloat, size: CGFloat) -> String {
        guard self.width(of: text, size: size) > width else { return text }
        let fitting = Int((width / (characterWidth * size)).rounded(.down)) - 1
        guard fitting > 0 else { return "" }
        return String(text.prefix(fitting)) + "…"
    }
}
