#if canImport(UIKit)
import UIKit

/// What a container keeps for ``ExpansionMode/multiple``: it outlives the view's loading, so
/// settings made before it are applied at load.
@MainActor
final class MultipleExpansionState: AssociatedState {
    var mode = ExpansionMode.single
    var pinsExpandedHeaders = false
    /// The sections to open once the multiple-mode engine starts (before the view loads, and while
    /// the container pages), kept by identity.
    var pending = PendingExpansion()
    /// The completions of the pending set's tracked requests, by request.
    var pendingHandlers: [Int: (Bool) -> Void] = [:]
    /// The host that runs the mode once the view loaded.
    var host: MultipleExpansionHost?
}

extension ExpandableViewController {
    // MARK: - Several open sections

    /// How many sections may be open at once. Default ``ExpansionMode/single``.
    ///
    /// In ``ExpansionMode/multiple`` a tap toggles one section and leaves the others as they are;
    /// ``expandedIndices``, ``setExpanded(_:at:animated:completion:)``, ``expandAll(animated:completion:)``
    /// and ``collapseAll(animated:completion:)`` work on any set of sections, and ``expandedIndex`` is the
    /// lowest open section (setting it opens that section alone). Switching keeps what is open:
    /// to `.multiple`, the expanded section stays open; to `.single`, the lowest open section
    /// does. The multiple mode is an accordion's; in paging mode it changes nothing.
    public var expansionMode: ExpansionMode {
        get { multipleState.mode }
        set {
            guard newValue != multipleState.mode else { return }
            let open = multipleState.mode.openSections(switchingTo: newValue, from: Set(expandedIndices))
            guard mode == .accordion else {
                // A pager keeps its page; the sections wait until it is an accordion again.
                multipleState.mode = newValue
                replacePendingSections(with: newValue == .multiple ? open : [])
                return
            }
            guard isViewLoaded else {
                // The single-mode engine loads with no open section; the multiple one opens them.
                if newValue == .multiple { setExpandedIndex(nil, animated: false) }
                multipleState.mode = newValue
                replacePendingSections(with: newValue == .multiple ? open : [])
                if newValue == .single { setExpandedIndex(open.min(), animated: false) }
                return
            }
            multipleState.mode = newValue
            if newValue == .multiple {
                replacePendingSections(with: open)
                startMultipleExpansion()
            } else {
                multipleState.host?.driver?.collapseAll(animated: false, at: CACurrentMediaTime())
                multipleState.host = nil
                // The one-section engine hears where the content stands now, not where it last did.
                stackView.forgetKnownOffset()
                replacePendingSections(with: [])
                send(.select(open.min(), animated: false))
            }
            host?.layoutContent()
        }
    }

    /// Whether the header of an open section stays at the top of the viewport while its content
    /// scrolls under it, pushed away by the next header, as a plain table's section headers do.
    /// ``ExpansionMode/multiple`` only. Default `false`.
    public var pinsExpandedHeaders: Bool {
        get { multipleState.pinsExpandedHeaders }
        set {
            multipleState.pinsExpandedHeaders = newValue
            multipleState.host?.layout()
        }
    }

    /// The sections open or heading open. In ``ExpansionMode/single``, the expanded section, if any.
    public var expandedIndices: IndexSet {
        guard isMultipleExpansion else { return IndexSet(expandedIndex.map { [$0] } ?? []) }
        guard let engine = multipleState.host?.driver?.engine else { return IndexSet(multipleState.pending.openIndices) }
        return IndexSet(engine.expandedIndices)
    }

    /// Opens (`true`) or closes the section at `index`, leaving the others as they are in
    /// ``ExpansionMode/multiple``; in ``ExpansionMode/single`` opening expands it alone and
    /// closing closes it if it is the expanded one.
    ///
    /// - Parameters:
    ///   - expanded: Whether the section ends open.
    ///   - index: The section. Must be in range once the data is loaded; the message names it.
    ///   - animated: Whether to animate. A container that isn't on screen changes at once.
    ///   - completion: Called once: `true` when the section came to rest as asked, `false` when a
    ///     later request turned it around first or a data change removed it.
    public func setExpanded(_ expanded: Bool, at index: Int, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setExpanded(expanded, at: index, motion: .animated(animated), completion: completion)
    }

