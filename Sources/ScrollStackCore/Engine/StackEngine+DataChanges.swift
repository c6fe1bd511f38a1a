import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Data and the container's own appearance.

extension StackEngine {
    /// How long the platform animates a data change it hands the engine now (headers and children
    /// sliding to their new places, inserted headers fading in, removed ones fading out): the
    /// configured transition duration when the container is on screen, at rest, and motion isn't
    /// reduced; 0 (at once) otherwise. A change during a transition joins the frames the
    /// transition is laying out.
    public var dataChangeAnimationDuration: Double {
        guard isOnScreen, phase.isIdle, configuration.motion == .full else { return 0 }
        return configuration.transitionDuration
    }

    /// Applies a change of the data by identity: everything that belongs to an element follows it
    /// to its new index, and only inserted elements that must be live are asked of the source.
    ///
    /// The running transition's fate:
    /// - Both ends survive (a `nil` end always does): it keeps running, re-indexed, every child in
    ///   flight moved to its frame at the current fraction. A swipe under the finger continues;
    ///   if the page next to the one under the finger is now another one (the old one removed, or
    ///   one inserted between), the swipe retargets to it as if the finger had just turned there.
    /// - The page under a finger is removed: the swipe is cancelled.
    /// - An end of an animated transition is removed: it ends at once where it was heading, and
    ///   the queued request is dropped.
    ///
    /// A selection (or the end a transition was heading to) whose element was removed falls back: an
    /// accordion closes every section; a pager shows
    /// ``StackDataChange/replacementPage(forRemovedIndex:)``, the removed page's nearest neighbour.
    /// A ``ContainerStep/transitionDidEnd(from:to:completed:)`` it sends names the new indices, a
    /// removed end as `nil`, and is completed when the container comes to rest at the `to` end.
    @inlinable
    mutating func applyDataChange<Source: ChildDataSource>(_ change: StackDataChange, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        precondition(change.oldCount == count, "StackEngine: a data change from \(change.oldCount) elements, but there are \(count)")
        landHeightRamp()
        let newIndices = change.newIndices
        func survives(_ index: Int?) -> Bool { index.map { newIndices[$0] != nil } ?? true }
        func moved(_ index: Int?) -> Int? { index.flatMap { newIndices[$0] } }

        // The running transition, decided in the old indices.
        var selection = selectedIndex
        // The ends of a transition the change ends, in the new indices.
        var ended: (from: Int?, to: Int?)?
        var retargetedFrom: Int??
        var keptPhase = TransitionPhase.idle
        if let transition = phase.transition {
            if case .interactive = phase {
                if survives(transition.from) {
                    var running = transition
                    running.from = moved(transition.from)
                    running.to = moved(transition.to)
                    if interactionAnnounced, let current = running.from {
                        let neighbour = current + (transition.direction == .forward ? 1 : -1)
                        let target = (0..<change.newCount).contains(neighbour) ? neighbour : nil
                        if target != running.to || !survives(transition.to) {
                            retargetedFrom = .some(running.to)
                            running.to = target
                        }
                    }
                    keptPhase = .interactive(running)
                } else {
                    if interactionAnnounced { ended = (nil, moved(transition.to)) }
                    selection = transition.from
                }
            } else if survives(transition.from) && survives(transition.to), let animation = phase.animation {
                var running = transition
                running.from = moved(transition.from)
                running.to = moved(transition.to)
                keptPhase = phase.replacing(running, animation)
            } else {
                // Ended where it was heading; if that end is gone, the selection falls back below.
                selection = phase.isHeadingBack ? transition.from : transition.to
                ended = (moved(transition.from), moved(transition.to))
            }
        }
        if case .interactive = keptPhase {} else { interactionAnnounced = false }

        // The state that belongs to elements, re-keyed.
        if let selected = selection, let new = newIndices[selected] {
            _selectedIndex = new
        } else if mode == .paging {
            _selectedIndex = change.replacementPage(forRemovedIndex: selection)
        } else {
            _selectedIndex = nil
        }
        if ended == nil, case .some(.some(let pending)) = pendingSelection {
            _pendingSelection = newIndices[pending].map { .some($0) }
        } else if ended != nil {
            _pendingSelection = nil
        }
        _phase = keptPhase
        heightPin = nil
        _count = change.newCount
        _sectionHeights = _sectionHeights.remapped(by: change, headerHeight: configuration.headerHeight)
        _pool.followElements(change)

        var departed: [Child] = []
        var rekeyed = nextLive
        var rekeyedIndex = nextLiveIndex
        for (index, child) in live {
            if let new = newIndices[index] {
                rekeyed[new] = child
                rekeyedIndex[child] = new
            } else {
                departed.append(child)
            }
        }
        replaceLive(with: &rekeyed, &rekeyedIndex)

        if let retargetedFrom, case .interactive(let running) = phase {
            steps.append(.transitionDidEnd(from: running.from, to: retargetedFrom, completed: false))
            steps.append(.transitionWillBegin(from: running.from, to: running.to, isInteractive: true))
        }
        // Children joining or leaving a transition that goes on do so animated, as they would have
        // had the data been this way when it began.
        applyScene(animated: !phase.isIdle, relayout: true, source: source, into: &steps)
        for child in departed { _pool.recycle(child) }
        if retargetedFrom != nil, case .interactive(let running) = phase {
            steps.append(.updateInteractiveProgress(running.fraction))
        }
        if let ended {
            // Completed when the container rests at the transition's far end.
            steps.append(.transitionDidEnd(from: ended.from, to: ended.to, completed: selectedIndex == ended.to))
        }
    }

    @inlinable
    mutating func reload<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // The running transition ends where it was heading, but the children come to rest only
        // in the new data: the source no longer answers for the old indices.
        let ended = endTransition()
        _pendingSelection = nil
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "StackEngine: numberOfChildren() returned \(newCount)")
        _count = newCount
        _sectionHeights = _sectionHeights.resized(to: count, headerHeight: configuration.headerHeight)
        if let selected = selectedIndex, selected >= count {
            _selectedIndex = mode == .paging && count > 0 ? count - 1 : nil
        }
        if mode == .paging, selectedIndex == nil, count > 0 { _selectedIndex = 0 }
        // Without identities, an element is its position: those past the new count are removed.
        var leaving = live.map { (index: $0.key, child: $0.value) }
        recycle(&leaving, nearestLastTo: nil)
        _pool.forgetElements(from: newCount)
        live.removeAll()
        liveIndex.removeAll()
        applyScene(animated: false, source: source, into: &steps)
        if case .some(.some(let notice)) = ended { steps.append(notice) }
    }

    @inlinable
    mutating func setContainerAppearance<Source: ChildDataSource>(_ appearance: AppearanceState, animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let current = planner.containerAppearance
        guard current != appearance else { return }
        // Leaving while a finger drives a swipe: the page under it is already disappearing, so the
        // container's state goes first and the swipe is then cancelled out of sight; the page
        // never appears again on the way out.
        var leavingMidSwipe = false
        if case .interactive = phase, !appearance.isVisibleOrAppearing { leavingMidSwipe = true }
        if !leavingMidSwipe { settle(startingPending: false, source: source, into: &steps) }
        _planner.moveContainer(to: appearance, animated: animated, into: &steps)
        if leavingMidSwipe { settle(startingPending: false, source: source, into: &steps) }
    }
}
