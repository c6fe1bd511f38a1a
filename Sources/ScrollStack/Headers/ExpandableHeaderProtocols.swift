#if canImport(UIKit)
import UIKit

/// A header view that wants to show its section's title and whether it is expanded.
///
/// Custom header views from ``ExpandableViewController/headerViewProvider`` may adopt it;
/// ``ExpandableHeaderView`` does.
@MainActor
public protocol ExpandableHeaderConfigurable: UIView {
    /// Shows the section's title and state.
    func configure(title: String?, isExpanded: Bool, appearance: HeaderAppearance)

    /// Shows the section's content (title, subtitle, image), its state and its place in the list.
    /// By default, calls ``configure(title:isExpanded:appearance:)`` with the title, so custom
    /// header views written for titles alone keep working.
    func configure(content: HeaderContent, isExpanded: Bool, position: AccessibilityPosition, appearance: HeaderAppearance)
}

extension ExpandableHeaderConfigurable {
    /// Calls ``configure(title:isExpanded:appearance:)`` with the content's title.
    public func configure(content: HeaderContent, isExpanded: Bool, position: AccessibilityPosition, appearance: HeaderAppearance) {
        configure(title: content.title, isExpanded: isExpanded, appearance: appearance)
    }
}

/// A child view controller that gives its accordion header a subtitle or an image.
///
/// Consulted for a loaded child when the data source gives no ``HeaderContent`` (or there is no
/// data source); a child that is not loaded yet shows its title only.
@MainActor
public protocol ExpandableHeaderContentProviding: UIViewController {
    /// What this child's header shows.
    var headerContent: HeaderContent { get }
}
#endif
