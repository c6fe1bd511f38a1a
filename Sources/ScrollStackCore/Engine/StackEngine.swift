import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The brain of a container view controller: every decision an accordion or a pager makes, as a
/// value type that runs anywhere.
///
/// Feed it events with ``handle(_:source:)``; it returns the ordered steps the platform must carry
/// out (containment calls, appearance calls, transition notices). Frames come from ``accordionLayout``
/// and ``pagingLayout`` at the current state. The engine is generic over the child type, so tests
/// and the preview drive it with plain objects and the UIKit layer with view controllers.
///
/// ## Rules for requests while a transition runs
/// - Tapping or selecting either end of a running transition reverses it; selecting the end it is
///   heading to already does nothing.
/// - Tapping or selecting a third index queues it (the last request wins); the queued transition
///   starts when the running one ends.
/// - While the user's finger drives a transition, taps and selections are ignored.
/// - While a transition whose animator can't be interrupted runs
///   (``StackEvent/animatorStarted(duration:isInterruptible:)``), taps and animated selections are
///   ignored, and the transition ends when the animator reports it (``StackEvent/animationDidEnd``).
/// - An unanimated selection, a swipe, a reload, a mode change or the container's own appearance
///   first settles the running transition where it is heading (an interactive one is cancelled),
///   then applies, and drops any queued request.
/// - A size or configuration change keeps the transition running and moves every frame.
///
/// Every path ends in ``TransitionPhase/idle`` with the selection at one end of the last transition.
public struct StackEngine<Child: Hashable> {
    // Event handling is inlinable, so that a caller in another module runs it specialised for its
    // child type (dictionaries keyed by children, the planner, the reuse pool) rather than through
    // generic metadata and witness tables. The state it changes is therefore internal and usable
    // from inlinable code; the public properties below read it.

    /// The settings in force.
    @inlinable public var configuration: StackConfiguration { _configuration }
    /// Accordion or paging.
    @inlinable public var mode: StackMode { _mode }
    /// The number of indices, as the data source last reported it.
    @inlinable public var count: Int { _count }
    /// The expanded section (accordion; `nil` = all closed) or the current page (paging).
    @inlinable public var selectedIndex: Int? { _selectedIndex }
    /// The transition state machine.
    @inlinable public var phase: TransitionPhase { _phase }
    /// The container's bounds size.
    @inlinable public var size: CGSize { _size }
    /// A request queued behind the running transition, if any: the index it will move to.
    @inlinable public var pendingSelection: Int?? { _pendingSelection }
    /// The duration the queued request asked for (a queued ``StackEvent/transition(to:duration:)``),
    /// or `nil` when nothing is queued or the queued request runs at the configured duration.
    @inlinable public var pendingDuration: Double? { _pendingSelection == nil ? nil : _pendingDuration }
    /// The timing curve the queued request asked for (a queued
    /// ``StackEvent/timedTransition(to:timing:)``), or `nil` when nothing is queued or the queued request
    /// runs on the configured curve.
    @inlinable public var pendingCurve: TimingCurve? { _pendingSelection == nil ? nil : _pendingCurve }
    /// The containment planner, which tracks every child's state.
    @inlinable public var planner: LifecyclePlanner<Child> { _planner }
    /// Children waiting to be reused.
    @inlinable public var pool: ReusePool<Child> { _pool }
    /// Every accordion section's header height and, where it has one, its own content height.
    @inlinable public var sectionHeights: AccordionSectionHeights {
        allowsSeveralOpenSections ? _open.layout.sectionHeights : _sectionHeights
    }
    /// The accordion's sections open at rest or heading open: under ``ExpansionMode/multiple`` any
    /// set, otherwise the ``destination`` alone (none in a pager).
    public var expandedIndices: Set<Int> {
        if allowsSeveralOpenSections { return _open.expanded }
        guard _mode == .accordion, let destination else { return [] }
        return [destination]
    }
    /// Every moving section by index, under ``ExpansionMode/multiple``; empty otherwise (one
    /// transition moves the sections, see ``phase``).
    @inlinable public var sectionMotions: [Int: SectionMotion] { allowsSeveralOpenSections ? _open.motions : [:] }
    /// The frames of an accordion under ``ExpansionMode/multiple`` now; see ``AccordionLayout``.
    @inlinable public var expansionLayout: AccordionLayout { _open.layout }

