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
    /// The containment planner, which tracks every child's state.
    @inlinable public var planner: LifecyclePlanner<Child> { _planner }
    /// Children waiting to be reused.
    @inlinable public var pool: ReusePool<Child> { _pool }
    /// Every accordion section's header height and, where it has one, its own content height.
    @inlinable public var sectionHeights: AccordionSectionHeights { _sectionHeights }

    /// Storage of ``configuration``.
    @usableFromInline var _configuration: StackConfiguration {
        didSet { layoutGeneration &+= 1 }
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
    /// Storage of ``isInWindow``.
    @usableFromInline var _isInWindow = true
    /// Storage of ``planner``.
    @usableFromInline var _planner = LifecyclePlanner<Child>()
    /// Storage of ``pool``.
    @usableFromInline var _pool: ReusePool<Child>
    /// Storage of ``sectionHeights``.
    @usableFromInline var _sectionHeights: AccordionSectionHeights {
        didSet { layoutGeneration &+= 1 }
    }

    /// The live child at every index in use.
    @usableFromInline var live: [Int: Child] = [:]
    /// The index of every live child.
    @usableFromInline var liveIndex: [Child: Int] = [:]
    /// Whether the running interactive transition has been announced (the pan has moved).
    @usableFromInline var interactionAnnounced = false
    /// The accordion's layout when a section's height changed mid-flight, and the fraction it
    /// changed at: the running transition passes through it, so no frame jumps.
    @usableFromInline var heightPin: (fraction: Double, layout: AccordionLayout)?

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
    /// The steps of an event handled by ``handle(_:source:)``, before they are returned.
    @usableFromInline var stepBuffer: [ContainerStep<Child>] = []

    /// Creates an engine with no data loaded; send ``StackEvent/reload`` to load it.
    ///
    /// - Parameters:
    ///   - configuration: The settings. Invalid settings stop with a precondition naming them.
    ///   - mode: Accordion or paging.
    ///   - size: The container's bounds size; negative or non-finite dimensions count as zero.
    ///   - selectedIndex: The index to expand or show once loaded. If it is beyond the count at
    ///     load, an accordion loads with all sections closed and a pager on its last page.
    public init(configuration: StackConfiguration = StackConfiguration(), mode: StackMode = .accordion, size: CGSize = .zero, selectedIndex: Int? = nil) {
        configuration.validate()
        precondition(selectedIndex.map { $0 >= 0 } ?? true, "StackEngine: selectedIndex must not be negative, got \(selectedIndex ?? 0)")
        self._configuration = configuration
        self._mode = mode
        self._size = size.clampedToNonNegative
        self._selectedIndex = selectedIndex
        self._pool = ReusePool(limitPerIdentifier: configuration.reuseLimitPerIdentifier)
        self._sectionHeights = AccordionSectionHeights(count: 0, headerHeight: configuration.headerHeight)
    }

    // MARK: - Queries

    /// The child live at `index`, if any.
    public func child(at index: Int) -> Child? { live[index] }

    /// The index `child` is live at, if it is live.
    public func index(of child: Child) -> Int? { liveIndex[child] }

    /// Every live child by index: the on-screen ones, those in flight and preloaded neighbours.
    public var liveChildren: [Int: Child] { live }

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

    /// Whether a horizontal swipe can move the container: in paging mode, with pages.
    public var acceptsSwipes: Bool { mode == .paging && count > 0 }

    /// Whether nothing runs and nothing is queued: a request's completion can be reported.
    public var isAtRest: Bool { phase.isIdle && pendingSelection == nil }

    /// The index a tap on the header at `index` would expand or make current, or `nil` when the tap
    /// would close the section (an accordion's open or opening section).
    public func indexExpanded(byTapAt index: Int) -> Int? {
        mode == .accordion && index == destination ? nil : index
    }

    /// The accordion's layout now: at rest, or interpolated at the running transition's fraction.
    ///
    /// - Complexity: O(1), whatever the section count.
    @inlinable
    public var accordionLayout: AccordionLayout { accordionLayout(atFraction: nil) }

    /// The accordion's layout at `fraction` of the running transition (its current fraction when
    /// `nil`); the resting layout when nothing runs.
    ///
    /// After a section's height changed mid-flight, the layout runs from the start through the
    /// layout at the moment of the change to the end, so every frame is continuous in the fraction.
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
        let from = phase.transition?.from ?? selectedIndex
        guard let transition = phase.transition, mode == .accordion else {
            return accordionEnds(from: from, to: nil).startLayout(sectionHeights: sectionHeights)
        }
        let ends = accordionEnds(from: from, to: transition.to)
        let at = fraction ?? transition.fraction
        guard let pin = heightPin else { return ends.layout(sectionHeights: sectionHeights, fraction: at) }
        let layout = ends.startLayout(sectionHeights: sectionHeights)
        let end = ends.endLayout(sectionHeights: sectionHeights)
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
    public func pagingPosition(atFraction fraction: Double?) -> PagingPosition {
        guard let transition = phase.transition, mode == .paging else {
            return .resting(at: selectedIndex ?? 0)
        }
        return PagingPosition(current: transition.from ?? 0, target: transition.to, direction: transition.direction, progress: fraction ?? transition.fraction)
    }

    /// The tracker that turns pans into progress for the current size and settings.
    public var interactionTracker: InteractionTracker {
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
        case .accordion:
            let layout = accordionLayout(atFraction: fraction)
            if let content = layout.content(at: index) { return content }
            guard (0..<layout.sectionCount).contains(index) else { return (.zero, .zero) }
            let header = layout.headerFrame(at: index)
            let collapsed = CGRect(x: header.minX, y: header.maxY, width: header.width, height: 0)
            return (collapsed, collapsed)
        }
    }

    /// The headers in `viewport`, every live child's frame and clip, and the content size, at
    /// `fraction` of the running transition (now when `nil`).
    ///
    /// - Parameters:
    ///   - viewport: The visible part of the content, in the content's coordinates (a scroll view's
    ///     bounds); only headers that intersect it are listed.
    ///   - fraction: A fraction of the running transition, or `nil` for its current one.
    /// - Complexity: O(*v* + *l*) for *v* visible headers and *l* live children.
    public func layoutSnapshot(in viewport: CGRect, atFraction fraction: Double? = nil) -> LayoutSnapshot {
        let children = live.keys.sorted().map { index in
            let placement = placement(ofChildAt: index, atFraction: fraction)
            return LayoutSnapshot.Child(index: index, frame: placement.frame, clip: placement.clip)
        }
        switch mode {
        case .paging:
            return LayoutSnapshot(headers: [], children: children, contentSize: size, contentClip: pagingLayout.pageRect)
        case .accordion:
            let layout = accordionLayout(atFraction: fraction)
            let expanded = destination
            let headers = layout.visibleSections(in: viewport).map { index in
                LayoutSnapshot.Header(index: index, frame: layout.headerFrame(at: index), isExpanded: index == expanded)
            }
            return LayoutSnapshot(headers: headers, children: children, contentSize: layout.contentSize)
        }
    }

    // MARK: - Events

    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - source: Where children come from; asked only for indices that come into use.
    /// - Returns: The steps, possibly none.
    /// - Precondition: a tapped or selected index is in range (the message names it), and the data
    ///   source never returns a child that is live at another index.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: StackEvent, source: Source) -> [ContainerStep<Child>] where Source.Child == Child {
        // The steps gather in a buffer the engine keeps, so that they are allocated once, at their
        // final size, rather than grown step by step.
        var buffer = stepBuffer
        stepBuffer = []
        handle(event, source: source, into: &buffer)
        var steps: [ContainerStep<Child>] = []
        steps.reserveCapacity(buffer.count)
        steps.append(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
        stepBuffer = buffer
        return steps
    }

    /// Applies an event and appends the steps the platform must carry out to `steps`.
    ///
    /// The same as ``handle(_:source:)``, for callers on a hot path: keep one buffer, empty it with
    /// `removeAll(keepingCapacity: true)` after carrying its steps out, and animation ticks and
    /// swipe moves allocate nothing.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        defer { refreshAccordionEnds() }
        switch event {
        case .tap(let index):
            precondition((0..<count).contains(index), "StackEngine: tapped index \(index) is out of range 0..<\(count)")
            if mode == .paging {
                request(index, animated: true, source: source, into: &steps)
            } else if let transition = phase.transition {
                guard transition.isInterruptible, phase.animation != nil else { break }
                if transition.involves(index) {
                    reverse(source: source, into: &steps)
                } else {
                    _pendingSelection = .some(index)
                }
            } else {
                begin(to: index == selectedIndex ? nil : index, animated: true, source: source, into: &steps)
            }
        case .select(let index, let animated):
            validateSelection(index)
            request(index, animated: animated, source: source, into: &steps)
        case .transition(let index, let duration):
            validateSelection(index)
            precondition(duration.isFinite && duration >= 0, "StackEngine: transition duration must be finite and not negative, got \(duration)")
            let configured = configuration.transitionDuration
            _configuration.transitionDuration = duration
            request(index, animated: duration > 0, source: source, into: &steps)
            _configuration.transitionDuration = configured
        case .tick(let seconds):
            advance(by: seconds, source: source, into: &steps)
        case .animationDidEnd:
            if phase.animation != nil { settle(startingPending: true, source: source, into: &steps) }
        case .animatorStarted(let duration, let isInterruptible):
            retime(to: duration)
            if !isInterruptible { markUninterruptible() }
        case .panBegan:
            beginPan(source: source, into: &steps)
        case .panChanged(let translation):
            movePan(to: translation, source: source, into: &steps)
        case .panEnded(let translation, let velocity):
            endPan(translation: translation, velocity: velocity, source: source, into: &steps)
        case .panCancelled:
            endPan(translation: nil, velocity: 0, source: source, into: &steps)
        case .reload:
            reload(source: source, into: &steps)
        case .resize(let newSize):
            let resized = newSize.clampedToNonNegative
            // An accordion whose open section has a height of its own lays out the same at any
            // height: a change of height alone (a frame that follows the content, as SwiftUI's
            // does) moves nothing, and a running transition keeps its path.
            if _mode == .accordion, case .fit = _configuration.accordionContentMode, resized.width == _size.width {
                _size = resized
                break
            }
            _size = resized
            heightPin = nil
            applyScene(animated: false, relayout: true, source: source, into: &steps)
        case .containerWillAppear(let animated):
            setContainerAppearance(.appearing, animated: animated, source: source, into: &steps)
        case .containerDidAppear:
            setContainerAppearance(.appeared, animated: false, source: source, into: &steps)
        case .containerWillDisappear(let animated):
            setContainerAppearance(.disappearing, animated: animated, source: source, into: &steps)
        case .containerDidDisappear:
            setContainerAppearance(.disappeared, animated: false, source: source, into: &steps)
        case .windowChanged(let isInWindow):
            _isInWindow = isInWindow
            if !isInWindow { settle(startingPending: false, source: source, into: &steps) }
        case .setMode(let newMode):
            guard newMode != mode else { break }
            settle(startingPending: false, source: source, into: &steps)
            _mode = newMode
            if mode == .paging, selectedIndex == nil, count > 0 { _selectedIndex = 0 }
            applyScene(animated: false, source: source, into: &steps)
        case .configure(let newConfiguration):
            newConfiguration.validate()
            if sectionHeights.hasUniformHeaders, newConfiguration.headerHeight != configuration.headerHeight {
                _sectionHeights.setAllHeaderHeights(newConfiguration.headerHeight)
            }
            _configuration = newConfiguration
            heightPin = nil
            _pool.limitPerIdentifier = newConfiguration.reuseLimitPerIdentifier
            applyScene(animated: false, relayout: true, source: source, into: &steps)
        case .setSectionHeights(let heights):
            precondition(heights.count == count, "StackEngine: section heights for \(heights.count) sections, but there are \(count)")
            changeSectionHeights(source: source, into: &steps) { $0 = heights }
        case .contentHeightChanged(let index, let height):
            changeSectionHeights(source: source, into: &steps) { $0.setContentHeight(height, at: index) }
        case .headerHeightChanged(let index, let height):
            changeSectionHeights(source: source, into: &steps) { $0.setHeaderHeight(height, at: index) }
        }
    }

    @usableFromInline
    func validateSelection(_ index: Int?) {
        if let index {
            precondition((0..<count).contains(index), "StackEngine: selected index \(index) is out of range 0..<\(count)")
        } else {
            precondition(mode == .accordion || count == 0, "StackEngine: paging mode always has a current page; select(nil) is for accordions")
        }
    }

    // MARK: - Transitions

    /// A request for `target`: starts a transition at rest, or follows the mid-flight rules.
    @inlinable
    mutating func request<Source: ChildDataSource>(_ target: Int?, animated requested: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // A container that isn't on screen (not yet appeared, going, or out of a window) changes
        // at once: nobody could see the animation, and nothing might end it.
        let animated = requested && isOnScreen
        guard let transition = phase.transition else {
            begin(to: target, animated: animated, source: source, into: &steps)
            return
        }
        if !animated {
            settle(startingPending: false, source: source, into: &steps)
            begin(to: target, animated: false, source: source, into: &steps)
            return
        }
        if case .interactive = phase { return }
        guard transition.isInterruptible else { return }
        if target == destination {
            _pendingSelection = nil
        } else if transition.involves(target) {
            reverse(source: source, into: &steps)
        } else {
            _pendingSelection = .some(target)
        }
    }

    /// Starts a transition from the selection to `target`, from rest.
    @inlinable
    mutating func begin<Source: ChildDataSource>(to target: Int?, animated: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard target != selectedIndex else { return }
        let from = selectedIndex
        // An unanimated change is no transition: no notices, nothing for an animator to run.
        guard animated, configuration.transitionDuration > 0 else {
            _selectedIndex = target
            applyScene(animated: false, source: source, into: &steps)
            return
        }
        steps.append(.transitionWillBegin(from: from, to: target, isInteractive: false))
        let animation = TransitionAnimation(startFraction: 0, endFraction: 1, duration: configuration.transitionDuration, curve: configuration.timingCurve)
        _phase = .animating(StackTransition(from: from, to: target), animation)
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
    }

    /// Turns a running animated transition around.
    @inlinable
    mutating func reverse<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard var transition = phase.transition, phase.animation != nil else { return }
        transition.fraction = phase.animation?.fraction ?? transition.fraction
        if case .animating = phase, transition.fraction == 0 {
            // It has not moved: end it now rather than animate a leg of no length.
            _phase = .cancelling(transition, settlingAnimation(from: 0, to: 0))
            _pendingSelection = nil
            settle(startingPending: false, source: source, into: &steps)
            return
        }
        let headingBack = phase.isHeadingBack
        let end: Double = headingBack ? 1 : 0
        let animation = settlingAnimation(from: transition.fraction, to: end)
        _phase = headingBack ? .finishing(transition, animation) : .cancelling(transition, animation)
        _pendingSelection = nil
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
    }

    @usableFromInline
    func settlingAnimation(from start: Double, to end: Double) -> TransitionAnimation {
        TransitionAnimation(
            startFraction: start,
            endFraction: end,
            duration: configuration.transitionDuration * abs(end - start),
            curve: configuration.settlingCurve
        )
    }

    @inlinable
    mutating func advance<Source: ChildDataSource>(by seconds: Double, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard var transition = phase.transition, let animation = phase.animation else { return }
        let next = animation.advanced(by: seconds)
        transition.fraction = next.fraction
        _phase = phase.replacing(transition, next)
        // An animator that can't be interrupted keeps its own time: it ends the transition itself.
        guard next.isComplete, transition.isInterruptible else { return }
        let leftover = seconds.isFinite ? animation.elapsed + seconds - animation.duration : 0
        settle(startingPending: true, source: source, into: &steps)
        // The time past the end belongs to the queued transition, so a chain of transitions lasts
        // the sum of its durations however far apart the ticks come.
        if leftover > 0, phase.animation != nil { advance(by: leftover, source: source, into: &steps) }
    }

    /// Makes the running leg last `seconds`, keeping how far it has run in proportion.
    @usableFromInline
    mutating func retime(to seconds: Double) {
        guard seconds.isFinite, seconds >= 0, let transition = phase.transition, var animation = phase.animation else { return }
        let ratio = animation.duration > 0 ? animation.elapsed / animation.duration : 0
        animation.duration = seconds
        animation.elapsed = seconds * ratio
        _phase = phase.replacing(transition, animation)
    }

    @usableFromInline
    mutating func markUninterruptible() {
        guard var transition = phase.transition, let animation = phase.animation else { return }
        transition.isInterruptible = false
        _phase = phase.replacing(transition, animation)
    }

    /// Ends the running transition where it is heading: completed for animating and finishing,
    /// cancelled for cancelling and interactive. Then starts the queued request, if asked to.
    @inlinable
    mutating func settle<Source: ChildDataSource>(startingPending: Bool, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard let transition = phase.transition else { return }
        let completed: Bool
        switch phase {
        case .animating, .finishing: completed = true
        case .idle, .interactive, .cancelling: completed = false
        }
        let announced: Bool
        if case .interactive = phase { announced = interactionAnnounced } else { announced = true }
        interactionAnnounced = false
        if completed { _selectedIndex = transition.to }
        _phase = .idle
        heightPin = nil
        applyScene(animated: true, source: source, into: &steps)
        if announced {
            steps.append(.transitionDidEnd(from: transition.from, to: transition.to, completed: completed))
        }
        let pending = pendingSelection
        _pendingSelection = nil
        if startingPending, let pending {
            begin(to: pending, animated: true, source: source, into: &steps)
        }
    }

    // MARK: - Interaction

    @inlinable
    mutating func beginPan<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard mode == .paging else { return }
        settle(startingPending: false, source: source, into: &steps)
        guard let current = selectedIndex else { return }
        _phase = .interactive(StackTransition(from: current, to: nil, isInteractive: true))
        interactionAnnounced = false
    }

    @inlinable
    mutating func movePan<Source: ChildDataSource>(to translation: CGFloat, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard case .interactive(var transition) = phase, let current = transition.from else { return }
        let tracker = interactionTracker
        guard let direction = tracker.direction(ofTranslation: translation) else {
            transition.fraction = 0
            _phase = .interactive(transition)
            if interactionAnnounced { steps.append(.updateInteractiveProgress(0)) }
            return
        }
        let neighbour = current + (direction == .forward ? 1 : -1)
        let target: Int? = (0..<count).contains(neighbour) ? neighbour : nil
        let retargets = !interactionAnnounced || target != transition.to || direction != transition.direction
        if retargets && interactionAnnounced {
            steps.append(.transitionDidEnd(from: transition.from, to: transition.to, completed: false))
        }
        let previousFraction = transition.fraction
        transition.to = target
        transition.direction = direction
        transition.fraction = tracker.progress(forTranslation: translation, hasTarget: target != nil)
        _phase = .interactive(transition)
        if retargets {
            interactionAnnounced = true
            steps.append(.transitionWillBegin(from: current, to: target, isInteractive: true))
            applyScene(animated: true, source: source, into: &steps)
        }
        if retargets || transition.fraction != previousFraction {
            steps.append(.updateInteractiveProgress(transition.fraction))
        }
    }

    @inlinable
    mutating func endPan<Source: ChildDataSource>(translation: CGFloat?, velocity: CGFloat, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        guard case .interactive = phase else { return }
        if let translation { movePan(to: translation, source: source, into: &steps) }
        guard interactionAnnounced, case .interactive(let transition) = phase else {
            // A pan that never moved ends quietly, but through settle, so the scene is brought
            // back to rest like after any other transition.
            settle(startingPending: false, source: source, into: &steps)
            return
        }
        let finishes = translation != nil
            && interactionTracker.shouldFinish(progress: transition.fraction, velocity: velocity, direction: transition.direction, hasTarget: transition.to != nil)
        let animation = settlingAnimation(from: transition.fraction, to: finishes ? 1 : 0)
        _phase = finishes ? .finishing(transition, animation) : .cancelling(transition, animation)
        applyScene(animated: true, source: source, into: &steps)
        steps.append(.animate(animation))
        if animation.duration == 0 { settle(startingPending: true, source: source, into: &steps) }
    }

    // MARK: - Data and appearance

    @inlinable
    mutating func reload<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        settle(startingPending: false, source: source, into: &steps)
        let newCount = source.numberOfChildren()
        precondition(newCount >= 0, "StackEngine: numberOfChildren() returned \(newCount)")
        _count = newCount
        _sectionHeights = sectionHeights.resized(to: count, headerHeight: configuration.headerHeight)
        if let selected = selectedIndex, selected >= count {
            _selectedIndex = mode == .paging && count > 0 ? count - 1 : nil
        }
        if mode == .paging, selectedIndex == nil, count > 0 { _selectedIndex = 0 }
        for child in live.values { _pool.recycle(child) }
        live.removeAll()
        liveIndex.removeAll()
        applyScene(animated: false, source: source, into: &steps)
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
        // A `did` without its `will` is completed as if the `will` had come first.
        if appearance == .appeared, current != .appearing {
            _planner.setContainerAppearance(.appearing, animated: animated, into: &steps)
        } else if appearance == .disappeared, current != .disappearing {
            _planner.setContainerAppearance(.disappearing, animated: animated, into: &steps)
        }
        _planner.setContainerAppearance(appearance, animated: animated, into: &steps)
        if leavingMidSwipe { settle(startingPending: false, source: source, into: &steps) }
    }

    // MARK: - Scene

    /// The open sections of the resting accordion layouts that expand `from` and `to`: the cached
    /// ones when they were computed for these indices and nothing else they depend on has changed
    /// since, computed now otherwise.
    ///
    /// - Precondition: `from` and `to` are sections or `nil`; the message names a bad one.
    /// - Complexity: O(1) from the cache; O(log *n*) otherwise for headers of their own heights.
    func accordionEnds(from: Int?, to: Int?) -> AccordionEnds {
        if let cached = cachedAccordionEnds, cached.matches(from: from, to: to, generation: layoutGeneration) {
            return cached
        }
        return AccordionEnds(
            from: from,
            to: to,
            generation: layoutGeneration,
            size: size,
            insets: configuration.contentInsets,
            sectionHeights: sectionHeights,
            contentMode: configuration.accordionContentMode,
            minimumFillHeight: configuration.minimumFillContentHeight
        )
    }

    /// Brings ``cachedAccordionEnds`` up to date with the state, recomputing it only when the
    /// expanded indices, the size, the configuration or the section heights have changed.
    ///
    /// Caches nothing outside accordion mode, or while an index is out of range (before the first
    /// reload): reading the layout then computes it, and stops where it always did.
    @inlinable
    mutating func refreshAccordionEnds() {
        let transition = phase.transition
        let from = transition?.from ?? selectedIndex
        let to = transition?.to
        if let cached = cachedAccordionEnds, cached.matches(from: from, to: to, generation: layoutGeneration) { return }
        refreshAccordionEnds(from: from, to: to)
    }

    /// Recomputes ``cachedAccordionEnds`` for the expanded indices `from` and `to`.
    @usableFromInline
    mutating func refreshAccordionEnds(from: Int?, to: Int?) {
        let sections = 0..<sectionHeights.count
        guard mode == .accordion, from.map(sections.contains) ?? true, to.map(sections.contains) ?? true else {
            cachedAccordionEnds = nil
            return
        }
        cachedAccordionEnds = accordionEnds(from: from, to: to)
    }


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
        if mode == .paging, let center = transition?.from ?? selectedIndex, configuration.preloadDistance > 0 {
            let distance = configuration.preloadDistance
            for index in max(0, center - distance)...min(count - 1, center + distance) where count > 0 {
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
    @inlinable
    mutating func applyScene<Source: ChildDataSource>(animated: Bool, relayout: Bool = false, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
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
            }
        }
        for entry in wanted where newLive[entry.index] == nil {
            let child = source.child(at: entry.index, reusing: &_pool)
            if let other = newLiveIndex[child] {
                preconditionFailure("StackEngine: the data source returned a child for index \(entry.index) that is already live at index \(other)")
            }
            newLive[entry.index] = child
            newLiveIndex[child] = entry.index
        }
        for entry in wanted {
            guard let child = newLive[entry.index] else { continue }
            // The animator owns the frames of children in flight; only a relayout moves them.
            let kept = relayout || !entry.isInFlight ? nil : planner.placement(of: child)
            let placed = kept ?? placement(ofChildAt: entry.index, atFraction: nil)
            sceneBuffer.append(SceneChild(child: child, frame: placed.frame, clip: placed.clip, isOnScreen: entry.isOnScreen, isInFlight: entry.isInFlight))
        }
        _planner.reconcile(to: sceneBuffer, animated: animated, into: &steps)
        sceneBuffer.removeAll(keepingCapacity: true)
        for child in live.values where newLiveIndex[child] == nil {
            _pool.recycle(child)
        }
        // The new scene's children become the live ones; the old dictionaries, emptied, are kept
        // for the next scene.
        swap(&live, &newLive)
        swap(&liveIndex, &newLiveIndex)
        newLive.removeAll(keepingCapacity: true)
        newLiveIndex.removeAll(keepingCapacity: true)
        nextLive = newLive
        nextLiveIndex = newLiveIndex
    }
}

extension StackEngine {
    // MARK: - Section heights

    /// Applies `change` to the section heights. Mid-flight in an accordion, the layout at the
    /// current fraction is kept (its headers moved to the new heights) for the transition to pass
    /// through; the live children then move to their frames now.
    @inlinable
    mutating func changeSectionHeights<Source: ChildDataSource>(source: Source, into steps: inout [ContainerStep<Child>], _ change: (inout AccordionSectionHeights) -> Void) where Source.Child == Child {
        let running = phase.transition.map { (fraction: $0.fraction, layout: accordionLayout) }
        change(&_sectionHeights)
        guard mode == .accordion else { return }
        if let running, sectionHeights.count == running.layout.sectionCount {
            heightPin = (running.fraction, running.layout.rebased(on: sectionHeights))
        }
        applyScene(animated: false, relayout: true, source: source, into: &steps)
    }
}

extension StackEngine: Sendable where Child: Sendable {}
