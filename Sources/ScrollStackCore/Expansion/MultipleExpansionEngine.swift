import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The brain of an accordion in ``ExpansionMode/multiple``: any set of sections open at once, a
/// tap toggling one section while the others stay, several sections moving together.
///
/// Feed it events with ``handle(_:source:)``; it returns the ordered steps the platform must carry
/// out: containment and appearance calls for the children, and notices naming every section that
/// started or stopped moving. Frames come from ``layout``.
///
/// ## Rules
/// - Each section moves on its own leg of animation, with the configured duration and timing
///   curve (or a timed request's own, ``ExpansionEvent/setExpandedTimed(_:at:timing:)``), so one
///   section opening while another closes, or every section at once, all run together.
/// - A request that turns a moving section around reverses it from where it stands along the
///   settling curve, taking the configured duration times the distance left, as
///   ``StackEngine`` reverses a transition. A request for where it is already heading does nothing.
/// - An unanimated request, or one made while the container is not on screen, first ends a
///   moving section where it was heading (with its notice), then changes it at once, without
///   notices (an unanimated change is no transition).
/// - The container's own appearance ends every moving section where it was heading first.
/// - A content height that changes while its section moves eases in from the height the section
///   has, along a smooth step over the configured duration (``isAtRest`` waits for it); a header
///   height, and a content height at rest, change at once.
/// - One section opening by a tap or a request scrolls into view with its motion, in step with it
///   (``reveal``); a finger on the content (``ExpansionEvent/userScrolling(_:)``) ends it.
/// - Under ``MotionPreference/reduced`` sections fade in place instead of unrolling
///   (``SectionMotion/fades``, ``contentOpacity(ofSectionAt:)``).
/// - Data changes follow identity: an open or moving section keeps its state and its live child
///   at its new index; a removed one drops out, and if it was moving,
///   ``ExpansionStep/movingSectionsRemoved(wereOpening:wereClosing:)`` names it by its index
///   before the change.
///
/// ## Live children
/// Only sections that show content (or are moving) inside the viewport (the container's size at
/// ``scrollOffset``) have a live child, like a table's cells: scrolling an open section away
/// removes its child, scrolling it back adds one. Children of sections heading open are on
/// screen; those of sections heading closed are disappearing until they come to rest.
///
/// ## Cost
/// A tick with *k* sections moving costs O(*k* log *n* + *v*) for *v* visible sections: each moving
/// section changes one extent in the layout's prefix sums, and the scene is built from the visible
/// range alone, in buffers the engine keeps. The tick path is inlinable, so a caller runs it
/// specialised for its child type; with ``handle(_:source:into:)`` and a kept buffer, a tick
/// allocates nothing once the buffers have grown.
public struct MultipleExpansionEngine<Child: Hashable> {
    // The tick path is inlinable, so that a caller in another module runs it specialised for its
    // child type (dictionaries keyed by children, the planner, the reuse pool) rather than through
    // generic metadata and witness tables, as ``StackEngine`` does. The state it changes is
    // therefore internal and usable from inlinable code; the public properties below read it.

    /// The settings in force (the header height, insets, content mode, minimum fill height,
    /// duration and curves apply).
    @inlinable public var configuration: StackConfiguration { _configuration }
    /// The number of sections, as the data source last reported it.
    @inlinable public var count: Int { _count }
    /// The sections open at rest or heading open.
    @inlinable public var expandedIndices: Set<Int> { _expandedIndices }
    /// Every moving section by index.
    @inlinable public var motions: [Int: SectionMotion] { _motions }
    /// The top of the viewport in the content's coordinates: where the engine keeps it (a reveal,
    /// the reader's anchor, inside the content), or where ``ExpansionEvent/scroll(to:)`` last put it.
    @inlinable public var scrollOffset: CGFloat { _position.offset }
    /// The scroll position with its rules: see ``ScrollPosition``.
    @inlinable public var scrollPosition: ScrollPosition { _position }
    /// The frames now.
    @inlinable public var layout: ExpansionLayout { _layout }
    /// The containment planner, which tracks every child's state.
    @inlinable public var planner: LifecyclePlanner<Child> { _planner }
    /// Children waiting to be reused.
    @inlinable public var pool: ReusePool<Child> { _pool }
    /// The scroll that follows a section opening into view, while it runs.
    @inlinable public var reveal: ExpansionReveal? { _position.reveal }
    /// Whether a finger is on the content or its fling still runs, as
    /// ``ExpansionEvent/userScrolling(_:)`` last said: no reveal runs meanwhile.
    @inlinable public var isUserScrolling: Bool { _position.isUserScrolling }
    /// The height of the viewport the user sees, as ``ExpansionEvent/visibleHeight(_:)`` last said,
    /// or the layout's height: what a reveal brings a section into.
    @inlinable public var visibleHeight: CGFloat { _position.viewportHeight(layoutHeight: _layout.size.height) }

