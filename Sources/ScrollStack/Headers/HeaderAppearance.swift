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
    /// Whether the default header shows a disclosure chevron at its trailing edge, turning as
    /// its section opens and closes. Default `true`: the state then shows without relying on the
    /// background colour (Differentiate Without Color), and the header looks tappable.
    public var showsDisclosureIndicator = true

    /// The default appearance.
    public init() {}
}

/// A header view that wants to show its section's title and whether it is expanded.
///
/// Custom header views from ``ExpandableViewController/headerViewProvider`` may adopt it;
/// ``ExpandableHeaderView`` does.
@MainActor
public protocol ExpandableHeaderConfigurable: UIView {
    /// Shows the section's title and state.
    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance)
}
#endif
