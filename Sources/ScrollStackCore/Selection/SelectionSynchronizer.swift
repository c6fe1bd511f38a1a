import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rules that keep a two-way binding and a container showing the same elements, by identity.
///
/// A SwiftUI view over the container owns one, feeds it ``SelectionEvent``s with ``handle(_:)``
/// and carries out the ``SelectionStep``s it returns. The selection is a set of element IDs, and
/// ``expansion`` says how many it may hold, as the container's ``ExpansionMode`` does:
/// ``ExpansionMode/single`` holds at most one (an accordion's `ID?`, empty when every section is
/// closed; a pager's `ID`, which has a current page whenever it has pages), and
/// ``ExpansionMode/multiple`` any set (an accordion's `Set<ID>`).
///
/// ## Rules
/// - A binding change asks the container for the binding's elements, animated as the binding's
///   transaction says: ``SelectionStep/select(_:animated:)`` in single expansion,
///   ``SelectionStep/setExpanded(opening:closing:animated:)`` (the IDs it gained open and those it
///   lost close, together) in multiple. While the container moves this retargets it exactly as a
///   tap would; the container's engine decides how.
/// - The binding is written only when the value it holds changes. A read of the value just
///   written, or a stale read of the value from before it, requests nothing, so a write-back
///   never echoes into a new request.
/// - A read-back of the value from before a write (``SelectionEvent/bindingWritten(_:reads:containerAtRest:)``)
///   means *not landed yet*, never a refusal: a setter that hops (`DispatchQueue.main.async`, a
///   `Task`) lands after the write, so the container stays where the user put it. The next read of
///   the binding decides, a view update (``SelectionEvent/bindingChanged(_:animated:)``) or a second
///   read-back. The written value: landed, nothing moves. Another value: the binding's own, followed
///   as any binding change. The value from before the write again: the binding refused the write (a
///   `.constant` binding, a setter that ignores the value), and the container goes back — at a view
///   update at once and animated, at a read-back as after a clamp. A binding that refuses changes
///   nothing, so it causes no view update of its own: the container goes back at the next one,
///   whatever causes it. View updates before the read-back request nothing: the write may not be
///   made yet.
/// - A binding that clamps a write (its read-back holds a third value) holds the truth: the
///   container follows it, at once when at rest, else when it comes to rest. Nothing is written
///   back after a clamp or a refusal, so a `.constant` binding never loops.
/// - When the container comes to rest holding something other than the selection (a swipe
///   finished, a transition that couldn't be interrupted ignored a request), the selection follows
///   the container and is written back.
/// - New data reaches the container as one identity change (``SelectionStep/changeData(_:)``),
///   which keeps the selected elements wherever they moved; then the container takes the binding's
///   elements that the data holds, at once (a refused write waiting for rest is settled with them).
/// - An ID that occurs more than once: the first occurrence is the element with that ID, and the
///   later ones are dropped (``UniqueIdentifiers``), so ``ids`` holds each ID once and every index
///   in a step is an index into it. Give the container `UniqueIdentifiers(ids).keep(elements)`;
///   ``repeatedIDs`` names the dropped IDs for a warning.
///
/// When a user's move is written — one rule for every gesture and both expansion modes: the
/// selection follows the user, and the binding is written once, at the moment the container is
/// committed to where the move ends. A tap, a tab or a key is committed when the engine takes it
/// (``SelectionEvent/userSelected(_:)`` with its destination; in ``ExpansionMode/multiple``,
/// ``SelectionEvent/containerChanged(_:atRest:)`` as its sections start to move), so it is written
/// then, before its animation runs. A swipe can be cancelled until it ends, so it is written when
/// it finishes (``SelectionEvent/transitionEnded(from:to:completed:containerAtRest:)``, completed
/// and at rest); a cancelled one writes nothing. The end of a move already written writes nothing
/// again. ``SelectionDriver`` hands the write over at once while the user's gesture is handled,
/// else on the next turn, where a write that a later one replaced is dropped
/// (``SelectionDriver/isDeferredWriteCurrent(_:)``).
///
/// In single expansion (at most one ID):
/// - A user's tap or finished swipe moves the selection and is written back. A tap while a
///   binding-driven change runs, or while a clamped write waits for rest, wins: the selection
///   follows the tap, and the transition that the binding started, when it ends, is not taken for
///   a selection.
/// - A binding value that names no element is remembered and requests nothing: the container
///   shows what its own rules say (a pager its first page on loading), and data changes don't write
///   over the value. If later data brings that element, it is selected. A user's move replaces it.
/// - If new data removed the selected element and the binding names none it holds, an accordion
///   closes every section and a pager shows the nearest remaining neighbour in the old order, the
///   following one first (it slides into the removed page's place); when no old element remains
///   (every ID replaced), the page now at the old index, clamped to the new pages
///   (``StackDataChange/replacementPage(forRemovedIndex:)``), never simply the first. The new value
///   is written back, and the container lands there directly: it never shows the removed page on
///   the way. A pager that loses every page has no selection; its binding keeps its last value until
///   there are pages again.
/// - A user selection or a transition's end at an index the data no longer has (a tap on a tab
///   removed a moment before) is ignored.
/// - ``SelectionEvent/containerChanged(_:atRest:)`` with at most one index means what a tap on it
///   means, or at rest, what a transition ending there means.
///
/// In multiple expansion (any set):
/// - A change of the open sections (``SelectionEvent/containerChanged(_:atRest:)``: a tap, or
///   sections coming to rest) changes the selection and is written back. While a clamped write
///   waits for rest, changes before the rest are not news.
/// - An ID in the binding that names no element is remembered and opens nothing; if later data
///   brings that element, its section opens. Writes keep such IDs. An open element the data
///   removed leaves the binding, which is written back without it.
/// - Indices the data doesn't have are left out of the open set.
/// - ``SelectionEvent/userSelected(_:)`` and ``SelectionEvent/transitionEnded(from:to:completed:containerAtRest:)``
///   are the single-section engine's notices and change nothing.
///
/// Bad input stops with a precondition naming the bad value: a pager in multiple expansion, a
/// pager's empty binding or `nil` user selection, a single selection given several IDs or open
/// sections.
public struct SelectionSynchronizer<ID: Hashable>: Equatable {
    /// Accordion or pager.
    public let mode: StackMode
    /// How many elements the selection may hold: at most one (``ExpansionMode/single``, a pager's
    /// too) or any set (``ExpansionMode/multiple``, an accordion's).
    public let expansion: ExpansionMode
    /// The elements the container shows, has open or is heading to; empty: all closed, or no pages.
    public private(set) var selection: Set<ID> = []
    /// The value the binding held at the last update that reported it.
    public var lastRead: Set<ID> { echo.lastRead }
    /// A value written back to the binding that no update has reported yet.
    public var pendingWrite: Set<ID>? { echo.pendingWrite }
    private var echo: BindingEcho<Set<ID>>
    /// Whether the binding clamped or refused a write, read back while the container moved: when the
    /// container comes to rest, it follows the binding.
    public private(set) var reconcilesAtRest = false
    private var data = IdentityIndex<ID>([])

