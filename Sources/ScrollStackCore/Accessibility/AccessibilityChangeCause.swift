import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What asked for a change of the expanded section or the current page: it decides where
/// VoiceOver's cursor goes once the container comes to rest (``AccessibilityFocusRule``).
package enum AccessibilityChangeCause: Equatable, Hashable, Sendable {
    /// The header at this index was activated (a tap, VoiceOver's double tap, Switch Control,
    /// Voice Control).
    case header(Int)
    /// The tab at this index was activated.
    case tab(Int)
    /// A hardware key acted on the header at this index, or, with `nil`, turned the page (⌘← ⌘→).
    case key(header: Int?)
    /// VoiceOver's swipe up or down on the adjustable pager (a pager without a tab strip), or
    /// one of its "Next Page" and "Previous Page" actions.
    case adjustment
    /// A finger swiped the pages.
    case swipe
    /// VoiceOver's three-finger scroll paged the pager.
    case voiceOverScroll
    /// The app changed the selection in code.
    case programmatic

    /// The same cause for the element's new index after a data change, or `nil` when the control
    /// it names was removed.
    func reindexed(by change: StackDataChange) -> AccessibilityChangeCause? {
        func moved(_ index: Int) -> Int? {
            change.newIndices.indices.contains(index) ? change.newIndices[index] : nil
        }
        switch self {
        case .header(let index): return moved(index).map(AccessibilityChangeCause.header)
        case .tab(let index): return moved(index).map(AccessibilityChangeCause.tab)
        case .key(let header?): return moved(header).map { .key(header: $0) }
        case .key(header: nil), .adjustment, .swipe, .voiceOverScroll, .programmatic: return self
        }
    }
}
