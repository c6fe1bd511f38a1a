/// When a container lays its content out and reports its height: to an outer accordion that holds
/// it, or to the SwiftUI layout around it.
package typealias ContentHeightMoment = NestedContentHeight.Moment

extension ContentHeightReport {
    /// How the layout around an accordion sized by its content moves to a height it reports.
    package enum Animation: Equatable, Sendable {
        /// At once.
        case instant
        /// Along an ease-in-out curve over this many seconds.
        case easeInOut(duration: Double)
        /// With the view update under way, on its own timing.
        case update
    }

    /// How the height reported at `moment` animates: a custom animator's end height over the
    /// animator's own animation, the one the layout runs inside (the container's transition
    /// duration outside one; at once under Reduce Motion or without a duration); at
    /// rest, with a view update whose timing moves the sections, else with the animation the
    /// layout runs inside (at once under Reduce Motion); a built-in transition's frames at once,
    /// since each frame is already where the transition stands.
    ///
    /// - Parameters:
    ///   - moment: When the content was laid out.
    ///   - reducesMotion: Whether Reduce Motion is on.
    ///   - transitionDuration: The container's transition duration, in seconds.
    ///   - updateMovesSections: Whether the view update under way moves the sections on its timing
    ///     (``TransactionTiming/restLayoutTiming(_:)`` has one).
    ///   - inheritedDuration: The duration of the animation the layout runs inside (0: none).
    package static func animation(
        at moment: ContentHeightMoment,
        reducesMotion: Bool,
        transitionDuration: Double,
        updateMovesSections: Bool,
        inheritedDuration: Double
    ) -> Animation {
        switch moment {
        case .customTransitionStart:
            // The custom animator's own animation, the layout runs inside, sets the pace; the
            // container's duration stands in when the layout runs outside one.
            let duration = inheritedDuration > 0 ? inheritedDuration : transitionDuration
            return !reducesMotion && duration > 0 ? .easeInOut(duration: duration) : .instant
        case .rest:
            if updateMovesSections { return .update }
            return inheritedDuration > 0 && !reducesMotion ? .easeInOut(duration: inheritedDuration) : .instant
        case .transitionFrame:
            return .instant
        }
    }

    /// Whether the height reported at `moment` is published at once rather than on the next turn:
    /// a display frame is never inside a view update, so it is; a layout at rest may be (SwiftUI
    /// loading the view), and so may a transition a binding change starts (`isInUpdate`).
    package static func publishesAtOnce(at moment: ContentHeightMoment, isInUpdate: Bool) -> Bool {
        moment == .transitionFrame && !isInUpdate
    }
}
