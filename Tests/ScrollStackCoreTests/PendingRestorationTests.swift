import Foundation
import Testing
@testable import ScrollStackCore

/// A state UIKit decodes waits for data that can take it, and the app's own requests win over it.
@Suite("Pending restoration")
struct PendingRestorationTests {
    typealias Pending = PendingRestoration<String>
    private static let requestsBefore = PendingExpansion(openIndices: [0])

    /// Every event in turn, and what each handed out to apply.
    private func run(_ events: [Pending.Event]) -> [String?] {
        var pending = Pending()
        return events.map { pending.handle($0) }
    }

    @Test("decoded with elements in the container: it applies at once")
    func decodedWithData() {
        #expect(run([.decoded("saved", count: 3), .dataLoaded(count: 3), .restorationFinished(count: 3)]) == ["saved", nil, nil])
    }

    @Test("decoded with no elements: it waits for the first data, then applies once", arguments: [
        Pending.Event.dataLoaded(count: 4),
        Pending.Event.restorationFinished(count: 4),
    ])
    func waitsForData(arrival: Pending.Event) {
        #expect(run([.decoded("saved", count: 0), .dataLoaded(count: 0), .restorationFinished(count: 0), arrival, .dataLoaded(count: 5)]) == [nil, nil, nil, "saved", nil])
    }

    @Test("UIKit finishing with data comes first, and the data loading later finds nothing waiting")
    func finishedFirst() {
        #expect(run([.decoded("saved", count: 0), .restorationFinished(count: 2), .dataLoaded(count: 2)]) == [nil, "saved", nil])
    }

    @Test("decoded before the view loads: it waits through the load and applies with the data")
    func beforeLoad() {
        #expect(run([
            .decodedBeforeLoad("saved", requestsBeforeLoad: Self.requestsBefore),
            .viewLoaded(requestsBeforeLoad: Self.requestsBefore),
            .dataLoaded(count: 0),
            .dataLoaded(count: 6),
        ]) == [nil, nil, nil, "saved"])
    }

    @Test("a request kept before the view loads, made after the state was decoded, drops it; one made before (a default) doesn't")
    func requestBeforeLoad() {
        var asked = Self.requestsBefore
        asked.setExpanded(true, at: 4)
        #expect(run([
            .decodedBeforeLoad("saved", requestsBeforeLoad: Self.requestsBefore),
            .viewLoaded(requestsBeforeLoad: asked),
            .dataLoaded(count: 6),
        ]) == [nil, nil, nil])
        #expect(run([
            .decodedBeforeLoad("saved", requestsBeforeLoad: asked),
            .viewLoaded(requestsBeforeLoad: asked),
            .dataLoaded(count: 6),
        ]) == [nil, nil, "saved"])
    }

    @Test("the app's explicit request (restore, a selection) drops the waiting state; a later decode waits again")
    func explicitRequest() {
        #expect(run([.decoded("saved", count: 0), .explicitRequest, .dataLoaded(count: 3), .decoded("later", count: 0), .dataLoaded(count: 3)]) == [nil, nil, nil, nil, "later"])
        #expect(run([.decodedBeforeLoad("saved", requestsBeforeLoad: PendingExpansion()), .explicitRequest, .viewLoaded(requestsBeforeLoad: PendingExpansion()), .dataLoaded(count: 3)]) == [nil, nil, nil, nil])
    }

    @Test("an explicit request after the state applied changes nothing; a second decode replaces the first")
    func replacing() {
        #expect(run([.decoded("first", count: 0), .decoded("second", count: 0), .dataLoaded(count: 1)]) == [nil, nil, "second"])
        var pending = Pending()
        _ = pending.handle(.decoded("saved", count: 0))
        #expect(pending.isWaiting && pending.state == "saved")
        _ = pending.handle(.dataLoaded(count: 1))
        #expect(!pending.isWaiting)
        #expect(pending.handle(.explicitRequest) == nil && pending == Pending())
    }
}
