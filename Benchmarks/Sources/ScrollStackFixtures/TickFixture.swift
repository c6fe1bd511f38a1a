import Foundation

/// Display frames of a transition that is already under way.
///
/// A tick benchmark calls ``prepare(for:)`` outside its measured region, then ``tick()`` as many
/// times as it asked for inside it, then checks ``isRunning`` outside it again.
package protocol TickFixture: AnyObject {
    /// A short name for what the fixture measures, used in benchmark names.
    static var kind: String { get }

    /// Creates the fixture for a stack of `count` sections or pages, transition under way.
    init(count: Int)

    /// Makes sure the next `ticks` ticks all fall inside the transition, restarting it if fewer
    /// frames than that are left.
    func prepare(for ticks: Int)

    /// One display frame.
    ///
    /// - Returns: A sum of the frames laid out, so that none of the work can be optimised away.
    func tick() -> CGFloat

    /// Whether the transition is still under way.
    var isRunning: Bool { get }
}
