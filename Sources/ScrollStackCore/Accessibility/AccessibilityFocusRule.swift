import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where VoiceOver's cursor goes and what it hears when a container's selection or data changes,
/// as Apple's own disclosure groups, tab bars and page controls behave.
///
/// The rule remembers the cause of the latest request (``AccessibilityChangeCause``) the container
/// accepted, re-indexed when the data changes, and answers when the container comes to rest. A
/// request that changed nothing (vetoed, already under way, the current tab tapped) leaves the
/// cause before it in place; the app's own requests count as ``AccessibilityChangeCause/programmatic``:
///
/// | Cause                       | Notifications at rest                                          |
/// |-----------------------------|----------------------------------------------------------------|
/// | a header (tap, key)         | `.layoutChanged(.header(i))`: the cursor stays on the header, which reads its new state |
/// | a tab                       | `.layoutChanged(.tab(i))`: the cursor stays on the tab, now selected |
/// | ⌘← ⌘→                       | the new page announced; the cursor moves into it only if it was stranded |
/// | the adjustable pager        | nothing: VoiceOver reads the pager's new value itself           |
/// | a swipe                     | `.layoutChanged(.child(page))` then the page announced          |
/// | VoiceOver's scroll          | `.layoutChanged(.child(page))`; its `.pageScrolled` was posted when it scrolled |
/// | the app                     | a pager announces the new page; the cursor moves only if it was stranded |
///
/// The cursor is *stranded* when it is lost (its element left the window), inside a child
/// VoiceOver may no longer reach (``StackEngine/indexReachableByVoiceOver``), or on a header or
/// tab past the end. A stranded cursor goes into the current page, or in an accordion to the
/// header of the section it was in (the nearest surviving one when that section was removed).
/// A header or tab cause whose element was removed mid-flight falls back to the app's rule.
///
/// Intermediate ends of a chain of transitions (the container isn't at rest yet) post nothing.
/// A cancelled swipe, scroll or app change posts nothing: nothing changed.
///
/// The rule is the same right to left: causes and cursors name indices, never sides.
package struct AccessibilityFocusRule: Equatable, Hashable, Sendable {
    /// The cause of the latest request, until the container comes to rest.
    package private(set) var pendingCause: AccessibilityChangeCause?
    /// The page a transition that just completed ended on, so the selection change it causes in
    /// the same turn isn't answered twice.
    private var justEnded: Int??
    /// The rule's state before the request under way, kept until ``AccessibilityFocusEvent/requestHandled``
    /// tells whether the request was accepted.
    private var beforeRequest: BeforeRequest?

    /// What a request may change, and the rule's state from before it.
    private struct BeforeRequest: Equatable, Hashable, Sendable {
        var heading: Heading
        var cause: AccessibilityChangeCause?
        var justEnded: Int??
    }

    /// Where a container stands and heads: a request that changes none of it changed nothing.
    fileprivate struct Heading: Equatable, Hashable, Sendable {
        var selected: Int?
        var from: Int?
        var to: Int?
        var isHeadingBack: Bool
        var queued: Int??

        /// The sections open or heading open, where several may be (``ExpansionMode/multiple``).
        var open: Set<Int> = []

        init<Child: Hashable>(_ engine: StackEngine<Child>) {
            if engine.allowsSeveralOpenSections {
                isHeadingBack = false
                open = engine.expandedIndices
                return
            }
            selected = engine.selectedIndex
            from = engine.phase.transition?.from
            to = engine.phase.transition?.to
            isHeadingBack = engine.phase.isHeadingBack
            queued = engine.pendingSelection
        }
    }

    /// Creates a rule with no request pending.
    package init() {}

    /// What to post to VoiceOver after `event`, in order.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - engine: The engine after the event.
    ///   - cursor: Where VoiceOver's cursor is now.
    ///   - pageTitle: The title of the page at an index (a view controller's `title`), for what a
    ///     page change announces.
    ///   - formatter: The words.
    /// - Returns: The notifications to post.
    /// - Complexity: O(1), or O(*n*) for a data change of *n* old indices.
    package mutating func handle<Child: Hashable>(
        _ event: AccessibilityFocusEvent,
        engine: StackEngine<Child>,
        cursor: AccessibilityCursor,
        pageTitle: (Int) -> String? = { _ in nil },
        formatter: some AccessibilityFormatting = EnglishAccessibilityFormatter()
    ) -> [AccessibilityNotification] {
        withoutActuallyEscaping(pageTitle) { pageTitle in
            handle(event, speech: Speech(situation: FocusSituation(engine), cursor: cursor, pageTitle: pageTitle, formatter: formatter))
        }
    }

    private mutating func handle<Formatter: AccessibilityFormatting>(
        _ event: AccessibilityFocusEvent,
        speech: Speech<Formatter>
    ) -> [AccessibilityNotification] {
        let engine = speech.situation
        switch event {
        case .requested(let cause):
            beforeRequest = BeforeRequest(heading: engine.heading, cause: pendingCause, justEnded: justEnded)
            pendingCause = cause
            justEnded = nil
            return []
        case .requestHandled:
            if let before = beforeRequest, before.heading == engine.heading {
                pendingCause = before.cause
                justEnded = before.justEnded
            }
            beforeRequest = nil
            return []
        case .gestureEnded:
            // No transition under way: the finger moved nothing. (A spring-back is a transition, and
            // its cancelled end takes the cause.)
            if !engine.isTransitioning, pendingCause == .swipe { pendingCause = nil }
            return []
        case .transitionEnded(let from, let to, let completed):
            justEnded = completed ? .some(to) : nil
            guard engine.isAtRest else { return [] }
            let cause = pendingCause ?? .programmatic
            pendingCause = nil
            return speech.atRest(after: cause, from: from, to: to, completed: completed)
        case .selectionChanged(let from, let to):
            if let ended = justEnded, ended == to {
                justEnded = nil
                return []
            }
            justEnded = nil
            guard engine.isAtRest else { return [] }
            let cause = pendingCause ?? .programmatic
            pendingCause = nil
            return speech.atRest(after: cause, from: from, to: to, completed: true)
        case .dataChanged(let change, let cursorBefore, let selectionBefore):
            beforeRequest = nil
            pendingCause = pendingCause.map { $0.reindexed(by: change) ?? .programmatic }
            justEnded = nil
            return speech.afterDataChange(change, cursorBefore: cursorBefore, selectionBefore: selectionBefore)
        }
    }
}

