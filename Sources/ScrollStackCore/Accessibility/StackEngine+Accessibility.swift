import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackEngine {
    /// The index whose child VoiceOver may reach: the page the pager is on or heading to, or the
    /// accordion section that is expanded or expanding; `nil` when no such child is live.
    ///
    /// While a finger drives a swipe, or a swipe is being cancelled, the page it started from stays
    /// the reachable one (``destination``).
    package var indexReachableByVoiceOver: Int? {
        guard let index = destination, child(at: index) != nil else { return nil }
        return index
    }

    /// The indices of the live children whose views must be hidden from VoiceOver
    /// (`accessibilityElementsHidden = true`), in index order: every live child but the reachable
    /// one — preloaded neighbour pages, the page a cancelled swipe leaves, the page or section a
    /// transition moves away from, and a section's content while it rolls up.
    ///
    /// Headers are never hidden. Apply it after carrying out each event's steps; a child that is
    /// live and not listed is reachable (`accessibilityElementsHidden = false`).
    ///
    /// - Complexity: O(*l* log *l*) for *l* live children.
    package var indicesHiddenFromVoiceOver: [Int] {
        if allowsSeveralOpenSections { return live.keys.filter { !_open.expanded.contains($0) }.sorted() }
        let reachable = indexReachableByVoiceOver
        return liveChildren.keys.filter { $0 != reachable }.sorted()
    }

    /// What VoiceOver's scroll gesture does (`accessibilityScroll(_:)`).
    ///
    /// In paging mode a horizontal scroll, or ``AccessibilityScrollDirection/next`` and
    /// ``AccessibilityScrollDirection/previous``, selects the neighbouring page of the page the
    /// pager is on or heading to (a second swipe during an animation goes one page further); the
    /// physical directions are mirrored right to left. The gesture is answered at once with
    /// `.pageScrolled("page 4 of 12, Tech")` naming the page it goes to, as a paging scroll view
    /// answers; once there, the container's focus rule moves the cursor into the page, as it
    /// does after any scroll of VoiceOver's. Past the first or last page nothing is
    /// selected and the gesture is still taken, answered with
    /// `.pageScrolled("first page, page 1 of 12")` (or "last page, …").
    ///
    /// Vertical scrolls, an accordion (whose scroll view scrolls itself), an empty pager and a
    /// pager that takes no input from the user leave the gesture alone
    /// (``AccessibilityScrollOutcome/unhandled``): a disabled pager announces no page it won't turn to.
    ///
    /// - Parameters:
    ///   - direction: The gesture's direction.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    ///   - pageTitle: The title of the page at an index, spoken after its place.
    ///   - formatter: The words; English by default.
    /// - Returns: The page to select, what to post now, and the value to return.
    package func accessibilityScroll(
        _ direction: AccessibilityScrollDirection,
        isEnabled: Bool = true,
        pageTitle: (Int) -> String? = { _ in nil },
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> AccessibilityScrollOutcome {
        guard isEnabled, mode == .paging, count > 0, let pageDirection = direction.pageDirection(in: configuration.layoutDirection) else {
            return .unhandled
        }
        let current = min(destination ?? 0, count - 1)
        if let page = pageDirection.neighbour(of: current, count: count) {
            let position = AccessibilityPosition(index: page, count: count)
            return AccessibilityScrollOutcome(selection: page, notifications: [.pageScrolled(formatter.text(for: .pageChanged(position, title: pageTitle(page))))], isHandled: true)
        }
        let phrase = AccessibilityPhrase.noFurtherPage(AccessibilityPosition(index: current, count: count), direction: pageDirection)
        return AccessibilityScrollOutcome(selection: nil, notifications: [.pageScrolled(formatter.text(for: phrase))], isHandled: true)
    }
}