    /// Opens every section in ``ExpansionMode/multiple``, together; does nothing in
    /// ``ExpansionMode/single``.
    public func expandAll(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        expandAll(motion: .animated(animated), completion: completion)
    }

    /// Closes every section, together: in ``ExpansionMode/single`` the expanded one.
    public func collapseAll(animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collapseAll(motion: .animated(animated), completion: completion)
    }

    /// Whether nothing moves: no transition runs, or in ``ExpansionMode/multiple`` no section moves.
    var isContentAtRest: Bool {
        isMultipleExpansion ? multipleState.host?.driver?.engine.isAtRest ?? true : engine?.isAtRest ?? true
    }

    /// The live children by index, from the engine that runs the container.
    var liveChildren: [Int: ChildHandle] {
        isMultipleExpansion ? multipleState.host?.driver?.engine.liveChildren ?? [:] : engine?.liveChildren ?? [:]
    }

    /// The live child of the section at `index`, from the engine that runs the container.
    func liveChild(at index: Int) -> ChildHandle? {
        isMultipleExpansion ? multipleState.host?.driver?.engine.child(at: index) : engine?.child(at: index)
    }

    /// Whether the container runs several open sections now: an accordion in ``ExpansionMode/multiple``.
    var isMultipleExpansion: Bool { multipleState.mode == .multiple && mode == .accordion }

    var multipleState: MultipleExpansionState { associatedState(MultipleExpansionState.self) }

    /// Hands an event to the driver, which carries out what follows.
    func send(_ event: StackEvent) {
        route(event)
    }

    /// Hands `event` to the single-mode driver and, in ``ExpansionMode/multiple``, what it means to
    /// the multiple-mode driver: data, sizes, settings and the container's appearance.
    ///
    /// The multiple-mode driver hears it first: the single-mode driver's turn ends in a layout,
    /// which in ``ExpansionMode/multiple`` lays out from the multiple engine, and that engine must
    /// already have the new count, or headers past the end of the data would be asked for.
    func route(_ event: StackEvent) {
        // The engine keeps the reader's place from where the content stands now; the height that
        // shows is reported by the layout that follows (a resize keeps what a keyboard covers).
        stackView.noticeMoves()
        let now = CACurrentMediaTime()
        guard isMultipleExpansion, let multiple = multipleState.host?.driver else {
            notePendingDataEvent(event)
            driver?.handle(event, at: now)
            if case .reload = event, isMultipleExpansion, host != nil { startMultipleExpansion() }
            return
        }
        switch event {
        case .reload: multiple.handle(.reload, at: now)
        case .dataChanged(let change): multipleState.host?.applyDataChange(change, at: now)
        case .resize(let size): multiple.handle(.resizeKeepingReaderAnchor(size, viewportHeight: contentView.engineViewportHeight), at: now)
        case .configure(let configuration): multiple.handle(.configure(configuration), at: now)
        case .containerWillAppear(let animated): multiple.handle(.containerWillAppear(animated: animated), at: now)
        case .containerDidAppear: multiple.handle(.containerDidAppear, at: now)
        case .containerWillDisappear(let animated): multiple.handle(.containerWillDisappear(animated: animated), at: now)
        case .containerDidDisappear: multiple.handle(.containerDidDisappear, at: now)
        default:
            // Heights reported for live children go by the multiple engine's own indices (see
            // `reportContentHeight`); the rest belongs to the single-mode engine.
            break
        }
        driver?.handle(event, at: now)
    }

    /// ``transition(from:to:duration:completion:)`` in ``ExpansionMode/multiple``: closes
    /// `fromIndex` and opens `toIndex` (either may be `nil`) at the configured duration; the
    /// completion follows `toIndex`, else `fromIndex`.
    func transitionMultiple(from fromIndex: Int?, to toIndex: Int?, completion: ((Bool) -> Void)?) {
        if let fromIndex, fromIndex != toIndex {
            setExpanded(false, at: fromIndex, animated: true, completion: toIndex == nil ? completion : nil)
        }
        if let toIndex {
            setExpanded(true, at: toIndex, animated: true, completion: completion)
        } else if fromIndex == nil {
            completion?(true)
        }
    }

