import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the container does for a key press, given where keyboard focus and the selection stand.
public enum KeyboardOutcome: Equatable, Hashable, Sendable {
    /// Move keyboard focus to the header at this index (UIKit: make it the preferred focus
    /// environment and ask for a focus update).
    case focusHeader(Int)
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
    /// - Expanding an expanded section or collapsing a collapsed one is not taken; "expanded"
    ///   means expanded or expanding (``destination``).
    /// - A page turn goes from the page the pager is on or heading to, and is not taken at the
    ///   first or last page.
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - focusedHeader: The header that has keyboard focus, if any.
    /// - Returns: What to do, or `nil` to pass the key on.
    public func keyboardOutcome(for key: KeyboardKey, focusedHeader: Int?) -> KeyboardOutcome? {
        guard count > 0, let action = KeyboardAction(key: key, mode: mode, layoutDirection: configuration.layoutDirection) else { return nil }
        let focused = focusedHeader.flatMap { (0..<count).contains($0) ? $0 : nil }
        switch action {
        case .focusNextHeader:
            return (focused.map { TransitionDirection.forward.neighbour(of: $0, count: count) } ?? 0).map(KeyboardOutcome.focusHeader)
        case .focusPreviousHeader:
            return (focused.map { TransitionDirection.backward.neighbour(of: $0, count: count) } ?? count - 1).map(KeyboardOutcome.focusHeader)
        case .toggleFocusedHeader:
            return focused.map(KeyboardOutcome.tapHeader)
        case .expandFocusedHeader:
            return focused.flatMap { $0 == destination ? nil : .tapHeader($0) }
        case .collapseFocusedHeader:
            return focused.flatMap { $0 == destination ? .tapHeader($0) : nil }
        case .previousPage, .nextPage:
            let direction: TransitionDirection = action == .nextPage ? .forward : .backward
            return destination.flatMap { direction.neighbour(of: $0, count: count) }.map(KeyboardOutcome.selectPage)
        }
    }
}
