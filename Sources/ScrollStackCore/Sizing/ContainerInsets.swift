import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a container's insets divide between its scroll view and its engine: the one place where the
/// safe area, the adopter's content insets, a tab strip and the keyboard are added up.
///
/// An accordion's scroll view owns the vertical safe area, as a table view does (the platform
/// insets its content, so a large title collapses and a bounce behaves as there); the engine lays
/// out inside the rest. Pages don't scroll vertically: the engine insets them by the whole safe
/// area. A container sized by what embeds it owns no safe area at all.
package struct ContainerInsets: Equatable, Sendable {
    /// The container view's safe area.
    package var safeArea: LayoutInsets
    /// The insets the adopter asked for around the children.
    package var contentInsets: LayoutInsets
    /// The height of a tab strip the container places above the pages (0 for none).
    package var tabStripHeight: CGFloat
    /// How much of the scroll view's bottom the keyboard covers (its bottom content inset).
    package var keyboardInset: CGFloat
    /// Whether the container's own content scrolls vertically (an accordion).
    package var scrollsVertically: Bool
    /// Whether the container is sized by what embeds it, whose own scroll view owns the insets.
    package var isSizedByEmbedder: Bool

    /// Insets for a container; negative or non-finite heights count as 0.
    package init(safeArea: LayoutInsets, contentInsets: LayoutInsets, tabStripHeight: CGFloat = 0, keyboardInset: CGFloat = 0, scrollsVertically: Bool, isSizedByEmbedder: Bool = false) {
        self.safeArea = safeArea
        self.contentInsets = contentInsets
        self.tabStripHeight = tabStripHeight.clampedToNonNegative
        self.keyboardInset = keyboardInset.clampedToNonNegative
        self.scrollsVertically = scrollsVertically
        self.isSizedByEmbedder = isSizedByEmbedder
    }

    /// The safe area that counts: none for a container sized by what embeds it.
    private var effectiveSafeArea: LayoutInsets { isSizedByEmbedder ? .zero : safeArea }

    /// Whether the scroll view owns the vertical safe area (adjusts its content insets for it).
    package var scrollViewOwnsSafeArea: Bool { scrollsVertically && !isSizedByEmbedder }

    /// The vertical safe area the scroll view owns: top and bottom, nothing at the sides.
    package var scrollViewOwned: LayoutInsets {
        scrollViewOwnsSafeArea ? LayoutInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0) : .zero
    }

    /// The insets the engine lays out inside: the content insets, the safe area the scroll view
    /// doesn't own, and the tab strip above.
    package var engineInsets: LayoutInsets {
        let safe = effectiveSafeArea
        let owned = scrollViewOwned
        return LayoutInsets(
            top: contentInsets.top + safe.top - owned.top + tabStripHeight,
            left: contentInsets.left + safe.left,
            bottom: contentInsets.bottom + safe.bottom - owned.bottom,
            right: contentInsets.right + safe.right
        )
    }

    /// The scroll indicator's insets beyond the safe area the scroll view owns (which the platform
    /// keeps the indicator out of itself): the sides, a pager's bars, the tab strip, the keyboard.
    package var indicatorInsets: LayoutInsets {
        let safe = effectiveSafeArea
        let owned = scrollViewOwned
        return LayoutInsets(
            top: safe.top - owned.top + tabStripHeight,
            left: safe.left,
            bottom: safe.bottom - owned.bottom + keyboardInset,
            right: safe.right
        )
    }

    /// The size the engine lays out in for a container of `size`: inside the vertical safe area the
    /// scroll view owns.
    package func engineSize(for size: CGSize) -> CGSize {
        let owned = scrollViewOwned
        return CGSize(width: size.width, height: max(0, size.height - owned.vertical))
    }
}