    /// A synchronizer with no data yet; send ``SelectionEvent/dataChanged(_:)`` to load it.
    ///
    /// - Parameters:
    ///   - mode: Accordion or pager.
    ///   - expansion: How many elements the selection may hold. A pager's is ``ExpansionMode/single``.
    ///   - binding: The IDs the binding holds now (a single ID as a set of one, `nil` as an empty
    ///     set); the first data that holds them selects them. Not empty for a pager; at most one ID
    ///     in single expansion.
    public init(mode: StackMode, expansion: ExpansionMode = .single, binding: Set<ID>) {
        precondition(mode == .accordion || expansion == .single, "SelectionSynchronizer: a pager shows one page; expansion \(expansion) is an accordion's")
        self.mode = mode
        self.expansion = expansion
        echo = BindingEcho(reading: binding)
        check(binding)
    }

    /// The element IDs in order, as the last data change reported them, each once (its first
    /// occurrence).
    public var ids: [ID] { data.ids }

    /// The IDs the last data change repeated, each named once, whose later occurrences were
    /// dropped; empty when every ID was unique.
    public private(set) var repeatedIDs: [ID] = []

    /// The indices of ``selection`` in ``ids``, sorted: what the container shows, has open or is
    /// heading to.
    ///
    /// - Complexity: O(*k* log *k*) for *k* selected IDs; O(1) in single expansion.
    public var selectedIndices: [Int] { selection.compactMap(data.position(of:)).sorted() }

