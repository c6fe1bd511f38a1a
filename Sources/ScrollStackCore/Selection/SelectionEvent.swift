import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something that happens to a selection shared between a two-way binding and a container.
public enum SelectionEvent<ID: Hashable>: Equatable {
    /// The binding holds these IDs at a view update (a single ID as a set of one, `nil` as an
    /// empty set).
    ///
    /// Report it at every update, changed or not: ``SelectionSynchronizer`` tells a real change from
    /// a repeat and from the echo of its own write-back. `animated` says whether the update came
    /// inside an animated transaction (in SwiftUI, the update's transaction has an animation and
    /// doesn't disable animations). When an update also brings new data, report
    /// ``dataChanged(_:)`` first, so the binding can name an element the update added.
    case bindingChanged(Set<ID>, animated: Bool)
    /// The user's tap left a container in single expansion heading to this index (`nil`: an
    /// accordion closing its open section).
    ///
    /// Read it from the engine after it handled the tap: its queued request if it holds one, else
    /// where the running transition or the rest lies, ``StackEngine/finalDestination``.
    /// A tap the engine ignored leaves that index unchanged, and so changes nothing here.
    ///
    /// A swipe needs no report of its own: its completed ``transitionEnded(from:to:completed:containerAtRest:)``
    /// carries it. Reporting a finished swipe here as well does no harm.
    case userSelected(Int?)
    /// The delegate of a container in single expansion heard that a transition ended: it went from
    /// `from` towards `to` and `completed` says whether it arrived (a cancelled one is back at `from`).
    ///
    /// `containerAtRest` is ``StackEngine/isAtRest`` once the steps of the event that ended the
    /// transition have been carried out; for all but the last such notice in one list of steps,
    /// pass `false`, since a queued request starts straight after. Don't report the notices that
    /// carrying out a ``SelectionStep/changeData(_:)`` produces: the synchronizer has already
    /// decided where the change leaves the selection.
    case transitionEnded(from: Int?, to: Int?, completed: Bool, containerAtRest: Bool)
    /// The container's open sections (open at rest or heading open) after a user's tap, or when
    /// its sections came to rest (`atRest`): the notices of a ``StackEngine`` under ``ExpansionMode/multiple``.
    ///
    /// Report it after a step has been carried out whole, never halfway through one, and not while
    /// carrying out the synchronizer's own request.
    case containerChanged(Set<Int>, atRest: Bool)
    /// The platform wrote `written` to the binding, which then read `reads`.
    ///
    /// Equal values: the write landed. `reads` the value from before the write: it hasn't landed
    /// yet (a setter that hops to the main queue), and the container stays; the next view update,
    /// or a second report, that still reads that value refuses it (a `.constant` binding, a locked
    /// page). Any other value: the binding clamped the write and wins; the container follows it at
    /// once when `containerAtRest`, else when it comes to rest. A report about a write that a later
    /// one replaced, or that a view update already reported, changes nothing.
    ///
    /// Report it on the main-actor turn after the write: a setter that hopped has landed by then,
    /// and view updates until then read the old value as stale.
    case bindingWritten(Set<ID>, reads: Set<ID>, containerAtRest: Bool)
    /// The data now holds these element IDs, in order. An ID that occurs more than once names its
    /// first occurrence; the later ones are dropped (``UniqueIdentifiers``), and the container is
    /// given the data without them.
    case dataChanged([ID])
}

extension SelectionEvent: Sendable where ID: Sendable {}
