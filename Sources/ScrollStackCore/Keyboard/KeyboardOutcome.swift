import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the container does for a key press, given where keyboard focus and the selection stand.
package enum KeyboardOutcome: Equatable, Hashable, Sendable {
    /// Move keyboard focus to the header at this index (UIKit: make it the preferred focus
    /// environment and ask for a focus update).
    case focusHeader(Int)
    /// Move keyboard focus into the content of the open section at this index (UIKit: make its
    /// child the preferred focus environment). Content with nothing to focus passes the key on as
    /// if it were pressed there (`keyboardOutcome(for:focusedHeader:focusedContent:)`).
    case focusContent(Int)
    /// Act as a tap on the header at this index: send ``StackEvent/tap(_:)``.
    case tapHeader(Int)
    /// Go to the page at this index: send ``StackEvent/select(_:animated:)`` animated.
    case selectPage(Int)
}

extension StackEngine {
    /// What `key` does now, with keyboard focus on the header at `focusedHeader` (`nil` when no
    /// header has focus), or `nil` when the container doesn't take the key and it should go on to
    /// the next responder.
    ///
    /// The key becomes a ``KeyboardAction`` (see its table of key commands), applied to the state:
    /// - Moving focus from no header starts at the first (down) or the last (up); moving past the
    ///   first or last header is not taken, so focus can leave the container.
    /// - Tab and Shift-Tab walk as through a list: header, the open section's content, the next
    ///   header. Tab from content goes to the next header; Shift-Tab from content to its own header,
    ///   and from a header to the content of an open section above it. The arrows move between
    ///   headers; from inside content, ↓ goes to the next header and ↑ to the content's own.
    /// - Expanding an expanded section or collapsing a collapsed one is not taken; "expanded"
    ///   means expanded or expanding (``destination``). Nor is collapsing (by Space, Return, ← or →)
    ///   the last open section under ``StackConfiguration/keepsOneSectionOpen``, which a tap leaves
    ///   open (`canCollapseSection(_:)`).
    /// - A page turn goes from the page the pager is on or heading to, and is not taken at the
    ///   first or last page.
    ///
    /// - Moving focus is not taken where there is no keyboard focus system (`canMoveFocus` false:
    ///   before iPadOS 15, or an iPhone), so the key isn't swallowed for nothing.
    /// - No key is taken while the container takes no input from the user (`isEnabled` false,
    ///   SwiftUI's `.disabled(true)`), as a disabled `DisclosureGroup` or `Button` takes none.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - focusedHeader: The header that has keyboard focus, if any.
    ///   - focusedContent: The section whose content holds keyboard focus, if any.
    ///   - canMoveFocus: Whether a keyboard focus system can move focus between headers here.
    ///   - isEnabled: Whether the container takes the user's input; `true` by default.
    /// - Returns: What to do, or `nil` to pass the key on.
    package func keyboardOutcome(for key: KeyboardKey, focusedHeader: Int?, focusedContent: Int? = nil, canMoveFocus: Bool = true, isEnabled: Bool = true) -> KeyboardOutcome? {
        guard isEnabled, count > 0, let action = KeyboardAction(key: key, mode: mode, layoutDirection: configuration.layoutDirection) else { return nil }
        if key == .tab || key == .shiftTab, mode == .accordion {
            return canMoveFocus ? tabOutcome(forward: key == .tab, focusedHeader: focusedHeader, focusedContent: focusedContent) : nil
        }
        // ↑ and ↓ from inside content go to its own header and the next, as Shift-Tab and Tab do.
        if mode == .accordion, focusedContent.map({ (0..<sectionCount).contains($0) }) == true, action == .focusNextHeader || action == .focusPreviousHeader {
            return canMoveFocus ? tabOutcome(forward: action == .focusNextHeader, focusedHeader: nil, focusedContent: focusedContent) : nil
        }
        let focused = focusedHeader.flatMap { (0..<count).contains($0) ? $0 : nil }
        switch action {
        case .previousPage, .nextPage:
            let direction: TransitionDirection = action == .nextPage ? .forward : .backward
            return destination.flatMap { direction.neighbour(of: $0, count: count) }.map(KeyboardOutcome.selectPage)
        case .focusNextHeader:
            guard canMoveFocus else { return nil }
            return (focused.map { TransitionDirection.forward.neighbour(of: $0, count: count) } ?? 0).map(KeyboardOutcome.focusHeader)
        case .focusPreviousHeader:
            guard canMoveFocus else { return nil }
            return (focused.map { TransitionDirection.backward.neighbour(of: $0, count: count) } ?? count - 1).map(KeyboardOutcome.focusHeader)
        case .toggleFocusedHeader:
            return focused.flatMap { isSectionExpanded($0) && !canCollapseSection($0) ? nil : .tapHeader($0) }
        case .expandFocusedHeader:
            return focused.flatMap { isSectionExpanded($0) ? nil : .tapHeader($0) }
        case .collapseFocusedHeader:
            return focused.flatMap { isSectionExpanded($0) && canCollapseSection($0) ? .tapHeader($0) : nil }
        }
    }

    /// Where Tab (`forward`) or Shift-Tab moves an accordion's keyboard focus: header, the open
    /// section's content, the next header; `nil` off either end.
    func tabOutcome(forward: Bool, focusedHeader: Int?, focusedContent: Int?) -> KeyboardOutcome? {
        let count = sectionCount
        let inRange = { (index: Int?) in index.flatMap { (0..<count).contains($0) ? $0 : nil } }
        // An open section whose child is live has content to walk into.
        let stopBefore = { (header: Int) -> KeyboardOutcome? in
            guard header > 0 else { return nil }
            let above = header - 1
            return isSectionExpanded(above) && child(at: above) != nil ? .focusContent(above) : .focusHeader(above)
        }
        if let content = inRange(focusedContent) {
            guard forward else { return .focusHeader(content) }
            return content + 1 < count ? .focusHeader(content + 1) : nil
        }
        guard let header = inRange(focusedHeader) else { return forward ? .focusHeader(0) : stopBefore(count) }
        guard forward else { return stopBefore(header) }
        if isSectionExpanded(header), child(at: header) != nil { return .focusContent(header) }
        return header + 1 < count ? .focusHeader(header + 1) : nil
    }

    /// Where an accordion scrolls before keyboard focus moves to the header at `index`: the
    /// position that brings it fully into view (the math VoiceOver's stand-ins use,
    /// ``AccordionLayout/scrollOffset(revealingHeader:from:viewportHeight:)``), or `nil` when it is
    /// in view already (within half a point).
    ///
    /// Only headers in view have views, so focus for a ``KeyboardOutcome/focusHeader(_:)`` past
    /// the fold needs the scroll first: the header's view exists once the content is laid out at
    /// the new position.
    ///
    /// - Parameters:
    ///   - index: The header focus moves to; an index out of range, or a pager, gives `nil`.
    ///   - offset: The scroll position now.
    ///   - viewportHeight: The height of the visible part of the stack.
    /// - Returns: The new scroll position, or `nil` to focus without scrolling.
    package func scrollOffset(focusingHeader index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat? {
        guard mode == .accordion, (0..<sectionCount).contains(index) else { return nil }
        let target = scrollOffset(revealingHeader: index, from: offset, viewportHeight: viewportHeight)
        return abs(target - offset) < 0.5 ? nil : target
    }
}
