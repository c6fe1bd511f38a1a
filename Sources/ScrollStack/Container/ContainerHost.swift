#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications as concurrency-safe.
@preconcurrency import UIKit

/// Carries out an ``ExpandableViewController``'s driver commands with UIKit calls, supplies its
/// children, and makes its animators. It decides nothing: every command says what to do.
@MainActor
final class ContainerHost: @preconcurrency StackDriverHost {
    typealias Child = ChildHandle

    /// The driver, owned here; it holds this host weakly.
    var driver: StackDriver<ContainerHost>?
    unowned let container: ExpandableViewController
    let headers: HeaderViews
    private var masks: [ObjectIdentifier: UIView] = [:]
    private var contexts: [AnimatorID: TransitionContext] = [:]
    private let scrollsToTop = ScrollsToTopKeeper()
    private let contentMask = UIView()
    private lazy var clock = FrameClock { [weak self] time in self?.driver?.frame(at: time) }
    /// The identifiers of the elements the engine holds, when the data source names them.
    var loadedIdentifiers: [AnyHashable]?
    /// Whether repeated identifiers were reported already: one warning per container.
    var hasWarnedAboutRepeatedIdentifiers = false
    /// The reader's place while a change of size, heights or data is carried out: layouts keep it.
    var keptAnchor: ScrollAnchor?

    init(container: ExpandableViewController) {
        self.container = container
        headers = HeaderViews(container: container)
        contentMask.backgroundColor = .black
        headers.onTap = { [unowned container] index in container.handleUserTap(index) }
    }

    // MARK: - Children

    func numberOfChildren() -> Int { container.numberOfChildren() }

    func child(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        container.loadChild(at: index, reusing: &pool)
    }

    // MARK: - Commands

    func perform(_ command: DriverCommand<ChildHandle>) {
        switch command {
        case .containment(let step):
            carryOut(step)
        case .willTransition(let from, let to, _):
            container.delegate?.expandableViewController(container, willTransitionFrom: from, to: to)
            container.visibleChildDidChange()
        case .startAnimator(let id, let isScrubbed):
            prepareForTransition()
            contexts[id]?.start(scrubbed: isScrubbed)
        case .discardAnimator(let id):
            contexts[id] = nil
        case .setAnimatorProgress(let id, let progress):
            contexts[id]?.scrub(to: progress)
            container.updateTabStrip()
        case .finishAnimator(let id, let atEnd):
            contexts[id]?.finish(atEnd: atEnd)
        case .animationEnded(let id, let completed):
            contexts.removeValue(forKey: id)?.animator.animationEnded?(completed)
        case .restoreChildOrder:
            restoreChildOrder()
        case .transitionProgress(let from, let to, let progress):
            container.delegate?.expandableViewController(container, didUpdateTransitionProgress: CGFloat(progress), from: from, to: to)
        case .didTransition(let from, let to, let completed):
            container.delegate?.expandableViewController(container, didTransitionFrom: from, to: to, completed: completed)
            announceTransition(from: from, to: to, completed: completed)
            container.visibleChildDidChange()
        case .selectionDidChange:
            container.visibleChildDidChange()
            revealDestination()
            container.updateTabStrip()
        case .runClock(let running):
            running ? clock.start() : clock.stop()
        case .layout:
            layoutContent()
        }
    }

