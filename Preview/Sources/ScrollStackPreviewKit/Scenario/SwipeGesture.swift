import Foundation
import ScrollStackCore

/// A swipe as a scenario describes it: which way, how far the finger drags before letting go,
/// how fast it is moving then, and how long the drag takes.
public struct SwipeGesture: Equatable, Sendable {
    /// Towards the next page (`forward`) or the previous one (`backward`).
    public var direction: TransitionDirection
    /// How far the finger has dragged when it lets go, in page widths, in 0...1.
    public var release: Double
    /// The finger's speed at release, in points per second: positive keeps moving the way of the
    /// swipe, negative flicks back.
    public var velocity: Double
    /// How long the drag lasts before release, in seconds.
    public var duration: Double

    /// The drag time used when a scenario gives none: a deliberate quarter-second drag.
    public static let defaultDuration = 0.25

    /// Creates a swipe.
    public init(direction: TransitionDirection, release: Double, velocity: Double = 0, duration: Double = SwipeGesture.defaultDuration) {
        self.direction = direction
        self.release = release
        self.velocity = velocity
        self.duration = duration
    }

    /// A label such as `swipe forward, release 70 % at 600 pt/s`.
    public var label: String {
        let way = direction == .forward ? "forward" : "backward"
        var text = "swipe \(way), release \(NumberText.percent(release))"
        if velocity != 0 { text += " at \(NumberText.points(velocity)) pt/s" }
        return text
    }
}
