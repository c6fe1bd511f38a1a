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
///   curve, so one section opening while another closes, or every section at once, all run
///   together.
/// - A request that turns a moving section around reverses it from where it stands along the
///   settling curve, taking the configured duration times the distance left, as
///   ``StackEngine`` reverses a transition. A request for where it is already heading does nothing.
/// - An unanimated request, or one made while the container is not on screen, first ends a
///   moving section where it was heading (with its notice), then changes it at once, without
///   notices (an unanimated change is no transition).
/// - The container's own appearance ends every moving section where it was heading first.
/// - A height that changes while a section moves scales its path: it shows the same share of its
///   new height.
/// - Data changes follow identity: an open or moving section keeps its state and its live child
///   at its new index; a removed one drops out, its motion ending without a notice (nothing is
///   left for the index to name).
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
/// range alone.
public struct MultipleExpansionEngine<Child: Hashable> {
    /// The settings in force (the header height, insets, content mode, minimum fill height,
    /// duration and curves apply).
    public private(set) var configuration: StackConfiguration
    /// The number of sections, as the data source last reported it.
    public internal(set) var count = 0
    /// The sections open at rest or heading open.
    public internal(set) var expandedIndices: Set<Int> = []
    /// Every moving section by index.
    public internal(set) var motions: [Int: SectionMotion] = [:]
    /// The top of the viewport in the content's coordinates, as ``ExpansionEvent/scroll(to:)``
    /// last said.
    public private(set) var scrollOffset: CGFloat = 0
    /// The frames now.
    public internal(set) var layout: ExpansionLayout
    /// The containment planner, which tracks every child's state.
    public private(set) var planner = LifecyclePlanner<Child>()
    /// Children waiting to be reused.
    public internal(set) var pool: ReusePool<Child>

