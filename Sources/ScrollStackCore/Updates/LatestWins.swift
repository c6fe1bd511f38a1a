import Foundation

/// Publishes a value now or on a later turn so that the last value offered is the one that stays:
/// a deferred publish that a newer offer overtook does nothing.
///
/// A container reports its height to SwiftUI at once on a display frame, but on the next turn
/// when SwiftUI may be updating its views. Without an order, a deferred report could land after a
/// newer one and leave an older height on screen for a frame.
///
/// ## Rules
/// - Every offer gets a ticket, numbered in order.
/// - An offer made now is published at once, and overtakes every deferred one still waiting.
/// - A deferred offer waits for its turn; a newer deferred offer overtakes it.
/// - ``redeem(_:)`` gives the value of the newest offer when the ticket is that offer's and it
///   was not published yet; any other ticket gives `nil`. So after every waiting turn has run,
///   the value last published is the value last offered.
/// - ``waitingValue`` is what will be published next when nothing else is offered: a caller that
///   skips a value equal to what is shown compares with it first (a value equal to what is on
///   screen but not to the waiting one must still be offered, or the waiting one would win).
package struct LatestWins<Value> {
    /// What to do with an offer.
    package enum Action {
        /// Publish this value now.
        case publishNow(Value)
        /// Publish on a later turn: redeem the ticket then.
        case publishLater(ticket: UInt64)
    }

    /// The number of the last ticket given.
    package private(set) var lastTicket: UInt64 = 0
    /// The deferred offer waiting for its turn, if any.
    private var waiting: (ticket: UInt64, value: Value)?

    /// Creates a sequence with nothing offered.
    package init() {}

    /// The value of the deferred offer waiting for its turn: what will be on screen after it, so
    /// a new value is compared with it rather than with what is on screen now.
    package var waitingValue: Value? { waiting?.value }

    /// Offers `value`, to publish now or on a later turn.
    package mutating func offer(_ value: Value, now: Bool) -> Action {
        lastTicket &+= 1
        if now {
            waiting = nil
            return .publishNow(value)
        }
        waiting = (lastTicket, value)
        return .publishLater(ticket: lastTicket)
    }

    /// The value to publish on a deferred offer's turn, or `nil` when a newer offer overtook it.
    package mutating func redeem(_ ticket: UInt64) -> Value? {
        guard let waiting, waiting.ticket == ticket else { return nil }
        self.waiting = nil
        return waiting.value
    }
}

extension LatestWins.Action: Equatable where Value: Equatable {}
extension LatestWins: Sendable where Value: Sendable {}
extension LatestWins.Action: Sendable where Value: Sendable {}
