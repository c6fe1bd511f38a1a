import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostedStackSizing {
    /// What a hosted container knows about its own height when SwiftUI proposes a size.
    package enum Height: Equatable, Sendable {
        /// Sized by its content: the exact height at a width, measured only when asked for.
        case fitsContent(inFlightHeight: CGFloat?)
        /// Takes the height it is offered; `ideal` answers a proposal without a height.
        case fills(ideal: CGFloat)
    }

    /// The size a hosted container answers for a proposed size (SwiftUI's `sizeThatFits`).
    ///
    /// ## Rules
    /// - Width: the proposed width, or the container's current width when the proposal has none.
    ///   A width that is missing, zero, negative or infinite answers `nil` (SwiftUI's default
    ///   sizing then applies): a height measured at such a width means nothing.
    /// - Sized by its content, at rest: the exact height at that width (``Height/fitsContent(inFlightHeight:)``
    ///   with no in-flight height), so a new width never gets the old width's height.
    /// - Sized by its content, while a transition runs: the in-flight height the engine's layout
    ///   gives at the current fraction, so what is below follows the transition frame by frame.
    ///   An in-flight height that is negative or not finite is ignored (the exact height answers).
    /// - Filling: a finite proposed height, zero included (SwiftUI's minimum-size probe); for a
    ///   missing or infinite proposed height, the ideal height (a `ScrollView`, `fixedSize()`).
    ///
    /// - Parameters:
    ///   - proposedWidth: The proposed width, `nil` when SwiftUI proposes none.
    ///   - proposedHeight: The proposed height, `nil` when SwiftUI proposes none.
    ///   - currentWidth: The container's width now, `nil` when its view isn't loaded.
    ///   - height: How the container is sized.
    ///   - exactHeight: The exact content height at a width; called at most once, and only for a
    ///     container sized by its content at rest (measuring may build a hosting controller).
    /// - Returns: The size to answer, or `nil` to leave it to SwiftUI.
    package static func size(
        proposedWidth: CGFloat?,
        proposedHeight: CGFloat?,
        currentWidth: CGFloat?,
        height: Height,
        exactHeight: (CGFloat) -> CGFloat
    ) -> CGSize? {
        guard let width = proposedWidth ?? currentWidth, width > 0, width.isFinite else { return nil }
        switch height {
        case .fitsContent(let inFlight):
            if let inFlight, inFlight >= 0, inFlight.isFinite {
                return CGSize(width: width, height: inFlight)
            }
            return CGSize(width: width, height: exactHeight(width))
        case .fills(let ideal):
            guard let proposedHeight, proposedHeight.isFinite else { return CGSize(width: width, height: max(0, ideal)) }
            return CGSize(width: width, height: max(0, proposedHeight))
        }
    }
}
