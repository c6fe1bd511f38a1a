#if canImport(UIKit)
import UIKit

/// A view an adopter registers with ``TabStripView/register(_:)`` to draw every tab its own way.
///
/// The strip makes views of the class only for the tabs on screen and reuses them as the strip
/// scrolls, like its own. On every display frame it calls ``configure(with:at:isSelected:emphasis:)``
/// with the tab the view shows now, so a look that follows its `emphasis` (a colour, a weight drawn
/// as a scale) moves with the swipe.
///
/// The strip sizes each tab from the view's `systemLayoutSizeFitting(_:)` width, configured as
/// not selected and as selected, plus the strip's padding; the view fills the whole tab.
@MainActor
public protocol TabStripCustomItemView: UIView {
    /// Creates an empty view; the strip configures it before showing it.
    init()

    /// Shows `item`.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - isSelected: Whether the tab is the current one (for VoiceOver and for a look that
    ///     doesn't follow the swipe).
    ///   - emphasis: How selected the tab looks, from 0 to 1, following the swipe
    ///     (``TabStripItem/emphasis``).
    func configure(with item: TabStripView.Item, isSelected: Bool, emphasis: Double)

    /// Shows `item`, the tab at `index` of the strip's ``TabStripView/items``.
    ///
    /// The strip calls this one. By default it calls ``configure(with:isSelected:emphasis:)``, so
    /// a view that doesn't need the index implements that alone.
    ///
    /// - Parameters:
    ///   - item: The tab.
    ///   - index: The tab's index among the strip's items now (it changes as tabs are inserted
    ///     before it).
    ///   - isSelected: Whether the tab is the current one.
    ///   - emphasis: How selected the tab looks, from 0 to 1, following the swipe.
    func configure(with item: TabStripView.Item, at index: Int, isSelected: Bool, emphasis: Double)
}

extension TabStripCustomItemView {
    /// Calls ``configure(with:isSelected:emphasis:)``, leaving the index out.
    public func configure(with item: TabStripView.Item, at index: Int, isSelected: Bool, emphasis: Double) {
        configure(with: item, isSelected: isSelected, emphasis: emphasis)
    }
}

/// What makes a strip's custom tab views: an adopter's registered class, or the SwiftUI pager's
/// hosted views.
struct TabStripCustomItemViews {
    /// The maker's identity: registering the same one again keeps the views.
    var identity: ObjectIdentifier
    /// Makes an empty view.
    var make: @MainActor () -> any TabStripCustomItemView
}
#endif
