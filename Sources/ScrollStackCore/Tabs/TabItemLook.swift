import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How one tab of a strip looks at a moment of a swipe: how large its title is drawn, which of
/// its images it shows, and how opaque it is.
///
/// The strip draws every tab in view from this on every display frame; the title's colour blends
/// from the plain to the selected colour by the same emphasis.
package struct TabItemLook: Equatable, Sendable {
    /// How much larger the title is drawn than at rest (by a transform, so no title changes width
    /// during a swipe): 1 at emphasis 0, the strip's selected title scale at emphasis 1, linearly
    /// between them (and beyond, for an emphasis outside 0…1).
    package var titleScale: CGFloat
    /// Whether the tab shows its selected image (its image when it has none): from halfway
    /// through a swipe towards it.
    package var showsSelectedImage: Bool
    /// How opaque the tab is drawn: 1, or ``disabledOpacity`` while choosing a tab does nothing,
    /// as a disabled control fades.
    package var opacity: CGFloat

    /// The opacity of a tab while choosing one does nothing.
    package static let disabledOpacity: CGFloat = 0.4
}

extension TabItemLook {
    /// The look of a tab at `emphasis`.
    ///
    /// - Parameters:
    ///   - emphasis: How selected the tab looks, 0 to 1 (``TabStripItem/emphasis``).
    ///   - selectedTitleScale: How much larger the current tab's title is drawn.
    ///   - isEnabled: Whether choosing a tab does anything now.
    package init(emphasis: Double, selectedTitleScale: CGFloat, isEnabled: Bool) {
        titleScale = 1 + (selectedTitleScale - 1) * CGFloat(emphasis)
        showsSelectedImage = emphasis >= 0.5
        opacity = isEnabled ? 1 : Self.disabledOpacity
    }
}
