import Foundation

/// Keeps a transition's progress notices to at most one per display frame.
///
/// A finger reports its position as often as touches arrive (120 times a second and more), and a
/// display link as often as the display refreshes; an adopter that draws from every notice
/// (`@State` in SwiftUI) should not redraw more than once per frame.
///
/// ## Rules
/// - The first notice in a frame is delivered at once; later ones in the same frame are held, each
///   replacing the one held before, and the platform asks for them at the start of the next frame
///   (``Outcome/hold(flushAt:)`` names that moment once per held notice).
/// - A transition's boundary (it begins or ends) hands over what is held first, so an adopter
///   never hears progress after the end, and the next transition's first notice comes at once.
/// - Times that go backwards (a clock reset) count as a new frame.
package struct ProgressCoalescer<Notice: Equatable>: Equatable {
    /// What to do with a notice just offered.
    package enum Outcome: Equatable {
        /// Deliver this notice now.
        case deliver(Notice)
        /// Hold it; when `flushAt` is not `nil`, call ``flush(at:)`` at that time (later notices
        /// of the same frame ride on the same flush and give `nil`).
        case hold(flushAt: Double?)
    }

    /// How long a display frame lasts, in seconds.
    package let frameDuration: Double
    /// The notice waiting for the next frame.
    package private(set) var held: Notice?
    private var lastDelivery: Double?
    private var flushScheduled = false

    /// Creates a coalescer for a display refreshing every `frameDuration` seconds.
    ///
    /// - Parameter frameDuration: A positive, finite duration; anything else counts as 1/60 s (a
    ///   documented clamp: a display always has a frame rate).
    package init(frameDuration: Double) {
        self.frameDuration = frameDuration.isFinite && frameDuration > 0 ? frameDuration : 1.0 / 60
    }

    /// Takes the frame rate of the display it now runs on (ProMotion's 120 Hz included; a rate
    /// below 1 counts as 1): a coalescer holding nothing starts over at that rate, one holding a
    /// notice keeps its own until the notice goes.
    package mutating func match(framesPerSecond: Int) {
        let duration = 1 / Double(max(1, framesPerSecond))
        if held == nil, frameDuration != duration { self = ProgressCoalescer(frameDuration: duration) }
    }

    /// Offers a progress notice at `time` (seconds, the display's clock).
    package mutating func offer(_ notice: Notice, at time: Double) -> Outcome {
        // Half a frame's tolerance: timestamps of one frame jitter around its start.
        if let last = lastDelivery, time >= last, time - last < frameDuration * 0.5 {
            held = notice
            if flushScheduled { return .hold(flushAt: nil) }
            flushScheduled = true
            return .hold(flushAt: last + frameDuration)
        }
        held = nil
        lastDelivery = time
        return .deliver(notice)
    }

    /// The held notice to deliver at `time`, the scheduled flush; `nil` when none is held.
    package mutating func flush(at time: Double) -> Notice? {
        flushScheduled = false
        guard let notice = held else { return nil }
        held = nil
        lastDelivery = time
        return notice
    }

    /// A transition begins or ends: returns the held notice, to deliver before the boundary's own,
    /// and lets the next notice through at once.
    package mutating func boundary() -> Notice? {
        defer {
            held = nil
            lastDelivery = nil
        }
        return held
    }
}

extension ProgressCoalescer: Sendable where Notice: Sendable {}