    /// Storage of ``configuration``, kept by reference: the engine is copied for every read through
    /// its driver and every event's working copy, and the settings change rarely.
    @usableFromInline var _configurationBox: Shared<StackConfiguration>
    /// The settings in force; setting them counts as a layout change.
    @inlinable var _configuration: StackConfiguration {
        get { _configurationBox.value }
        set {
            _configurationBox = Shared(newValue)
            layoutGeneration &+= 1
        }
    }
    /// Storage of ``mode``.
    @usableFromInline var _mode: StackMode
    /// Storage of ``count``.
    @usableFromInline var _count = 0
    /// Storage of ``selectedIndex``.
    @usableFromInline var _selectedIndex: Int?
    /// Storage of ``phase``.
    @usableFromInline var _phase: TransitionPhase = .idle
    /// Storage of ``size``.
    @usableFromInline var _size: CGSize {
        didSet { layoutGeneration &+= 1 }
    }
    /// Storage of ``pendingSelection``.
    @usableFromInline var _pendingSelection: Int??
    /// Storage of ``pendingDuration``; meaningful only while a request is queued.
    @usableFromInline var _pendingDuration: Double?
    /// Storage of ``pendingCurve``; meaningful only while a request is queued.
    @usableFromInline var _pendingCurve: TimingCurve?
    /// Storage of ``isInWindow``.
    @usableFromInline var _isInWindow = true
    /// Storage of ``planner``.
    @usableFromInline var _planner = LifecyclePlanner<Child>()
    /// Storage of ``pool``.
    @usableFromInline var _pool: ReusePool<Child>
    /// Storage of `scrollPosition`.
    @usableFromInline var _position = ScrollPosition()
    /// Where the running reveal heads, with what it was worked out from: on a display frame nothing
    /// it depends on changes, so the frame reuses it.
    @usableFromInline var revealTargetCache: Shared<RevealTargetCache>?
    /// Storage of ``sectionHeights``.
    @usableFromInline var _sectionHeights: AccordionSectionHeights {
        didSet { layoutGeneration &+= 1 }
    }

    /// What an accordion under ``ExpansionMode/multiple`` keeps: see ``OpenSections``. Shared
    /// between copies until one of them changes it.
    @usableFromInline var _openBox: OpenSectionsBox
    /// Children whose sections the data removed under ``ExpansionMode/multiple``: attached until
    /// the next scene removes them, then recycled.
    @usableFromInline var departed: [Child] = []

    /// The live child at every index in use.
    @usableFromInline var live: [Int: Child] = [:]
    /// The index of every live child.
    @usableFromInline var liveIndex: [Child: Int] = [:]
    /// Whether the running interactive transition has been announced (the pan has moved).
    @usableFromInline var interactionAnnounced = false
    /// The accordion's layout when a section's height changed mid-flight, and the fraction it
    /// changed at: the running transition passes through it, so no frame jumps.
    @usableFromInline var heightPin: Shared<HeightPin>?
    /// A content height that changed mid-flight, easing to its new value over a fixed time; see
    /// ``HeightRamp``.
    @usableFromInline var heightRamp: HeightRamp?

    // The accordion's resting layouts at both ends of the running transition (or the one at rest),
    // cached so that ``accordionLayout``, read on every display frame, blends two kept open
    // sections instead of building both resting layouts again (each finds where its open section's
    // header starts, a descent of the header prefix sums). The cache is only ever a shortcut: it is
    // used when its key matches the state, and the layouts are computed afresh otherwise.
    //
    // Invalidation: a resting layout depends on the size, the configuration (insets, content mode,
    // minimum fill height), the section heights (their count included) and the expanded index.
    // Every change of the first three, through whatever path, bumps ``layoutGeneration`` (the
    // `didSet` of their storage); the expanded indices are part of the key. ``handle(_:source:into:)``
    // brings the cache up to date after every event, so reads between events find it valid.

