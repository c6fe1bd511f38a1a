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
    let headerMeasurer = HeaderMeasurer()
    var masks: [ObjectIdentifier: UIView] = [:]
    /// Children whose views just joined the container: their first frame is set without animation.
    var joining: Set<ObjectIdentifier> = []
    /// The children's views the container stopped taking touches (hidden from VoiceOver): only
    /// these are made touchable again, never a view the child disabled itself.
    var touchesWithheld = OverriddenSettings<ObjectIdentifier>()
    /// The children's views whose alpha the container set (a section fading under Reduce Motion):
    /// only those get their alpha back, so a child's own alpha stays its own.
    var faded = OverriddenSettings<ObjectIdentifier>()
    /// Children whose disappearance began and wasn't turned around: they give up the keyboard once it ends.
    var disappearing = DisappearingChildren<ObjectIdentifier>()
    private var contexts: [AnimatorID: TransitionContext] = [:]
    let scrollsToTop = ScrollsToTopKeeper()
    let contentMask = UIView()
    private lazy var clock = FrameClock { [weak self] time in self?.driver?.frame(at: time) }
    /// When the container counts as on screen without appearance callbacks.
    var onScreen = OnScreenFallback()
    /// How deep the container is in handling the user's gestures (a tap, a pan, a key).
    var userGestureDepth = 0
    /// A restored reader's place waiting for the first layout in a window.
    var pendingAnchor: ScrollAnchor?
    /// The identifiers of the elements the engine holds, when the data source names them.
    var loadedIdentifiers: [AnyHashable]?
    /// Whether repeated identifiers were reported already: one warning per container.
    var hasWarnedAboutRepeatedIdentifiers = false
    /// The visible child the bars were last told about.
    weak var announcedVisibleChild: UIViewController?
    /// The keyboard's frame in the window while it shows (`.zero` when hidden).
    var keyboardFrame = CGRect.zero
    /// The bottom safe-area inset each page was given for the keyboard, by child, as the core's
    /// ledger decides: taken back as the keyboard hides, leaving the adopter's own insets alone.
    var pageKeyboard = PageKeyboardInsets<ObjectIdentifier>()
    /// The children the ledger's identifiers stand for, held weakly.
    var pageKeyboardChildren: [ObjectIdentifier: WeakPage] = [:]
    /// What the container added to its pages' safe area, as the core's ledger decides.
    var pageSafeArea = PageSafeAreaAdditions<ObjectIdentifier>()
    /// The children the ledger's identifiers stand for, held weakly.
    var pageSafeAreaChildren: [ObjectIdentifier: WeakPage] = [:]
    /// The containment and appearance of the controllers that host headers, as the core plans it.
    var headerHosts = HeaderHostPlanner<ObjectIdentifier>()
    /// The header controllers the planner's identifiers stand for, held weakly.
    var headerHostControllers: [ObjectIdentifier: WeakPage] = [:]
    /// Whether the headers in view give way to a new provider's at the next layout at rest.
    var replacesHeaders = false
    /// Whether SwiftUI headers' measured heights wait to be handed to the engine.
    var hostedHeadersNeedFitting = false
    /// The focus rule, the off-screen headers' stand-ins and the adjustable pager.
    private(set) lazy var accessibility = ContainerAccessibility(host: self)

    init(container: ExpandableViewController) {
        self.container = container
        headers = HeaderViews(container: container)
        contentMask.backgroundColor = .black
        headers.onTap = { [unowned container] index in container.handleUserTap(index, cause: .header(index)) }
    }

    // MARK: - Children

    func numberOfChildren() -> Int { container.numberOfChildren() }

    func child(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        container.loadChild(at: index, reusing: &pool)
    }

    func contentHeight(of child: ChildHandle, fittingWidth width: CGFloat) -> CGFloat? {
        container.measuredContentHeight(of: child.viewController, fittingWidth: width)
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
            if followsEngine(id) {
                startFollowingEngine()
            } else {
                prepareForTransition()
            }
            contexts[id]?.start(scrubbed: isScrubbed)
        case .discardAnimator(let id):
            contexts[id] = nil
        case .setAnimatorProgress(let id, let progress):
            contexts[id]?.scrub(to: progress)
            if followsEngine(id) { layoutInFlight() }
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
            answer(.transitionEnded(from: from, to: to, completed: completed))
            container.visibleChildDidChange()
        case .selectionDidChange(let from, let to):
            // A data change under way answers for the selection it changed.
            if !accessibility.isApplyingDataChange { answer(.selectionChanged(from: from, to: to)) }
            container.visibleChildDidChange()
            container.updateTabStrip()
        case .sectionsWillChange, .sectionsDidChange, .movingSectionsRemoved:
            tellDelegate(command)
        case .expandedIndicesDidChange:
            refreshHeaders()
            container.visibleChildDidChange()
        case .runClock(let running):
            running ? clock.start() : clock.stop()
        case .layout:
            // The scrolls-to-top keeper looks through the children again only when no finger
            // scrolls and no section moves.
            let contentView = container.contentView
            let isMoving = contentView.isDragging || contentView.isDecelerating || !(driver?.engine.sectionMotions.isEmpty ?? true)
            layoutContent(walkingAgain: !isMoving)
        }
    }

    /// Hands the delegate the section notice a command carries; sections removed while moving are
    /// named closed, so every `will` call has its `did` call. Sections that came to rest are
    /// announced to VoiceOver as a transition's end is.
    private func tellDelegate(_ command: DriverCommand<ChildHandle>) {
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

    /// Whether the animator `id` is a built-in one, whose frames the container lays out from the
    /// engine on every display frame.
    private func followsEngine(_ id: AnimatorID) -> Bool {
        contexts[id]?.animator is EngineFrameAnimator
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
            case .slide, .unroll: return EngineFrameAnimator(duration: request.duration, curve: curve)
            case .crossFade: return CrossFadeAnimator(duration: request.duration, curve: curve)
            }
        }
    }

    /// The header view a key asked the focus system to move to, while it does.
    private(set) var awaitingFocus: UIFocusEnvironment?

    /// Moves keyboard focus to the header at `index` (`content` false) or into its section's
    /// content, scrolling the header into view first where the core says so: only headers in view
    /// have views.
    ///
    /// - Returns: Whether focus moved there (content with nothing to focus takes none).
    @discardableResult
    func focus(section index: Int, content: Bool) -> Bool {
        let contentView = container.contentView
        if let offset = driver?.engine.scrollOffset(focusingHeader: index, from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight) {
            contentView.engineOffset = offset
            layoutContent(walkingAgain: false)
        }
        let target: UIFocusEnvironment? = content ? driver?.engine.child(at: index)?.viewController : headers.shown[index]
        guard let target else { return false }
        awaitingFocus = target
        container.setNeedsFocusUpdate()
        container.updateFocusIfNeeded()
        awaitingFocus = nil
        return container.keyboardFocus == (content ? .child(index) : .header(index))
    }

    /// Configures every header in view again (their look or their words changed), then lays out.
    func refreshHeaders() {
        headers.forgetConfigurations()
        layoutContent()
    }

    /// Forgets the children in `children` that no longer exist, handing each one's identifier to
    /// `forget` (its ledger's): a child that is gone is owed nothing, and a new child may take its
    /// identifier.
    func forgetDeallocatedChildren(in children: inout [ObjectIdentifier: WeakPage], _ forget: (ObjectIdentifier) -> Void) {
        for (key, page) in children where page.child == nil {
            forget(key)
            children[key] = nil
        }
    }

    /// Stacks the children's views below the headers in the engine's order: after an animator,
    /// which may have added one on top, and as a child joins. A view not in the content yet (a
    /// child joining later in the same turn) is left alone.
    func restoreChildOrder() {
        guard let engine = driver?.engine else { return }
        for child in engine.childrenFrontToBack {
            guard let view = child.viewController.viewIfLoaded, view.superview === container.contentView else { continue }
            container.contentView.sendSubviewToBack(view)
        }
    }
}
#endif
