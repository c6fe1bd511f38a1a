import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scroll view as the rules about scrolling direction see it.
package struct ScrollViewShape: Equatable, Sendable {
    /// Whether it is a text view, which scrolls its own text.
    package var isTextView: Bool
    /// The size of its content.
    package var contentSize: CGSize
    /// The size of its bounds.
    package var boundsSize: CGSize
    /// Whether it bounces vertically even when its content fits.
    package var alwaysBouncesVertically: Bool
    /// Whether it bounces horizontally even when its content fits.
    package var alwaysBouncesHorizontally: Bool

    /// Describes a scroll view.
    package init(isTextView: Bool, contentSize: CGSize, boundsSize: CGSize, alwaysBouncesVertically: Bool, alwaysBouncesHorizontally: Bool = false) {
        self.isTextView = isTextView
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.alwaysBouncesVertically = alwaysBouncesVertically
        self.alwaysBouncesHorizontally = alwaysBouncesHorizontally
    }

    /// Whether it scrolls vertically, or may once its content loads (a list still loading): not a
    /// text view, and not a horizontal carousel — content wider than it or bouncing sideways, while
    /// neither taller than it nor bouncing vertically.
    ///
    /// The navigation bar follows such a scroll view under a page, and the keyboard avoidance of a
    /// container sized by what embeds it scrolls the nearest one around it.
    package var isVerticalScroller: Bool {
        if isTextView { return false }
        let sideways = contentSize.width > boundsSize.width || alwaysBouncesHorizontally
        let down = contentSize.height > boundsSize.height || alwaysBouncesVertically
        return down || !sideways
    }
}