/// What the rule needs to know of a container after an event, whichever engine runs it.
private struct FocusSituation {
    var count: Int
    var mode: StackMode
    /// The expanded section or current page the container heads to, if any.
    var destination: Int?
    var isAtRest: Bool
    /// Whether a transition is under way.
    var isTransitioning: Bool
    var heading: AccessibilityFocusRule.Heading
    /// Whether VoiceOver may reach the child at an index.
    var reaches: (Int) -> Bool

    init<Child: Hashable>(_ engine: StackEngine<Child>) {
        count = engine.count
        mode = engine.mode
        destination = engine.destination
        isAtRest = engine.isAtRest
        heading = AccessibilityFocusRule.Heading(engine)
        if engine.allowsSeveralOpenSections {
            destination = nil
            isTransitioning = !engine.sectionMotions.isEmpty
            let open = engine.expandedIndices
            let live = engine.liveChildren
            reaches = { open.contains($0) && live[$0] != nil }
            return
        }
        isTransitioning = engine.phase.transition != nil
        let reachable = engine.indexReachableByVoiceOver
        reaches = { $0 == reachable }
    }
}

/// What the rule says in one situation: the container after the event and the cursor now.
private struct Speech<Formatter: AccessibilityFormatting> {
    let situation: FocusSituation
    let cursor: AccessibilityCursor
    let pageTitle: (Int) -> String?
    let formatter: Formatter

    private var count: Int { situation.count }

    /// Whether the cursor is on nothing VoiceOver can still reach.
    var isStranded: Bool {
        switch cursor {
        case .lost: return true
        case .child(let index): return !situation.reaches(index)
        case .header(let index), .tab(let index): return index >= count
        case .elsewhere: return false
        }
    }

    func atRest(after cause: AccessibilityChangeCause, from: Int?, to: Int?, completed: Bool) -> [AccessibilityNotification] {
        switch cause {
        case .header(let index) where index < count:
            return stays(on: .header(index)) ? [.layoutChanged(focus: .header(index))] : []
        case .tab(let index) where index < count:
            return stays(on: .tab(index)) ? [.layoutChanged(focus: .tab(index))] : []
        case .key(let header?) where header < count:
            return stays(on: .header(header)) ? [.layoutChanged(focus: .header(header))] : []
        case .adjustment:
            return []
        case .swipe:
            guard completed, situation.mode == .paging, let page = to, page < count else { return [] }
            return [.layoutChanged(focus: .child(page)), announcement(of: page)]
        case .voiceOverScroll:
            guard completed, situation.mode == .paging, let page = to, page < count else { return [] }
            return [.layoutChanged(focus: .child(page))]
        case .header, .tab, .key, .programmatic:
            guard completed else { return [] }
            return quietChange(from: from, to: to, formerSection: from)
        }
    }

