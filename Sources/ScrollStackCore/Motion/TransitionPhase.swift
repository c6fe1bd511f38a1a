/// Where the transition state machine stands.
///
/// ```
/// idle ──tap/select──▶ animating ──ends──▶ idle
///   │                     │ tap an end
///   │                     ▼
///   │                  cancelling ◀──tap an end──▶ finishing ──ends──▶ idle
///   └─swipe─▶ interactive ──release──▶ finishing or cancelling ──ends──▶ idle
/// ```
public enum TransitionPhase: Equatable, Sendable {
    /// Nothing is moving.
    case idle
    /// A transition runs on its own towards `to`.
    case animating(StackTransition, TransitionAnimation)
    /// The user's finger drives the transition.
    case interactive(StackTransition)
    /// Released or reversed towards `to`: it will complete.
    case finishing(StackTransition, TransitionAnimation)
    /// Released or reversed towards `from`: it will be cancelled.
    case cancelling(StackTransition, TransitionAnimation)

    /// The transition under way, if any.
    public var transition: StackTransition? {
        switch self {
        case .idle: return nil
        case .animating(let transition, _), .interactive(let transition),
            .finishing(let transition, _), .cancelling(let transition, _):
            return transition
        }
    }

    /// What a display frame reads of the transition under way, if any: its ends, how far along it
    /// is and whether a finger drives it, without the rest of it.
    ///
    /// Read through `phase` in place: a stored phase is not copied to be read.
    @inlinable
    static func runningSummary(of phase: inout TransitionPhase) -> (from: Int?, to: Int?, fraction: Double, isInteractive: Bool)? {
        switch phase {
        case .idle: return nil
        case .animating(let transition, _), .interactive(let transition),
            .finishing(let transition, _), .cancelling(let transition, _):
            return (transition.from, transition.to, transition.fraction, transition.isInteractive)
        }
    }

    /// The leg of animation running, if any.
    public var animation: TransitionAnimation? {
        switch self {
        case .idle, .interactive: return nil
        case .animating(_, let animation), .finishing(_, let animation), .cancelling(_, let animation):
            return animation
        }
    }

    /// Whether nothing is moving.
    public var isIdle: Bool { self == .idle }

    /// Whether the transition is heading back to where it started.
    public var isHeadingBack: Bool {
        if case .cancelling = self { return true }
        return false
    }

    /// Gives the phase `transition` and `animation`, in place; `idle` stays idle and `interactive`
    /// ignores the leg. Only the case is read, so a display frame does not copy the phase.
    @inlinable
    mutating func replace(_ transition: StackTransition, _ animation: TransitionAnimation) {
        switch self {
        case .idle: break
        case .interactive: self = .interactive(transition)
        case .animating: self = .animating(transition, animation)
        case .finishing: self = .finishing(transition, animation)
        case .cancelling: self = .cancelling(transition, animation)
        }
    }

    /// The same phase with its transition and animation leg replaced; `idle` and `interactive`
    /// ignore the leg.
    public func replacing(_ transition: StackTransition, _ animation: TransitionAnimation) -> TransitionPhase {
        var replaced = self
        replaced.replace(transition, animation)
        return replaced
    }
}
