import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which pager page gets which extra bottom safe-area inset while the keyboard shows, and what each
/// page is owed back.
///
/// A page keeps its focused field above the keyboard when its bottom safe area grows by the part
/// of it the keyboard covers: its scroll views and layout guides make room. The inset belongs to the
/// page (the child), not to a position, so it follows the page when data moves it and goes back
/// to it when it leaves.
///
/// ## Rules
/// - Each live page's inset is ``KeyboardAvoidance/bottomInset(container:keyboard:safeAreaBottom:)``
///   of its frame, less the bottom safe area it would have without what was given (the page's
///   measured safe area includes the inset given earlier).
/// - A page that avoids the keyboard itself (a table view controller, a SwiftUI page) gets none.
/// - A container that scrolls vertically (an accordion) gives its pages none: its own scroll view
///   insets.
/// - A page that leaves the live set (removed by a data change, recycled, lent to another element
///   after leaving) gets its whole inset back, in the order the insets were first given.
/// - Values within half a point are the same value: no step for a change smaller than that.
/// - While the keyboard shows on a pager, the current page reveals its focused field after its
///   inset is set.
package struct PageKeyboardInsets<PageID: Hashable & Sendable>: Sendable {
    /// A live page as the platform measures it.
    package struct Page: Equatable, Sendable {
        /// The page's identity (its child).
        package var id: PageID
        /// The page's frame in the window's coordinates.
        package var frame: CGRect
        /// The page's bottom safe area as measured now, what was given included.
        package var safeAreaBottom: CGFloat
        /// Whether the page keeps its focused field visible itself.
        package var avoidsKeyboardItself: Bool

        /// Creates a page.
        package init(id: PageID, frame: CGRect, safeAreaBottom: CGFloat, avoidsKeyboardItself: Bool = false) {
            self.id = id
            self.frame = frame
            self.safeAreaBottom = safeAreaBottom
            self.avoidsKeyboardItself = avoidsKeyboardItself
        }
    }

    /// What the platform does to a page.
    package enum Step: Equatable, Sendable {
        /// Adds `delta` to the page's additional bottom safe area (negative gives inset back).
        case adjustBottomInset(PageID, by: CGFloat)
        /// Scrolls the page's scroll view around its focused field.
        case revealFocusedField(PageID)
    }

    /// The insets given, in the order they were first given.
    package private(set) var given: [(id: PageID, inset: CGFloat)] = []

    /// Creates a ledger with nothing given.
    package init() {}

    /// The inset given to `page`, zero when none was.
    package func inset(of page: PageID) -> CGFloat {
        given.first { $0.id == page }?.inset ?? 0
    }

    /// Brings every page's inset up to date with the keyboard.
    ///
    /// - Parameters:
    ///   - pages: The live pages, in the order their steps come.
    ///   - keyboard: The keyboard's frame in the window's coordinates (`.zero` when hidden).
    ///   - scrollsVertically: Whether the container is an accordion (its pages get no inset).
    ///   - currentPage: The page on screen, whose focused field is revealed.
    /// - Returns: Inset changes for the live pages, then insets given back to pages that left,
    ///   then the reveal.
    /// - Complexity: O(*p* × *g*) for *p* live pages and *g* pages holding an inset (both bounded by
    ///   the live children).
    package mutating func update(pages: [Page], keyboard: CGRect, scrollsVertically: Bool, currentPage: PageID?) -> [Step] {
        let keyboard = scrollsVertically ? .zero : keyboard
        var steps: [Step] = []
        for page in pages {
            let had = inset(of: page.id)
            let wanted = page.avoidsKeyboardItself ? 0 : KeyboardAvoidance.bottomInset(
                container: page.frame,
                keyboard: keyboard,
                safeAreaBottom: page.safeAreaBottom - had
            )
            guard abs(wanted - had) > 0.5 else { continue }
            steps.append(.adjustBottomInset(page.id, by: wanted - had))
            record(wanted, for: page.id)
        }
        let live = Set(pages.map(\.id))
        for entry in given where !live.contains(entry.id) {
            steps.append(.adjustBottomInset(entry.id, by: -entry.inset))
        }
        given.removeAll { !live.contains($0.id) }
        if !keyboard.isEmpty, let currentPage, let page = pages.first(where: { $0.id == currentPage }), !page.avoidsKeyboardItself {
            steps.append(.revealFocusedField(currentPage))
        }
        return steps
    }

    /// Gives `page` its whole inset back as it leaves the container.
    ///
    /// - Returns: The step that gives it back, or nothing when it holds none.
    package mutating func pageLeft(_ page: PageID) -> [Step] {
        let had = inset(of: page)
        given.removeAll { $0.id == page }
        return had == 0 ? [] : [.adjustBottomInset(page, by: -had)]
    }

    /// Drops what was recorded for `page` without a step: the page no longer exists, so there is
    /// nothing to give back (and its identity may be reused by a new page).
    package mutating func forget(_ page: PageID) {
        given.removeAll { $0.id == page }
    }

    private mutating func record(_ inset: CGFloat, for page: PageID) {
        if let index = given.firstIndex(where: { $0.id == page }) {
            if inset == 0 { given.remove(at: index) } else { given[index].inset = inset }
        } else if inset != 0 {
            given.append((page, inset))
        }
    }
}
