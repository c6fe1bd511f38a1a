#if canImport(UIKit)
import UIKit

extension UIFont {
    /// This font in bold when `traits` ask for bold text (Settings › Accessibility › Bold Text),
    /// else itself. System text styles follow Bold Text by themselves; a font given as a value
    /// (an appearance's font, scaled by `UIFontMetrics`) does not, so the views apply this before
    /// scaling it.
    func honouringBoldText(in traits: UITraitCollection) -> UIFont {
        guard traits.legibilityWeight == .bold,
              let bold = fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(.traitBold))
        else { return self }
        return UIFont(descriptor: bold, size: pointSize)
    }
}
#endif