    /// The lowest of ``selectedIndices``: in single expansion, the index the container shows or
    /// is heading to.
    public var selectedIndex: Int? { selectedIndices.first }

    /// The value the binding holds as far as the synchronizer knows: its pending write, else the
    /// last value read.
    public var bindingValue: Set<ID> { echo.value }

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Parameter event: What happened.
    /// - Returns: Requests to the container, writes to the binding, or a data change; often none.
    /// - Complexity: O(*k* log *k*) for *k* IDs in the binding and the selection (O(1) in single
    ///   expansion); O(*n* + *m*) expected for a data change from *n* to *m* elements.
    public mutating func handle(_ event: SelectionEvent<ID>) -> [SelectionStep<ID>] {
        var steps: [SelectionStep<ID>] = []
        switch event {
        case .bindingChanged(let value, let animated):
            check(value)
            switch echo.read(value) {
            case .nothing: break
            case .changed: followBinding(from: Set(selectedIndices), animated: animated, into: &steps)
            // The user's move is undone where it can be seen, whatever the update's transaction.
            case .refused: followBinding(from: Set(selectedIndices), animated: true, into: &steps)
            }
        case .userSelected(let index):
            guard expansion == .single else { break }
            precondition(index != nil || mode == .accordion, "SelectionSynchronizer: a pager's user selection can't be nil")
            userMoved(to: index.map { [$0] } ?? [], into: &steps)
        case .transitionEnded(let from, let to, let completed, let containerAtRest):
            // Not at rest: another leg follows.
            guard expansion == .single, containerAtRest else { break }
            let end = completed ? to : from
            cameToRest(at: end.map { [$0] } ?? [], into: &steps)
        case .containerChanged(let reported, let atRest):
            precondition(expansion == .multiple || reported.count <= 1, "SelectionSynchronizer: a single selection can't follow \(reported.count) open sections \(reported.sorted())")
            let open = expansion == .multiple ? reported.filter(data.ids.indices.contains) : reported
            if atRest {
                cameToRest(at: open, into: &steps)
            } else if expansion == .single {
                userMoved(to: open, into: &steps)
            } else if !reconcilesAtRest {
                followContainer(to: open, into: &steps)
            }
        case .bindingWritten(let written, let reads, let containerAtRest):
            check(written)
            check(reads)
            // Landed, not landed yet, replaced by a later write, or already reported by an update.
            guard echo.answer(to: written, reads: reads) == .refused else { break }
            if containerAtRest {
                followBinding(from: Set(selectedIndices), animated: true, into: &steps)
            } else {
                reconcilesAtRest = true
            }
        case .dataChanged(let ids):
            let unique = UniqueIdentifiers(ids)
            repeatedIDs = unique.dropped
            replaceData(with: IdentityIndex(unique.ids), into: &steps)
        }
        return steps
    }

    // MARK: - Rules

    /// The binding's elements the container can take; `nil` when, in single expansion, the binding
    /// names no element the data holds (or is a pager's empty one), which requests nothing.
    private var bindingTarget: Set<ID>? {
        let known = lastRead.filter(data.contains)
        guard expansion == .single, known.isEmpty else { return known }
        return lastRead.isEmpty && mode == .accordion ? [] : nil
    }

    /// The container, holding the sections at `current`, moves to the binding's elements; `false`
    /// when the binding names none it can take, which leaves the other rules to decide.
    @discardableResult
    private mutating func followBinding(from current: Set<Int>, animated: Bool, into steps: inout [SelectionStep<ID>]) -> Bool {
        reconcilesAtRest = false
        guard let wanted = bindingTarget else { return false }
        selection = wanted
        let target = Set(wanted.compactMap(data.position(of:)))
        if target != current { steps.append(request(from: current, to: target, animated: animated)) }
        return true
    }

    /// The step that moves the container from the sections at `current` to those at `target`.
    private func request(from current: Set<Int>, to target: Set<Int>, animated: Bool) -> SelectionStep<ID> {
        guard expansion == .multiple else { return .select(target.min(), animated: animated) }
        return .setExpanded(opening: target.subtracting(current).sorted(), closing: current.subtracting(target).sorted(), animated: animated)
    }

