#if canImport(UIKit)
import UIKit

/// Carries out an ``ExpandableViewController``'s commands in ``ExpansionMode/multiple``: the
/// children's containment through the container's own host, the notices to the delegate, the
/// frame clock, and the layout from the core's ``ExpansionLayout``. It decides nothing.
@MainActor
final class MultipleExpansionHost: @preconcurrency ExpansionDriverHost {
    typealias Child = ChildHandle

    /// The driver, owned here; it holds this host weakly.
    var driver: ExpansionDriver<MultipleExpansionHost>?
    unowned let container: ExpandableViewController
    private lazy var clock = FrameClock { [weak self] time in self?.driver?.frame(at: time) }
    /// Whether a layout is being carried out: the scroll it reports must not start another.
    private var isLayingOut = false
    /// Whether the engine is being loaded with the sections to open: no layout meanwhile.
    var isStarting = false
    /// Where VoiceOver's cursor goes when sections come to rest: the single mode's rule.
    private var focusRule = AccessibilityFocusRule()

    init(container: ExpandableViewController) {
        self.container = container
    }

    // MARK: - Children

    func numberOfChildren() -> Int { container.numberOfChildren() }

    func child(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        container.loadChild(at: index, reusing: &pool)
    }

    func contentHeight(of child: ChildHandle, fittingWidth width: CGFloat) -> CGFloat? {
        container.measuredContentHeight(of: child.viewController, fittingWidth: width)
    }

    func shouldExpand(_ index: Int) -> Bool {
        container.delegate?.expandableViewController(container, shouldExpandSectionAt: index) ?? true
    }

    // MARK: - Commands

    func perform(_ command: ExpansionCommand<ChildHandle>) {
        switch command {
        case .containment(let step):
            // A child that faded out leaves whole, as it joins next.
            if case .removeView(let child) = step { child.viewController.view.alpha = 1 }
            container.host?.carryOut(step)
        case .sectionsWillChange, .sectionsDidChange, .movingSectionsRemoved:
            tellDelegate(command)
        case .scroll(let offset):
            scroll(to: offset)
        case .expandedIndicesDidChange:
            container.host?.refreshHeaders()
            container.visibleChildDidChange()
        case .runClock(let running):
            running ? clock.start() : clock.stop()
        case .layout:
            layout()
        }
    }

    /// Tells the engine whether a finger is on the content or its fling runs, when that changed:
    /// no section's opening scrolls the stack meanwhile. Returns whether it told it.
    @discardableResult
    func reportUserScrolling() -> Bool {
        guard let driver else { return false }
        let contentView = container.contentView
        // Dragging, not tracking: a finger resting on a header to tap it owns nothing.
        let isScrolling = contentView.isDragging || contentView.isDecelerating
        guard isScrolling != driver.engine.isUserScrolling else { return false }
        driver.handle(.userScrolling(isScrolling), at: CACurrentMediaTime())
        return true
    }

    /// Tells the engine how tall the part of the viewport that shows is, when that changed: the
    /// keyboard covers the rest, and a reveal brings a section into what shows. Returns whether it
    /// told it.
    @discardableResult
    func reportVisibleHeight() -> Bool {
        guard let driver else { return false }
        let visible = container.contentView.engineViewportHeight
        guard abs(driver.engine.visibleHeight - visible) >= 0.5 else { return false }
        driver.handle(.visibleHeight(visible), at: CACurrentMediaTime())
        return true
    }

    /// Tells the engine that someone other than the container moved the content to `offset`, by
    /// half a point or more, with the finger and the visible height as they are.
    func reportMove(to offset: CGFloat) {
        guard let driver else { return }
        // The move first: a turn the finger or the visible height starts lays out, and must find
        // the engine at the offset the content has.
        if abs(driver.engine.scrollOffset - offset) >= 0.5 { driver.handle(.scroll(to: offset), at: CACurrentMediaTime()) }
        reportUserScrolling()
        reportVisibleHeight()
    }

    /// Scrolls to where the engine moved the offset, without animation and without laying out
    /// halfway through the driver's commands; a finger that took the content meanwhile keeps it,
    /// and the engine hears of the finger instead.
    private func scroll(to offset: CGFloat) {
        guard !isStarting else { return }
        let contentView = container.contentView
        if contentView.isDragging || contentView.isDecelerating {
            reportUserScrolling()
            return
        }
        isLayingOut = true
        defer { isLayingOut = false }
        container.stackView.follow(engineOffset: offset)
    }

