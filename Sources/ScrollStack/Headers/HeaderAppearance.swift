#if canImport(UIKit)
import UIKit

/// How the default header views look. What VoiceOver says of a header comes from the container's
/// ``ExpandableViewController/accessibilityFormatter``.
public struct HeaderAppearance: Equatable {
    /// The header's background. Default `.secondarySystemBackground`.
    public var backgroundColor: UIColor = .secondarySystemBackground
    /// The background of the expanded section's header. Default `.tertiarySystemBackground`.
    public var expandedBackgroundColor: UIColor = .tertiarySystemBackground
    /// The background of a header while a finger presses it. Default `.systemGray4`, as a table
    /// view cell's selection.
    public var highlightedBackgroundColor: UIColor = .systemGray4
    /// The title's colour. Default `.label`.
    public var titleColor: UIColor = .label
    /// The title's font at the default text size; headers scale it with Dynamic Type as the
    /// headline text style scales. Default the headline font.
    public var font: UIFont = .preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The title's inset from the header's leading and trailing edges. Default 16.
    public var horizontalPadding: CGFloat = 16
    /// What the header shows at its trailing edge. Default ``HeaderAccessory/disclosureIndicator``:
    /// the state then shows without relying on the background colour (Differentiate Without
    /// Color), and the header looks tappable.
    public var accessory: HeaderAccessory = .disclosureIndicator
    /// Whether the default header shows a disclosure chevron at its trailing edge, turning as
    /// its section opens and closes: whether ``accessory`` is the chevron. Setting `false` sets
    /// the accessory to ``HeaderAccessory/none``. Default `true`.
    public var showsDisclosureIndicator: Bool {
        get { accessory == .disclosureIndicator }
        set { accessory = newValue ? .disclosureIndicator : .none }
    }
    /// The subtitle's colour (``HeaderContent/subtitle``). Default `.secondaryLabel`.
    public var subtitleColor: UIColor = .secondaryLabel
    /// The subtitle's font at the default text size; it scales with Dynamic Type as the subheadline
    /// text style does. Default the subheadline font.
    public var subtitleFont: UIFont = .preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
    /// The size the leading image (``HeaderContent/image``) is drawn at, aspect fit. Default 29 × 29,
    /// a settings icon's size.
    public var imageSize = CGSize(width: 29, height: 29)
    /// The gap between the image, the text and the accessory. Default 12.
    public var spacing: CGFloat = 12
    /// Which separators the headers draw. Default ``HeaderSeparatorStyle/none``.
    public var separators: HeaderSeparatorStyle = .none
    /// The separators' inset from the background's leading edge (mirrored right to left). Default 16.
    public var separatorInset: CGFloat = 16
    /// The separators' colour. Default `.separator`.
    public var separatorColor: UIColor = .separator
    /// Plain full-width rows, or one inset, rounded group as in an inset-grouped settings list.
    /// Default ``HeaderCornerStyle/plain``. Give the container a grouped background
    /// (`.systemGroupedBackground`) and the headers `.secondarySystemGroupedBackground` for the
    /// system's look.
    public var cornerStyle: HeaderCornerStyle = .plain

    /// The default appearance.
    public init() {}
}

/// The accessory at a default header's trailing edge.
public enum HeaderAccessory: Equatable {
    /// The disclosure chevron, turning as the section opens (the default).
    case disclosureIndicator
    /// No accessory: the title runs to the trailing padding.
    case none
    /// An image of the app's, tinted `.tertiaryLabel` as the chevron is, that does not turn.
    case image(UIImage)
}

extension HeaderAccessory {
    /// What the accessory draws, as drawn left to right: the chevron's symbol, the app's image, or
    /// nothing.
    @MainActor
    var shownImage: UIImage? {
        switch self {
        case .disclosureIndicator: return UIImage(systemName: "chevron.right")
        case .image(let image): return image
        case .none: return nil
        }
    }
}

/// What one section's default header shows: its title, a line under it and a leading image, as a
/// row of a settings screen ("General" over "Airplane mode and more", beside a gear).
///
/// A container gets it from ``ExpandableViewControllerDataSource/expandableViewController(_:headerContentAt:)``;
/// without one, from a child that adopts ``ExpandableHeaderContentProviding``; otherwise it is the
/// header's title alone. VoiceOver hears the subtitle after the title.
public struct HeaderContent: Equatable {
    /// The title. `nil` shows the header's title (``ExpandableViewControllerDataSource/expandableViewController(_:titleForHeaderAt:)``
    /// or the child's `title`).
    public var title: String?
    /// The line under the title, in ``HeaderAppearance/subtitleFont``. Default `nil`: none.
    public var subtitle: String?
    /// The image at the leading edge, drawn at ``HeaderAppearance/imageSize``. Default `nil`: none.
    public var image: UIImage?

    /// Creates a header's content.
    ///
    /// - Parameters:
    ///   - title: The title, or `nil` for the header's own title.
    ///   - subtitle: The line under the title.
    ///   - image: The leading image.
    public init(title: String? = nil, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
#endif