    /// The live child of every section that has one.
    var live: [Int: Child] = [:]
    /// Sections whose motion started or turned around during the event being handled.
    var started: Set<Int> = []
    /// Sections whose motion ended during the event being handled, with whether they ended open.
    var ended: [(index: Int, isOpen: Bool)] = []

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
        self.configuration = configuration
        self.expandedIndices = expandedIndices
        self.pool = ReusePool(limitPerIdentifier: configuration.reuseLimitPerIdentifier)
        self.layout = ExpansionLayout(
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

    /// Whether nothing moves.
    public var isAtRest: Bool { motions.isEmpty }

    /// Whether an animation can be seen: the container has appeared.
    public var isOnScreen: Bool { planner.containerAppearance == .appeared }

    /// The viewport the live children are chosen for, in the content's coordinates.
    public var viewport: CGRect {
        CGRect(x: 0, y: scrollOffset, width: layout.size.width, height: layout.size.height)
    }

    /// The scroll position that shows the section at `index` once every moving section has come
    /// to rest, as ``AccordionLayout/scrollOffset(revealing:from:viewportHeight:)`` scrolls: just
    /// enough to show a section that fits, its header at the top when it doesn't, unchanged when
    /// it is in view; always inside the content at rest.
    ///
    /// - Precondition: `index` is in `0..<count`; the message names it.
    /// - Complexity: O(*k* + log *n*) for *k* moving sections.
    public func revealingOffset(of index: Int, from offset: CGFloat, viewportHeight: CGFloat) -> CGFloat {
        precondition((0..<count).contains(index), "MultipleExpansionEngine: index \(index) is out of range 0..<\(count)")
        var above: CGFloat = 0
        var total: CGFloat = 0
        for (moving, motion) in motions {
            let delta = layout.fullContentHeight(at: moving) * (motion.isOpening ? 1 : 0) - layout.visibleContentHeight(at: moving)
            total += delta
            if moving < index { above += delta }
        }
        let header = layout.headerFrame(at: index).offsetBy(dx: 0, dy: above)
        let shown = expandedIndices.contains(index) ? layout.fullContentHeight(at: index) : 0
        let viewport = viewportHeight.clampedToNonNegative
        var target = offset.isFinite ? offset : 0
        let bottom = header.maxY + shown
        if bottom - header.minY > viewport || header.minY < target {
            target = header.minY
        } else if bottom > target + viewport {
            target = bottom - viewport
        }
        return AccordionLayout.clampedOffset(target, contentHeight: layout.contentSize.height + total, viewportHeight: viewport)
    }

    // MARK: - Events

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Precondition: an index the app names is in range, a data change starts from ``count``
    ///   sections, and the data source never returns a child that is live at another index; the
    ///   message names the bad value. A tapped index out of range is ignored.
    public mutating func handle<Source: ChildDataSource>(_ event: ExpansionEvent, source: Source) -> [ExpansionStep<Child>] where Source.Child == Child {
        var steps: [ExpansionStep<Child>] = []
        var animated = false
        switch event {
        case .tap(let index):
            guard (0..<count).contains(index) else { break }
            animated = true
            move(index, open: !expandedIndices.contains(index), animated: true, into: &steps)
        case .setExpanded(let open, let index, let isAnimated):
            precondition((0..<count).contains(index), "MultipleExpansionEngine: index \(index) is out of range 0..<\(count)")
            animated = isAnimated
            move(index, open: open, animated: isAnimated, into: &steps)
        case .expandAll(let isAnimated), .collapseAll(let isAnimated):
            let open = event == .expandAll(animated: isAnimated)
            animated = isAnimated
            for index in 0..<count { move(index, open: open, animated: isAnimated, into: &steps) }
        case .tick(let seconds):
            animated = true
            advance(by: seconds)
        case .scroll(let offset):
            scrollOffset = offset.isFinite ? offset : 0
        case .resize(let size):
            layout.setSize(size)
        case .reload:
            reload(source: source, into: &steps)
        case .dataChanged(let change):
            applyDataChange(change)
        case .contentHeightChanged(let index, let height):
            precondition((0..<count).contains(index), "MultipleExpansionEngine: index \(index) is out of range 0..<\(count)")
            layout.setContentHeight(height, at: index)
        case .headerHeightChanged(let index, let height):
            precondition((0..<count).contains(index), "MultipleExpansionEngine: index \(index) is out of range 0..<\(count)")
            layout.setHeaderHeight(height, at: index)
        case .configure(let newConfiguration):
            configure(newConfiguration)
        case .containerWillAppear(let isAnimated):
            setContainerAppearance(.appearing, animated: isAnimated, source: source, into: &steps)
        case .containerDidAppear:
            setContainerAppearance(.appeared, animated: false, source: source, into: &steps)
        case .containerWillDisappear(let isAnimated):
            setContainerAppearance(.disappearing, animated: isAnimated, source: source, into: &steps)
        case .containerDidDisappear:
            setContainerAppearance(.disappeared, animated: false, source: source, into: &steps)
        }
        flushNotices(into: &steps, reconciling: animated, source: source)
        return steps
    }

    /// Sends the section to `open`: starts, reverses or ends its motion, or changes it at once.
    private mutating func move(_ index: Int, open: Bool, animated requested: Bool, into steps: inout [ExpansionStep<Child>]) {
        let animated = requested && isOnScreen && configuration.transitionDuration > 0
        let target: Double = open ? 1 : 0
        if let motion = motions[index] {
            if motion.isOpening == open { return }
            if animated, motion.openness == target {
                // It has not moved: it ends now rather than run a leg of no length.
                motions[index] = nil
                setExpanded(open, at: index)
                finish(index, open: open)
                return
            }
            if animated {
                let from = motion.openness
                let leg = TransitionAnimation(
                    startFraction: from,
                    endFraction: target,
                    duration: configuration.transitionDuration * abs(target - from),
                    curve: configuration.settlingCurve
                )
                motions[index] = SectionMotion(leg: leg)
                setExpanded(open, at: index)
                started.insert(index)
                return
            }
            // Ends where it was heading first, with its notice, then changes at once.
            finish(index, open: motion.isOpening)
        } else if expandedIndices.contains(index) == open {
            return
        }
        guard animated else {
            setExpanded(open, at: index)
            layout.setOpenness(open ? 1 : nil, at: index)
            return
        }
        let leg = TransitionAnimation(startFraction: 1 - target, endFraction: target, duration: configuration.transitionDuration, curve: configuration.timingCurve)
        motions[index] = SectionMotion(leg: leg)
        setExpanded(open, at: index)
        layout.setOpenness(CGFloat(1 - target), at: index)
        started.insert(index)
    }

    private mutating func setExpanded(_ open: Bool, at index: Int) {
        if open { expandedIndices.insert(index) } else { expandedIndices.remove(index) }
    }

    /// Ends the motion of the section at `index` at rest, open or closed.
    private mutating func finish(_ index: Int, open: Bool) {
        motions[index] = nil
        layout.setOpenness(open ? 1 : nil, at: index)
        ended.append((index, open))
    }

    /// Runs every moving section's leg on by `seconds`; those that complete come to rest.
    ///
    /// - Complexity: O(*k* log *n*) for *k* moving sections; the motions change in place.
    private mutating func advance(by seconds: Double) {
        var completed: [(index: Int, isOpening: Bool)] = []
        var slot = motions.startIndex
        while slot != motions.endIndex {
            let index = motions.keys[slot]
            motions.values[slot].leg = motions.values[slot].leg.advanced(by: seconds)
            let motion = motions.values[slot]
            if motion.leg.isComplete {
                completed.append((index, motion.isOpening))
            } else {
                layout.setOpenness(CGFloat(motion.openness), at: index)
            }
            motions.formIndex(after: &slot)
        }
        for (index, isOpening) in completed { finish(index, open: isOpening) }
    }

    /// Ends every moving section where it was heading.
    private mutating func settleAll() {
        for (index, motion) in motions { finish(index, open: motion.isOpening) }
    }

    private mutating func configure(_ newConfiguration: StackConfiguration) {
        newConfiguration.validate()
        if layout.sectionHeights.hasUniformHeaders, newConfiguration.headerHeight != configuration.headerHeight, count > 0 {
            var heights = layout.sectionHeights
            heights.setAllHeaderHeights(newConfiguration.headerHeight)
            layout.replace(sectionHeights: heights, openness: opennessOfSections())
        }
        configuration = newConfiguration
        pool.limitPerIdentifier = newConfiguration.reuseLimitPerIdentifier
        layout.configure(insets: newConfiguration.contentInsets, contentMode: newConfiguration.accordionContentMode, minimumFillHeight: newConfiguration.minimumFillContentHeight)
    }

    /// The openness of every section that shows any or moves.
    private func opennessOfSections() -> [Int: CGFloat] {
        var openness: [Int: CGFloat] = [:]
        for index in layout.sectionsWithContent { openness[index] = layout.openness(at: index) }
        return openness
    }

    private mutating func setContainerAppearance<Source: ChildDataSource>(_ appearance: AppearanceState, animated: Bool, source: Source, into steps: inout [ExpansionStep<Child>]) where Source.Child == Child {
        let current = planner.containerAppearance
        guard current != appearance else { return }
        settleAll()
        flushNotices(into: &steps, reconciling: true, source: source)
        var childSteps: [ContainerStep<Child>] = []
        // A `did` without its `will` is completed as if the `will` had come first.
        if appearance == .appeared, current != .appearing {
            planner.setContainerAppearance(.appearing, animated: animated, into: &childSteps)
        } else if appearance == .disappeared, current != .disappearing {
            planner.setContainerAppearance(.disappearing, animated: animated, into: &childSteps)
        }
        planner.setContainerAppearance(appearance, animated: animated, into: &childSteps)
        steps.append(contentsOf: childSteps.map { .child($0) })
    }

    private mutating func reload<Source: ChildDataSource>(source: Source, into steps: inout [ExpansionStep<Child>]) where Source.Child == Child {
        settleAll()
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "MultipleExpansionEngine: numberOfChildren() returned \(newCount)")
        count = newCount
        expandedIndices = expandedIndices.filter { $0 < newCount }
        var openness: [Int: CGFloat] = [:]
        for index in expandedIndices { openness[index] = 1 }
        layout.replace(sectionHeights: layout.sectionHeights.resized(to: newCount, headerHeight: configuration.headerHeight), openness: openness)
        ended = ended.filter { $0.index < newCount }
        for child in live.values { pool.recycle(child) }
        live.removeAll()
    }

