import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rules that keep a two-way binding and a container showing the same element, by identity.
///
/// A SwiftUI view over the container owns one, feeds it ``SelectionEvent``s with ``handle(_:)``
/// and carries out the ``SelectionStep``s it returns. The selection is an element ID: `ID?` for an
/// accordion (`nil`: every section closed) and an `ID` for a pager, which has a current page
/// whenever it has pages.
///
/// ## Rules
/// - A binding change asks the container to select the element's index, animated as the binding's
///   transaction says. While a transition runs this retargets it exactly as a tap would; the
///   container's engine decides how.
/// - A user's tap or finished swipe moves the selection and is written back to the binding. A tap
///   while a binding-driven change runs wins: the selection follows the tap, and the transition
///   that the binding started, when it ends, is not taken for a selection.
/// - When the container comes to rest somewhere other than the selection (a swipe finished, or a
///   transition that couldn't be interrupted ignored a request), the selection follows the
///   container and is written back.
/// - The binding is written only when the value it holds changes. A read of the value just
///   written, or a stale read of the value from before it, requests nothing, so a write-back
///   never echoes into a new request.
/// - A binding that refuses or clamps a write (``SelectionEvent/bindingWritten(_:reads:containerAtRest:)``
///   reports a value other than the one written) holds the truth: the container follows it, at once
///   when at rest, else when the running transition ends at rest. Nothing is written back, so a
///   `.constant` binding never loops.
/// - A binding value that names no element is remembered and requests nothing; if later data
///   brings that element, it is selected.
/// - New data reaches the container as one identity change (``SelectionStep/changeData(_:)``),
///   which keeps the selected element wherever it moved. If it was removed, an accordion closes
///   every section and a pager shows the nearest remaining neighbour in the old order, the
///   following one first (it slides into the removed page's place), and the new value is written
///   back. A pager that loses every page has no selection; its binding keeps its last value until
///   there are pages again.
/// - A user selection whose index the data no longer has (a tap on a tab removed a moment before)
///   is ignored.
/// - An ID that occurs more than once: the first occurrence is the element with that ID; later
///   ones are elements of their own (see ``IdentityDifference``).
///
/// Bad input stops with a precondition naming the bad value: `nil` for a pager.
public struct SelectionSynchronizer<ID: Hashable> {
    /// Accordion (the selection may be `nil`) or pager (never `nil` while there are pages).
    public let mode: StackMode
    /// The element the container shows or is heading to; `nil`: all closed, or no pages.
    public private(set) var selection: ID?
    /// The value the binding held at the last update that reported it.
    public var lastRead: ID? { echo.lastRead }
    /// A value written back to the binding that no update has reported yet (`.some(nil)`: a
    /// pending write of `nil`).
    public var pendingWrite: ID?? { echo.pendingWrite }
    private var echo: BindingEcho<ID?>
    /// Whether the binding refused a write while the container moved: when the container comes to
    /// rest, it follows the binding.
    public private(set) var reconcilesAtRest = false
    private var data: IdentityIndex<ID>

    /// A synchronizer with no data yet; send ``SelectionEvent/dataChanged(_:)`` to load it.
    ///
    /// - Parameters:
    ///   - mode: Accordion or pager.
    ///   - binding: The value the binding holds now; the first data that holds it selects it.
    ///     Must not be `nil` for a pager.
    public init(mode: StackMode, binding: ID?) {
        precondition(mode == .accordion || binding != nil, "SelectionSynchronizer: a pager's binding can't be nil")
        self.mode = mode
        echo = BindingEcho(reading: binding)
        self.data = IdentityIndex([])
    }

    /// The element IDs in order, as the last data change reported them.
    public var ids: [ID] { data.ids }

    /// The IDs that occur more than once in ``ids``; empty when every ID is unique.
    public var repeatedIDs: [ID] { data.duplicates }

    /// The index of ``selection`` in ``ids``: the index the container shows or is heading to.
    ///
    /// - Complexity: O(1).
    public var selectedIndex: Int? { selection.flatMap(data.position(of:)) }

