import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What happened to a container, as ``AccessibilityFocusRule`` hears it.
package enum AccessibilityFocusEvent: Equatable, Sendable {
    /// A request is about to be handed to the container, for this cause (a tap, a key, a swipe's
    /// start, a programmatic selection); the rule keeps the latest one.
    ///
    /// Send it *before* the request, so a change carried out at once (off screen, unanimated) is
    /// answered for its own cause, and send ``requestHandled`` once the request returns.
    case requested(AccessibilityChangeCause)
    /// The request last announced with ``requested(_:)`` has been handed to the container.
    ///
    /// A request that changed nothing the container heads to — a veto, a tap on the current tab
    /// or page, a selection already under way — drops its cause: the cause before it stands, so
    /// a stale tap never decides where a later change puts the cursor.
    case requestHandled
    /// The finger that began a swipe lifted (the pan ended or was cancelled).
    ///
    /// A swipe's transition begins only as the finger moves, so its request can't be judged when
    /// it is made: a swipe with no transition under way when the finger lifts (a finger that
    /// barely moved) moved nothing, and its cause is dropped, so a later change isn't answered as
    /// the swipe's. A swipe that springs back from the first or last page is a transition that
    /// ends cancelled, which takes the cause as it comes to rest.
    case gestureEnded
    /// A transition ended (the driver's `didTransition` command).
    case transitionEnded(from: Int?, to: Int?, completed: Bool)
    /// The expanded section or current page changed (the driver's `selectionDidChange` command),
    /// animated or not. Not sent while a data change is applied: ``dataChanged(_:cursorBefore:selectionBefore:)``
    /// covers it.
    case selectionChanged(from: Int?, to: Int?)
    /// The data changed by identity and the engine has applied it.
    ///
    /// - Parameters:
    ///   - change: The difference that was applied.
    ///   - cursorBefore: Where VoiceOver's cursor was before the change, in the old indices.
    ///   - selectionBefore: The expanded section or current page before the change (the engine's
    ///     ``StackEngine/destination``), in the old indices.
    case dataChanged(StackDataChange, cursorBefore: AccessibilityCursor, selectionBefore: Int?)
}
