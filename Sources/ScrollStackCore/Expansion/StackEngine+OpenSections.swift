import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// An accordion under `ExpansionMode.multiple`: any set of sections open at once, a tap toggling one
// section while the others stay, several sections moving together.
//
// Rules:
// - Each section moves on its own leg of animation, with the configured duration and timing curve
//   (or a timed request's own), so one section opening while another closes, or every section at
//   once, all run together.
// - A request that turns a moving section around reverses it from where it stands along the
//   settling curve, taking the configured duration times the distance left. A request for where it
//   is already heading does nothing.
// - An unanimated request, or one made while the container is not on screen, first ends a moving
//   section where it was heading (with its notice), then changes it at once, without notices.
// - The container's own appearance ends every moving section where it was heading first.
// - A content height that changes while its section moves eases in from the height the section
//   has, along a smooth step over the configured duration; a header height, and a content height
//   at rest, change at once.
// - One section opening by a tap or a request scrolls into view with its motion; a finger on the
//   content ends that.
// - Under reduced motion sections fade in place instead of unrolling.
// - Data changes follow identity: an open or moving section keeps its state and its live child at
//   its new index; a removed one drops out, and if it was moving, `movingSectionsRemoved` names it
//   by its index before the change.
// - Only sections that show content (or move) inside the viewport have a live child, like a
//   table's cells. Children of sections heading open are on screen; those of sections heading
//   closed are disappearing until they come to rest.
//
// Cost: a tick with k sections moving costs O(k log m + log n + v) for m sections showing content
// and v visible sections: each moving section changes its entry in the layout's list of open
// sections, and the scene is built from the visible range alone, in buffers the engine keeps.

extension StackEngine {
    /// Whether the accordion runs several open sections now: ``ExpansionMode/multiple`` in
    /// accordion mode.
    @inlinable public var allowsSeveralOpenSections: Bool { _mode == .accordion && _configuration.expansion == .multiple }

    /// The viewport the live children of several open sections are chosen for, in the content's
    /// coordinates: with the bands above and below where the content still shows
    /// (``StackConfiguration/visibleBeyondViewport``).
    @inlinable var sectionsViewport: CGRect {
        let beyond = _configuration.visibleBeyondViewport
        return CGRect(x: 0, y: _position.offset - beyond.top, width: _size.width, height: _size.height + beyond.vertical)
    }

