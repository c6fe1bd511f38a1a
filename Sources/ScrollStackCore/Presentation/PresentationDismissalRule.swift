import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What closes a modal presentation other than its own buttons: a tap on the dimming view, or
/// VoiceOver's escape gesture (a two-finger Z, `accessibilityPerformEscape()`).
///
/// | Presentation                 | Tap on the dimming view                    | Escape gesture                   |
/// |------------------------------|--------------------------------------------|----------------------------------|
/// | Alert with a cancel action   | dismisses, then runs the cancel action     | the same                         |
/// | Alert without one            | ignored                                    | ignored (`accessibilityPerformEscape()` returns `false`) |
/// | Drawer                       | dismisses                                  | dismisses                        |
/// | Any other view controller presented alert-style | ignored                 | ignored                          |
///
/// An alert offers no way out that its actions don't: only an alert the user may cancel closes
/// from outside, and then exactly as its cancel button would, handler included. The escape gesture
/// follows the same rule as the tap, so a VoiceOver user is never stuck in a drawer and never
/// closes an alert that asks for a decision.
@usableFromInline package enum PresentationDismissalRule {
    /// What asks the presentation to close.
    package enum Trigger: Equatable, Hashable, Sendable, CaseIterable {
        /// A tap on the dimming view around the presented view.
        case dimmingTap
        /// VoiceOver's escape gesture.
        case accessibilityEscape
    }

    /// Which presentation is on screen.
    package enum Presentation: Equatable, Sendable {
        /// An alert, with its content.
        case alert(AlertContent)
        /// A side drawer.
        case drawer
        /// A view controller of the app's own presented alert-style: only its own controls close it.
        case modal
    }

    /// What the container does.
    package enum Response: Equatable, Hashable, Sendable {
        /// Nothing: the presentation stays. For the escape gesture, `accessibilityPerformEscape()`
        /// returns `false`.
        case ignore
        /// Dismiss, animated.
        case dismiss
        /// Dismiss, animated, then run the handler of the action at this index of
        /// ``AlertContent/actions`` once the dismissal has finished, as a tap on that button would.
        case dismissAndRunAction(at: Int)

        /// Whether the trigger was taken: `accessibilityPerformEscape()` returns this.
        public var isHandled: Bool { self != .ignore }
    }

    /// The response to `trigger` while `presentation` is on screen.
    ///
    /// - Parameters:
    ///   - trigger: A tap on the dimming view or the escape gesture.
    ///   - presentation: The alert (with its content) or the drawer.
    /// - Returns: ``Response/dismissAndRunAction(at:)`` with the cancel action's index for an alert
    ///   that has one, ``Response/ignore`` for an alert without, ``Response/dismiss`` for a drawer.
    public static func response(to trigger: Trigger, presenting presentation: Presentation) -> Response {
        switch presentation {
        case .alert(let content):
            return content.cancelActionIndex.map { .dismissAndRunAction(at: $0) } ?? .ignore
        case .drawer:
            return .dismiss
        case .modal:
            return .ignore
        }
    }
}

extension AlertContent {
    /// The index in ``actions`` of the cancel action, if there is one: always the last, since the
    /// cancel action is listed last.
    public var cancelActionIndex: Int? {
        actions.lastIndex { $0.style == .cancel }
    }
}
