import Foundation

/// Where a pan gesture stands, as the platform's recognizer reports it: the states the core acts
/// on (a recognizer that failed counts as cancelled; one that is only possible is no pan yet).
package enum PanPhase: Equatable, Hashable, Sendable {
    /// The finger started moving.
    case began
    /// The finger moved.
    case changed
    /// The finger lifted.
    case ended
    /// The system cancelled the pan, or it failed.
    case cancelled
}