    /// The value the binding holds as far as the synchronizer knows: its pending write, else the
    /// last value read.
    public var bindingValue: ID? { echo.value }

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Parameter event: What happened.
    /// - Returns: Requests to the container, writes to the binding, or a reload; often none.
    /// - Complexity: O(1) for binding, user and transition events; O(*n* + *m*) expected for a data
    ///   change from *n* to *m* elements.
    public mutating func handle(_ event: SelectionEvent<ID>) -> [SelectionStep<ID>] {
        var steps: [SelectionStep<ID>] = []
        switch event {
        case .bindingChanged(let value, let animated):
            readBinding(value, animated: animated, into: &steps)
        case .userSelected(let index):
            if let index {
                // What the user touched a moment ago may be gone since.
                guard data.ids.indices.contains(index) else { break }
            } else {
                precondition(mode == .accordion, "SelectionSynchronizer: a pager's user selection can't be nil")
            }
            follow(index.map { data.ids[$0] }, into: &steps)
        case .transitionEnded(let from, let to, let completed, let containerAtRest):
            let end = completed ? to : from
            // Not at rest: another leg follows. Out of range or a pager's nil: a notice about
            // data that has since changed.
            guard containerAtRest else { break }
            if reconcilesAtRest, followBinding(restingAt: end, into: &steps) { break }
            guard end != selectedIndex else { break }
            if let end {
                guard data.ids.indices.contains(end) else { break }
                follow(data.ids[end], into: &steps)
            } else if mode == .accordion {
                follow(nil, into: &steps)
            }
        case .bindingWritten(let written, let reads, let containerAtRest):
            answerWrite(written, reads: reads, containerAtRest: containerAtRest, into: &steps)
        case .dataChanged(let ids):
            replaceData(with: IdentityIndex(ids), into: &steps)
        }
        return steps
    }

    // MARK: - Rules

    private mutating func readBinding(_ value: ID?, animated: Bool, into steps: inout [SelectionStep<ID>]) {
        precondition(mode == .accordion || value != nil, "SelectionSynchronizer: a pager's binding can't be nil")
        guard echo.isNews(value) else { return }
        reconcilesAtRest = false
        guard value != selection else { return }
        if let value {
            guard let index = data.position(of: value) else { return }
            selection = value
            steps.append(.select(index, animated: animated))
        } else {
            selection = nil
            steps.append(.select(nil, animated: animated))
        }
    }

    /// The selection moved without the binding asking: it follows, and the binding hears of it.
    private mutating func follow(_ id: ID?, into steps: inout [SelectionStep<ID>]) {
        reconcilesAtRest = false
        selection = id
        write(id, into: &steps)
    }

    private mutating func answerWrite(_ written: ID?, reads: ID?, containerAtRest: Bool, into steps: inout [SelectionStep<ID>]) {
        // A later write replaced this one, or an update already reported it.
        guard echo.answer(to: written, reads: reads) else { return }
        guard reads != written else { return }
        if containerAtRest {
            _ = followBinding(restingAt: selectedIndex, into: &steps)
        } else {
            reconcilesAtRest = true
        }
    }

    /// The container, resting at `end`, moves to the binding's element; `false` when the binding
    /// names no element (a pager's `nil` included), which leaves the other rules to decide.
    private mutating func followBinding(restingAt end: Int?, into steps: inout [SelectionStep<ID>]) -> Bool {
        reconcilesAtRest = false
        let target: Int?
        if let value = lastRead {
            guard let index = data.position(of: value) else { return false }
            target = index
        } else {
            guard mode == .accordion else { return false }
            target = nil
        }
        selection = lastRead
        if target != end { steps.append(.select(target, animated: true)) }
        return true
    }

    private mutating func write(_ id: ID?, into steps: inout [SelectionStep<ID>]) {
        guard id != bindingValue else { return }
        echo.wrote(id)
        steps.append(.writeBinding(id))
    }

    private mutating func replaceData(with newData: IdentityIndex<ID>, into steps: inout [SelectionStep<ID>]) {
        let difference = IdentityDifference(from: data, to: newData)
        guard !difference.isEmpty else { return }
        let change = StackDataChange(difference)
        // Where the container comes to rest by its own rules: on the selected element wherever it
        // moved, else (a pager) on the removed page's nearest neighbour, else all closed.
        let landing: ID?
        if let kept = selection, newData.contains(kept) {
            landing = kept
        } else if mode == .paging {
            landing = change.replacementPage(forRemovedIndex: selectedIndex).map { newData.ids[$0] }
        } else {
            landing = nil
        }
        let target: ID?
        if let wanted = bindingValue, newData.contains(wanted) {
            target = wanted
        } else {
            target = landing
        }
        data = newData
        selection = target
        steps.append(.changeData(change))
        if target != landing {
            steps.append(.select(target.flatMap(newData.position(of:)), animated: false))
        }
        if mode == .accordion || target != nil { write(target, into: &steps) }
    }
}

extension SelectionSynchronizer: Equatable {}

extension SelectionSynchronizer: Sendable where ID: Sendable {}
