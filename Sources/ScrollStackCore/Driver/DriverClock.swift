/// The clock a driver keeps between display frames: the last time it read, and whether it asked
/// the host for frames. Used by ``StackDriver``.
struct DriverClock: Sendable {
    private var last: Double?
    /// Whether the host was last asked to run the frame clock.
    private(set) var isRunning = false

    /// Moves the clock to `time`, never back, and returns how many seconds passed, or `nil` when
    /// none did (the first reading, or a time not after the last).
    ///
    /// Two platform clocks (a display link's frame time and the current time) can disagree by a
    /// fraction of a frame, and a step back would count the same stretch twice on the next frame.
    mutating func advance(to time: Double) -> Double? {
        guard let last else {
            self.last = time
            return nil
        }
        guard time > last else { return nil }
        self.last = time
        return time - last
    }

    /// Records whether frames are needed now, and returns the new state when it changed: the
    /// `runClock` command the host must hear, if any.
    mutating func needsFrames(_ needed: Bool) -> Bool? {
        guard needed != isRunning else { return nil }
        isRunning = needed
        return needed
    }
}
