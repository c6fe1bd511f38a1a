import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: the height published last is the height offered last")
struct LatestWinsTests {
    /// Plays offers and deferred turns in order and returns what was published.
    private enum Event {
        case now(Double)
        case later(Double)
        /// The deferred offer made by the `n`th event (from 0) gets its turn.
        case turn(of: Int)
    }

    private func published(_ events: [Event]) -> [String] {
        var sequence = LatestWins<Double>()
        var tickets: [Int: UInt64] = [:]
        var log: [String] = []
        for (position, event) in events.enumerated() {
            switch event {
            case .now(let value):
                if case .publishNow(let shown) = sequence.offer(value, now: true) { log.append("now \(shown)") }
            case .later(let value):
                if case .publishLater(let ticket) = sequence.offer(value, now: false) { tickets[position] = ticket }
            case .turn(let offer):
                if let ticket = tickets[offer] {
                    log.append(sequence.redeem(ticket).map { "turn \($0)" } ?? "turn skipped")
                }
            }
        }
        return log
    }

    @Test("a deferred offer alone is published on its turn, once")
    func alone() {
        #expect(published([.later(100), .turn(of: 0), .turn(of: 0)]) == ["turn 100.0", "turn skipped"])
    }

    @Test("a frame published now overtakes an older deferred offer: its turn publishes nothing")
    func nowOvertakes() {
        #expect(published([.later(100), .now(140), .turn(of: 0)]) == ["now 140.0", "turn skipped"])
    }

    @Test("two deferred offers: only the newer one is published, whatever order the turns run in")
    func newerDeferred() {
        #expect(published([.later(100), .later(120), .turn(of: 0), .turn(of: 1)]) == ["turn skipped", "turn 120.0"])
        #expect(published([.later(100), .later(120), .turn(of: 1), .turn(of: 0)]) == ["turn 120.0", "turn skipped"])
    }

    @Test("a deferred offer after a frame published now is published on its turn")
    func deferredAfterNow() {
        #expect(published([.now(140), .later(160), .turn(of: 1)]) == ["now 140.0", "turn 160.0"])
    }

    @Test("a height back to what is on screen, offered after a deferred one, still wins")
    func backToShown() {
        // On screen 100; a layout at rest defers 200; the next frame lays out 100 again. A caller
        // comparing with the screen (100) would skip it and the deferred 200 would stay; compared
        // with the waiting value it is offered and wins.
        var sequence = LatestWins<Double>()
        let shown = 100.0
        guard case .publishLater(let ticket) = sequence.offer(200, now: false) else {
            Issue.record("a deferred offer waits")
            return
        }
        let compared = sequence.waitingValue ?? shown
        #expect(compared == 200)
        var log: [String] = []
        if 100 != compared, case .publishNow(let value) = sequence.offer(100, now: true) { log.append("now \(value)") }
        log.append(sequence.redeem(ticket).map { "turn \($0)" } ?? "turn skipped")
        #expect(log == ["now 100.0", "turn skipped"])
        #expect(sequence.waitingValue == nil)
    }

    @Test("tickets are numbered in order and the waiting offer is visible")
    func tickets() {
        var sequence = LatestWins<Int>()
        #expect(sequence.offer(1, now: false) == .publishLater(ticket: 1))
        #expect(sequence.waitingValue != nil)
        #expect(sequence.offer(2, now: true) == .publishNow(2))
        #expect(sequence.waitingValue == nil)
        #expect(sequence.lastTicket == 2)
    }
}