    /// In ``ExpansionMode/multiple``, a tap on the header at `index` toggles that section.
    /// Returns whether it handled the tap.
    func handleMultipleTap(_ index: Int) -> Bool {
        guard isMultipleExpansion, let multipleHost = multipleState.host, let driver = multipleHost.driver else { return false }
        multipleHost.reportUserScrolling()
        multipleHost.reportVisibleHeight()
        handlingUserGesture {
            multipleHost.request(.header(index)) { driver.tap(index, at: CACurrentMediaTime()) }
        }
        return true
    }

    /// In ``ExpansionMode/multiple``, lays out from the multiple engine. Returns whether it did.
    func layoutMultipleExpansion() -> Bool {
        guard isMultipleExpansion, let host = multipleState.host else { return false }
        host.layout()
        return true
    }

    /// How far the section at `index` is open in ``ExpansionMode/multiple``, if it runs.
    func multipleDisclosureExpansion(ofSectionAt index: Int) -> Double? {
        guard isMultipleExpansion, let engine = multipleState.host?.driver?.engine, index < engine.count else { return nil }
        return engine.disclosureExpansion(ofSectionAt: index)
    }

    /// A live child's own content height, reported to the multiple engine. Returns whether it ran.
    func reportMultipleContentHeight(of child: UIViewController) -> Bool {
        guard isMultipleExpansion, let driver = multipleState.host?.driver else { return false }
        guard let index = driver.engine.index(of: ChildHandle(child)) else { return true }
        let height = child.preferredContentSize.height
        let event = NestedContentHeight.expansionEvent(index: index, height: height > 0 ? height : nil, innerIsMoving: nestedAccordionIsMoving(in: child))
        driver.handle(event, at: CACurrentMediaTime())
        return true
    }

    /// Runs `change`, a switch of ``mode`` to `newMode`, around the multiple-expansion driver: in
    /// ``ExpansionMode/multiple`` a pager has no open sections, so they close at once (their
    /// children leave, and the delegate hears them close) and the same sections open again when
    /// the container is an accordion again.
    func switchMultipleExpansion(around newMode: StackMode, _ change: () -> Void) {
        if newMode == .paging, let driver = multipleState.host?.driver {
            let open = driver.engine.expandedIndices
            driver.collapseAll(animated: false, at: CACurrentMediaTime())
            multipleState.host = nil
            replacePendingSections(with: open)
        }
        change()
        if isMultipleExpansion, multipleState.host == nil, host != nil { startMultipleExpansion() }
    }

    /// Makes the multiple-mode driver, loads the data into it with the sections asked for open,
    /// and brings it to the container's appearance.
    private func startMultipleExpansion() {
        let state = multipleState
        let multipleHost = MultipleExpansionHost(container: self)
        let engine = MultipleExpansionEngine<ChildHandle>(configuration: effectiveConfiguration(), size: engineSize(for: view.bounds.size))
        let driver = ExpansionDriver(engine: engine, host: multipleHost)
        multipleHost.driver = driver
        // Nothing is laid out, and the content stays where it stands, until the sections asked for
        // are open: the new engine then takes the offset as it is.
        multipleHost.isStarting = true
        state.host = multipleHost
        // The single-mode engine keeps its headers' data but no open section.
        self.driver?.handle(.select(nil, animated: false), at: CACurrentMediaTime())
        let now = CACurrentMediaTime()
        driver.handle(.reload, at: now)
        if view.window != nil {
            driver.handle(.containerWillAppear(animated: false), at: now)
            driver.handle(.containerDidAppear, at: now)
        }
        let started = state.pending.start(count: driver.engine.count)
        // Sections asked for before the engine started open where they are: none scrolls into view.
        driver.handle(.leaveOpen(Set(started.open)), at: now)
        multipleHost.isStarting = false
        multipleHost.layout()
        let handlers = state.pendingHandlers
        state.pendingHandlers = [:]
        for answer in started.answers { handlers[answer.id]?(answer.completed) }
    }
}
#endif
