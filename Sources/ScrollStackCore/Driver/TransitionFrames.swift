import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a child's view is when a transition starts and when it ends: what a transition context's
/// `initialFrame(for:)` and `finalFrame(for:)` report.
public struct TransitionFrames: Equatable, Sendable {
    /// The frame at the start.
    public var initial: CGRect
    /// The frame at the end.
    public var final: CGRect

    /// Creates the pair.
    public init(initial: CGRect, final: CGRect) {
        self.initial = initial
        self.final = final
    }
}