    /// Lays out headers and children where the core has them now, pinning the header of the open
    /// section under the viewport's top when the container asks for it; a child of a section that
    /// fades (Reduce Motion) takes the opacity the core gives it.
    func layout() {
        guard let driver, let containerHost = container.host, !isLayingOut, !isStarting else { return }
        // The engine's answer comes back here through its layout command.
        if reportUserScrolling() { return }
        let contentView = container.contentView
        let layout = driver.engine.layout
        if contentView.contentSize != layout.contentSize { contentView.contentSize = layout.contentSize }
        if reportVisibleHeight() { return }
        // Within half a point is the same place: UIKit may round an offset it scrolls to.
        if abs(driver.engine.scrollOffset - contentView.engineOffset) >= 0.5 {
            // The engine chooses the live children for the new viewport; its layout command comes back here.
            driver.handle(.scroll(to: contentView.engineOffset), at: CACurrentMediaTime())
            return
        }
        isLayingOut = true
        defer { isLayingOut = false }
        var headers: [LayoutSnapshot.Header] = []
        let expanded = driver.engine.expandedIndices
        let viewport = CGRect(x: 0, y: driver.engine.scrollOffset, width: layout.size.width, height: contentView.engineViewportHeight)
        layout.forEachVisibleItem(in: viewport, pinningHeaders: container.pinsExpandedHeaders) { item in
            switch item {
            case .header(let index, let frame):
                headers.append(LayoutSnapshot.Header(index: index, frame: frame, isExpanded: expanded.contains(index)))
            case .content(let index, let frame, let clip):
                guard let child = driver.engine.child(at: index) else { return }
                containerHost.place(child, frame: frame, clip: clip)
                let opacity = driver.engine.contentOpacity(ofSectionAt: index)
                if let view = child.viewController.viewIfLoaded, view.alpha != opacity { view.alpha = opacity }
            }
        }
        // Children join below every header, so a pinned header stays above the content under it.
        containerHost.headers.show(headers, count: driver.engine.count, recycling: true)
        containerHost.updateVoiceOverReach(of: driver.engine.liveChildren, hidden: driver.engine.indicesHiddenFromVoiceOver)
        container.multipleExpansionWasLaidOut(walkingAgain: driver.engine.isAtRest && !contentView.isTracking && !contentView.isDecelerating)
        container.contentWasLaidOut(height: layout.contentSize.height, moment: driver.engine.isAtRest ? .rest : .transitionFrame)
    }

    /// Hands the delegate the notice a command carries; sections removed while moving are named
    /// closed, so every `will` call has its `did` call.
    private func tellDelegate(_ command: ExpansionCommand<ChildHandle>) {
        switch command.notice {
        case .willChange(let opening, let closing):
            container.delegate?.expandableViewController(container, willChangeExpansionOpening: IndexSet(opening), closing: IndexSet(closing))
        case .didChange(let opened, let closed):
            container.delegate?.expandableViewController(container, didChangeExpansionOpened: IndexSet(opened), closed: IndexSet(closed))
            // Removed sections left with their headers: nothing of them remains to announce.
            if case .sectionsDidChange = command { answer(.transitionEnded(from: closed.min(), to: opened.min(), completed: true)) }
        case nil:
            break
        }
    }

    // MARK: - VoiceOver

    /// Hands a request to the driver in `body`, for `cause`: the focus rule hears of it before and
    /// keeps the cause only if the request changed what is open or heading open.
    func request(_ cause: AccessibilityChangeCause, _ body: () -> Void) {
        answer(.requested(cause))
        body()
        answer(.requestHandled)
    }

    /// Hands a data change to the driver, and the focus rule the change, so a pending header cause
    /// follows its element. The container's own rule has posted what the change does to the
    /// cursor; this one's answer would say it twice.
    func applyDataChange(_ change: StackDataChange, at time: Double) {
        guard let driver else { return }
        let cursorBefore = container.host?.voiceOverCursor() ?? .elsewhere
        // The engine keeps the reader's place itself, so a section scrolling into view goes on.
        driver.handle(.dataChangedKeepingReaderAnchor(change, viewportHeight: container.contentView.engineViewportHeight), at: time)
        _ = focusRule.handle(.dataChanged(change, cursorBefore: cursorBefore, selectionBefore: nil), expansion: driver.engine, cursor: cursorBefore, formatter: container.accessibilityFormatter)
    }

    /// Posts what the core's focus rule says after `event`.
    private func answer(_ event: AccessibilityFocusEvent) {
        guard let engine = driver?.engine, let containerHost = container.host else { return }
        let cursor = containerHost.voiceOverCursor()
        containerHost.post(focusRule.handle(event, expansion: engine, cursor: cursor, formatter: container.accessibilityFormatter))
    }
}
#endif
