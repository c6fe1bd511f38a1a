import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll view that takes the status bar's scroll-to-top tap.
///
/// UIKit scrolls to the top only when exactly one scroll view on screen asks for the tap, so a
/// container with scrolling children (pages that are table views, an accordion taller than the
/// screen) names one and turns the others off.
package enum ScrollsToTopOwner: Equatable, Sendable {
    /// The container's own scroll view: the accordion is taller than the screen.
    case container
    /// The scroll views of the child at this index: the current page, or the expanded section of
    /// an accordion that fits on screen.
    case child(Int)
    /// No scroll view: every section of an accordion that fits on screen is closed.
    case none
}

extension StackEngine {
    /// Which scroll view takes the status bar's scroll-to-top tap in a viewport `viewportHeight`
    /// tall: the accordion's own when it scrolls, otherwise the child on screen (during a
    /// transition, the one it heads to).
    package func scrollsToTopOwner(viewportHeight: CGFloat) -> ScrollsToTopOwner {
        if allowsSeveralOpenSections { return sectionsScrollsToTopOwner(viewportHeight: viewportHeight) }
        if mode == .accordion, layoutSnapshot(in: .zero).scrolls(viewportHeight: viewportHeight) {
            return .container
        }
        return destination.map(ScrollsToTopOwner.child) ?? .none
    }
}