    /// Counts the changes of everything a resting accordion layout depends on but the expanded
    /// index: the size, the configuration and the section heights.
    @usableFromInline var layoutGeneration: UInt = 0
    /// The resting layouts at the ends of the running transition (or the one at rest), if
    /// computed; see ``accordionEnds(from:to:)``.
    @usableFromInline var cachedAccordionEnds: AccordionEnds?

    // Buffers a scene is built in, kept empty between events so that bringing the children to a
    // new scene allocates nothing once they have grown to the largest scene.

    /// The indices the scene being built wants.
    @usableFromInline var wantedBuffer: [WantedIndex] = []
    /// The scene being built.
    @usableFromInline var sceneBuffer: [SceneChild<Child>] = []
    /// The live children of the scene being built, by index; swapped with ``live``.
    @usableFromInline var nextLive: [Int: Child] = [:]
    /// The indices of the live children of the scene being built; swapped with ``liveIndex``.
    @usableFromInline var nextLiveIndex: [Child: Int] = [:]
    /// The sections showing content in the scene being built under ``ExpansionMode/multiple``.
    @usableFromInline var placementBuffer: [SectionPlacement] = []
    /// The steps of an event handled by ``handle(_:source:)``, before they are returned.
    @usableFromInline var stepBuffer = StepBuffer<ContainerStep<Child>>()

    /// Creates an engine with no data loaded; send ``StackEvent/reload`` to load it.
    ///
    /// - Parameters:
    ///   - configuration: The settings. Invalid settings stop with a precondition naming them.
    ///   - mode: Accordion or paging.
    ///   - size: The container's bounds size; negative or non-finite dimensions count as zero.
    ///   - selectedIndex: The index to expand or show once loaded. If it is beyond the count at
    ///     load, an accordion loads with all sections closed and a pager on its last page.
    ///   - expandedIndices: Under ``ExpansionMode/multiple``, the sections open once loaded, with
    ///     `selectedIndex`; those beyond the count at load are dropped.
    /// - Precondition: no index is negative; the message names it.
    public init(configuration: StackConfiguration = StackConfiguration(), mode: StackMode = .accordion, size: CGSize = .zero, selectedIndex: Int? = nil, expandedIndices: Set<Int> = []) {
        configuration.validate()
        precondition(selectedIndex.map { $0 >= 0 } ?? true, "StackEngine: selectedIndex must not be negative, got \(selectedIndex ?? 0)")
        if let negative = expandedIndices.sorted().first, negative < 0 {
            preconditionFailure("StackEngine: an expanded index must not be negative, got \(negative)")
        }
        let several = configuration.expansion == .multiple
        self._configurationBox = Shared(configuration)
        self._mode = mode
        self._size = size.clampedToNonNegative
        self._selectedIndex = several && mode == .accordion ? nil : selectedIndex
        self._pool = ReusePool(limitPerIdentifier: configuration.reuseLimitPerIdentifier)
        let heights = AccordionSectionHeights(count: 0, headerHeight: configuration.headerHeight)
        self._sectionHeights = heights
        var open = OpenSections(layout: AccordionLayout(
            size: size,
            insets: configuration.contentInsets,
            sectionHeights: heights,
            contentMode: configuration.accordionContentMode,
            minimumFillHeight: configuration.minimumFillContentHeight
        ))
        if several { open.expanded = expandedIndices.union(selectedIndex.map { [$0] } ?? []) }
        self._openBox = OpenSectionsBox(open)
    }

    /// What an accordion under ``ExpansionMode/multiple`` keeps, copied before a change when
    /// another copy of the engine shares it.
    @inlinable var _open: OpenSections {
        _read { yield _openBox.value }
        _modify {
            if !isKnownUniquelyReferenced(&_openBox) { _openBox = OpenSectionsBox(copying: _openBox.value) }
            yield &_openBox.value
        }
    }

    // MARK: - Queries

    /// The child live at `index`, if any.
    public func child(at index: Int) -> Child? { live[index] }

    /// The index `child` is live at, if it is live.
    public func index(of child: Child) -> Int? { liveIndex[child] }

    /// Every live child by index: the on-screen ones, those in flight and preloaded neighbours.
    public var liveChildren: [Int: Child] { live }