    /// Whether the cursor is still where the user's activation left it (or on nothing, its view
    /// recycled meanwhile): only then does it move there again to read the new state. A user who
    /// moved on during the motion (into the unrolling content, to the next header) stays put.
    private func stays(on element: AccessibilityCursor) -> Bool {
        cursor == element || cursor == .lost
    }

    /// A change the user didn't make where the cursor is: a pager announces its new page; the
    /// cursor moves only when stranded.
    private func quietChange(from: Int?, to: Int?, formerSection: Int?) -> [AccessibilityNotification] {
        switch situation.mode {
        case .paging:
            guard let page = to ?? situation.destination, page < count else { return [] }
            return (isStranded ? [.layoutChanged(focus: .child(page))] : []) + [announcement(of: page)]
        case .accordion:
            guard isStranded, count > 0 else { return [] }
            let section: Int
            if case .child(let index) = cursor, index < count {
                section = index
            } else {
                section = min(formerSection ?? to ?? 0, count - 1)
            }
            return [.layoutChanged(focus: .header(section))]
        }
    }

    func afterDataChange(_ change: StackDataChange, cursorBefore: AccessibilityCursor, selectionBefore: Int?) -> [AccessibilityNotification] {
        guard count > 0 else { return [] }
        let selectionRemoved = selectionBefore.map { survivor(of: $0, in: change) == nil } ?? false
        switch cursorBefore {
        case .header(let index):
            guard survivor(of: index, in: change) == nil else { return pageAnnouncement(if: selectionRemoved) }
            return [.layoutChanged(focus: .header(replacement(for: index, in: change)))] + pageAnnouncement(if: selectionRemoved)
        case .tab(let index):
            guard survivor(of: index, in: change) == nil else { return pageAnnouncement(if: selectionRemoved) }
            return [.layoutChanged(focus: .tab(replacement(for: index, in: change)))] + pageAnnouncement(if: selectionRemoved)
        case .child(let index) where survivor(of: index, in: change) != nil:
            return pageAnnouncement(if: selectionRemoved)
        case .child(let index):
            return movedFromRemovedChild(formerIndex: replacement(for: index, in: change))
        case .lost:
            let former = selectionBefore.map { survivor(of: $0, in: change) ?? replacement(for: $0, in: change) }
            return movedFromRemovedChild(formerIndex: min(former ?? situation.destination ?? 0, count - 1))
        case .elsewhere:
            return pageAnnouncement(if: selectionRemoved)
        }
    }

    /// The cursor was inside a child that left: into the current page, or onto the header of the
    /// section that took the removed one's place.
    private func movedFromRemovedChild(formerIndex: Int) -> [AccessibilityNotification] {
        switch situation.mode {
        case .paging:
            guard let page = situation.destination, page < count else { return [] }
            return [.layoutChanged(focus: .child(page)), announcement(of: page)]
        case .accordion:
            return [.layoutChanged(focus: .header(formerIndex))]
        }
    }

    /// The current page announced, when `condition` holds and the container is a pager.
    private func pageAnnouncement(if condition: Bool) -> [AccessibilityNotification] {
        guard condition, situation.mode == .paging, let page = situation.destination, page < count else { return [] }
        return [announcement(of: page)]
    }

    private func announcement(of page: Int) -> AccessibilityNotification {
        .announcement(formatter.text(for: .pageChanged(AccessibilityPosition(index: page, count: count), title: pageTitle(page))))
    }

    private func survivor(of index: Int, in change: StackDataChange) -> Int? {
        change.newIndices.indices.contains(index) ? change.newIndices[index] : nil
    }

    /// The new index of the element that takes the removed element's place: the first survivor
    /// after it, else the last survivor before it, else the same position clamped to the new count.
    private func replacement(for index: Int, in change: StackDataChange) -> Int {
        let old = change.newIndices
        if index + 1 < old.count, let after = old[(index + 1)...].lazy.compactMap({ $0 }).first {
            return min(after, count - 1)
        }
        if let before = old[..<min(index, old.count)].reversed().lazy.compactMap({ $0 }).first {
            return min(before, count - 1)
        }
        return min(max(0, index), count - 1)
    }
}
