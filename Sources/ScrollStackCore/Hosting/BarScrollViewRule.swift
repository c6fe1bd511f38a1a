import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which scroll view the navigation bar's large title and the bars' scroll-edge appearance follow
/// (UIKit's `setContentScrollView(_:for:)`, iOS 15 and later).
///
/// ## Rules
/// - An accordion that scrolls by itself names its own scroll view.
/// - An accordion sized by what embeds it (a SwiftUI `ScrollView`, an outer accordion's section)
///   never scrolls, so it names none and takes back any it named: the bars follow the scroll view
///   around it, as UIKit finds it.
/// - A pager names its current page's scroll view: the page's own answer, else the first scroll
///   view under the page's view, breadth first, that scrolls vertically. A text view or a
///   horizontal carousel (content wider than the scroll view, no taller, not bouncing
///   vertically) is passed over; a scroll view with no content yet (a list still loading) is not.
public enum BarScrollViewRule {
    /// Whose scroll view the bars follow.
    public enum Owner: Equatable, Sendable {
        /// The stack's own scroll view.
        case stack
        /// The current page's scroll view.
        case currentPage
        /// The scroll view around the container: the container names none.
        case embedder
    }

    /// A scroll view under a page, as the rule sees it.
    public struct Candidate: Equatable, Sendable {
        /// Whether it is a text view, which scrolls its own text.
        public var isTextView: Bool
        /// The size of its content.
        public var contentSize: CGSize
        /// The size of its bounds.
        public var boundsSize: CGSize
        /// Whether it bounces vertically even when its content fits.
        public var alwaysBouncesVertically: Bool

        /// Describes a scroll view.
        public init(isTextView: Bool, contentSize: CGSize, boundsSize: CGSize, alwaysBouncesVertically: Bool) {
            self.isTextView = isTextView
            self.contentSize = contentSize
            self.boundsSize = boundsSize
            self.alwaysBouncesVertically = alwaysBouncesVertically
        }
    }

    /// Whose scroll view the bars follow for a container that scrolls vertically (an accordion)
    /// or not (a pager), sized by what embeds it or not.
    public static func owner(scrollsVertically: Bool, isSizedByEmbedder: Bool) -> Owner {
        guard scrollsVertically else { return .currentPage }
        return isSizedByEmbedder ? .embedder : .stack
    }

    /// Whether the bars may follow `candidate`: a scroll view that scrolls vertically, or may once
    /// its content loads.
    public static func isFollowed(_ candidate: Candidate) -> Bool {
        if candidate.isTextView { return false }
        let scrollsSideways = candidate.contentSize.width > candidate.boundsSize.width
        let scrollsDown = candidate.contentSize.height > candidate.boundsSize.height || candidate.alwaysBouncesVertically
        return !(scrollsSideways && !scrollsDown)
    }
}
