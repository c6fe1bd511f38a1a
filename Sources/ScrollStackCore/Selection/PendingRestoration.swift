/// A saved state that the platform's state restoration decoded, kept until the container has data
/// that can take it.
///
/// UIKit decodes a container's state as it recreates the app, often before the data exists (a data
/// source set later, data loaded asynchronously): resolved at once against no elements, the saved
/// section or page would be lost. The state waits instead, and the adopter's own requests win over
/// it.
///
/// ## Rules
/// - A state decoded while the container holds elements applies at once; otherwise it waits.
/// - A waiting state applies the first time the container holds elements: its data loaded or
///   changed (``Event/dataLoaded(count:)``) or UIKit finished restoring the app
///   (``Event/restorationFinished(count:)``), whichever comes first with at least one element.
///   Without elements it goes on waiting.
/// - A state decoded later replaces the one waiting.
/// - An explicit request drops the waiting state: the app restoring a state itself or asking for a
///   selection (``Event/explicitRequest``), or a request kept before the view loaded that came after
///   the state was decoded (the kept requests differ at ``Event/viewLoaded(requestsBeforeLoad:)``
///   from when it was decoded).
/// - A state applies once.
package struct PendingRestoration<State: Equatable>: Equatable {
    /// What happened to the container.
    package enum Event: Equatable {
        /// A state was decoded while the view is loaded, with `count` elements.
        case decoded(State, count: Int)
        /// A state was decoded before the view loaded, with the requests kept until it loads as
        /// they stand.
        case decodedBeforeLoad(State, requestsBeforeLoad: PendingExpansion)
        /// The view loaded, with the requests kept until then.
        case viewLoaded(requestsBeforeLoad: PendingExpansion)
        /// The data loaded or changed: the container holds `count` elements.
        case dataLoaded(count: Int)
        /// UIKit finished restoring the app, with `count` elements in the container.
        case restorationFinished(count: Int)
        /// The app asked for a state or a selection itself.
        case explicitRequest
    }

    /// The state waiting, if any.
    package private(set) var state: State?
    /// The requests kept before the view loaded as they stood when `state` was decoded, until it loads.
    private var requestsAtDecode: PendingExpansion?

    /// Creates a pending restoration with nothing waiting.
    package init() {}

    /// Whether a state waits.
    package var isWaiting: Bool { state != nil }

    /// Handles `event`.
    ///
    /// - Returns: The state to apply now, which no longer waits; `nil` when none applies.
    package mutating func handle(_ event: Event) -> State? {
        switch event {
        case .decoded(let decoded, let count):
            state = decoded
            requestsAtDecode = nil
            return take(count: count)
        case .decodedBeforeLoad(let decoded, let requests):
            state = decoded
            requestsAtDecode = requests
            return nil
        case .viewLoaded(let requests):
            if let before = requestsAtDecode, before != requests { state = nil }
            requestsAtDecode = nil
            return nil
        case .dataLoaded(let count), .restorationFinished(let count):
            return take(count: count)
        case .explicitRequest:
            state = nil
            requestsAtDecode = nil
            return nil
        }
    }

    /// The waiting state, handed out once, when `count` elements can take it.
    private mutating func take(count: Int) -> State? {
        guard count > 0, let waiting = state else { return nil }
        state = nil
        requestsAtDecode = nil
        return waiting
    }
}

extension PendingRestoration: Sendable where State: Sendable {}

extension PendingRestoration.Event: Sendable where State: Sendable {}
