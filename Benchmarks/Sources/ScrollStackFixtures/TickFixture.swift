import Foundation

/// Display frames of a motion that is already under way.
///
/// A tick benchmark calls ``prepare(for:)`` outside its measured region, then ``tick()`` as many
/// times as it asked for inside it, then checks ``isRunning`` outside it again.
package protocol TickRunning: AnyObject {
    /// Makes sure the next `ticks` ticks all fall inside the motion, restarting it if fewer
    /// frames than that are left.
    func prepare(for ticks: Int)

    /// One display frame.
    ///
    /// - Returns: A sum of the frames laid out, so that none of the work can be optimised away.
    func tick() -> CGFloat

    /// Whether the motion is still under way.
    var isRunning: Bool { get }
}

/// A tick benchmark's fixture made from the number of sections or pages alone.
package protocol TickFixture: TickRunning {
    /// A short name for what the fixture measures, used in benchmark names.
    static var kind: String { get }

    /// Creates the fixture for a stack of `count` sections or pages, transition under way.
    init(count: Int)
}
