import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What happened to a container, as ``AccessibilityFocusRule`` hears it.
public enum AccessibilityFocusEvent: Equatable, Sendable {
    /// A request was handed to the container, for this cause. Send it after the request (a tap,
    /// a key, a swipe's start, a programmatic selection); the rule keeps the latest one.
    case requested(AccessibilityChangeCause)
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
