#if canImport(UIKit)
import UIKit

extension UIFont {
    /// This font, given at the default text size, as `traits` show it: scaled as the `style` text
    /// style scales, and in bold when they ask for bold text (Settings › Accessibility › Bold
    /// Text). System text styles follow Bold Text by themselves; a font given as a value (an
    /// appearance's font) does not.
    func scaled(as style: UIFont.TextStyle, in traits: UITraitCollection) -> UIFont {
        let bold = traits.legibilityWeight == .bold ? fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(.traitBold)) : nil
        return UIFontMetrics(forTextStyle: style).scaledFont(for: bold.map { UIFont(descriptor: $0, size: pointSize) } ?? self, compatibleWith: traits)
    }
}
#endif
