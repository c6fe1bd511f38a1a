import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The settings of a tab strip's layout.
///
/// Every property has a default, so `TabStripConfiguration()` is a strip of self-sizing items
/// with no spacing, centred on the selection, with a 2-point underline.
public struct TabStripConfiguration: Equatable, Sendable {
    /// The room between two neighbouring items, in points. Default 0. A negative or non-finite
    /// value counts as zero.
    public var spacing: CGFloat
    /// The insets inside the strip's bounds. Default `.zero`. `left` and `right` are physical
    /// edges: in a right-to-left strip the first item sits after `right`.
    public var insets: LayoutInsets
    /// How wide the items are. Default ``TabStripSizing/selfSizing``.
    public var sizing: TabStripSizing
    /// What happens to the room left over when every item fits. Default ``TabStripFit/leading``.
    public var fit: TabStripFit
    /// Where a scrolling strip keeps the selected item. Default ``TabStripAlignment/centered``.
    public var alignment: TabStripAlignment
    /// The indicator's shape. Default `.underline(thickness: 2)`.
    public var indicator: TabStripIndicatorStyle
    /// Whether the first item is at the left or at the right. Default
    /// ``StackLayoutDirection/leftToRight``; use the pager's direction, so the strip mirrors with the pages.
    public var layoutDirection: StackLayoutDirection

    /// Creates a configuration.
    public init(
        spacing: CGFloat = 0,
        insets: LayoutInsets = .zero,
        sizing: TabStripSizing = .selfSizing,
        fit: TabStripFit = .leading,
        alignment: TabStripAlignment = .centered,
        indicator: TabStripIndicatorStyle = .underline(thickness: 2),
        layoutDirection: StackLayoutDirection = .leftToRight
    ) {
        self.spacing = spacing
        self.insets = insets
        self.sizing = sizing
        self.fit = fit
        self.alignment = alignment
        self.indicator = indicator
        self.layoutDirection = layoutDirection
    }
}
