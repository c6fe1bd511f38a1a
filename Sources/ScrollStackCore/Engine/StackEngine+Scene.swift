import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Which children the state calls for, and bringing the live children and the planner to them.

extension StackEngine {
    /// An index the container should hold now, with whether it is on screen and carried by the
    /// transition.
    @usableFromInline
    struct WantedIndex: Sendable {
        @usableFromInline var index: Int
        @usableFromInline var isOnScreen: Bool
        @usableFromInline var isInFlight: Bool

        @inlinable
        init(index: Int, isOnScreen: Bool, isInFlight: Bool) {
            self.index = index
            self.isOnScreen = isOnScreen
            self.isInFlight = isInFlight
        }
    }

    /// Fills ``wantedBuffer`` with the indices the container should hold now, in order.
    @inlinable
    mutating func collectWantedIndices() {
        var wanted = wantedBuffer
        wantedBuffer = []
        wanted.removeAll(keepingCapacity: true)
        let transition = phase.transition
        // Under the finger the target is appearing (as in UIKit's interactive transitions), even
        // though settling there now would cancel.
        let heading: Int?
        if case .interactive(let interactive) = phase { heading = interactive.to } else { heading = destination }
        func add(_ index: Int?, onScreen: Bool, inFlight: Bool) {
            guard let index, (0..<count).contains(index), !wanted.contains(where: { $0.index == index }) else { return }
            wanted.append(WantedIndex(index: index, isOnScreen: onScreen, isInFlight: inFlight))
        }
        if let transition, transition.to != nil || mode == .accordion {
            add(transition.from, onScreen: transition.from == heading, inFlight: true)
            add(transition.to, onScreen: transition.to == heading, inFlight: true)
        } else {
            // At rest, or pulling past the first or last page: the current page alone, carried
            // by the pull while there is one.
            add(transition?.from ?? selectedIndex, onScreen: true, inFlight: transition != nil)
        }
        if mode == .paging, let center = transition?.from ?? selectedIndex, configuration.preloadDistance > 0, count > 0 {
            // No page lies further than the count: a distance of `Int.max` ("keep every page")
            // means all of them, without overflowing.
            let distance = min(configuration.preloadDistance, count)
            for index in max(0, center - distance)...min(count - 1, center + distance) {
                add(index, onScreen: false, inFlight: false)
            }
        }
        wantedBuffer = wanted
    }

    /// Brings the live children and the planner to the scene the state calls for.
    ///
    /// - Parameter relayout: Whether children in flight move to their frames at the current
    ///   fraction (after a size or configuration change). Otherwise they keep the frames the
    ///   animator is moving them from.
    /// - Parameter remeasure: Whether every live child's content height is measured again (the
    ///   width or the settings changed), not only those of children that come into use.
    @inlinable
    mutating func applyScene<Source: ChildDataSource>(animated: Bool, relayout: Bool = false, remeasure: Bool = false, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        collectWantedIndices()
        let wanted = wantedBuffer
        var newLive = nextLive
        var newLiveIndex = nextLiveIndex
        nextLive = [:]
        nextLiveIndex = [:]
        // Children that stay keep their index; only then are new ones asked for, so a duplicate
        // is caught whichever index comes first.
        for entry in wanted {
            if let existing = live[entry.index] {
                newLive[entry.index] = existing
                newLiveIndex[existing] = entry.index
                if remeasure { measureContent(of: existing, at: entry.index, source: source) }
            }
        }
        for entry in wanted where newLive[entry.index] == nil {
            let child = askSource(forChildAt: entry.index, source: source)
            if let other = newLiveIndex[child] {
                preconditionFailure("StackEngine: the data source returned a child for index \(entry.index) that is already live at index \(other)")
            }
            newLive[entry.index] = child
            newLiveIndex[child] = entry.index
            measureContent(of: child, at: entry.index, source: source)
        }
        let showsWhole = phase.transition?.showsChildrenWhole ?? false
        for entry in wanted {
            guard let child = newLive[entry.index] else { continue }
            // The animator owns the frames of children in flight; only a relayout moves them.
            let kept = relayout || !entry.isInFlight ? nil : planner.placement(of: child)
            let placed = kept ?? placement(ofChildAt: entry.index, atFraction: nil)
            let clip = showsWhole && entry.isInFlight ? placed.frame : placed.clip
            sceneBuffer.append(SceneChild(child: child, frame: placed.frame, clip: clip, isOnScreen: entry.isOnScreen, isInFlight: entry.isInFlight))
        }
        _planner.reconcile(to: sceneBuffer, animated: animated, into: &steps)
        sceneBuffer.removeAll(keepingCapacity: true)
        var leaving: [(index: Int, child: Child)] = []
        for (index, child) in live where newLiveIndex[child] == nil { leaving.append((index, child)) }
        recycle(&leaving, nearestLastTo: phase.transition.flatMap(\.to) ?? selectedIndex)
        replaceLive(with: &newLive, &newLiveIndex)
    }

