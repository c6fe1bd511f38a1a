import Foundation
import ScrollStackCore

/// The default header's look, as `HeaderAppearance()` and `ExpandableHeaderView` set it up: the
/// values the UI look lays each header row out with through the core's ``HeaderContentLayout``
/// and ``HeaderDecoration``.
enum UIHeaderLook {
    /// `horizontalPadding`: the gap from the background's leading and trailing edges.
    static let padding: CGFloat = 16
    /// `spacing`: the gap between the image, the text and the chevron.
    static let spacing: CGFloat = 12
    /// `imageSize`: a settings icon's size.
    static let imageSize = CGSize(width: 29, height: 29)
    /// The icon placeholder's corner radius: an app icon's share (about 22 %) of its side.
    static let imageCornerRadius: CGFloat = 6.5
    /// `separatorInset`: the separators' inset from the background's leading edge.
    static let separatorInset: CGFloat = 16
    /// The separators the pictures draw: between the rows, as a settings list does (the
    /// appearance's default is none).
    static let separators = HeaderSeparatorStyle.between
    /// The title's font size: the headline text style at the default text size, semibold.
    static let titleSize: CGFloat = 17
    /// The subtitle's font size: the subheadline text style at the default text size.
    static let subtitleSize: CGFloat = 15
    /// The gap between the title and the subtitle (``HeaderContentLayout/textFrames(titleHeight:subtitleHeight:lineSpacing:)``'s default).
    static let lineSpacing: CGFloat = 2
    /// The chevron's slot. An estimate: the `chevron.right` symbol at the footnote text style is
    /// about 8 by 14 points, and the header makes its slot square on the longer side.
    static let chevronSize = CGSize(width: 14, height: 14)

    /// Where a header's parts go: the core's layout of `background` with the default look.
    static func contentLayout(in background: CGRect, hasImage: Bool, direction: StackLayoutDirection) -> HeaderContentLayout {
        HeaderContentLayout(
            frame: background, padding: padding,
            imageSize: hasImage ? imageSize : nil, accessorySize: chevronSize,
            spacing: spacing, layoutDirection: direction
        )
    }

    /// The title's and the subtitle's frames in `layout`'s text column.
    static func textFrames(in layout: HeaderContentLayout, hasSubtitle: Bool) -> (title: CGRect, subtitle: CGRect?) {
        layout.textFrames(
            titleHeight: UITextModel.lineHeight(size: titleSize),
            subtitleHeight: hasSubtitle ? UITextModel.lineHeight(size: subtitleSize) : nil,
            lineSpacing: lineSpacing
        )
    }

    /// The decoration of the header at `index` of `count`, `size` large, in its own bounds.
    static func decoration(index: Int, count: Int, isExpanded: Bool, size: CGSize, corners: HeaderCornerStyle, direction: StackLayoutDirection) -> HeaderDecoration {
        HeaderDecoration(
            index: index, count: count, isExpanded: isExpanded, size: size,
            corners: corners, separators: separators, separatorInset: separatorInset,
            // Drawn as one device pixel at any scale: see the drawing's hairlines.
            separatorThickness: 1, layoutDirection: direction
        )
    }

    /// The chevron's turn in degrees, clockwise, at `expansion` (0 closed, 1 open): a quarter
    /// turn clockwise left to right and counter-clockwise right to left, as the core's
    /// `DisclosureIndicator` turns the header's chevron (the rule is internal to the core's
    /// package, so it is restated here and tested against the engine's expansion).
    static func chevronRotation(expansion: Double, direction: StackLayoutDirection) -> Double {
        let fraction = expansion.isFinite ? min(1, max(0, expansion)) : 0
        return direction == .leftToRight ? 90 * fraction : -90 * fraction
    }

    /// The header's background colour: the appearance's defaults in a plain list; in an inset
    /// group, `.secondarySystemGroupedBackground`, as the appearance's documentation advises.
    static func background(isExpanded: Bool, corners: HeaderCornerStyle) -> UIColorValue {
        if corners != .plain { return UIPalette.secondarySystemGroupedBackground }
        return isExpanded ? UIPalette.tertiarySystemBackground : UIPalette.secondarySystemBackground
    }
}
