import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a container's insets divide between its scroll view, its engine and its pages: the one
/// place where the safe area, the adopter's content insets, a tab strip and the keyboard are added
/// up.
///
/// An accordion's scroll view owns the vertical safe area, as a table view does (the platform
/// insets its content, so a large title collapses and a bounce behaves as there); the engine lays
/// out inside the rest. A pager's pages own it, as a page view controller's do: each page spans
/// the container from top to bottom, the platform gives it the safe area of the bars it lies
/// under, and the container adds the tab strip and the vertical content insets to it
/// (``pageAdditionalSafeArea``). A collapsing large title then changes only the pages' safe area,
/// never their frames, so a page's list moves with the finger once. The sides stay in the frames
/// in every mode. A container sized by what embeds it owns no safe area at all.
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

    /// Whether the pages own the vertical safe area: a pager that isn't sized by what embeds it.
    package var pagesOwnSafeArea: Bool { !scrollsVertically && !isSizedByEmbedder }

    /// The vertical safe area the scroll view owns: top and bottom, nothing at the sides.
    package var scrollViewOwned: LayoutInsets {
        scrollViewOwnsSafeArea ? LayoutInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0) : .zero
    }

    /// The insets the engine lays out inside: the content insets, the safe area neither the scroll
    /// view nor the pages own, and the tab strip above.
    ///
    /// A pager whose pages own the vertical safe area has no vertical insets: its pages span the
    /// container, and what the bars, the strip and the content insets cover is the pages' safe area.
    package var engineInsets: LayoutInsets {
        let safe = effectiveSafeArea
        guard !pagesOwnSafeArea else {
            return LayoutInsets(top: 0, left: contentInsets.left + safe.left, bottom: 0, right: contentInsets.right + safe.right)
        }
        let owned = scrollViewOwned
        return LayoutInsets(
            top: contentInsets.top + safe.top - owned.top + tabStripHeight,
            left: contentInsets.left + safe.left,
            bottom: contentInsets.bottom + safe.bottom - owned.bottom,
            right: contentInsets.right + safe.right
        )
    }

    /// What the container adds to each page's own safe area (its `additionalSafeAreaInsets`): the
    /// tab strip and the top content inset above, the bottom content inset below. Zero where the
    /// pages don't own the vertical safe area (an accordion, a container sized by what embeds it).
    ///
    /// The page's safe area is then the bars it lies under (the platform's) plus this, so its
    /// content starts right below the strip, and content that ignores the safe area reaches under
    /// the bars and the strip, as in a page view controller.
    package var pageAdditionalSafeArea: LayoutInsets {
        guard pagesOwnSafeArea else { return .zero }
        return LayoutInsets(top: tabStripHeight + contentInsets.top, left: 0, bottom: contentInsets.bottom, right: 0)
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