    func makeAnimator(for request: AnimatorRequest<ChildHandle>) -> AnimatorTraits? {
        guard let animator = animator(for: request) else { return nil }
        let id = request.id
        let context = TransitionContext(
            request: request,
            animator: animator,
            containerView: container.contentView,
            reportsCancelled: { [weak self] in self?.driver?.transitionWasCancelled(id) ?? false },
            layoutAtEnd: { [weak self] in self?.layoutTransitionEnd() },
            completed: { [weak self] in self?.driver?.animatorDidComplete(id, at: CACurrentMediaTime()) }
        )
        contexts[id] = context
        let interruptible = animator.responds(to: #selector(UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)))
        return AnimatorTraits(duration: animator.transitionDuration(using: context), isInterruptible: interruptible)
    }

    func shouldExpand(_ index: Int) -> Bool {
        container.delegate?.expandableViewController(container, shouldExpandSectionAt: index) ?? true
    }

    private func animator(for request: AnimatorRequest<ChildHandle>) -> UIViewControllerAnimatedTransitioning? {
        switch request.source {
        case .transitionDelegate:
            return container.transitionDelegate?.expandableViewController(
                container,
                animationControllerFrom: request.fromChild?.viewController,
                at: request.from,
                to: request.toChild?.viewController,
                at: request.to
            )
        case .builtIn:
            let curve = container.configuration.timingCurve
            switch request.style {
            case .slide: return SlideAnimator(duration: request.duration, curve: curve)
            case .unroll: return UnrollAnimator(duration: request.duration, curve: curve)
            case .crossFade: return CrossFadeAnimator(duration: request.duration, curve: curve)
            }
        }
    }

    /// The header view a key asked the focus system to move to, while it does.
    private(set) var headerAwaitingFocus: UIView?

    /// Moves keyboard focus to the header at `index`, if it is in view.
    func focusHeader(at index: Int) {
        guard let header = headers.view(ifShownAt: index) else { return }
        headerAwaitingFocus = header
        container.setNeedsFocusUpdate()
        container.updateFocusIfNeeded()
        headerAwaitingFocus = nil
    }

    /// The index of a header view in view, if `view` is one.
    func headerIndex(of view: UIView) -> Int? { headers.index(of: view) }

    /// The header views in view, by index.
    var shownHeaders: [Int: UIView] { headers.shown }

    /// Takes every header out of view before a reload; the layout that follows makes them anew.
    func discardHeaders() { headers.discardAll() }

    /// Moves every header in view to its element's new index; removed elements' headers leave.
    func remapHeaders(by change: StackDataChange) { headers.remap(by: change) }

    /// Configures every header in view again (their look or their words changed), then lays out.
    func refreshHeaders() {
        headers.forgetConfigurations()
        layoutContent()
    }

    /// Puts the children's views back below the headers: an animator may have added one on top.
    private func restoreChildOrder() {
        guard let engine = driver?.engine else { return }
        for child in engine.liveChildren.values {
            container.contentView.sendSubviewToBack(child.viewController.view)
        }
    }

    private func carryOut(_ step: ContainerStep<ChildHandle>) {
        switch step {
        case .addChild(let child):
            container.addChild(child.viewController)
        case .insertView(let child):
            let mask = UIView()
            mask.backgroundColor = .black
            masks[ObjectIdentifier(child.viewController)] = mask
            // Below the headers, so a header over a section that is still unrolling gets the tap.
            container.contentView.insertSubview(child.viewController.view, at: 0)
        case .setFrame(let child, let frame, let clip):
            // Mid-flight (a rotation, a height change) the children keep their masks, moved to
            // the new clip, so what shows stays what the core says until the transition ends.
            place(child, frame: frame, clip: clip, masked: driver?.isAnimating ?? false)
        case .didMoveToParent(let child):
            child.viewController.didMove(toParent: container)
            // A size the child chose before it came is heard now, after these steps.
            if child.viewController.preferredContentSize.height > 0 {
                container.reportContentHeight(of: child.viewController)
            }
        case .beginAppearance(let child, let isAppearing, let animated):
            child.viewController.beginAppearanceTransition(isAppearing, animated: animated)
        case .endAppearance(let child):
            child.viewController.endAppearanceTransition()
        case .willMoveToNilParent(let child):
            child.viewController.willMove(toParent: nil)
        case .removeView(let child):
            scrollsToTop.restore(in: child.viewController)
            // A child that leaves is reachable by VoiceOver wherever it goes next.
            child.viewController.view.accessibilityElementsHidden = false
            child.viewController.view.removeFromSuperview()
            child.viewController.view.mask = nil
            masks[ObjectIdentifier(child.viewController)] = nil
        case .removeFromParent(let child):
            child.viewController.removeFromParent()
        case .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd:
            break
        }
    }

    // MARK: - Layout

    /// Lays out headers and children as the engine has them now, recycling headers out of view.
    ///
    /// - Parameter clampingOffset: Whether to bring the scroll position back inside content that
    ///   shrank; not while the user scrolls, so the scroll view can bounce.
    func layoutContent(clampingOffset: Bool = true) {
        guard let engine = driver?.engine, !(driver?.isAnimating ?? true) else { return }
        let contentView = container.contentView
        let whole = engine.layoutSnapshot(in: .zero)
        contentView.contentSize = whole.contentSize
        scrollsToTop.give(
            to: engine.scrollsToTopOwner(viewportHeight: contentView.engineViewportHeight),
            container: contentView,
            children: engine.liveChildren.mapValues(\.viewController),
            walkingAgain: clampingOffset
        )
        // The reader's section keeps its place through a change; otherwise a finger or a bounce owns the offset.
        let kept = keptAnchor.map { engine.offset(keeping: $0, viewportHeight: contentView.engineViewportHeight) }
        let clamped = kept ?? whole.clampedOffset(contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        if clampingOffset, kept != nil || (!contentView.isTracking && !contentView.isDecelerating), clamped != contentView.engineOffset {
            contentView.engineOffset = clamped
        }
        contentMask.frame = whole.contentClip ?? .zero
        contentView.mask = whole.contentClip.map { _ in contentMask }
        (contentView as? ContainerScrollView)?.touchableRect = whole.contentClip
        let snapshot = engine.layoutSnapshot(in: contentView.bounds)
        headers.show(snapshot.headers, count: engine.count, recycling: true)
        place(snapshot.children, in: engine, masked: false)
        updateVoiceOverReach(engine)
        container.updateTabStrip()
        container.didLayOutContent?(whole.contentSize.height, false)
    }

    /// Puts everything at the transition's start: every header in view at either end exists at its
    /// start frame, and the children wear their masks, so the animation can clip them.
    private func prepareForTransition() {
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: false)
        place(engine.layoutSnapshot(in: viewport, atFraction: 0).children, in: engine, masked: true)
        updateVoiceOverReach(engine)
    }

    /// Lays out every header and child at the running transition's end; called inside animations.
    private func layoutTransitionEnd() {
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: true)
        let end = engine.layoutSnapshot(in: viewport, atFraction: 1)
        place(end.children, in: engine, masked: true)
        container.contentView.contentSize = end.contentSize
        revealDestination()
        container.didLayOutContent?(end.contentSize.height, true)
    }