    /// ``handle(_:source:into:)`` for an accordion in which several sections may be open.
    @inlinable
    mutating func handleSections<Source: ChildDataSource>(_ event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // Anything but a display frame may move where a reveal heads.
        if !event.isTick, _openBox.value.revealTarget != nil { _open.revealTarget = nil }
        var animated = false
        switch event {
        case .tap(let index):
            guard (0..<_count).contains(index) else { break }
            let opens = !_open.expanded.contains(index)
            // The last open section stays open when the configuration keeps one open.
            if !opens, _configuration.keepsOneSectionOpen, _open.expanded.count == 1 { break }
            animated = true
            moveSection(index, open: opens, animated: true)
            // The header the user touched stays in view: a pinned header's section closing
            // scrolls back to that header with its motion.
            beginReveal(of: index, opening: opens)
        case .select(let index, let isAnimated):
            animated = isAnimated
            openAlone(index, animated: isAnimated, timing: nil)
        case .transition(let index, let duration):
            animated = true
            precondition(duration.isFinite && duration >= 0, "StackEngine: transition duration must be finite and not negative, got \(duration)")
            openAlone(index, animated: true, timing: TransitionTiming(duration: duration, curve: _configuration.timingCurve))
        case .timedTransition(let index, let timing):
            animated = true
            openAlone(index, animated: true, timing: timing)
        case .setExpanded(let open, let index, let isAnimated):
            animated = isAnimated
            requestExpanded(open, at: index, animated: isAnimated, timing: nil)
        case .setExpandedTimed(let open, let index, let timing):
            animated = true
            requestExpanded(open, at: index, animated: true, timing: timing)
        case .expandAll(let isAnimated), .collapseAll(let isAnimated):
            animated = isAnimated
            moveAll(open: event == .expandAll(animated: isAnimated), animated: isAnimated, timing: nil)
        case .expandAllTimed(let timing), .collapseAllTimed(let timing):
            animated = true
            moveAll(open: event == .expandAllTimed(timing), animated: true, timing: timing)
        case .leaveOpen(let indices):
            if let bad = indices.sorted().first(where: { !(0..<_count).contains($0) }) {
                preconditionFailure("StackEngine.leaveOpen: index \(bad) is out of range 0..<\(_count)")
            }
            for index in _open.expanded.subtracting(indices).sorted() { moveSection(index, open: false, animated: false) }
            for index in indices.subtracting(_open.expanded).sorted() { moveSection(index, open: true, animated: false) }
        case .tick(let seconds):
            animated = true
            advanceSections(by: seconds)
        case .scroll(let offset):
            _position.scrolled(to: offset)
        case .userScrolling(let isScrolling):
            _position.setUserScrolling(isScrolling)
        case .visibleHeight(let height):
            _position.setVisibleHeight(height, layoutHeight: _size.height)
        case .resize(let size):
            keepingReaderAnchor {
                $0._size = size.clampedToNonNegative
                $0._open.layout.setSize($0._size)
            }
        case .reload:
            reloadSections(source: source)
        case .dataChanged(let change):
            applySectionsDataChange(change, keepingReaderAnchorIn: visibleHeight)
        case .setSectionHeights(let heights):
            precondition(heights.count == _count, "StackEngine: section heights for \(heights.count) sections, but there are \(_count)")
            keepingReaderAnchor { engine in
                engine.landHeightRamps()
                engine._open.layout.replace(sectionHeights: heights, openness: engine.opennessOfSections(), fading: engine._open.layout.fadingSections)
            }
        case .contentHeightChanged(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { $0.changeContentHeight(height, at: index) }
        case .contentHeightFollowed(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { engine in
                engine._open.heightRamps[index] = nil
                engine._open.layout.setContentHeight(height, at: index)
            }
        case .headerHeightChanged(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { $0._open.layout.setHeaderHeight(height, at: index) }
        case .configure(let newConfiguration):
            keepingReaderAnchor { $0.configureSections(newConfiguration) }
        case .containerWillAppear, .containerDidAppear, .containerWillDisappear, .containerDidDisappear:
            if let change = event.containerAppearance { setSectionsAppearance(change.state, animated: change.animated, source: source, into: &steps) }
        case .windowChanged(let isInWindow):
            _isInWindow = isInWindow
            if !isInWindow { settleAll() }
        case .setMode, .animationDidEnd, .animatorStarted, .panBegan, .panChanged, .panEnded, .panCancelled:
            // A mode change is the engine's own (it leaves this path); no animator or finger
            // drives several open sections.
            break
        }
        // A tick has followed the reveal already; any other change may have moved its target.
        if _position.reveal != nil, !event.isTick { followReveal() }
        _position.keepInside(contentHeight: _open.layout.contentSize.height, viewportHeight: visibleHeight)
        flushNotices(into: &steps, reconciling: animated, source: source, framesOnly: event.movesFramesOnly)
    }

    /// Opens the section at `index` alone, closing every other one, or closes all for `nil`: a
    /// selection under ``ExpansionMode/multiple``.
    @usableFromInline
    mutating func openAlone(_ index: Int?, animated: Bool, timing: TransitionTiming?) {
        if let index { checkIndex(index) }
        for other in _open.expanded.sorted() where other != index {
            moveSection(other, open: false, animated: animated, timing: timing)
        }
        if let index { requestExpanded(true, at: index, animated: animated, timing: timing) }
    }

    /// Stops with a message naming `index` when it is not a section.
    @usableFromInline
    func checkIndex(_ index: Int) {
        precondition((0..<_count).contains(index), "StackEngine: index \(index) is out of range 0..<\(_count)")
    }

    /// Sends the section at `index` to `open` as the app asked, and reveals it when it opens.
    @usableFromInline
    mutating func requestExpanded(_ open: Bool, at index: Int, animated: Bool, timing: TransitionTiming?) {
        checkIndex(index)
        let opens = open && !_open.expanded.contains(index)
        moveSection(index, open: open, animated: animated, timing: timing)
        if opens { beginReveal(of: index) }
    }

    /// Sends every section to `open`, and reveals the last closed one when it alone opens.
    @usableFromInline
    mutating func moveAll(open: Bool, animated: Bool, timing: TransitionTiming?) {
        let lastClosed = open && _count - _open.expanded.count == 1 ? (0..<_count).first { !_open.expanded.contains($0) } : nil
        for index in 0..<_count { moveSection(index, open: open, animated: animated, timing: timing) }
        if let lastClosed { beginReveal(of: lastClosed) }
    }

    /// Sends the section to `open`: starts, reverses or ends its motion, or changes it at once.
    ///
    /// A motion started from rest runs over `timing` (`nil`: the configured duration and timing
    /// curve); a turn-around runs as on every request, and a timing of no duration is unanimated.
    @usableFromInline
    mutating func moveSection(_ index: Int, open: Bool, animated requested: Bool, timing: TransitionTiming? = nil) {
        let duration = timing?.duration ?? _configuration.transitionDuration
        let animated = requested && isOnScreen && duration > 0
        let target: Double = open ? 1 : 0
        let fades = _configuration.motion == .reduced
        if let motion = _open.motions[index] {
            if motion.isOpening == open { return }
            if animated, motion.openness == target {
                // It has not moved: it ends now rather than run a leg of no length.
                setMotion(nil, at: index)
                setSectionExpanded(open, at: index)
                finishSection(index, open: open)
                return
            }
            if animated {
                let from = motion.openness
                let leg = TransitionAnimation(
                    startFraction: from,
                    endFraction: target,
                    duration: _configuration.transitionDuration * abs(target - from),
                    curve: _configuration.settlingCurve
                )
                setMotion(SectionMotion(leg: leg, fades: motion.fades), at: index)
                setSectionExpanded(open, at: index)
                // A fading section's layout stands where its motion ends.
                if motion.fades { _open.layout.setOpenness(CGFloat(target), at: index) }
                _open.started.insert(index)
                return
            }
            // Ends where it was heading first, with its notice, then changes at once.
            finishSection(index, open: motion.isOpening)
        } else if _open.expanded.contains(index) == open {
            return
        }
        guard animated else {
            setSectionExpanded(open, at: index)
            _open.layout.setOpenness(open ? 1 : nil, at: index)
            return
        }
        let leg = TransitionAnimation(startFraction: 1 - target, endFraction: target, duration: duration, curve: timing?.curve ?? _configuration.timingCurve)
        setMotion(SectionMotion(leg: leg, fades: fades), at: index)
        setSectionExpanded(open, at: index)
        _open.layout.setOpenness(CGFloat(fades ? target : 1 - target), at: index)
        if fades { _open.layout.setFading(true, at: index) }
        _open.started.insert(index)
    }

    private mutating func setSectionExpanded(_ open: Bool, at index: Int) {
        if open { _open.expanded.insert(index) } else { _open.expanded.remove(index) }
    }

    /// Ends the motion of the section at `index` at rest, open or closed.
    @usableFromInline
    mutating func finishSection(_ index: Int, open: Bool) {
        setMotion(nil, at: index)
        _open.layout.setFading(false, at: index)
        _open.layout.setOpenness(open ? 1 : nil, at: index)
        _open.ended.append((index, open))
    }

    /// Runs every moving section's leg and every easing height on by `seconds`; sections whose
    /// legs complete come to rest.
    ///
    /// - Complexity: O(*k* log *n*) for *k* moving sections; the motions change in place, in
    ///   index order, so the frames are the same bits in every process.
    @inlinable
    mutating func advanceSections(by seconds: Double) {
        if !_open.heightRamps.isEmpty {
            advanceHeightRamps(by: seconds)
            _open.revealTarget = nil
        }
        let completed = _open.advanceMotions(by: seconds)
        // Only openness changed, unless a height eased: the reveal's target still holds.
        if _position.reveal != nil { followReveal(reusingTarget: _open.heightRamps.isEmpty) }
        if completed > 0 { finishCompletedMotions() }
    }

    /// Brings every section whose leg is complete to rest where it was heading.
    @usableFromInline
    mutating func finishCompletedMotions() {
        let done = _open.order.compactMap { index in _open.motions[index].flatMap { $0.leg.isComplete ? (index, $0.isOpening) : nil } }
        for (index, open) in done { finishSection(index, open: open) }
    }

    /// Ends every moving section where it was heading, and gives every easing height its new value.
    @usableFromInline
    mutating func settleAll() {
        for index in _open.order {
            if let motion = _open.motions[index] { finishSection(index, open: motion.isOpening) }
        }
        landHeightRamps()
    }

    @usableFromInline
    mutating func configureSections(_ newConfiguration: StackConfiguration) {
        newConfiguration.validate()
        if _open.layout.sectionHeights.hasUniformHeaders, newConfiguration.headerHeight != _configuration.headerHeight, _count > 0 {
            var heights = _open.layout.sectionHeights
            heights.setAllHeaderHeights(newConfiguration.headerHeight)
            _open.layout.replace(sectionHeights: heights, openness: opennessOfSections(), fading: _open.layout.fadingSections)
        }
        _configuration = newConfiguration
        _pool.limitPerIdentifier = newConfiguration.reuseLimitPerIdentifier
        _open.layout.configure(insets: newConfiguration.contentInsets, contentMode: newConfiguration.accordionContentMode, minimumFillHeight: newConfiguration.minimumFillContentHeight)
    }

    /// The openness of every section that shows any or moves.
    @usableFromInline
    func opennessOfSections() -> [Int: CGFloat] {
        var openness: [Int: CGFloat] = [:]
        for index in _open.layout.sectionsWithContent { openness[index] = _open.layout.openness(at: index) }
        return openness
    }

    /// The container's appearance under several open sections: every moving section ends where it
    /// was heading first.
    @usableFromInline
    mutating func setSectionsAppearance<Source: ChildDataSource>(_ appearance: AppearanceState, animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let current = _planner.containerAppearance
        guard current != appearance else { return }
        settleAll()
        flushNotices(into: &steps, reconciling: true, source: source)
        _planner.moveContainer(to: appearance, animated: animated, into: &steps)
    }

    /// New data from scratch under several open sections: open sections past the new count close.
    @usableFromInline
    mutating func reloadSections<Source: ChildDataSource>(source: Source) where Source.Child == Child {
        settleAll()
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "StackEngine: numberOfChildren() returned \(newCount)")
        _count = newCount
        _open.expanded = _open.expanded.filter { $0 < newCount }
        var openness: [Int: CGFloat] = [:]
        for index in _open.expanded { openness[index] = 1 }
        _open.layout.replace(sectionHeights: _open.layout.sectionHeights.resized(to: newCount, headerHeight: _configuration.headerHeight), openness: openness)
        _open.ended = _open.ended.filter { $0.index < newCount }
        // Without identities, an element is its position: those past the new count are removed.
        var leaving = live.map { (index: $0.key, child: $0.value) }
        recycle(&leaving, nearestLastTo: nil)
        _pool.forgetElements(from: newCount)
        live.removeAll()
        liveIndex.removeAll()
    }

    /// Brings the children to the scene the state calls for, between the notices of the sections
    /// that started moving (before) and of those that came to rest or were removed (after) during
    /// the event.
    @inlinable
    mutating func flushNotices<Source: ChildDataSource>(into steps: inout [ContainerStep<Child>], reconciling animated: Bool, source: Source, framesOnly: Bool = false) where Source.Child == Child {
        // No section started, ended or left: the children in view are the ones placed last.
        let keepsChildren = framesOnly && _open.started.isEmpty && _open.ended.isEmpty && _open.removedWhileMoving.isEmpty
        if !_open.started.isEmpty { appendWillMove(into: &steps) }
        reconcileSections(animated: animated, source: source, into: &steps, keepingSameChildren: keepsChildren)
        if !_open.ended.isEmpty || !_open.removedWhileMoving.isEmpty { appendDidMove(into: &steps) }
    }

    /// Appends the notice of the sections that started moving or turned around.
    @usableFromInline
    mutating func appendWillMove(into steps: inout [ContainerStep<Child>]) {
        let moving = _open.started.filter { _open.motions[$0] != nil }
        _open.started.removeAll(keepingCapacity: true)
        guard !moving.isEmpty else { return }
        let opening = moving.filter { _open.motions[$0]?.isOpening == true }.sorted()
        let closing = moving.filter { _open.motions[$0]?.isOpening == false }.sorted()
        steps.append(.sectionsWillMove(opening: opening, closing: closing))
    }

    /// Appends the notices of the sections that came to rest and of the moving ones the data removed.
    @usableFromInline
    mutating func appendDidMove(into steps: inout [ContainerStep<Child>]) {
        if !_open.ended.isEmpty {
            let opened = _open.ended.filter(\.isOpen).map(\.index).sorted()
            let closed = _open.ended.filter { !$0.isOpen }.map(\.index).sorted()
            steps.append(.sectionsDidMove(opened: opened, closed: closed))
        }
        if !_open.removedWhileMoving.isEmpty {
            let opening = _open.removedWhileMoving.filter(\.wasOpening).map(\.index).sorted()
            let closing = _open.removedWhileMoving.filter { !$0.wasOpening }.map(\.index).sorted()
            steps.append(.movingSectionsRemoved(wereOpening: opening, wereClosing: closing))
        }
        _open.ended.removeAll(keepingCapacity: true)
        _open.removedWhileMoving.removeAll(keepingCapacity: true)
    }

    /// Brings the live children and the planner to the sections that show content in the
    /// viewport.
    ///
    /// With `keepingSameChildren` (a display frame or a scroll in which no section started, ended
    /// or left), the same sections in view as last time keep their children and the planner's
    /// scene as they are: only frames changed, and the host lays those out from the layout.
    ///
    /// - Complexity: O(log *n* + log *m*) when the same children stay, O(log *n* + *v*) for *v*
    ///   visible sections otherwise; allocates nothing once the buffers have grown to the largest
    ///   scene.
    @inlinable
    mutating func reconcileSections<Source: ChildDataSource>(animated: Bool, source: Source, into steps: inout [ContainerStep<Child>], keepingSameChildren: Bool = false) where Source.Child == Child {
        // The open sections are read through their box rather than copied: a copy would retain
        // every one of their collections on every display frame.
        let box = _openBox
        let wanted = box.value.layout.visibleSections(in: sectionsViewport)
        let slots = box.value.layout.contentSlots(in: wanted)
        if keepingSameChildren, departed.isEmpty, slots == box.value.reconciledSlots, live.count == slots.count { return }
        defer { if _openBox.value.reconciledSlots != slots { _open.reconciledSlots = slots } }
        // Most display frames show the same children as the frame before: only their frames and
        // clips change, so the live children's maps stay as they are.
        if departed.isEmpty, reconcileSameChildren(wanted, of: box, animated: animated, into: &steps) { return }
        var newLive = nextLive
        var newLiveIndex = nextLiveIndex
        nextLive = [:]
        nextLiveIndex = [:]
        // Children that stay keep their index; only then are new ones asked for, so a duplicate
        // is caught whichever index comes first.
        var isMissingChildren = false
        for index in wanted where box.value.layout.hasContent(at: index) {
            if let existing = live[index] {
                newLive[index] = existing
                newLiveIndex[existing] = index
            } else {
                isMissingChildren = true
            }
        }
        for index in wanted where isMissingChildren && _openBox.value.layout.hasContent(at: index) && newLive[index] == nil {
            let child = askSource(forChildAt: index, source: source)
            if let other = newLiveIndex[child] {
                preconditionFailure("StackEngine: the data source returned a child for index \(index) that is already live at index \(other)")
            }
            newLive[index] = child
            newLiveIndex[child] = index
            measureSection(child, at: index, source: source)
        }
        // A child that joined may have been measured, which changed the open sections (and may
        // have copied them into a box of their own).
        let open = _openBox
        var scene = sceneBuffer
        sceneBuffer = []
        for index in wanted {
            guard let child = newLive[index], let placed = open.value.layout.content(at: index) else { continue }
            // A section that shows content is on screen unless it is heading closed.
            let motion = open.value.motions.isEmpty ? nil : open.value.motions[index]
            scene.append(SceneChild(child: child, frame: placed.frame, clip: placed.clip, isOnScreen: motion?.isOpening ?? true, isInFlight: motion != nil))
        }
        _planner.reconcile(to: scene, animated: animated, into: &steps)
        scene.removeAll(keepingCapacity: true)
        sceneBuffer = scene
        var leaving: [(index: Int, child: Child)] = []
        for (index, child) in live where newLiveIndex[child] == nil { leaving.append((index, child)) }
        recycle(&leaving, nearestLastTo: nil)
        if !departed.isEmpty {
            for child in departed where newLiveIndex[child] == nil { _pool.recycle(child) }
            departed.removeAll()
        }
        replaceLiveChildren(&live, &liveIndex, with: &newLive, &newLiveIndex, keepingFor: &nextLive, &nextLiveIndex)
    }

    /// Reconciles the planner to `wanted` when exactly the live children show content there, and
    /// says whether it did; otherwise nothing changes.
    ///
    /// - Complexity: O(log *m* + *c* log *n*) for *m* sections showing content, *c* of them in
    ///   `wanted`; allocates nothing once the buffers have grown to the largest scene.
    @inlinable
    mutating func reconcileSameChildren(_ wanted: Range<Int>, of open: OpenSectionsBox, animated: Bool, into steps: inout [ContainerStep<Child>]) -> Bool {
        var placements = placementBuffer
        placementBuffer = []
        open.placements(of: wanted, into: &placements)
        var scene = sceneBuffer
        sceneBuffer = []
        defer {
            placements.removeAll(keepingCapacity: true)
            placementBuffer = placements
            scene.removeAll(keepingCapacity: true)
            sceneBuffer = scene
        }
        guard placements.count == live.count else { return false }
        for placed in placements {
            guard let child = live[placed.index] else { return false }
            scene.append(SceneChild(child: child, frame: placed.frame, clip: placed.clip, isOnScreen: placed.isOnScreen, isInFlight: placed.isInFlight))
        }
        _planner.reconcile(to: scene, animated: animated, into: &steps)
        return true
    }

    /// Gives the section at `index` the content height its new child measures, while it shows
    /// nothing yet (a section starting to open), so it unrolls straight to its height.
    @inlinable
    mutating func measureSection<Source: ChildDataSource>(_ child: Child, at index: Int, source: Source) where Source.Child == Child {
        // A fading section already stands open: it takes its measured height at once too.
        guard _open.layout.visibleContentHeight(at: index) == 0 || _open.motions[index]?.fades == true, _open.heightRamps[index] == nil else { return }
        let width = _open.layout.contentRect.width
        // A nonsense measurement leaves the section to its content mode, as a reported one does.
        guard let height = AccordionSectionHeights.ownContentHeight(source.contentHeight(of: child, fittingWidth: width)) else { return }
        if AccordionSectionHeights.isSameContentHeight(height, as: _open.layout.sectionHeights.contentHeight(at: index)) { return }
        _open.layout.setContentHeight(height, at: index)
        // A reveal's target counts this section's height: it is worked out again.
        _open.revealTarget = nil
    }
}