    /// The live children from the front to the back, as their views stack below the headers: a
    /// later section's child above an earlier one's. A section still unrolling has its whole
    /// content view in place under a clip, so the part the clip hides must lie under the sections
    /// below it, not over their content, or it would take their touches.
    package var childrenFrontToBack: [Child] {
        live.keys.sorted(by: >).compactMap { live[$0] }
    }

    /// The index the running transition is heading to, or the selection at rest.
    public var destination: Int? {
        switch phase {
        case .idle: return selectedIndex
        case .animating(let transition, _), .finishing(let transition, _): return transition.to
        case .interactive(let transition), .cancelling(let transition, _): return transition.from
        }
    }

    /// Whether the container's view is in a window, as ``StackEvent/windowChanged(isInWindow:)``
    /// last said; `true` until told otherwise.
    @inlinable public var isInWindow: Bool { _isInWindow }

    /// Whether an animation can be seen: the container has appeared (not merely begun to) and is
    /// in a window. Animated requests change at once otherwise.
    @inlinable public var isOnScreen: Bool { planner.containerAppearance == .appeared && _isInWindow }

    /// Where the container comes to rest if nothing else happens: its queued request, else its
    /// ``destination``.
    public var finalDestination: Int? { pendingSelection ?? destination }

    /// Whether a transition may be asked for from `index`: only from where the container comes to
    /// rest if nothing else happens (``finalDestination``), so a request made after an animated
    /// one that was queued starts from the queued index.
    /// Under ``ExpansionMode/multiple`` any index is: a transition there opens its target alone.
    package func acceptsTransition(from index: Int?) -> Bool { allowsSeveralOpenSections || index == finalDestination }

    /// Whether a horizontal swipe can move the container: in paging mode, with pages, with
    /// ``StackConfiguration/swipesBetweenPages`` on.
    public var acceptsSwipes: Bool { mode == .paging && count > 0 && configuration.swipesBetweenPages }

    /// Whether nothing runs and nothing is queued: a request's completion can be reported. Under
    /// ``ExpansionMode/multiple``, whether no section moves and no content height still eases to
    /// a height it got while its section moved.
    public var isAtRest: Bool {
        if allowsSeveralOpenSections { return _open.motions.isEmpty && _open.heightRamps.isEmpty }
        return phase.isIdle && pendingSelection == nil
    }

    /// The index a tap on the header at `index` would expand or make current, or `nil` when the tap
    /// would close the section (an accordion's open or opening section).
    public func indexExpanded(byTapAt index: Int) -> Int? {
        if allowsSeveralOpenSections { return _open.expanded.contains(index) ? nil : index }
        return mode == .accordion && index == destination ? nil : index
    }

    /// The accordion's layout now: at rest, or interpolated at the running transition's fraction;
    /// under ``ExpansionMode/multiple``, every section as far open as its own motion has it.
    ///
    /// - Complexity: O(1), whatever the section count.
    @inlinable
    public var accordionLayout: AccordionLayout { accordionLayout(atFraction: nil) }

    /// The accordion's layout at `fraction` of the running transition (its current fraction when
    /// `nil`); the resting layout when nothing runs.
    ///
    /// After a section's height changed mid-flight, the layout runs from the start through the
    /// layout at the moment of the change to the end, so every frame is continuous in the fraction.
    /// Under ``ExpansionMode/multiple`` each section moves on a leg of its own, so there is no
    /// fraction to ask about: this is ``expansionLayout``, the layout now.
    ///
    /// - Complexity: O(1) while the engine's cached resting layouts are valid (after every event),
    ///   otherwise O(1) for uniform headers and O(log *n*) for headers of their own heights.
    @inlinable
    public func accordionLayout(atFraction fraction: Double?) -> AccordionLayout {
        // The display-frame path, compiled into the caller: a blend of the cached open sections,
        // without copying the engine or looking anything up through its generic metadata.
        if let transition = phase.transition, mode == .accordion, heightPin == nil, let ends = cachedAccordionEnds,
            ends.matches(from: transition.from ?? selectedIndex, to: transition.to, generation: layoutGeneration) {
            return ends.layout(sectionHeights: _sectionHeights, fraction: fraction ?? transition.fraction)
        }
        return computedAccordionLayout(atFraction: fraction)
    }

