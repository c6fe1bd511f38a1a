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
///   view under the page's view, breadth first, that scrolls vertically
///   (``ScrollViewShape/isVerticalScroller``); a page with none names none, and the scroll view the
///   previous page named is taken back.
/// - What the container takes back is only what it named: a scroll view inside the container, or
///   the one it named last (which may have left with its page, or been dropped by UIKit). The
///   screen's own scroll view, named by the app, is kept aside when the container first replaces
///   it, and given back when the container names none or leaves its parent.
/// - A container inside another container leaves the screen to the outermost one, which names the
///   inner one's scroll view when it is its current page's.
package enum BarScrollViewRule {
    /// Whose scroll view the bars follow.
    package enum Owner: Equatable, Sendable {
        /// The stack's own scroll view.
        case stack
        /// The current page's scroll view.
        case currentPage
        /// The scroll view around the container: the container names none.
        case embedder
    }

    /// Whose scroll view the bars follow for a container that scrolls vertically (an accordion)
    /// or not (a pager), sized by what embeds it or not.
    package static func owner(scrollsVertically: Bool, isSizedByEmbedder: Bool) -> Owner {
        guard scrollsVertically else { return .currentPage }
        return isSizedByEmbedder ? .embedder : .stack
    }

    /// Whether a view controller that names `named` (or nothing) must be told to name the chosen
    /// scroll view instead (for the screen, when the container chose none, the screen's own).
    ///
    /// - Parameters:
    ///   - named: Whether it names a scroll view now, and whether that one is the container's.
    ///   - isSameAsChosen: Whether what it names is already the chosen one.
    ///   - chosenIsNone: Whether the rule chose no scroll view.
    ///   - isContainer: Whether the view controller is the container itself (else the screen the
    ///     navigation controller shows).
    ///   - containerHadNamed: Whether the container had named a scroll view until now: a screen
    ///     naming none then lost the container's to UIKit, and gets its own back.
    package static func mustRename(named: Named, isSameAsChosen: Bool, chosenIsNone: Bool, isContainer: Bool, containerHadNamed: Bool = false) -> Bool {
        if isSameAsChosen { return false }
        guard chosenIsNone, !isContainer else { return true }
        return named == .insideContainer || (named == .none && containerHadNamed)
    }

    /// What a view controller names now.
    package enum Named: Equatable, Sendable {
        /// No scroll view.
        case none
        /// A scroll view inside the container: one the container named.
        case insideContainer
        /// A scroll view elsewhere: the app's own.
        case elsewhere
    }
}
