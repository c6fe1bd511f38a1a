#if canImport(UIKit)
import UIKit

// The arithmetic a default header lays out with, shared with the container's measuring
// (HeaderMeasurer): both wrap the same words at the same width in the same fonts, so a header is
// as tall as its words, neither clipped nor padded twice.

extension ExpandableHeaderView {
    /// The symbol configuration the accessory is drawn with: footnote-sized, medium scale.
    static let accessorySymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .medium)

    /// Sets up a label of the header's words: it follows Dynamic Type and wraps onto as many lines
    /// as it needs.
    static func prepareTextLabel(_ label: UILabel) {
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
    }

    /// The side of the square the accessory takes at `traits`: its image's longer side as the
    /// accessory view draws it, or `nil` for no accessory.
    ///
    /// Resolved from `traits` rather than read from the view, so the container can measure a
    /// header at the traits it has at once, before its views hear of a change.
    static func accessorySide(for accessory: HeaderAccessory, in traits: UITraitCollection) -> CGFloat? {
        guard let image = accessory.shownImage else { return nil }
        let drawn = image.isSymbolImage
            ? image.applyingSymbolConfiguration(accessorySymbolConfiguration.withTraitCollection(traits)) ?? image
            : image
        return max(drawn.size.width, drawn.size.height)
    }

    /// Where the image, the words and the accessory go in a header whose background is `background`.
    ///
    /// - Parameters:
    ///   - background: The background's frame (``HeaderDecoration/backgroundFrame``).
    ///   - appearance: The header's look: padding, image size and spacing.
    ///   - hasImage: Whether the header shows a leading image.
    ///   - accessorySide: The accessory's side (``accessorySide(for:in:)``), `nil` for none.
    ///   - layoutDirection: The header's layout direction.
    static func contentLayout(
        in background: CGRect,
        appearance: HeaderAppearance,
        hasImage: Bool,
        accessorySide: CGFloat?,
        layoutDirection: StackLayoutDirection
    ) -> HeaderContentLayout {
        HeaderContentLayout(
            frame: background, padding: appearance.horizontalPadding,
            imageSize: hasImage ? appearance.imageSize : nil,
            accessorySize: accessorySide.map { CGSize(width: $0, height: $0) },
            spacing: appearance.spacing, layoutDirection: layoutDirection
        )
    }

    /// The height of one line of `label`'s font, rounded up to whole pixels as a label measures it.
    static func lineHeight(of label: UILabel, scale: CGFloat) -> CGFloat {
        let line = label.font?.lineHeight ?? 0
        return (line * scale).rounded(.up) / scale
    }
}
#endif