    /// Scrolls just enough to show what the stack is heading to (inside an animation, with it).
    private func revealDestination() {
        guard let engine = driver?.engine else { return }
        let contentView = container.contentView
        contentView.engineOffset = engine.revealingOffset(from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
    }

    private func place(_ placements: [LayoutSnapshot.Child], in engine: StackEngine<ChildHandle>, masked: Bool) {
        for placement in placements {
            guard let child = engine.child(at: placement.index) else { continue }
            place(child, frame: placement.frame, clip: placement.clip, masked: masked)
        }
    }

    /// Puts a child's view at `frame`, showing only `clip` of it.
    ///
    /// The clip is a mask view in the child view's bounds (which a scroll view moves with its
    /// content offset). A child that shows whole loses its mask unless an animation moves it, so a
    /// table view child scrolls freely at rest.
    private func place(_ child: ChildHandle, frame: CGRect, clip: CGRect, masked: Bool = false) {
        guard let childView = child.viewController.view, let mask = masks[ObjectIdentifier(child.viewController)] else { return }
        childView.frame = frame
        mask.frame = CGRect(
            x: clip.minX - frame.minX + childView.bounds.minX,
            y: clip.minY - frame.minY + childView.bounds.minY,
            width: clip.width,
            height: clip.height
        )
        childView.mask = masked || clip != frame ? mask : nil
    }
}
#endif
