import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How much motion the user accepts: the core's counterpart of iOS's Reduce Motion setting.
///
/// The UIKit layer sets it from `UIAccessibility.isReduceMotionEnabled` and updates it on
/// `UIAccessibility.reduceMotionStatusDidChangeNotification`; the preview takes it from
/// `--motion full` or `--motion reduced`. ``TransitionStyle/resolved(mode:motion:isInteractive:)``
/// turns it into the animation that runs.
public enum MotionPreference: Equatable, Hashable, Sendable, CaseIterable {
    /// Slides and unrolls, as designed. The default.
    case full
    /// Reduce Motion is on: content that would travel across the screen fades instead.
    case reduced
}
