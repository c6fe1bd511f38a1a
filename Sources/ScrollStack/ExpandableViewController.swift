#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibilityTraits' constants as concurrency-safe.
@preconcurrency import UIKit

/// A container view controller that stacks its children as headers ("scrolls"): tap a header and
/// its child unrolls while the open one rolls up; tap the open one and it closes. In paging mode
/// the same container shows one child at a time, side by side, with interactive swipes.
///
/// Every decision — frames, what a tap means mid-animation, which child appears in what order,
/// whether a swipe finishes — is made by ``StackEngine`` in `ScrollStackCore`. This class turns
/// UIKit's events into the engine's events and carries out the steps it returns.
///
/// ```swift
/// let settings = ExpandableViewController()
/// settings.viewControllers = [GeneralViewController(), DisplayViewController(), SoundsViewController()]
/// settings.headerHeight = 56
/// settings.expandedIndex = 0
/// ```
@MainActor
open class ExpandableViewController: UIViewController, UIGestureRecognizerDelegate, UIScrollViewDelegate {
    // MARK: - Content

    /// The children, used when ``dataSource`` is `nil`. Setting it reloads.
    open var viewControllers: [UIViewController] = [] {
        didSet { reloadData() }
    }

    /// Supplies the children by index, with reuse; when set, it is used instead of ``viewControllers``.
    open weak var dataSource: ExpandableViewControllerDataSource? {
        didSet { reloadData() }
    }

    /// Hears about transitions and may veto a tap.
    open weak var delegate: ExpandableViewControllerDelegate?

    /// Picks the animator for each transition (seed 000); `nil` uses the built-in ones.
    open weak var transitionDelegate: ExpandableTransitionDelegate?

    /// Provides a custom header view for a section; `nil` uses ``ExpandableHeaderView``.
    ///
    /// The container adds a tap recognizer to views that are not controls, and configures views
    /// that adopt ``ExpandableHeaderConfigurable``.
    open var headerViewProvider: ((ExpandableViewController, Int) -> UIView)?

    // MARK: - Settings

    /// Every engine setting; ``headerHeight`` and ``contentInsets`` are shortcuts into it.
    open var configuration = StackConfiguration() {
        didSet { applyConfiguration() }
    }

    /// The height of each header, in points. Must be positive and finite. Default 44.
    open var headerHeight: CGFloat {
        get { configuration.headerHeight }
        set { configuration.headerHeight = newValue }
    }

    /// Insets around the children inside the container (seed 000's container edge insets),
    /// added to the safe area. Default zero.
    open var contentInsets: UIEdgeInsets = .zero {
        didSet { applyConfiguration() }
    }

    /// How the default headers look.
    open var headerAppearance = HeaderAppearance() {
        didSet { layoutContent() }
    }

    /// Accordion or paging. Switching at runtime keeps the current index.
    open var mode: StackMode {
        get { isViewLoaded ? engine.mode : initialMode }
        set {
            initialMode = newValue
            send(.setMode(newValue))
        }
    }

    // MARK: - State

    /// The expanded section, or `nil` when all are closed. Settable before the view loads.
    open var expandedIndex: Int? {
        get { isViewLoaded ? engine.selectedIndex : initialSelection }
        set { setExpandedIndex(newValue, animated: false) }
    }

    /// The current page in paging mode: the same index as ``expandedIndex``.
    open var currentIndex: Int? { expandedIndex }

    /// The expanded child, once loaded.
    open var expandedViewController: UIViewController? {
        engine.selectedIndex.flatMap { engine.child(at: $0)?.viewController }
    }

    /// The child on screen, or the one a running transition brings on screen.
    open var visibleViewController: UIViewController? {
        engine.destination.flatMap { engine.child(at: $0)?.viewController }
    }

    /// The scroll view that holds the headers and the children.
    public let contentView = UIScrollView()

    // MARK: - Private state

    private var engine = StackEngine<ChildHandle>()
    private var initialSelection: Int?
    private var initialMode = StackMode.accordion
    private var factories: [String: () -> UIViewController] = [:]
    private var loan: PoolLoan?
    private var headerViews: [Int: UIView] = [:]
    private var headerIndices: [ObjectIdentifier: Int] = [:]
    private var spareHeaders: [ExpandableHeaderView] = []
    private var masks: [ObjectIdentifier: UIView] = [:]
    private var runningTransition: TransitionContext?
    private var queuedEvents: [StackEvent] = []
    private var stepBuffer: [ContainerStep<ChildHandle>] = []
    private var isProcessing = false
    private var clock = ProcessInfo.processInfo.systemUptime
    private var completions: [(Bool) -> Void] = []
    private var lastTransitionCompleted = true
    private lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    /// The pool a data source dequeues from while the engine asks it for a child.
    private final class PoolLoan {
        var pool: ReusePool<ChildHandle>
        init(pool: ReusePool<ChildHandle>) { self.pool = pool }
    }