    /// ``accordionLayout(atFraction:)`` at rest, after a mid-flight height change, or when the
    /// cache does not match the state.
    @usableFromInline
    func computedAccordionLayout(atFraction fraction: Double?) -> AccordionLayout {
        if allowsSeveralOpenSections { return _open.layout }
        let from = phase.transition?.from ?? selectedIndex
        guard let transition = phase.transition, mode == .accordion else {
            return accordionEnds(from: from, to: nil).startLayout(sectionHeights: _sectionHeights)
        }
        let ends = accordionEnds(from: from, to: transition.to)
        let at = fraction ?? transition.fraction
        guard let pin = heightPin?.value else { return ends.layout(sectionHeights: _sectionHeights, fraction: at) }
        let layout = ends.startLayout(sectionHeights: _sectionHeights)
        let end = ends.endLayout(sectionHeights: _sectionHeights)
        // A change at the very end (a leg run out, waiting for an animator that runs on its own)
        // keeps the frames where they stand until the transition ends; the stack then rests at
        // the new frames.
        guard pin.fraction < 1 else { return pin.layout }
        if at >= pin.fraction {
            return .blending(from: pin.layout, to: end, fraction: (at - pin.fraction) / (1 - pin.fraction))
        }
        return .blending(from: layout, to: pin.layout, fraction: at / pin.fraction)
    }

    /// The pager's layout (independent of the position).
    public var pagingLayout: PagingLayout {
        PagingLayout(size: size, insets: configuration.contentInsets, pageCount: count, layoutDirection: configuration.layoutDirection)
    }

    /// Where the pager stands now.
    public var pagingPosition: PagingPosition { pagingPosition(atFraction: nil) }

    /// Where the pager stands at `fraction` of the running transition (its current fraction when
    /// `nil`); at rest on the current page when nothing runs.
    ///
    /// A move between two pages stays between them: a spring's overshoot is held at the target,
    /// since no page stands beyond it to fill the gap. A pull past the first or last page keeps its
    /// rubber-banded displacement.
    public func pagingPosition(atFraction fraction: Double?) -> PagingPosition {
        guard let transition = phase.transition, mode == .paging else {
            return .resting(at: selectedIndex ?? 0)
        }
        let raw = fraction ?? transition.fraction
        let progress = transition.to == nil || raw.isNaN ? raw : min(1, max(0, raw))
        return PagingPosition(current: transition.from ?? 0, target: transition.to, direction: transition.direction, progress: progress, waypoint: transition.waypoint)
    }

    /// The tracker that turns pans into progress for the current size and settings.
    @usableFromInline package var interactionTracker: InteractionTracker {
        InteractionTracker(
            pageWidth: pagingLayout.pageRect.width,
            layoutDirection: configuration.layoutDirection,
            finishThreshold: configuration.finishThreshold,
            rubberBandCoefficient: configuration.rubberBandCoefficient,
            duration: configuration.transitionDuration
        )
    }

    /// The frame the child at `index` has now, in the container's coordinates.
    public func frameForChild(at index: Int) -> CGRect {
        placement(ofChildAt: index, atFraction: nil).frame
    }

    /// The frame the child at `index` has at `fraction` of the running transition: 0 gives a
    /// transition context's initial frames, 1 its final ones.
    public func frameForChild(at index: Int, atFraction fraction: Double) -> CGRect {
        placement(ofChildAt: index, atFraction: fraction).frame
    }

    /// The size the child at `index` has once the running transition ends (now at rest) in a
    /// container of `size`: what a child hears it will become while the container resizes.
    ///
    /// An accordion section that rolls up keeps its size (only its clip shrinks); one that is
    /// neither open nor moving has a height of 0. Under ``ExpansionMode/multiple``, every section's
    /// size open.
    ///
    /// - Complexity: that of computing the layout afresh at the new size.
    public func restingSizeForChild(at index: Int, inContainerOf size: CGSize) -> CGSize {
        if allowsSeveralOpenSections {
            // Each section's content keeps its open size while it moves: the size open, at rest.
            guard (0..<_open.layout.sectionCount).contains(index) else { return .zero }
            return _open.layout.restingContentSize(at: index, inContainerOf: size)
        }
        var resized = self
        resized._size = size.clampedToNonNegative
        resized.heightPin = nil
        resized.landHeightRamp()
        return resized.placement(ofChildAt: index, atFraction: phase.transition == nil ? nil : 1).frame.size
    }

