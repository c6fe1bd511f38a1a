import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Events in: the one entry point, dispatching each event to the rule that handles it.

extension StackEngine {
    /// Applies an event and returns the steps the platform must carry out, in order.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - source: Where children come from; asked only for indices that come into use.
    /// - Returns: The steps, possibly none.
    /// - Precondition: a selected index is in range (the message names it), a data change starts
    ///   from ``count`` elements, and the data source never returns a child that is live at another
    ///   index. A tapped index out of range is ignored: the user touched what was there a moment
    ///   before the data changed.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: StackEvent, source: Source) -> [ContainerStep<Child>] where Source.Child == Child {
        var buffer = stepBuffer.lend()
        handle(event, source: source, into: &buffer)
        return stepBuffer.takeSteps(from: &buffer)
    }

    /// Applies an event and appends the steps the platform must carry out to `steps`.
    ///
    /// The same as ``handle(_:source:)``, for callers on a hot path: keep one buffer, empty it with
    /// `removeAll(keepingCapacity: true)` after carrying its steps out, and animation ticks and
    /// swipe moves allocate nothing.
    @inlinable
    public mutating func handle<Source: ChildDataSource>(_ event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // A display frame of one open section takes the path an accordion's tick takes through
        // the rules below, without handing the event (as large as its largest case) from rule to rule.
        if case .tick(let seconds) = event, _mode == .accordion, !allowsSeveralOpenSections {
            return tickOneOpenSection(by: seconds, source: source, into: &steps)
        }
        // Bands beyond the viewport move nothing, and a running transition or reveal carries on
        // untouched: only several open sections choose children by them (one open section keeps
        // its child wherever it is, and a pager shows its pages).
        if case .configure(let newConfiguration) = event, newConfiguration.differsOnlyInVisibleBeyondViewport(from: _configuration) {
            _configuration = newConfiguration
            if allowsSeveralOpenSections { flushNotices(into: &steps, reconciling: false, source: source) }
            return
        }
        if allowsSeveralOpenSections {
            guard leavesSeveralOpenSections(event) else { return handleSections(event, source: source, into: &steps) }
            leaveSections(for: event, source: source, into: &steps)
        } else if entersSeveralOpenSections(event) {
            // The one-section rules carry the event out; the policy switches after.
            _configuration.expansion = .single
            var oneSection = event
            if case .configure(var configuration) = event {
                configuration.expansion = .single
                oneSection = .configure(configuration)
            }
            handleOneOpenSection(oneSection, source: source, into: &steps)
            // A running transition ends where it was heading, by the one-section rules.
            settle(startingPending: false, source: source, into: &steps)
            heightPin = nil
            landHeightRamp()
            _configuration.expansion = .multiple
            return enterSections(source: source, into: &steps)
        }
        handleOneOpenSection(event, source: source, into: &steps)
    }

    /// ``handle(_:source:into:)`` for a pager or an accordion with one open section.
    @inlinable
    mutating func handleOneOpenSection<Source: ChildDataSource>(_ event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        // A pager has no scroll position to keep: its swipes and frames skip that work.
        guard _mode == .accordion else {
            apply(event, source: source, into: &steps)
            // A pager has no accordion ends to keep, unless this event made it an accordion.
            if _mode == .accordion || cachedAccordionEnds != nil { refreshAccordionEnds() }
            if _mode == .accordion || _position.offset != 0 { updateScrollPosition(keeping: nil, after: nil, requestedFrom: nil) }
            rememberSections(through: event)
            return
        }
        let anchor = anchorKept(through: event)
        let before = transitionEnds(before: event)
        let selectedBefore: Int?? = event.isRequest ? .some(_selectedIndex) : nil
        apply(event, source: source, into: &steps)
        refreshAccordionEnds()
        updateScrollPosition(keeping: anchor, after: before, requestedFrom: selectedBefore)
        rememberSections(through: event)
    }

    /// ``handleOneOpenSection(_:source:into:)`` for ``StackEvent/tick(_:)`` in an accordion: no
    /// anchor to keep, no request, nothing for a pager to remember.
    @inlinable
    mutating func tickOneOpenSection<Source: ChildDataSource>(by seconds: Double, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        let before = TransitionPhase.runningSummary(of: &_phase).map { (from: $0.from, to: $0.to) }
        advance(by: seconds, source: source, into: &steps)
        refreshAccordionEnds()
        updateScrollPosition(keeping: nil, after: before, requestedFrom: nil)
    }

    /// Applies `event` to everything but the scroll position.
    @inlinable
    mutating func apply<Source: ChildDataSource>(_ event: StackEvent, source: Source, into steps: inout [ContainerStep<Child>]) where Source.Child == Child {
        switch event {
        case .tap(let index):
            // The user touched what was there a moment ago; data can change in between.
            guard (0..<count).contains(index) else { break }
            if mode == .paging {
                request(index, animated: true, isTap: true, source: source, into: &steps)
            } else if let transition = phase.transition {
                guard transition.isInterruptible, phase.animation != nil else { break }
                if transition.involves(index) {
                    reverse(source: source, into: &steps)
                } else {
                    queue(index, duration: nil, curve: nil)
                }
            } else if index == selectedIndex {
                // The last open section stays open when the configuration keeps one open.
                if !_configuration.keepsOneSectionOpen { begin(to: nil, animated: true, source: source, into: &steps) }
            } else {
                begin(to: index, animated: true, source: source, into: &steps)
            }
        case .select(let index, let animated):
            validateSelection(index)
            request(index, animated: animated, source: source, into: &steps)
        case .setExpanded(let open, let index, let animated):
            validateSelection(index)
            if let target = target(ofSetting: open, at: index) { request(target, animated: animated, source: source, into: &steps) }
        case .setExpandedTimed(let open, let index, let timing):
            validateSelection(index)
            if let target = target(ofSetting: open, at: index) {
                requestTimed(target, duration: timing.duration, curve: timing.curve, source: source, into: &steps)
            }
        case .expandAll, .expandAllTimed:
            // One section at most is open: there is no "all" to open.
            break
        case .collapseAll(let animated):
            if mode == .accordion { request(nil, animated: animated, source: source, into: &steps) }
        case .collapseAllTimed(let timing):
            if mode == .accordion { requestTimed(nil, duration: timing.duration, curve: timing.curve, source: source, into: &steps) }
        case .leaveOpen(let indices):
            if let bad = indices.sorted().first(where: { !(0..<count).contains($0) }) {
                preconditionFailure("StackEngine.leaveOpen: index \(bad) is out of range 0..<\(count)")
            }
            if mode == .accordion { request(indices.min(), animated: false, source: source, into: &steps) }
        case .transition(let index, let duration):
            validateSelection(index)
            precondition(duration.isFinite && duration >= 0, "StackEngine: transition duration must be finite and not negative, got \(duration)")
            requestTimed(index, duration: duration, curve: nil, source: source, into: &steps)
        case .timedTransition(let index, let timing):
            validateSelection(index)
            requestTimed(index, duration: timing.duration, curve: timing.curve, source: source, into: &steps)
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
            // New data from scratch: nothing to reveal; the offset stays, inside the new content.
            _position.endReveal()
            reload(source: source, into: &steps)
        case .dataChanged(let change):
            _position.followReveal(change)
            applyDataChange(change, source: source, into: &steps)
        case .scroll(let offset):
            _position.scrolled(to: offset)
        case .userScrolling(let isScrolling):
            _position.setUserScrolling(isScrolling)
        case .visibleHeight(let height):
            _position.setVisibleHeight(height, layoutHeight: _size.height)
        case .resize(let newSize):
            let resized = newSize.clampedToNonNegative
            // An accordion whose open section has a height of its own lays out the same at any
            // height: a change of height alone (a frame that follows the content, as SwiftUI's
            // does) moves nothing, and a running transition keeps its path.
            if _mode == .accordion, case .fit = _configuration.accordionContentMode, resized.width == _size.width {
                _size = resized
                break
            }
            let widthChanged = resized.width != _size.width
            _size = resized
            // A layout pinned by a height change mid-flight stays pinned at the new size, so the
            // open and closing sections go on from what they show instead of jumping.
            heightPin = heightPin.map { Shared(HeightPin(fraction: $0.value.fraction, layout: $0.value.layout.resized(to: resized))) }
            landHeightRamp()
            applyScene(animated: false, relayout: true, remeasure: widthChanged, source: source, into: &steps)
        case .containerWillAppear, .containerDidAppear, .containerWillDisappear, .containerDidDisappear:
            if let change = event.containerAppearance { setContainerAppearance(change.state, animated: change.animated, source: source, into: &steps) }
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
            if _sectionHeights.hasUniformHeaders, newConfiguration.headerHeight != configuration.headerHeight {
                _sectionHeights.setAllHeaderHeights(newConfiguration.headerHeight)
            }
            _configuration = newConfiguration
            heightPin = nil
            landHeightRamp()
            _pool.limitPerIdentifier = newConfiguration.reuseLimitPerIdentifier
            applyScene(animated: false, relayout: true, remeasure: true, source: source, into: &steps)
        case .setSectionHeights(let heights):
            precondition(heights.count == count, "StackEngine: section heights for \(heights.count) sections, but there are \(count)")
            changeSectionHeights(source: source, into: &steps) { $0 = heights }
        case .contentHeightChanged(let index, let height):
            if rampContentHeight(height, at: index, source: source, into: &steps) { break }
            changeSectionHeights(source: source, into: &steps) { $0.setContentHeight(height, at: index) }
        case .contentHeightFollowed(let index, let height):
            if heightRamp?.index == index { heightRamp = nil }
            changeSectionHeights(source: source, into: &steps) { $0.setContentHeight(height, at: index) }
        case .headerHeightChanged(let index, let height):
            changeSectionHeights(source: source, into: &steps) { $0.setHeaderHeight(height, at: index) }
        }
    }

    /// Where ``StackEvent/setExpanded(_:at:animated:)`` sends one open section: to `index` when it
    /// opens; to all closed when it closes the section the accordion comes to rest on (the queued
    /// request's, else the running transition's destination); nowhere (`nil`) otherwise, and in a
    /// pager when it closes.
    @usableFromInline
    func target(ofSetting open: Bool, at index: Int) -> Int?? {
        if open { return .some(index) }
        guard mode == .accordion, finalDestination == index else { return nil }
        return .some(nil)
    }

    @usableFromInline
    func validateSelection(_ index: Int?) {
        if let index {
            precondition((0..<count).contains(index), "StackEngine: selected index \(index) is out of range 0..<\(count)")
        } else {
            precondition(mode == .accordion || count == 0, "StackEngine: paging mode always has a current page; select(nil) is for accordions")
        }
    }
}
