import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A request for the animator of a transition that just began: both ends with their children.
public struct AnimatorRequest<Child: Hashable>: Equatable {
    /// The name the driver will use for the animator in its commands.
    public var id: AnimatorID
    /// Where the animator should come from.
    public var source: AnimatorSource
    /// The index at the start (`nil`: no section).
    public var from: Int?
    /// The index at the end (`nil`: no section, or a pull past the first or last page).
    public var to: Int?
    /// The child at ``from``, if any.
    public var fromChild: Child?
    /// The child at ``to``, if any.
    public var toChild: Child?
    /// Where ``fromChild``'s view is at the transition's start and end.
    public var fromFrames: TransitionFrames?
    /// Where ``toChild``'s view is at the transition's start and end.
    public var toFrames: TransitionFrames?
    /// Whether a finger drives the transition.
    public var isInteractive: Bool
    /// How long the engine plans the transition to last, in seconds: a built-in animator runs this long.
    public var duration: Double
    /// How a built-in animator shows the transition: slide, unroll, or cross-fade under Reduce Motion.
    public var style: TransitionStyle

    /// Creates a request.
    public init(
        id: AnimatorID,
        source: AnimatorSource,
        from: Int?,
        to: Int?,
        fromChild: Child?,
        toChild: Child?,
        fromFrames: TransitionFrames? = nil,
        toFrames: TransitionFrames? = nil,
        isInteractive: Bool,
        duration: Double,
        style: TransitionStyle = .slide
    ) {
        self.id = id
        self.source = source
        self.from = from
        self.to = to
        self.fromChild = fromChild
        self.toChild = toChild
        self.fromFrames = fromFrames
        self.toFrames = toFrames
        self.isInteractive = isInteractive
        self.duration = duration
        self.style = style
    }
}

extension AnimatorRequest: Sendable where Child: Sendable {}
