import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension PresentationDriver {
    /// Hands one report of a pan on the presentation to the engine, by its phase: a pan that
    /// begins starts the interactive transition (``panBegan(opening:distance:)``) and moves it to
    /// where the finger already is; a move follows the finger; a release finishes or cancels by the
    /// engine's rule; a cancelled pan cancels.
    ///
    /// - Parameters:
    ///   - phase: Where the pan stands.
    ///   - opening: Whether the pan opens the presentation (a screen-edge pan) or closes it.
    ///   - openingDistance: How far the finger moved since the pan began, in points, positive
    ///     towards opening (``PresentationLayout/openingDistance(ofTranslation:)``).
    ///   - openingVelocity: The finger's speed in points per second, positive towards opening;
    ///     read only when the pan ends.
    ///   - wholeDistance: How many points a whole pan covers (a drawer's width); read only when the
    ///     pan begins.
    package func handlePan(_ phase: PanPhase, opening: Bool, openingDistance: CGFloat, openingVelocity: CGFloat, wholeDistance: CGFloat) {
        switch phase {
        case .began:
            panBegan(opening: opening, distance: wholeDistance)
            handle(.panChanged(openingDistance: openingDistance))
        case .changed:
            handle(.panChanged(openingDistance: openingDistance))
        case .ended:
            handle(.panEnded(openingDistance: openingDistance, openingVelocity: openingVelocity))
        case .cancelled:
            handle(.panCancelled)
        }
    }
}
