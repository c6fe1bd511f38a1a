import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What an animator can do, as the host that made it reports.
public struct AnimatorTraits: Equatable, Sendable {
    /// How long it runs a whole transition, in seconds.
    public var duration: Double
    /// Whether it can be paused, scrubbed and reversed (in UIKit: it offers
    /// `interruptibleAnimator(using:)`). One that can't runs on its own clock and ends the
    /// transition when it reports completion.
    public var isInterruptible: Bool

    /// Creates traits.
    public init(duration: Double, isInterruptible: Bool) {
        self.duration = duration
        self.isInterruptible = isInterruptible
    }
}
