#if canImport(UIKit)
import UIKit

/// What a default header's height depends on besides its words: its width and side safe areas,
/// its look, the text size, Bold Text, the screen's scale and the configured header height. A
/// change of any of them measures every header again.
struct HeaderMeasuringEnvironment: Equatable {
    /// The headers' width: the container's, less the content insets and the side safe areas.
    var width: CGFloat
    /// The headers' own side safe areas (an inset group keeps its margin from them).
    var safeArea: LayoutInsets
    var appearance: HeaderAppearance
    var contentSizeCategory: UIContentSizeCategory
    var legibilityWeight: UILegibilityWeight
    var displayScale: CGFloat
    /// ``ExpandableViewController/headerHeight``: the height at the default text size.
    var configuredHeight: CGFloat
    /// Whether the headers are the default ones (no `headerViewProvider`), which alone are measured.
    var measuresHeaders: Bool
}

extension HeaderMeasuringContent {
    /// The words of `content`, or `nil` when it shows none (the core's rule).
    init?(_ content: HeaderContent) {
        self.init(title: content.title, subtitle: content.subtitle, hasImage: content.image != nil)
    }
}

/// Measures a container's default headers: their words wrapped at the headers' text column width,
/// in the fonts and at the traits the headers show them with, kept by the core's
/// ``HeaderMeasurements`` so that only new words are measured.
///
/// It measures with labels of its own, outside any window, given every font and size explicitly:
/// a measurement made as the text size changes doesn't wait for the headers to hear of it.
@MainActor
final class HeaderMeasurer {
    /// What was measured, by words and environment: the core's memo, which also says when the
    /// headers need fitting again and hears that their words changed.
    var measurements = HeaderMeasurements<HeaderMeasuringContent, HeaderMeasuringEnvironment>()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    init() {
        ExpandableHeaderView.prepareTextLabel(titleLabel)
        ExpandableHeaderView.prepareTextLabel(subtitleLabel)
    }

    /// Every header's fitted height, by index (``HeaderSelfSizing``), measuring only words not
    /// measured in `environment`.
    ///
    /// - Parameters:
    ///   - contents: Each header's words, `nil` for a header not measured.
    ///   - environment: What the headers are measured in.
    ///   - sizing: The rule that turns measured words into a height.
    ///   - traits: The container's traits, which the headers show their words with.
    func fittedHeights(
        of contents: [HeaderMeasuringContent?],
        in environment: HeaderMeasuringEnvironment,
        sizing: HeaderSelfSizing,
        traits: UITraitCollection
    ) -> [CGFloat] {
        let appearance = environment.appearance
        // The fonts the headers show: the appearance's, scaled as the headline and subheadline
        // text styles scale, in bold under Bold Text.
        titleLabel.font = appearance.font.scaled(as: .headline, in: traits)
        subtitleLabel.font = appearance.subtitleFont.scaled(as: .subheadline, in: traits)
        let accessorySide = ExpandableHeaderView.accessorySide(for: appearance.accessory, in: traits)
        // The width each header gives its words, without an image and with one, beside the padding
        // and the accessory: where a header sits in the list changes its corners and separators,
        // never its background's width.
        let background = HeaderDecoration(
            index: 0, count: 1, isExpanded: false, size: CGSize(width: environment.width, height: 0),
            corners: appearance.cornerStyle, safeArea: environment.safeArea
        ).backgroundFrame
        let columns = [false, true].map {
            ExpandableHeaderView.contentLayout(in: background, appearance: appearance, hasImage: $0, accessorySide: accessorySide, layoutDirection: .leftToRight).textColumn.width
        }
        return measurements.fittedHeights(of: contents, in: environment, sizing: sizing) { content in
            let width = columns[content.hasImage ? 1 : 0]
            // No room for a single character: nothing to wrap, the header keeps the scaled height.
            guard width >= 1 else { return (0, nil) }
            let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
            titleLabel.text = content.title
            let title = titleLabel.sizeThatFits(fitting).height
            guard let subtitle = content.subtitle else { return (title, nil) }
            subtitleLabel.text = subtitle
            return (title, subtitleLabel.sizeThatFits(fitting).height)
        }
    }
}

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
