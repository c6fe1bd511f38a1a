import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A child the container should hold, as the engine wants it: where its view goes, whether it is
/// on screen, and whether a transition is carrying it.
@usableFromInline package struct SceneChild<Child: Hashable>: Equatable {
    /// The child.
    public var child: Child
    /// Its view's frame.
    public var frame: CGRect
    /// The part of the frame that shows, in the same coordinates.
    public var clip: CGRect
    /// Whether it should be visible (appearing or appeared) once the container is.
    public var isOnScreen: Bool
    /// Whether a running transition is moving it: its appearance transition then stays open
    /// (`will` sent, `did` not yet) until the transition ends.
    public var isInFlight: Bool

    /// Creates a scene entry; `clip` defaults to the whole frame.
    public init(child: Child, frame: CGRect, clip: CGRect? = nil, isOnScreen: Bool, isInFlight: Bool = false) {
        self.child = child
        self.frame = frame
        self.clip = clip ?? frame
        self.isOnScreen = isOnScreen
        self.isInFlight = isInFlight
    }
}

extension SceneChild: Sendable where Child: Sendable {}