    // MARK: - Life cycle

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.contentInsetAdjustmentBehavior = .never
        contentView.clipsToBounds = true
        view.addSubview(contentView)
        contentView.delegate = self
        panRecognizer.delegate = self
        contentView.addGestureRecognizer(panRecognizer)
        engine = StackEngine(configuration: effectiveConfiguration(), mode: initialMode, size: view.bounds.size, selectedIndex: initialSelection)
        send(.reload)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        send(.containerWillAppear(animated: animated))
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        send(.containerDidAppear)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        send(.containerWillDisappear(animated: animated))
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        send(.containerDidDisappear)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if engine.size != view.bounds.size {
            send(.resize(view.bounds.size))
        }
        if runningTransition == nil { layoutContent() }
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.send(.resize(size))
            self.layoutContent()
        })
    }

    open override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        applyConfiguration()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection {
            applyConfiguration()
        }
    }

    // MARK: - Requests

    /// Expands the section at `index` (`nil`: closes all), or makes it the current page.
    ///
    /// While a transition runs, the engine's rules apply: asking for either end reverses it, asking
    /// for another index queues it.
    ///
    /// - Parameters:
    ///   - index: The section or page. Must be in range once the data is loaded; before the view
    ///     loads it is kept and applied at load.
    ///   - animated: Whether to animate.
    ///   - completion: Called with `true` once the container comes to rest at the request, or
    ///     `false` if the last transition was cancelled.
    open func setExpandedIndex(_ index: Int?, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard isViewLoaded else {
            initialSelection = index
            completion?(true)
            return
        }
        if let completion { completions.append(completion) }
        send(.select(index, animated: animated))
    }

    /// Makes `index` the current page: the same as ``setExpandedIndex(_:animated:completion:)``.
    open func select(index: Int, animated: Bool) {
        setExpandedIndex(index, animated: animated)
    }

    /// Moves from `fromIndex` to `toIndex` over `duration` seconds, animating the frames the core
    /// computes (0: at once).
    ///
    /// - Precondition: `fromIndex` is the expanded index; the message names both.
    open func transition(from fromIndex: Int?, to toIndex: Int?, duration: TimeInterval) {
        precondition(
            fromIndex == expandedIndex,
            "ExpandableViewController.transition(from:to:duration:): from \(String(describing: fromIndex)) is not the expanded index \(String(describing: expandedIndex))"
        )
        send(.transition(to: toIndex, duration: duration))
    }

    /// Asks the data source (or ``viewControllers``) again for the count and every live child.
    open func reloadData() {
        send(.reload)
    }

    // MARK: - Reuse

    /// Registers a view controller class to make when ``dequeueReusableViewController(withIdentifier:for:)``
    /// finds no idle child for `identifier`.
    ///
    /// The class is made with `init(nibName:bundle:)`; a class whose designated initializers don't
    /// include it must be registered with ``register(forReuseIdentifier:factory:)`` instead.
    open func register(_ viewControllerClass: UIViewController.Type, forReuseIdentifier identifier: String) {
        factories[identifier] = { viewControllerClass.init(nibName: nil, bundle: nil) }
    }

    /// Registers a closure that makes a view controller for `identifier`.
    open func register(forReuseIdentifier identifier: String, factory: @escaping () -> UIViewController) {
        factories[identifier] = factory
    }

    /// An idle child registered with `identifier`, or a new one made by its registration.
    ///
    /// - Precondition: called from the data source's
    ///   `expandableViewController(_:viewControllerAt:)`, with a registered identifier.
    open func dequeueReusableViewController(withIdentifier identifier: String, for index: Int) -> UIViewController {
        guard let loan else {
            preconditionFailure("ExpandableViewController: dequeue \"\(identifier)\" for index \(index) only from the data source's viewControllerAt method")
        }
        guard let factory = factories[identifier] else {
            preconditionFailure("ExpandableViewController: no view controller is registered for reuse identifier \"\(identifier)\"")
        }
        return loan.pool.dequeue(withIdentifier: identifier) { ChildHandle(factory()) }.viewController
    }

    // MARK: - Data source adapter

    func numberOfChildren() -> Int {
        dataSource?.numberOfViewControllers(in: self) ?? viewControllers.count
    }

    func loadChild(at index: Int, reusing pool: inout ReusePool<ChildHandle>) -> ChildHandle {
        guard let dataSource else { return ChildHandle(viewControllers[index]) }
        let lent = PoolLoan(pool: pool)
        loan = lent
        defer {
            pool = lent.pool
            loan = nil
        }
        return ChildHandle(dataSource.expandableViewController(self, viewControllerAt: index))
    }

    // MARK: - Events

    /// Hands an event to the engine and carries out the steps it returns. Events that arrive while
    /// steps are being carried out (from a child's appearance callbacks, say) wait their turn.
    private func send(_ event: StackEvent) {
        guard isViewLoaded else { return }
        queuedEvents.append(event)
        guard !isProcessing else { return }
        isProcessing = true
        while !queuedEvents.isEmpty {
            let next = queuedEvents.removeFirst()
            // The engine's clock follows the animations UIKit runs, so a request mid-flight finds
            // the transition where it is on screen.
            let now = ProcessInfo.processInfo.systemUptime
            perform(handle(.tick(now - clock)))
            clock = now
            perform(handle(next))
        }
        // Let go of the steps' children (removed ones are released now), keeping the capacity.
        stepBuffer.removeAll(keepingCapacity: true)
        isProcessing = false
        if runningTransition == nil { layoutContent() }
        // Completions may make new requests; they are handled at once, not left in the queue.
        if engine.isAtRest { finishCompletions() }
    }

    private func handle(_ event: StackEvent) -> [ContainerStep<ChildHandle>] {
        // The engine works on a copy, so a data source that reads this container while it is asked
        // for a child sees the state before the event. The steps go into a kept buffer, so swipe
        // moves and animation ticks allocate nothing.
        var working = engine
        stepBuffer.removeAll(keepingCapacity: true)
        working.handle(event, source: ChildSourceAdapter(container: self), into: &stepBuffer)
        engine = working
        return stepBuffer
    }

    private func perform(_ steps: [ContainerStep<ChildHandle>]) {
        for step in steps {
            switch step {
            case .addChild(let child):
                addChild(child.viewController)
            case .insertView(let child):
                insertView(of: child)
            case .setFrame(let child, let frame):
                place(child, frame: frame, clip: engine.index(of: child).map { engine.clipForChild(at: $0) } ?? frame)
            case .didMoveToParent(let child):
                child.viewController.didMove(toParent: self)
            case .beginAppearance(let child, let isAppearing, let animated):
                child.viewController.beginAppearanceTransition(isAppearing, animated: animated)
            case .endAppearance(let child):
                child.viewController.endAppearanceTransition()
            case .willMoveToNilParent(let child):
                child.viewController.willMove(toParent: nil)
            case .removeView(let child):
                removeView(of: child)
            case .removeFromParent(let child):
                child.viewController.removeFromParent()
            case .transitionWillBegin(let from, let to, let isInteractive):
                beginTransition(from: from, to: to, isInteractive: isInteractive)
            case .animate(let leg):
                runningTransition?.run(leg)
            case .updateInteractiveProgress(let progress):
                runningTransition?.scrub(to: progress)
                delegate?.expandableViewController(self, didUpdateTransitionProgress: CGFloat(progress), from: runningTransition?.fromIndex, to: runningTransition?.toIndex)
            case .transitionDidEnd(let from, let to, let completed):
                endTransition(from: from, to: to, completed: completed)
            }
        }
    }

    private func finishCompletions() {
        let finished = completions
        completions.removeAll()
        for completion in finished { completion(lastTransitionCompleted) }
        lastTransitionCompleted = true
    }

    // MARK: - Transitions

    private func beginTransition(from: Int?, to: Int?, isInteractive: Bool) {
        delegate?.expandableViewController(self, willTransitionFrom: from, to: to)
        let fromController = from.flatMap { engine.child(at: $0)?.viewController }
        let toController = to.flatMap { engine.child(at: $0)?.viewController }
        let animator = transitionDelegate?.expandableViewController(self, animationControllerFrom: fromController, at: from, to: toController, at: to)
            ?? builtInAnimator()
        prepareForTransition()
        let context = TransitionContext(
            from: (from, fromController),
            to: (to, toController),
            containerView: contentView,
            isInteractive: isInteractive,
            animator: animator,
            fallback: SlideAnimator(duration: configuration.transitionDuration, curve: configuration.timingCurve),
            frames: { [weak self] controller, fraction in
                guard let self, let index = self.engine.index(of: ChildHandle(controller)) else { return controller.view.frame }
                return self.engine.frameForChild(at: index, atFraction: fraction)
            },
            wasCancelled: { [weak self] in self?.engine.phase.isHeadingBack ?? false },
            layoutAtEnd: { [weak self] in self?.layoutTransitionEnd() },
            finished: { [weak self] in self?.send(.animationDidEnd) }
        )
        runningTransition = context
        send(.animatorDuration(animator.transitionDuration(using: context)))
        if !context.isInterruptible {
            send(.markTransitionUninterruptible)
        }
    }

    private func builtInAnimator() -> UIViewControllerAnimatedTransitioning {
        switch engine.mode {
        case .accordion: return UnrollAnimator(duration: configuration.transitionDuration, curve: configuration.timingCurve)
        case .paging: return SlideAnimator(duration: configuration.transitionDuration, curve: configuration.timingCurve)
        }
    }

    private func endTransition(from: Int?, to: Int?, completed: Bool) {
        if let context = runningTransition {
            context.cancelAnimation()
            context.endAnimation(completed: completed)
        }
        runningTransition = nil
        lastTransitionCompleted = completed
        layoutContent()
        delegate?.expandableViewController(self, didTransitionFrom: from, to: to, completed: completed)
    }

    // MARK: - Swipes

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: contentView).x
        switch recognizer.state {
        case .began:
            send(.panBegan)
            send(.panChanged(translation: translation))
        case .changed:
            send(.panChanged(translation: translation))
        case .ended:
            send(.panEnded(translation: translation, velocity: recognizer.velocity(in: contentView).x))
        case .cancelled, .failed:
            send(.panCancelled)
        default:
            break
        }
    }

    /// Lays out the headers that scrolling brings into view (leaving the offset to the scroll view,
    /// so it can bounce).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if runningTransition == nil { layoutContent(clampingOffset: false) }
    }

    /// Lets only mostly horizontal pans begin, and only where the engine takes swipes (paging), so
    /// the accordion's scrolling and the children's own horizontal gestures keep working.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer else { return true }
        let velocity = panRecognizer.velocity(in: contentView)
        return engine.acceptsSwipes && InteractionTracker.isHorizontal(velocityX: velocity.x, velocityY: velocity.y)
    }

    // MARK: - Views

    private func insertView(of child: ChildHandle) {
        let childView = child.viewController.view ?? UIView()
        let mask = UIView()
        mask.backgroundColor = .black
        masks[ObjectIdentifier(child.viewController)] = mask
        // Below the headers, so a header over a section that is still unrolling gets the tap.
        contentView.insertSubview(childView, at: 0)
    }

    private func removeView(of child: ChildHandle) {
        child.viewController.view.removeFromSuperview()
        child.viewController.view.mask = nil
        masks[ObjectIdentifier(child.viewController)] = nil
    }

    /// Puts a child's view at `frame`, showing only `clip` of it.
    ///
    /// The clip is a mask view, in the child view's bounds (which a scroll view moves with its
    /// content offset). A child that shows whole loses its mask unless an animation is moving it,
    /// so a table view child scrolls freely at rest.
    private func place(_ child: ChildHandle, frame: CGRect, clip: CGRect, animating: Bool = false) {
        guard let childView = child.viewController.view, let mask = masks[ObjectIdentifier(child.viewController)] else { return }
        childView.frame = frame
        mask.frame = CGRect(
            x: clip.minX - frame.minX + childView.bounds.minX,
            y: clip.minY - frame.minY + childView.bounds.minY,
            width: clip.width,
            height: clip.height
        )
        childView.mask = animating || clip != frame ? mask : nil
    }

    /// Lays out headers and children as the engine has them now, recycling headers out of view.
    ///
    /// - Parameter clampingOffset: Whether to bring the scroll position back inside content that
    ///   shrank (or a mode switch); not while the user scrolls.
    private func layoutContent(clampingOffset: Bool = true) {
        guard isViewLoaded else { return }
        let whole = engine.layoutSnapshot(in: .zero)
        contentView.contentSize = whole.contentSize
        let clamped = whole.clampedOffset(contentView.contentOffset.y, viewportHeight: contentView.bounds.height)
        if clampingOffset, clamped != contentView.contentOffset.y {
            contentView.contentOffset.y = clamped
        }
        let snapshot = engine.layoutSnapshot(in: contentView.bounds)
        var shown = Set<Int>()
        for header in snapshot.headers {
            let headerView = headerView(at: header.index)
            headerView.frame = header.frame
            configure(headerView, at: header.index, isExpanded: header.isExpanded)
            shown.insert(header.index)
        }
        for (index, headerView) in headerViews where !shown.contains(index) {
            recycle(headerView, at: index)
        }
        for placement in snapshot.children {
            guard let child = engine.child(at: placement.index) else { continue }
            place(child, frame: placement.frame, clip: placement.clip)
        }
    }

    /// Puts everything at the transition's start: every header in view at either end exists at its
    /// start frame, and the children already here wear their masks, so the animation can clip them.
    private func prepareForTransition() {
        let start = engine.layoutSnapshot(in: contentView.bounds, atFraction: 0)
        let end = engine.layoutSnapshot(in: contentView.bounds, atFraction: 1)
        let layout = engine.accordionLayout(atFraction: 0)
        for header in start.headers + end.headers {
            let headerView = headerView(at: header.index)
            headerView.frame = layout.headerFrame(at: header.index)
            configure(headerView, at: header.index, isExpanded: header.isExpanded)
        }
        for placement in start.children {
            guard let child = engine.child(at: placement.index) else { continue }
            place(child, frame: placement.frame, clip: placement.clip, animating: true)
        }
    }

    /// Lays out every header and child at the running transition's end; called inside animations.
    private func layoutTransitionEnd() {
        let end = engine.layoutSnapshot(in: contentView.bounds, atFraction: 1)
        let layout = engine.accordionLayout(atFraction: 1)
        for (index, headerView) in headerViews {
            headerView.frame = layout.headerFrame(at: index)
        }
        for placement in end.children {
            guard let child = engine.child(at: placement.index) else { continue }
            place(child, frame: placement.frame, clip: placement.clip, animating: true)
        }
        contentView.contentSize = end.contentSize
    }

    private func headerView(at index: Int) -> UIView {
        if let existing = headerViews[index] { return existing }
        let made: UIView
        if let provided = headerViewProvider?(self, index) {
            made = provided
        } else {
            made = spareHeaders.popLast() ?? ExpandableHeaderView(frame: .zero)
        }
        if let control = made as? UIControl {
            control.addTarget(self, action: #selector(headerTapped(_:)), for: .touchUpInside)
        } else if made.gestureRecognizers?.isEmpty ?? true {
            made.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(headerTapped(_:))))
            made.isAccessibilityElement = true
            made.accessibilityTraits = .button
        }
        headerViews[index] = made
        headerIndices[ObjectIdentifier(made)] = index
        contentView.addSubview(made)
        return made
    }

    private func recycle(_ headerView: UIView, at index: Int) {
        headerView.removeFromSuperview()
        headerViews[index] = nil
        headerIndices[ObjectIdentifier(headerView)] = nil
        if let standard = headerView as? ExpandableHeaderView, headerViewProvider == nil {
            spareHeaders.append(standard)
        }
    }

    private func configure(_ headerView: UIView, at index: Int, isExpanded: Bool) {
        (headerView as? ExpandableHeaderConfigurable)?.configure(title: title(at: index), isExpanded: isExpanded, appearance: headerAppearance)
    }

    private func title(at index: Int) -> String? {
        if let dataSource {
            return dataSource.expandableViewController(self, titleForHeaderAt: index) ?? engine.child(at: index)?.viewController.title
        }
        return viewControllers.indices.contains(index) ? viewControllers[index].title : nil
    }

    @objc private func headerTapped(_ sender: Any) {
        let tappedView = (sender as? UIGestureRecognizer)?.view ?? sender as? UIView
        guard let tappedView, let index = headerIndices[ObjectIdentifier(tappedView)] else { return }
        if let target = engine.indexExpanded(byTapAt: index), delegate?.expandableViewController(self, shouldExpandSectionAt: target) == false {
            return
        }
        send(.tap(index))
    }

    // MARK: - Configuration

    private func effectiveConfiguration() -> StackConfiguration {
        var effective = configuration
        let safeArea = isViewLoaded ? view.safeAreaInsets : .zero
        effective.contentInsets = LayoutInsets(UIEdgeInsets(
            top: contentInsets.top + safeArea.top,
            left: contentInsets.left + safeArea.left,
            bottom: contentInsets.bottom + safeArea.bottom,
            right: contentInsets.right + safeArea.right
        ))
        effective.layoutDirection = LayoutDirection(isViewLoaded ? view.effectiveUserInterfaceLayoutDirection : UIView.userInterfaceLayoutDirection(for: .unspecified))
        return effective
    }

    private func applyConfiguration() {
        send(.configure(effectiveConfiguration()))
    }
}
#endif