    /// Storage of ``configuration``.
    @usableFromInline var _configuration: StackConfiguration
    /// Storage of ``count``.
    @usableFromInline var _count = 0
    /// Storage of ``expandedIndices``.
    @usableFromInline var _expandedIndices: Set<Int> = []
    /// Storage of ``motions``.
    @usableFromInline var _motions: [Int: SectionMotion] = [:]
    /// The keys of ``_motions``, sorted: motions are run and summed in index order, so the
    /// layout's prefix sums take their changes in the same order in every process, whatever the
    /// dictionary's hash seed.
    @usableFromInline var movingOrder: [Int] = []
    /// Storage of ``scrollPosition``.
    @usableFromInline var _position = ScrollPosition()
    /// Storage of ``layout``.
    @usableFromInline var _layout: ExpansionLayout
    /// Storage of ``planner``.
    @usableFromInline var _planner = LifecyclePlanner<Child>()
    /// Storage of ``pool``.
    @usableFromInline var _pool: ReusePool<Child>

    /// The live child of every section that has one.
    @usableFromInline var live: [Int: Child] = [:]
    /// The index of every live child.
    @usableFromInline var liveIndex: [Child: Int] = [:]
    /// Children whose sections the data removed: attached until the next scene removes them,
    /// then recycled.
    @usableFromInline var departed: [Child] = []
    /// Content heights that changed while their sections moved, easing to their new values.
    @usableFromInline var heightRamps: [Int: HeightRamp] = [:]
    /// Sections whose motion started or turned around during the event being handled.
    @usableFromInline var started: Set<Int> = []
    /// Sections whose motion ended during the event being handled, with whether they ended open.
    @usableFromInline var ended: [(index: Int, isOpen: Bool)] = []
    /// Moving sections the data removed during the event being handled, by their indices before
    /// the change, with whether they were heading open.
    @usableFromInline var removedWhileMoving: [(index: Int, wasOpening: Bool)] = []

    // Buffers a scene is built in, kept empty between events so that bringing the children to a
    // new scene allocates nothing once they have grown to the largest scene.

    /// The scene being built.
    @usableFromInline var sceneBuffer: [SceneChild<Child>] = []
    /// The live children of the scene being built, by index; swapped with ``live``.
    @usableFromInline var nextLive: [Int: Child] = [:]
    /// The indices of the live children of the scene being built; swapped with ``liveIndex``.
    @usableFromInline var nextLiveIndex: [Child: Int] = [:]
    /// The planner's steps for the event being handled, before they are wrapped.
    @usableFromInline var childStepBuffer: [ContainerStep<Child>] = []
    /// The steps of an event handled by ``handle(_:source:)``, before they are returned.
    @usableFromInline var stepBuffer = StepBuffer<ExpansionStep<Child>>()

    /// Creates an engine with no data loaded; send ``ExpansionEvent/reload`` to load it.
    ///
    /// - Parameters:
    ///   - configuration: The settings. Invalid settings stop with a precondition naming them.
    ///   - size: The container's bounds size; negative or non-finite dimensions count as zero.
    ///   - expandedIndices: The sections open once loaded; those beyond the count at load are
    ///     dropped.
    /// - Precondition: no index in `expandedIndices` is negative; the message names it.
    public init(configuration: StackConfiguration = StackConfiguration(), size: CGSize = .zero, expandedIndices: Set<Int> = []) {
        configuration.validate()
        if let negative = expandedIndices.first(where: { $0 < 0 }) {
            preconditionFailure("MultipleExpansionEngine: an expanded index must not be negative, got \(negative)")
        }
        self._configuration = configuration
        self._expandedIndices = expandedIndices
        self._pool = ReusePool(limitPerIdentifier: configuration.reuseLimitPerIdentifier)
        self._layout = ExpansionLayout(
            size: size,
            insets: configuration.contentInsets,
            sectionHeights: AccordionSectionHeights(count: 0, headerHeight: configuration.headerHeight),
            contentMode: configuration.accordionContentMode,
            minimumFillHeight: configuration.minimumFillContentHeight
        )
    }