    /// The user moved a single-expansion container to `open`: the selection follows at once.
    private mutating func userMoved(to open: Set<Int>, into steps: inout [SelectionStep<ID>]) {
        guard let elements = elements(at: open) else { return }
        follow(elements, into: &steps)
    }

    /// The container came to rest with the sections at `open`: a refused write is reconciled now,
    /// else the selection follows the container.
    private mutating func cameToRest(at open: Set<Int>, into steps: inout [SelectionStep<ID>]) {
        if reconcilesAtRest, followBinding(from: open, animated: true, into: &steps) { return }
        followContainer(to: open, into: &steps)
    }

    /// The selection follows the container's sections at `open` if they hold other elements.
    private mutating func followContainer(to open: Set<Int>, into steps: inout [SelectionStep<ID>]) {
        guard let elements = elements(at: open) else { return }
        // A pager with no page: a notice about data that has since changed.
        if elements.isEmpty, mode == .paging { return }
        guard elements != selection else { return }
        follow(elements, into: &steps)
    }

    /// The elements at `indices`, or `nil` when the data no longer has one of them: the notice is
    /// about data that has since changed.
    private func elements(at indices: Set<Int>) -> Set<ID>? {
        guard indices.allSatisfy(data.ids.indices.contains) else { return nil }
        return Set(indices.map { data.ids[$0] })
    }

    /// The selection moved without the binding asking: it follows, and the binding hears of it.
    private mutating func follow(_ elements: Set<ID>, into steps: inout [SelectionStep<ID>]) {
        reconcilesAtRest = false
        selection = elements
        write(elements, keeping: bindingValue.filter { !data.contains($0) }, into: &steps)
    }

    /// Writes `elements` to the binding; in multiple expansion with the binding's `remembered` IDs,
    /// which name no element.
    private mutating func write(_ elements: Set<ID>, keeping remembered: Set<ID>, into steps: inout [SelectionStep<ID>]) {
        let value = expansion == .multiple ? elements.union(remembered) : elements
        guard value != bindingValue else { return }
        echo.wrote(value)
        steps.append(.writeBinding(value))
    }

    private mutating func replaceData(with newData: IdentityIndex<ID>, into steps: inout [SelectionStep<ID>]) {
        let difference = IdentityDifference(from: data, to: newData)
        guard !difference.isEmpty else { return }
        let change = StackDataChange(difference)
        // Where the container comes to rest by its own rules: on the selected elements wherever
        // they moved, else (a pager) on the removed page's nearest neighbour, else all closed.
        var landing = selection.filter(newData.contains)
        if landing.isEmpty, mode == .paging, let page = change.replacementPage(forRemovedIndex: selectedIndex) {
            landing = [newData.ids[page]]
        }
        let wanted = bindingValue.filter(newData.contains)
        let target = wanted.isEmpty && expansion == .single ? landing : wanted
        let remembered = bindingValue.filter { !data.contains($0) && !newData.contains($0) }
        // A single selection that names only elements the data never had keeps them: the container
        // lands by its own rules without writing over what the binding waits for.
        let waits = expansion == .single && !remembered.isEmpty && remembered == bindingValue
        data = newData
        selection = target
        // The new data is the binding's moment: a refused write waiting for rest is settled now.
        reconcilesAtRest = false
        steps.append(.changeData(change))
        if target != landing {
            let position = { (id: ID) in newData.position(of: id) }
            steps.append(request(from: Set(landing.compactMap(position)), to: Set(target.compactMap(position)), animated: false))
        }
        if !waits, mode == .accordion || !target.isEmpty { write(target, keeping: remembered, into: &steps) }
    }

    /// Stops on a value the binding can't hold: none for a pager, several in single expansion.
    private func check(_ value: Set<ID>) {
        precondition(mode == .accordion || !value.isEmpty, "SelectionSynchronizer: a pager's binding can't be nil (empty)")
        precondition(expansion == .multiple || value.count <= 1, "SelectionSynchronizer: a single selection holds at most one ID, not \(value.count): \(value)")
    }
}

extension SelectionSynchronizer: Sendable where ID: Sendable {}
