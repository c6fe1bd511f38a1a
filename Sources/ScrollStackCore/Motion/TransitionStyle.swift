import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a transition between two children looks.
public enum TransitionStyle: Equatable, Hashable, Sendable, CaseIterable {
    /// Pages slide sideways (paging).
    case slide
    /// The expanding section's content unrolls below its header while the closing one rolls up
    /// (accordion).
    case unroll
    /// The outgoing child fades out where it was while the incoming one fades in where it ends;
    /// nothing travels.
    case crossFade

    /// The style a transition runs in.
    ///
    /// With ``MotionPreference/full`` motion a pager slides and an accordion unrolls. With
    /// ``MotionPreference/reduced`` motion both cross-fade, except a transition a finger drives:
    /// a swipe still follows the finger, and the animation that settles it after release goes on
    /// sliding from where the finger left it.
    ///
    /// A cross-fade lasts as long as the transition it replaces (``StackConfiguration/transitionDuration``),
    /// not less: the engine's clock, the animator and the delegate's callbacks then agree without
    /// any retiming, and a fade of 0.28 s is already gentle.
    ///
    /// - Parameters:
    ///   - mode: Accordion or paging.
    ///   - motion: The user's motion preference.
    ///   - isInteractive: Whether a finger started the transition (``StackTransition/isInteractive``).
    /// - Returns: The style to animate in.
    public static func resolved(mode: StackMode, motion: MotionPreference, isInteractive: Bool) -> TransitionStyle {
        switch (mode, motion) {
        case (.paging, .full): return .slide
        case (.accordion, .full): return .unroll
        case (.paging, .reduced): return isInteractive ? .slide : .crossFade
        case (.accordion, .reduced): return .crossFade
        }
    }
}