    /// The part of the child at `index` that shows at `fraction` of the running transition (now
    /// when `nil`): its whole frame in paging mode and at rest; less while a section unrolls.
    public func clipForChild(at index: Int, atFraction fraction: Double? = nil) -> CGRect {
        placement(ofChildAt: index, atFraction: fraction).clip
    }

    /// Where the child at `index` goes and what of it shows, at `fraction` (now when `nil`).
    @usableFromInline
    func placement(ofChildAt index: Int, atFraction fraction: Double?) -> (frame: CGRect, clip: CGRect) {
        switch mode {
        case .paging:
            let frame = pagingLayout.pageFrame(at: index, position: pagingPosition(atFraction: fraction))
            return (frame, frame)
        case .accordion where allowsSeveralOpenSections:
            // Several open sections move on legs of their own: the frames now, at any fraction.
            let layout = _open.layout
            guard (0..<layout.sectionCount).contains(index) else { return (.zero, .zero) }
            return layout.content(at: index) ?? Self.collapsed(below: layout.headerFrame(at: index))
        case .accordion:
            let layout = accordionLayout(atFraction: fraction)
            guard (0..<layout.sectionCount).contains(index) else { return (.zero, .zero) }
            return layout.content(at: index) ?? Self.collapsed(below: layout.headerFrame(at: index))
        }
    }

    /// The frame and clip of a closed section's content: no height, just below its header.
    @usableFromInline
    static func collapsed(below header: CGRect) -> (frame: CGRect, clip: CGRect) {
        let collapsed = CGRect(x: header.minX, y: header.maxY, width: header.width, height: 0)
        return (collapsed, collapsed)
    }

    /// The headers in `viewport`, every live child's frame and clip, and the content size, at
    /// `fraction` of the running transition (now when `nil`).
    ///
    /// - Parameters:
    ///   - viewport: The visible part of the content, in the content's coordinates (a scroll view's
    ///     bounds); only headers that intersect it are listed.
    ///   - fraction: A fraction of the running transition, or `nil` for its current one.
    ///   - pinTop: Under ``ExpansionMode/multiple``, where an open section's header stays while its
    ///     content scrolls under it (``AccordionLayout/pinnedHeader(viewportTop:)``), in the
    ///     content's coordinates: the top of what shows, ``scrollOffset``. `nil`: no header pins.
    /// - Complexity: O(*v* + *l*) for *v* visible headers and *l* live children.
    public func layoutSnapshot(in viewport: CGRect, atFraction fraction: Double? = nil, pinningHeadersAt pinTop: CGFloat? = nil) -> LayoutSnapshot {
        let children = live.keys.sorted().map { index in
            let placement = placement(ofChildAt: index, atFraction: fraction)
            return LayoutSnapshot.Child(index: index, frame: placement.frame, clip: placement.clip)
        }
        switch mode {
        case .paging:
            return LayoutSnapshot(headers: [], children: children, contentSize: size, contentClip: pagingLayout.pageRect)
        case .accordion where allowsSeveralOpenSections:
            let layout = _open.layout
            let expanded = _open.expanded
            var headers: [LayoutSnapshot.Header] = []
            layout.forEachVisibleItem(in: viewport, pinningHeadersAt: pinTop) { item in
                guard case .header(let index, let frame) = item else { return }
                headers.append(LayoutSnapshot.Header(index: index, frame: frame, isExpanded: expanded.contains(index)))
            }
            return LayoutSnapshot(headers: headers, children: children, contentSize: layout.contentSize)
        case .accordion:
            let layout = accordionLayout(atFraction: fraction)
            let expanded = destination
            let headers = layout.visibleSections(in: viewport).map { index in
                LayoutSnapshot.Header(index: index, frame: layout.headerFrame(at: index), isExpanded: index == expanded)
            }
            return LayoutSnapshot(headers: headers, children: children, contentSize: layout.contentSize)
        }
    }
}

extension StackEngine: Sendable where Child: Sendable {}