    // MARK: - Queries

    /// The child live at `index`, if any.
    public func child(at index: Int) -> Child? { live[index] }

    /// Every live child by index.
    public var liveChildren: [Int: Child] { live }

    /// Whether nothing moves: no section opens or closes, and no content height is still easing
    /// to a height it got while its section moved. The platform keeps sending
    /// ``ExpansionEvent/tick(_:)`` until it is.
    @inlinable public var isAtRest: Bool { _motions.isEmpty && heightRamps.isEmpty }

    /// Whether an animation can be seen: the container has appeared.
    @inlinable public var isOnScreen: Bool { _planner.containerAppearance == .appeared }

    /// The viewport the live children are chosen for, in the content's coordinates.
    @inlinable public var viewport: CGRect {
        CGRect(x: 0, y: _position.offset, width: _layout.size.width, height: _layout.size.height)
    }

    // MARK: - Events

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Precondition: an index the app names is in range, a data change starts from ``count``
    ///   sections, and the data source never returns a child that is live at another index; the
    ///   message names the bad value. A tapped index out of range is ignored.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: ExpansionEvent, source: Source) -> [ExpansionStep<Child>] where Source.Child == Child {
        var buffer = stepBuffer.lend()
        handle(event, source: source, into: &buffer)
        return stepBuffer.takeSteps(from: &buffer)
    }

    /// Applies an event and appends the steps the platform must carry out to `steps`.
    ///
    /// The same as ``handle(_:source:)``, for callers on a hot path: keep one buffer, empty it with
    /// `removeAll(keepingCapacity: true)` after carrying its steps out, and ticks allocate nothing
    /// once the buffers have grown.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: ExpansionEvent, source: Source, into steps: inout [ExpansionStep<Child>]) where Source.Child == Child {
        var animated = false
        switch event {
        case .tap(let index):
            guard (0..<_count).contains(index) else { break }
            animated = true
            let opens = !_expandedIndices.contains(index)
            move(index, open: opens, animated: true)
            // The header the user touched stays in view: a pinned header's section closing
            // scrolls back to that header with its motion.
            beginReveal(of: index, opening: opens)
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
                preconditionFailure("MultipleExpansionEngine.leaveOpen: index \(bad) is out of range 0..<\(_count)")
            }
            for index in _expandedIndices.subtracting(indices).sorted() { move(index, open: false, animated: false) }
            for index in indices.subtracting(_expandedIndices).sorted() { move(index, open: true, animated: false) }
        case .tick(let seconds):
            animated = true
            advance(by: seconds)
        case .scroll(let offset):
            _position.scrolled(to: offset)
        case .userScrolling(let isScrolling):
            _position.setUserScrolling(isScrolling)
        case .visibleHeight(let height):
            _position.setVisibleHeight(height, layoutHeight: _layout.size.height)
        case .resize(let size):
            _layout.setSize(size)
        case .resizeKeepingReaderAnchor(let size, let viewportHeight):
            keepingReaderAnchor(in: viewportHeight) { $0._layout.setSize(size) }
        case .reload:
            reload(source: source)
        case .dataChanged(let change):
            applyDataChange(change)
        case .dataChangedKeepingReaderAnchor(let change, let viewportHeight):
            applyDataChange(change, keepingReaderAnchorIn: viewportHeight)
        case .contentHeightChanged(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { $0.changeContentHeight(height, at: index) }
        case .contentHeightFollowed(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { engine in
                engine.heightRamps[index] = nil
                engine._layout.setContentHeight(height, at: index)
            }
        case .headerHeightChanged(let index, let height):
            checkIndex(index)
            keepingReaderAnchor { $0._layout.setHeaderHeight(height, at: index) }
        case .configure(let newConfiguration):
            keepingReaderAnchor { $0.configure(newConfiguration) }
        case .containerWillAppear(let isAnimated):
            setContainerAppearance(.appearing, animated: isAnimated, source: source, into: &steps)
        case .containerDidAppear:
            setContainerAppearance(.appeared, animated: false, source: source, into: &steps)
        case .containerWillDisappear(let isAnimated):
            setContainerAppearance(.disappearing, animated: isAnimated, source: source, into: &steps)
        case .containerDidDisappear:
            setContainerAppearance(.disappeared, animated: false, source: source, into: &steps)
        }
        // A tick has followed the reveal already; any other change may have moved its target.
        if _position.reveal != nil, !event.isTick { followReveal() }
        _position.keepInside(contentHeight: _layout.contentSize.height, viewportHeight: visibleHeight)
        flushNotices(into: &steps, reconciling: animated, source: source)
    }

    /// Stops with a message naming `index` when it is not a section.
    @usableFromInline
    func checkIndex(_ index: Int) {
        precondition((0..<_count).contains(index), "MultipleExpansionEngine: index \(index) is out of range 0..<\(_count)")
    }

    /// Sends the section at `index` to `open` as the app asked, and reveals it when it opens.
    @usableFromInline
    mutating func requestExpanded(_ open: Bool, at index: Int, animated: Bool, timing: TransitionTiming?) {
        checkIndex(index)
        let opens = open && !_expandedIndices.contains(index)
        move(index, open: open, animated: animated, timing: timing)
        if opens { beginReveal(of: index) }
    }

    /// Sends every section to `open`, and reveals the last closed one when it alone opens.
    @usableFromInline
    mutating func moveAll(open: Bool, animated: Bool, timing: TransitionTiming?) {
        let lastClosed = open && _count - _expandedIndices.count == 1 ? (0..<_count).first { !_expandedIndices.contains($0) } : nil
        for index in 0..<_count { move(index, open: open, animated: animated, timing: timing) }
        if let lastClosed { beginReveal(of: lastClosed) }
    }

    /// Sends the section to `open`: starts, reverses or ends its motion, or changes it at once.
    ///
    /// A motion started from rest runs over `timing` (`nil`: the configured duration and timing
    /// curve); a turn-around runs as on every request, and a timing of no duration is unanimated.
    @usableFromInline
    mutating func move(_ index: Int, open: Bool, animated requested: Bool, timing: TransitionTiming? = nil) {
        let duration = timing?.duration ?? _configuration.transitionDuration
        let animated = requested && isOnScreen && duration > 0
        let target: Double = open ? 1 : 0
        let fades = _configuration.motion == .reduced
        if let motion = _motions[index] {
            if motion.isOpening == open { return }
            if animated, motion.openness == target {
                // It has not moved: it ends now rather than run a leg of no length.
                setMotion(nil, at: index)
                setExpanded(open, at: index)
                finish(index, open: open)
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
                setExpanded(open, at: index)
                // A fading section's layout stands where its motion ends.
                if motion.fades { _layout.setOpenness(CGFloat(target), at: index) }
                started.insert(index)
                return
            }
            // Ends where it was heading first, with its notice, then changes at once.
            finish(index, open: motion.isOpening)
        } else if _expandedIndices.contains(index) == open {
            return
        }
        guard animated else {
            setExpanded(open, at: index)
            _layout.setOpenness(open ? 1 : nil, at: index)
            return
        }
        let leg = TransitionAnimation(startFraction: 1 - target, endFraction: target, duration: duration, curve: timing?.curve ?? _configuration.timingCurve)
        setMotion(SectionMotion(leg: leg, fades: fades), at: index)
        setExpanded(open, at: index)
        _layout.setOpenness(CGFloat(fades ? target : 1 - target), at: index)
        if fades { _layout.setFading(true, at: index) }
        started.insert(index)
    }

    private mutating func setExpanded(_ open: Bool, at index: Int) {
        if open { _expandedIndices.insert(index) } else { _expandedIndices.remove(index) }
    }

    /// Ends the motion of the section at `index` at rest, open or closed.
    @usableFromInline
    mutating func finish(_ index: Int, open: Bool) {
        setMotion(nil, at: index)
        _layout.setFading(false, at: index)
        _layout.setOpenness(open ? 1 : nil, at: index)
        ended.append((index, open))
    }

    /// Runs every moving section's leg and every easing height on by `seconds`; sections whose
    /// legs complete come to rest.
    ///
    /// - Complexity: O(*k* log *n*) for *k* moving sections; the motions change in place, in
    ///   index order, so the frames are the same bits in every process.
    @inlinable
    mutating func advance(by seconds: Double) {
        if !heightRamps.isEmpty { advanceHeightRamps(by: seconds) }
        var completed = 0
        for index in movingOrder {
            guard let slot = _motions.index(forKey: index) else { continue }
            _motions.values[slot].leg = _motions.values[slot].leg.advanced(by: seconds)
            let motion = _motions.values[slot]
            // A leg that completes stands at its end too, so a reveal sees the content's final size.
            if !motion.fades { _layout.setOpenness(CGFloat(motion.openness), at: index) }
            if motion.leg.isComplete { completed += 1 }
        }
        if _position.reveal != nil { followReveal() }
        if completed > 0 { finishCompletedMotions() }
    }

    /// Brings every section whose leg is complete to rest where it was heading.
    @usableFromInline
    mutating func finishCompletedMotions() {
        let done = movingOrder.compactMap { index in _motions[index].flatMap { $0.leg.isComplete ? (index, $0.isOpening) : nil } }
        for (index, open) in done { finish(index, open: open) }
    }

    /// Ends every moving section where it was heading, and gives every easing height its new value.
    private mutating func settleAll() {
        for index in movingOrder {
            if let motion = _motions[index] { finish(index, open: motion.isOpening) }
        }
        landHeightRamps()
    }

    @usableFromInline
    mutating func configure(_ newConfiguration: StackConfiguration) {
        newConfiguration.validate()
        if _layout.sectionHeights.hasUniformHeaders, newConfiguration.headerHeight != _configuration.headerHeight, _count > 0 {
            var heights = _layout.sectionHeights
            heights.setAllHeaderHeights(newConfiguration.headerHeight)
            _layout.replace(sectionHeights: heights, openness: opennessOfSections(), fading: _layout.fadingSections)
        }
        _configuration = newConfiguration
        _pool.limitPerIdentifier = newConfiguration.reuseLimitPerIdentifier
        _layout.configure(insets: newConfiguration.contentInsets, contentMode: newConfiguration.accordionContentMode, minimumFillHeight: newConfiguration.minimumFillContentHeight)
    }

    /// The openness of every section that shows any or moves.
    func opennessOfSections() -> [Int: CGFloat] {
        var openness: [Int: CGFloat] = [:]
        for index in _layout.sectionsWithContent { openness[index] = _layout.openness(at: index) }
        return openness
    }

    @usableFromInline
    mutating func setContainerAppearance<Source: ChildDataSource>(_ appearance: AppearanceState, animated: Bool, source: Source, into steps: inout [ExpansionStep<Child>]) where Source.Child == Child {
        let current = _planner.containerAppearance
        guard current != appearance else { return }
        settleAll()
        flushNotices(into: &steps, reconciling: true, source: source)
        var childSteps: [ContainerStep<Child>] = []
        // A `did` without its `will` is completed as if the `will` had come first.
        if appearance == .appeared, current != .appearing {
            _planner.setContainerAppearance(.appearing, animated: animated, into: &childSteps)
        } else if appearance == .disappeared, current != .disappearing {
            _planner.setContainerAppearance(.disappearing, animated: animated, into: &childSteps)
        }
        _planner.setContainerAppearance(appearance, animated: animated, into: &childSteps)
        steps.append(contentsOf: childSteps.map { .child($0) })
    }

    @usableFromInline
    mutating func reload<Source: ChildDataSource>(source: Source) where Source.Child == Child {
        settleAll()
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "MultipleExpansionEngine: numberOfChildren() returned \(newCount)")
        _count = newCount
        _expandedIndices = _expandedIndices.filter { $0 < newCount }
        var openness: [Int: CGFloat] = [:]
        for index in _expandedIndices { openness[index] = 1 }
        _layout.replace(sectionHeights: _layout.sectionHeights.resized(to: newCount, headerHeight: _configuration.headerHeight), openness: openness)
        ended = ended.filter { $0.index < newCount }
        for child in live.values { _pool.recycle(child) }
        live.removeAll()
        liveIndex.removeAll()
    }

    /// Brings the children to the scene the state calls for, between the notices of the sections
    /// that started moving (before) and of those that came to rest or were removed (after) during
    /// the event.
    @inlinable
    mutating func flushNotices<Source: ChildDataSource>(into steps: inout [ExpansionStep<Child>], reconciling animated: Bool, source: Source) where Source.Child == Child {
        var childSteps = childStepBuffer
        childStepBuffer = []
        reconcile(animated: animated, source: source, into: &childSteps)
        if !started.isEmpty { appendWillMove(into: &steps) }
        for step in childSteps { steps.append(.child(step)) }
        childSteps.removeAll(keepingCapacity: true)
        childStepBuffer = childSteps
        if !ended.isEmpty || !removedWhileMoving.isEmpty { appendDidMove(into: &steps) }
    }

    /// Appends the notice of the sections that started moving or turned around.
    @usableFromInline
    mutating func appendWillMove(into steps: inout [ExpansionStep<Child>]) {
        let moving = started.filter { _motions[$0] != nil }
        started.removeAll(keepingCapacity: true)
        guard !moving.isEmpty else { return }
        let opening = moving.filter { _motions[$0]?.isOpening == true }.sorted()
        let closing = moving.filter { _motions[$0]?.isOpening == false }.sorted()
        steps.append(.sectionsWillMove(opening: opening, closing: closing))
    }

    /// Appends the notices of the sections that came to rest and of the moving ones the data removed.
    @usableFromInline
    mutating func appendDidMove(into steps: inout [ExpansionStep<Child>]) {
        if !ended.isEmpty {
            let opened = ended.filter(\.isOpen).map(\.index).sorted()
            let closed = ended.filter { !$0.isOpen }.map(\.index).sorted()
            steps.append(.sectionsDidMove(opened: opened, closed: closed))
        }
        if !removedWhileMoving.isEmpty {
            let opening = removedWhileMoving.filter(\.wasOpening).map(\.index).sorted()
            let closing = removedWhileMoving.filter { !$0.wasOpening }.map(\.index).sorted()
            steps.append(.movingSectionsRemoved(wereOpening: opening, wereClosing: closing))
        }
        ended.removeAll(keepingCapacity: true)
        removedWhileMoving.removeAll(keepingCapacity: true)
    }

    /// Brings the live children and the planner to the sections that show content in the
    /// viewport.
    ///
    /// - Complexity: O(log *n* + *v*) for *v* visible sections; allocates nothing once the
    ///   buffers have grown to the largest scene.
    @inlinable
    mutating func reconcile<Source: ChildDataSource>(animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let wanted = _layout.visibleSections(in: viewport)
        var newLive = nextLive
        var newLiveIndex = nextLiveIndex
        nextLive = [:]
        nextLiveIndex = [:]
        // Children that stay keep their index; only then are new ones asked for, so a duplicate
        // is caught whichever index comes first.
        for index in wanted where _layout.hasContent(at: index) {
            if let existing = live[index] {
                newLive[index] = existing
                newLiveIndex[existing] = index
            }
        }
        for index in wanted where _layout.hasContent(at: index) && newLive[index] == nil {
            let child = source.child(at: index, reusing: &_pool)
            if let other = newLiveIndex[child] {
                preconditionFailure("MultipleExpansionEngine: the data source returned a child for index \(index) that is already live at index \(other)")
            }
            newLive[index] = child
            newLiveIndex[child] = index
            measure(child, at: index, source: source)
        }
        var scene = sceneBuffer
        sceneBuffer = []
        for index in wanted {
            guard let child = newLive[index], let placed = _layout.content(at: index) else { continue }
            scene.append(SceneChild(child: child, frame: placed.frame, clip: placed.clip, isOnScreen: _expandedIndices.contains(index), isInFlight: _motions[index] != nil))
        }
        _planner.reconcile(to: scene, animated: animated, into: &steps)
        scene.removeAll(keepingCapacity: true)
        sceneBuffer = scene
        for child in live.values where newLiveIndex[child] == nil { _pool.recycle(child) }
        if !departed.isEmpty {
            for child in departed where newLiveIndex[child] == nil { _pool.recycle(child) }
            departed.removeAll()
        }
        replaceLiveChildren(&live, &liveIndex, with: &newLive, &newLiveIndex, keepingFor: &nextLive, &nextLiveIndex)
    }

    /// Gives the section at `index` the content height its new child measures, while it shows
    /// nothing yet (a section starting to open), so it unrolls straight to its height.
    @inlinable
    mutating func measure<Source: ChildDataSource>(_ child: Child, at index: Int, source: Source) where Source.Child == Child {
        // A fading section already stands open: it takes its measured height at once too.
        guard _layout.visibleContentHeight(at: index) == 0 || _motions[index]?.fades == true, heightRamps[index] == nil else { return }
        let width = _layout.contentRect.width
        guard let measured = source.contentHeight(of: child, fittingWidth: width) else { return }
        let height = measured.clampedToNonNegative
        if let current = _layout.sectionHeights.contentHeight(at: index), abs(current - height) < 0.5 { return }
        _layout.setContentHeight(height, at: index)
    }
}

extension MultipleExpansionEngine: Sendable where Child: Sendable {}
