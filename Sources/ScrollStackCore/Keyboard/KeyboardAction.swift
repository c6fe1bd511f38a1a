import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a key press asks a container to do, before it is applied to the engine's state.
///
/// ## Key commands
///
/// | Key            | Accordion                         | Pager                                 |
/// |----------------|-----------------------------------|---------------------------------------|
/// | ↓, Tab         | focus the next header             | —                                     |
/// | ↑, Shift-Tab   | focus the previous header         | —                                     |
/// | Space, Return  | toggle the focused header         | —                                     |
/// | →              | expand the focused header (left to right), collapse it (right to left) | — |
/// | ←              | collapse it (left to right), expand it (right to left) | —              |
/// | ⌘←             | —                                 | the page to the left: previous (left to right), next (right to left) |
/// | ⌘→             | —                                 | the page to the right: next (left to right), previous (right to left) |
///
/// Vertical keys are never mirrored; horizontal ones follow the layout direction, as arrows in a
/// disclosure list and page turns do. A pager leaves the plain arrows, Tab, Space and Return to
/// the focus system and to its pages' own content (a text view, a table), and takes only ⌘← and
/// ⌘→; an accordion leaves ⌘← and ⌘→ to its sections' content.
public enum KeyboardAction: Equatable, Hashable, Sendable, CaseIterable {
    /// Move keyboard focus to the header above.
    case focusPreviousHeader
    /// Move keyboard focus to the header below.
    case focusNextHeader
    /// Expand the focused header's section, or collapse it if it is expanded.
    case toggleFocusedHeader
    /// Expand the focused header's section if it is collapsed.
    case expandFocusedHeader
    /// Collapse the focused header's section if it is expanded.
    case collapseFocusedHeader
    /// Go to the page with the next lower index.
    case previousPage
    /// Go to the page with the next higher index.
    case nextPage

    /// The action `key` asks for in `mode`, or `nil` when the container leaves the key alone.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - mode: Accordion or paging.
    ///   - layoutDirection: Whether higher page indices lie to the right or to the left; mirrors
    ///     the horizontal keys.
    /// - Returns: The action, per the table above.
    package init?(key: KeyboardKey, mode: StackMode, layoutDirection: StackLayoutDirection) {
        switch (mode, key) {
        case (.accordion, .downArrow), (.accordion, .tab): self = .focusNextHeader
        case (.accordion, .upArrow), (.accordion, .shiftTab): self = .focusPreviousHeader
        case (.accordion, .space), (.accordion, .return): self = .toggleFocusedHeader
        case (.accordion, .rightArrow): self = layoutDirection == .leftToRight ? .expandFocusedHeader : .collapseFocusedHeader
        case (.accordion, .leftArrow): self = layoutDirection == .leftToRight ? .collapseFocusedHeader : .expandFocusedHeader
        case (.paging, .commandLeftArrow): self = .page(bringingIn: .left, in: layoutDirection)
        case (.paging, .commandRightArrow): self = .page(bringingIn: .right, in: layoutDirection)
        case (.accordion, .commandLeftArrow), (.accordion, .commandRightArrow),
            (.paging, .upArrow), (.paging, .downArrow), (.paging, .leftArrow), (.paging, .rightArrow),
            (.paging, .tab), (.paging, .shiftTab), (.paging, .space), (.paging, .return):
            return nil
        }
    }

    /// The page turn that shows the page lying towards `edge`.
    private static func page(bringingIn edge: HorizontalSide, in layoutDirection: StackLayoutDirection) -> KeyboardAction {
        TransitionDirection.bringingIn(from: edge, in: layoutDirection) == .forward ? .nextPage : .previousPage
    }
}

extension KeyboardAction {
    /// The keys a container in `mode` registers, in `KeyboardKey.allCases` order: only those
    /// that act in that mode (the table above), so a pager never lists the accordion's keys.
    ///
    /// - Parameter mode: Accordion or paging.
    /// - Returns: The keys to register as key commands.
    package static func keys(takenIn mode: StackMode) -> [KeyboardKey] {
        KeyboardKey.allCases.filter { KeyboardAction(key: $0, mode: mode, layoutDirection: .leftToRight) != nil }
    }

    /// The keys that show in the key command overlay (holding ⌘ on iPad) with a title: the first
    /// key of each action, so Tab beside ↓ and Return beside Space don't list an action twice.
    ///
    /// - Parameters:
    ///   - mode: Accordion or paging.
    ///   - layoutDirection: Which horizontal key expands and which collapses.
    /// - Returns: Each listed key with its action, in `KeyboardKey.allCases` order.
    package static func discoverableKeys(in mode: StackMode, layoutDirection: StackLayoutDirection) -> [KeyboardKey: KeyboardAction] {
        var seen = Set<KeyboardAction>()
        var listed: [KeyboardKey: KeyboardAction] = [:]
        for key in KeyboardKey.allCases {
            guard let action = KeyboardAction(key: key, mode: mode, layoutDirection: layoutDirection), seen.insert(action).inserted else { continue }
            listed[key] = action
        }
        return listed
    }
}

extension StackEngine {
    /// Whether a container becomes first responder when it appears, so its keys work without a
    /// tap first: a pager with somewhere to go (more than one page) does, unless a text input is
    /// first responder (the user is typing: never take that away). An accordion doesn't: its keys
    /// act on the header the focus system has focused, which needs no first responder.
    ///
    /// - Parameter isEditingText: Whether a text field or text view is first responder now.
    package func takesFirstResponderOnAppearance(isEditingText: Bool) -> Bool {
        mode == .paging && count > 1 && !isEditingText
    }
}