    /// Brings the children to the scene the state calls for, between the notices of the sections
    /// that started moving (before) and of those that came to rest (after) during the event.
    mutating func flushNotices<Source: ChildDataSource>(into steps: inout [ExpansionStep<Child>], reconciling animated: Bool, source: Source) where Source.Child == Child {
        var childSteps: [ContainerStep<Child>] = []
        reconcile(animated: animated, source: source, into: &childSteps)
        let moving = started.filter { motions[$0] != nil }
        if !moving.isEmpty {
            let opening = moving.filter { motions[$0]?.isOpening == true }.sorted()
            let closing = moving.filter { motions[$0]?.isOpening == false }.sorted()
            steps.append(.sectionsWillMove(opening: opening, closing: closing))
        }
        steps.append(contentsOf: childSteps.map { .child($0) })
        if !ended.isEmpty {
            let opened = ended.filter(\.isOpen).map(\.index).sorted()
            let closed = ended.filter { !$0.isOpen }.map(\.index).sorted()
            steps.append(.sectionsDidMove(opened: opened, closed: closed))
        }
        started.removeAll(keepingCapacity: true)
        ended.removeAll(keepingCapacity: true)
    }

    /// Brings the live children and the planner to the sections that show content in the
    /// viewport.
    mutating func reconcile<Source: ChildDataSource>(animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let wanted = layout.visibleSections(in: viewport).filter { layout.content(at: $0) != nil }
        var newLive: [Int: Child] = [:]
        var liveIndex: [Child: Int] = [:]
        for index in wanted {
            if let existing = live[index] {
                newLive[index] = existing
                liveIndex[existing] = index
            }
        }
        for index in wanted where newLive[index] == nil {
            let child = source.child(at: index, reusing: &pool)
            if let other = liveIndex[child] {
                preconditionFailure("MultipleExpansionEngine: the data source returned a child for index \(index) that is already live at index \(other)")
            }
            newLive[index] = child
            liveIndex[child] = index
            measure(child, at: index, source: source)
        }
        var scene: [SceneChild<Child>] = []
        scene.reserveCapacity(wanted.count)
        for index in wanted {
            guard let child = newLive[index], let placed = layout.content(at: index) else { continue }
            scene.append(SceneChild(child: child, frame: placed.frame, clip: placed.clip, isOnScreen: expandedIndices.contains(index), isInFlight: motions[index] != nil))
        }
        planner.reconcile(to: scene, animated: animated, into: &steps)
        for child in live.values where liveIndex[child] == nil { pool.recycle(child) }
        live = newLive
    }

    /// Gives the section at `index` the content height its new child measures, while it shows
    /// nothing yet (a section starting to open), so it unrolls straight to its height.
    private mutating func measure<Source: ChildDataSource>(_ child: Child, at index: Int, source: Source) where Source.Child == Child {
        guard layout.visibleContentHeight(at: index) == 0 else { return }
        let width = layout.contentRect.width
        guard let measured = source.contentHeight(of: child, fittingWidth: width) else { return }
        let height = measured.clampedToNonNegative
        if let current = layout.sectionHeights.contentHeight(at: index), abs(current - height) < 0.5 { return }
        layout.setContentHeight(height, at: index)
    }
}

extension MultipleExpansionEngine: Sendable where Child: Sendable {}