    /// Puts the `leaving` children back in the pool in a fixed order: the farthest from `center`
    /// first (index order without one), so a full pool keeps the ones nearest where the user is,
    /// the likeliest to come back, whatever order the live map holds them in.
    @inlinable
    mutating func recycle(_ leaving: inout [(index: Int, child: Child)], nearestLastTo center: Int?) {
        guard !leaving.isEmpty else { return }
        leaving.sort { lhs, rhs in
            let distances = center.map { (abs(lhs.index - $0), abs(rhs.index - $0)) } ?? (0, 0)
            return distances.0 != distances.1 ? distances.0 > distances.1 : lhs.index < rhs.index
        }
        for entry in leaving { _pool.recycle(entry.child, shownAt: entry.index) }
        leaving.removeAll()
    }

    /// The data source's child for the element at `index`: a dequeue from the pool meanwhile
    /// takes back the idle child last shown for that element first, so it keeps its state.
    @inlinable
    mutating func askSource<Source: ChildDataSource>(forChildAt index: Int, source: Source) -> Child where Source.Child == Child {
        _pool.requestedIndex = index
        defer { _pool.requestedIndex = nil }
        return source.child(at: index, reusing: &_pool)
    }

    /// Makes the children in flight show whole (`true`: the adopter's own animator runs the
    /// transition) or clipped to the layout (`false`: a built-in one), until the transition ends.
    ///
    /// An adopter's animator moves the two children between the transition context's frames and
    /// knows nothing of the container's clips: a section opening under it, clipped to nothing at
    /// the start, would show nothing until the transition ends. So its children show whole from
    /// the start, each clip its whole frame, as at the end. (An animator that moves the whole
    /// container, as the UIKit layer's `UnrollAnimator` does, clips them itself.) The built-in
    /// animators lay out every child from the engine on every display frame, clips included.
    ///
    /// - Parameter whole: Whether the children in flight show whole.
    @inlinable
    mutating func showChildrenInFlightWhole<Source: ChildDataSource>(_ whole: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard !allowsSeveralOpenSections, var transition = phase.transition, transition.showsChildrenWhole != whole else { return }
        transition.showsChildrenWhole = whole
        if let animation = phase.animation {
            _phase.replace(transition, animation)
        } else {
            _phase = .interactive(transition)
        }
        // Clipped again, they take their clips from the built-in animator's next frame.
        if whole { applyScene(animated: true, source: source, into: &steps) }
    }

    /// Makes `newLive` and `newLiveIndex` the live children and their indices; the old
    /// dictionaries, emptied, are kept for the next scene, so bringing children to a scene
    /// allocates nothing once the buffers have grown.
    @inlinable
    mutating func replaceLive(with newLive: inout [Int: Child], _ newLiveIndex: inout [Child: Int]) {
        replaceLiveChildren(&live, &liveIndex, with: &newLive, &newLiveIndex, keepingFor: &nextLive, &nextLiveIndex)
    }

    /// Gives the accordion section at `index` the content height its child measures at the
    /// content's width, before anything is placed: a section that opens then unrolls straight to
    /// its height. Only at rest or at a transition's very start, where the section being measured
    /// shows nothing yet; later heights arrive as ``StackEvent/contentHeightChanged(index:height:)``.
    @inlinable
    mutating func measureContent<Source: ChildDataSource>(of child: Child, at index: Int, source: Source) where Source.Child == Child {
        guard mode == .accordion, (phase.transition?.fraction ?? 0) == 0, _sectionHeights.count == count else { return }
        let insets = configuration.contentInsets
        let width = max(0, size.width - insets.left - insets.right)
        // A nonsense measurement leaves the section to its content mode, as a reported one does.
        guard let height = AccordionSectionHeights.ownContentHeight(source.contentHeight(of: child, fittingWidth: width)) else { return }
        if AccordionSectionHeights.isSameContentHeight(height, as: _sectionHeights.contentHeight(at: index)) { return }
        _sectionHeights.setContentHeight(height, at: index)
    }
}
