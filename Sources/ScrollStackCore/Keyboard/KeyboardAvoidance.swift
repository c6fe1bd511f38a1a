import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a container keeps the focused text field visible above the keyboard.
///
/// ## Rules
/// - The scroll view's extra bottom inset is the part of the container the keyboard covers, less
///   the bottom safe area the scroll view already keeps clear; zero when the keyboard is hidden,
///   floating above the container or off its bottom edge.
/// - The focused field is revealed with the least scrolling: one hidden below the viewport scrolls
///   up until its bottom (plus a margin) shows; one above scrolls down to its top (less the
///   margin); one that shows already doesn't move. A field taller than the viewport shows its top.
/// - A pager's page inside its own scroll view (a form, a table) is revealed the same way within
///   that scroll view's insets, and never scrolled past the ends of its content.
package enum KeyboardAvoidance {
    /// The space kept between a revealed field and the keyboard or the top edge: 8 points.
    package static let margin: CGFloat = 8

    /// The extra bottom inset for a container while the keyboard shows.
    ///
    /// - Parameters:
    ///   - container: The container's frame, in the window's coordinates.
    ///   - keyboard: The keyboard's end frame, in the window's coordinates (`.zero` when it hides).
    ///   - safeAreaBottom: The bottom safe area the scroll view already insets by.
    package static func bottomInset(container: CGRect, keyboard: CGRect, safeAreaBottom: CGFloat) -> CGFloat {
        guard !keyboard.isEmpty, !container.isEmpty, keyboard.minY < container.maxY, keyboard.maxY >= container.maxY else { return 0 }
        let covered = container.maxY - max(keyboard.minY, container.minY)
        return max(0, covered - max(0, safeAreaBottom))
    }

    /// The scroll offset that shows a field with the least scrolling.
    ///
    /// - Parameters:
    ///   - field: The field's frame, in the content's coordinates.
    ///   - offset: The scroll offset now.
    ///   - viewportHeight: The height of the content that shows.
    package static func offset(revealing field: CGRect, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        guard viewportHeight > 0, !field.isNull else { return offset }
        let top = field.minY - margin
        let bottom = field.maxY + margin
        if top < offset || bottom - top > viewportHeight { return top }
        if bottom > offset + viewportHeight { return bottom - viewportHeight }
        return offset
    }

    /// The content offset that shows a field inside a page's own scroll view with the least
    /// scrolling, kept within the scroll view's range.
    ///
    /// - Parameters:
    ///   - field: The field's frame, in the scroll view's content coordinates.
    ///   - contentOffset: The scroll view's vertical content offset now.
    ///   - boundsHeight: The scroll view's height.
    ///   - contentHeight: The height of its content.
    ///   - insetTop: Its adjusted top inset (bars, safe area).
    ///   - insetBottom: Its adjusted bottom inset, the keyboard's part included.
    package static func contentOffset(
        revealing field: CGRect,
        contentOffset: CGFloat,
        boundsHeight: CGFloat,
        contentHeight: CGFloat,
        insetTop: CGFloat,
        insetBottom: CGFloat
    ) -> CGFloat {
        let viewport = boundsHeight - insetTop - insetBottom
        guard viewport > 0 else { return contentOffset }
        let target = offset(revealing: field, from: contentOffset + insetTop, viewportHeight: viewport) - insetTop
        let lowest = -insetTop
        let highest = max(lowest, contentHeight + insetBottom - boundsHeight)
        return min(max(target, lowest), highest)
    }
}
