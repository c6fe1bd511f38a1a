import Foundation

/// Decides when a container counts as on screen although no appearance callback came.
///
/// A container is told it appears by its parent (`viewWillAppear`/`viewDidAppear`). Some hosts
/// never forward those (a view controller added to a plain view, some SwiftUI hosts); without them
/// every change would snap and children would never hear `viewDidAppear`.
///
/// ## Rules
/// - A container in a window, laid out (or moved into the window) and still in a window one
///   run-loop turn later, counts as appeared if no appearance callback came by then
///   (``Decision/appear``: carry out a will-appear and a did-appear, unanimated).
/// - The first real appearance callback turns the fallback off for good. Appearance callbacks
///   that the fallback already stood in for are dropped (``Decision/drop``), so no child hears
///   `viewWillAppear` twice; a real disappearance is forwarded.
/// - A container the fallback made appear, moved out of its window, disappears
///   (``Decision/disappear``).
package struct OnScreenFallback: Equatable, Hashable, Sendable {
    /// Something that happened to the container.
    package enum Event: Equatable, Hashable, Sendable {
        /// A real appearance callback: `viewWillAppear` or `viewDidAppear`.
        case appearing
        /// A real disappearance callback: `viewWillDisappear` or `viewDidDisappear`.
        case disappearing
        /// The container laid out its view, in a window or not.
        case laidOut(inWindow: Bool)
        /// The container's view moved into a window or out of one.
        case windowChanged(inWindow: Bool)
        /// The turn after a ``Decision/checkNextTurn`` came; the view is in a window or not.
        case turnPassed(inWindow: Bool)
    }

    /// What the platform does.
    package enum Decision: Equatable, Hashable, Sendable {
        /// Nothing, or pass a real callback on as usual.
        case forward
        /// Drop this real callback: the fallback already stood in for it.
        case drop
        /// Report ``Event/turnPassed(inWindow:)`` on the next run-loop turn.
        case checkNextTurn
        /// Carry out a will-appear and a did-appear, unanimated.
        case appear
        /// Carry out a will-disappear and a did-disappear, unanimated.
        case disappear
    }

    /// Whether a real appearance callback came: the fallback is off.
    package private(set) var heardCallback = false
    /// Whether the fallback made the container appear.
    package private(set) var stoodIn = false
    private var checkPending = false

    /// A fallback that has heard nothing yet.
    package init() {}

    /// Applies `event` and returns what the platform does.
    package mutating func handle(_ event: Event) -> Decision {
        switch event {
        case .appearing:
            heardCallback = true
            return stoodIn ? .drop : .forward
        case .disappearing:
            heardCallback = true
            stoodIn = false
            return .forward
        case .laidOut(let inWindow), .windowChanged(let inWindow):
            if !inWindow, stoodIn {
                stoodIn = false
                return .disappear
            }
            guard inWindow, !heardCallback, !stoodIn, !checkPending else { return .forward }
            checkPending = true
            return .checkNextTurn
        case .turnPassed(let inWindow):
            checkPending = false
            guard inWindow, !heardCallback, !stoodIn else { return .forward }
            stoodIn = true
            return .appear
        }
    }
}
