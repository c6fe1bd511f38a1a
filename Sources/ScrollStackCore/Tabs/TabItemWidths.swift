import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The widths one tab is laid out with: whole, plain and selected, and its content's.
public struct TabItemWidths: Equatable, Hashable, Sendable {
    /// The tab's width with its normal title, padding included.
    public var normal: CGFloat
    /// The tab's width as the selected tab, padding included.
    public var selected: CGFloat
    /// The width of the content alone (image, title and badge), for an indicator as wide as the
    /// content. At most the larger of the two other widths.
    public var content: CGFloat

    /// Creates widths. Negative or non-finite widths count as zero.
    public init(normal: CGFloat, selected: CGFloat, content: CGFloat) {
        self.normal = normal
        self.selected = selected
        self.content = content
    }

    /// The width of a tab whose content is the whole tab (no padding).
    public init(width: CGFloat) {
        self.init(normal: width, selected: width, content: width)
    }
}
