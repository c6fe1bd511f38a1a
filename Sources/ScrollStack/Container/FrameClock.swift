#if canImport(UIKit)
import UIKit

/// Calls back once per display frame while running: the clock a container's transitions run on.
///
/// The display link retains only a small relay that holds the clock weakly, so a clock that is
/// released while running stops at the next frame instead of being kept alive by the link.
@MainActor
final class FrameClock {
    private let onFrame: (Double) -> Void
    private var link: CADisplayLink?

    /// Creates a stopped clock that calls `onFrame` with the time each frame will show at (the
    /// display link's target timestamp), on the same timeline as `CACurrentMediaTime()`.
    init(onFrame: @escaping (Double) -> Void) {
        self.onFrame = onFrame
    }

    /// Starts calling back on every frame; does nothing when running.
    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: Relay(self), selector: #selector(Relay.frame(_:)))
        if #available(iOS 15.0, *) {
            // Without a range, ProMotion displays run the link at 60 Hz.
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops calling back; does nothing when stopped.
    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func fire(_ link: CADisplayLink) {
        // The time the frame being prepared will show at; `timestamp` is the last frame's, one late.
        onFrame(link.targetTimestamp)
    }
}

/// The display link's target: forwards frames to a clock it doesn't keep alive.
@MainActor
private final class Relay: NSObject {
    private weak var clock: FrameClock?

    init(_ clock: FrameClock) {
        self.clock = clock
    }

    @objc func frame(_ link: CADisplayLink) {
        guard let clock else {
            link.invalidate()
            return
        }
        clock.fire(link)
    }
}
#endif
