#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications as concurrency-safe.
@preconcurrency import UIKit

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
            container.host?.carryOut(step)
        case .sectionsWillChange(let opening, _, let animated):
            tellDelegate(command)
            // One section opening (a tap, or a request for it) scrolls into view, as in single mode.
            if opening.count == 1, let index = opening.first { reveal(index, animated: animated) }
        case .sectionsDidChange, .movingSectionsRemoved:
            tellDelegate(command)
        case .expandedIndicesDidChange:
            container.host?.refreshHeaders()
            container.visibleChildDidChange()
        case .runClock(let running):
            running ? clock.start() : clock.stop()
        case .layout:
            layout()
        }
    }

    /// Lays out headers and children where the core has them now, pinning the header of the open
    /// section under the viewport's top when the container asks for it.
    func layout() {
        guard let driver, let containerHost = container.host, !isLayingOut else { return }
        let contentView = container.contentView
        let layout = driver.engine.layout
        if contentView.contentSize != layout.contentSize { contentView.contentSize = layout.contentSize }
        // A resize scrolled the engine to keep the reader's place: the scroll view follows it.
        if container.host?.keptAnchor != nil, driver.engine.scrollOffset != contentView.engineOffset {
            contentView.engineOffset = driver.engine.scrollOffset
        }
        // Content that shrank at rest takes the offset back inside it; a finger or a bounce keeps its own.
        if !contentView.isTracking, !contentView.isDecelerating, driver.engine.isAtRest {
            let clamped = layout.clampedOffset(contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
            if clamped != contentView.engineOffset { contentView.engineOffset = clamped }
        }
        if driver.engine.scrollOffset != contentView.engineOffset {
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
                if let child = driver.engine.child(at: index) { containerHost.place(child, frame: frame, clip: clip) }
            }
        }
        // Children join below every header, so a pinned header stays above the content under it.
        containerHost.headers.show(headers, count: driver.engine.count, recycling: true)
        container.multipleExpansionWasLaidOut(walkingAgain: driver.engine.isAtRest && !contentView.isTracking && !contentView.isDecelerating)
        container.contentWasLaidOut(height: layout.contentSize.height, moment: driver.engine.isAtRest ? .rest : .transitionFrame)
    }

    /// Scrolls just enough to show the section at `index` once every moving section has come to
    /// rest, along with the motion; at once under Reduce Motion. A finger on the content keeps it.
    private func reveal(_ index: Int, animated: Bool) {
        guard let driver, index < driver.engine.count else { return }
        let contentView = container.contentView
        guard !contentView.isTracking, !contentView.isDecelerating else { return }
        let target = driver.engine.revealingOffset(of: index, from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        guard abs(target - contentView.engineOffset) >= 0.5 else { return }
        let duration = driver.engine.configuration.transitionDuration
        guard animated, duration > 0, !UIAccessibility.isReduceMotionEnabled else {
            contentView.engineOffset = target
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            contentView.engineOffset = target
        }
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
            if case .sectionsDidChange = command { announce(opened + closed) }
        case nil:
            break
        }
    }

    /// Tells VoiceOver the layout changed, keeping its cursor on the first header that changed, or
    /// in the container when that header is out of view: never `nil`, which would send the cursor
    /// to the screen's first element.
    private func announce(_ indices: [Int]) {
        guard UIAccessibility.isVoiceOverRunning, let first = indices.min() else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: container.host?.headers.view(ifShownAt: first) ?? container.contentView)
    }
}
#endif
