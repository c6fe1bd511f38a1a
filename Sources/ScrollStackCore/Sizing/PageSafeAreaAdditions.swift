import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a pager added to each page's safe area (``ContainerInsets/pageAdditionalSafeArea``: the
/// tab strip and the vertical content insets), by page, so it changes exactly that and gives it
/// back whole.
///
/// The container changes a page's additional safe area by differences, never by setting it: what
/// the adopter added itself and the keyboard's share (``PageKeyboardInsets``, which measures the
/// page's safe area with this addition in it) stay as they are, and nothing is counted twice.
///
/// ## Rules
/// - A page that joins, and every live page when the insets change, gets the addition the
///   container's insets give now (zero in an accordion or a container sized by what embeds it).
/// - Values within half a point on every edge are the same value: no step for a smaller change.
/// - A page that leaves (removed, recycled, no longer live) gets back what it was given, in the
///   order the additions were first given.
/// - A page that no longer exists is forgotten without a step.
package struct PageSafeAreaAdditions<PageID: Hashable & Sendable>: Sendable {
    /// What the platform does to a page.
    package enum Step: Equatable, Sendable {
        /// Changes the page's additional safe area by `to` less `from` on every edge.
        case change(PageID, from: LayoutInsets, to: LayoutInsets)
    }

    /// The additions given, in the order they were first given.
    package private(set) var given: [(id: PageID, addition: LayoutInsets)] = []

    /// Creates a ledger with nothing given.
    package init() {}

    /// The addition given to `page`, zero when none was.
    package func addition(of page: PageID) -> LayoutInsets {
        given.first { $0.id == page }?.addition ?? .zero
    }

    /// Gives `page` (a page joining the container) `addition`.
    ///
    /// - Returns: The change, or nothing when the page has it already.
    /// - Complexity: O(*g*) for *g* pages holding an addition.
    package mutating func give(_ addition: LayoutInsets, to page: PageID) -> [Step] {
        let had = self.addition(of: page)
        guard !Self.isSame(had, addition) else { return [] }
        record(addition, for: page)
        return [.change(page, from: had, to: addition)]
    }

    /// Gives every live page `addition`, and takes back what pages no longer live hold.
    ///
    /// - Parameters:
    ///   - addition: What each page gets now.
    ///   - pages: The live pages, in the order their steps come.
    /// - Returns: Changes for the live pages, then additions given back by pages that left.
    /// - Complexity: O(*p* × *g*) for *p* live pages and *g* pages holding an addition (both
    ///   bounded by the live children).
    package mutating func update(_ addition: LayoutInsets, pages: [PageID]) -> [Step] {
        var steps: [Step] = []
        for page in pages { steps += give(addition, to: page) }
        let live = Set(pages)
        for entry in given where !live.contains(entry.id) {
            steps.append(.change(entry.id, from: entry.addition, to: .zero))
        }
        given.removeAll { !live.contains($0.id) }
        return steps
    }

    /// Gives `page` its whole addition back as it leaves the container.
    ///
    /// - Returns: The step that gives it back, or nothing when it holds none.
    package mutating func pageLeft(_ page: PageID) -> [Step] {
        let had = addition(of: page)
        given.removeAll { $0.id == page }
        return had == .zero ? [] : [.change(page, from: had, to: .zero)]
    }

    /// Takes in what `page`'s whole additional safe area is now: where the app assigned a value
    /// below what the container gave on an edge (`additionalSafeAreaInsets = …` in place of
    /// `+=`), the container's share there is only what is left, so the next ``update(_:pages:)``
    /// or ``give(_:to:)`` gives the rest again and a page that leaves never goes below zero. An
    /// assignment that leaves an edge at or above the share can't be told from an addition, and
    /// counts as one.
    ///
    /// Call it before giving or taking back, with the page's current additional safe area.
    package mutating func observe(_ page: PageID, current: LayoutInsets) {
        guard let index = given.firstIndex(where: { $0.id == page }) else { return }
        let had = given[index].addition
        func share(_ given: CGFloat, _ now: CGFloat) -> CGFloat { now.isFinite ? min(given, max(0, now)) : 0 }
        let kept = LayoutInsets(top: share(had.top, current.top), left: share(had.left, current.left), bottom: share(had.bottom, current.bottom), right: share(had.right, current.right))
        if kept != had { record(kept, for: page) }
    }

    /// Drops what was recorded for `page` without a step: the page no longer exists, so there is
    /// nothing to give back (and its identity may be reused by a new page).
    package mutating func forget(_ page: PageID) {
        given.removeAll { $0.id == page }
    }

    private mutating func record(_ addition: LayoutInsets, for page: PageID) {
        if let index = given.firstIndex(where: { $0.id == page }) {
            if addition == .zero { given.remove(at: index) } else { given[index].addition = addition }
        } else if addition != .zero {
            given.append((page, addition))
        }
    }

    /// Whether two additions are within half a point of each other on every edge.
    private static func isSame(_ a: LayoutInsets, _ b: LayoutInsets) -> Bool {
        abs(a.top - b.top) <= 0.5 && abs(a.left - b.left) <= 0.5 && abs(a.bottom - b.bottom) <= 0.5 && abs(a.right - b.right) <= 0.5
    }
}
