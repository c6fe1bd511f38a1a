#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// Runs an ``ExpandableViewController`` for a SwiftUI view: its data source, delegate and
/// transition delegate, and the host of a ``SelectionDriver`` that keeps the binding (one ID or a
/// set) and the container on the same elements by identity.
@MainActor
final class StackCoordinator<Element, ID: Hashable, Header: View, Content: View>: NSObject,
    ExpandableViewControllerDataSource, ExpandableViewControllerDelegate, ExpandableTransitionDelegate, @preconcurrency SelectionDriverHost {
    typealias Description = StackDescription<Element, ID, Header, Content>

    static var reuseIdentifier: String { "ScrollStack.HostingChild" }

    private(set) var stack: Description
    private(set) var environment = EnvironmentValues()
    private(set) var selection: SelectionDriver<StackCoordinator>?
    /// The elements the container holds: what its data source answers with, each ID once (its first
    /// element; ``UniqueIdentifiers``). New data takes their place when its change reaches the
    /// container, so options applied before it (a relayout) never meet indices of data the
    /// container hasn't heard of.
    private(set) var shownElements: [Element] = []
    private(set) weak var container: ExpandableViewController?
    /// Where an accordion that doesn't fill says how tall it is.
    var measuredHeight: MeasuredHeight?
    /// Keeps swipe progress to one notice per display frame.
    var progress = ProgressCoalescer<StackTransitionNotice<ID>>(frameDuration: 1.0 / 60)
    /// The source of a pager's SwiftUI tab views, while it has them.
    var hostedTabItems: HostedTabItems?
    /// Whether SwiftUI's view update is being handled: state it observes (the reported height) is
    /// written after it.
    var isInViewUpdate = false
    /// The timing of the transaction of the view update under way, as the core read it.
    var updateTiming = TransactionTiming.instant
    /// The transaction of the view update under way, which hosted views and heights follow.
    var updateTransaction: Transaction?

    init(stack: Description) {
        self.stack = stack
        super.init()
        readData()
        shownElements = ids.elements
        selection = SelectionDriver(mode: stack.mode, expansion: stack.expansion, binding: stack.readSelection(), host: self)
    }

    /// Makes the container, loaded with the first data and the binding's selection.
    func makeContainer(environment: EnvironmentValues) -> ExpandableViewController {
        isInViewUpdate = true
        defer { isInViewUpdate = false }
        self.environment = environment
        let container = ExpandableViewController()
        self.container = container
        container.acceptsUserInput = environment.isEnabled
        container.mode = stack.mode
        container.setSizedByEmbedder(stack.mode == .accordion && stack.options.reportsHeight)
        // The data source sets up each child it dequeues.
        container.register(forReuseIdentifier: Self.reuseIdentifier) { [weak self] in HostingChild<Content>(environment: self?.environment ?? EnvironmentValues()) }
        if stack.header != nil {
            container.headersMeasureThemselves = true
            container.headerViewProvider = { [weak self] _, index in self?.makeHeader(at: index) ?? UIView() }
        }
        container.didHandleUserSelection = { [weak self] index in self?.selection?.userSelected(index) }
        container.didLayOutContent = { [weak self, weak container] height, moment in
            // Sized by its content, the view scrolls with what holds it, not by itself.
            if self?.stack.options.reportsHeight == true { container?.leaveScrollingToEmbedder() }
            self?.contentHeightChanged(to: height, moment: moment)
        }
        container.delegate = self
        container.transitionDelegate = self
        container.expansionMode = stack.expansion
        readSelection(animated: false)
        container.dataSource = self
        return container
    }

    /// Takes what a view update brings: data, options, then the binding, as the selection
    /// driver orders them, running the selection changes it makes on the transaction's timing as
    /// the core read it (at once, on the container's own duration and curve, or on the
    /// transaction's), and redraws the hosted views in view.
    func update(_ stack: Description, environment: EnvironmentValues, transaction: Transaction) {
        isInViewUpdate = true
        // The core decides from a picture of the animation: instant, the container's own timing, or the transaction's.
        updateTiming = TransactionTiming(animation: transaction.animation.map { ReflectedValue(reflecting: $0) }, disablesAnimations: transaction.disablesAnimations)
        updateTransaction = transaction
        defer {
            isInViewUpdate = false
            updateTiming = .instant
            updateTransaction = nil
        }
        self.stack = stack
        let environmentChanged = HostedEnvironmentKey(environment) != HostedEnvironmentKey(self.environment)
        self.environment = environment
        tabItemUpdates.viewUpdated(environmentChanged: environmentChanged)
        guard let container else { return }
        container.acceptsUserInput = environment.isEnabled
        readSelection(animated: updateTiming.isAnimated)
        // Data whose IDs didn't change may still bring new content and titles.
        shownElements = ids.elements
        sectionSizer.heights.viewUpdated(policy: stack.options.liveContentUpdates, environmentChanged: environmentChanged)
        redrawFollowingTransaction(in: container, environmentChanged: environmentChanged)
        // SwiftUI tab views are drawn as the strip lays its visible tabs out: hand them this update.
        if hostedTabItems != nil { container.tabStrip?.applyPosition() }
    }

    // MARK: - Selection

    private func readSelection(animated: Bool) {
        readData()
        selection?.update(ids: ids.ids, binding: stack.readSelection(), animated: animated)
    }

    /// Reads the data's IDs, keeping each ID's first element, and warns once about data that
    /// repeats an ID.
    private func readData() {
        // The same data array as last update is not read again, and its IDs are the array the
        // driver holds: comparing them costs nothing.
        if ids.update(stack.elements, id: stack.id) { tabItemUpdates.dataRead() }
        if !ids.repeatsToReport.isEmpty {
            RuntimeWarning.log(.droppedRepeatedIdentifiers(ids.repeatsToReport.map { "\($0)" }, owner: stack.mode == .paging ? "PagerStack" : "AccordionStack"))
        }
    }

    var containerIsAtRest: Bool { container?.engine?.isAtRest ?? true }

    var isHandlingUserGesture: Bool { container?.isHandlingUserGesture ?? false }

    func perform(_ command: SelectionCommand<ID>) {
        switch command {
        // A request the selection makes moves on the update's timing when it has one.
        case .select(let index, let animated):
            container?.handleRequest(.select(index), motion: RequestMotion(animated: animated, timing: updateTiming.timing), completion: nil)
        case .setExpanded(let opening, let closing, let animated):
            let motion = RequestMotion(animated: animated, timing: updateTiming.timing)
            for index in closing { container?.handleRequest(.setExpanded(false, at: index), motion: motion, completion: nil) }
            for index in opening { container?.handleRequest(.setExpanded(true, at: index), motion: motion, completion: nil) }
        case .writeBinding(let value):
            write(value)
        case .writeBindingAfterUpdate(let value):
            Task { @MainActor [weak self] in
                // A later write or the app's own value replaced it: only the latest lands.
                guard let self, self.selection?.isDeferredWriteCurrent(value) == true else { return }
                self.write(value)
            }
        case .changeData(let change):
            shownElements = ids.elements
            // The container reads every tab as it takes the change: keep the unchanged ones.
            tabItemUpdates.dataWillChange()
            bringTabItemsUpToDate()
            container?.applyChange(change)
        case .applyOptions:
            if let container { applyOptions(to: container) }
        }
    }

    /// Writes the binding and, on the next two turns, tells the rules what it holds. A setter that
    /// hops once to the main queue (`DispatchQueue.main.async`, a `Task`) queued its hop before the
    /// first read, so it has landed by then; the old value still read then means not landed yet,
    /// and still read a turn later, refused (a locked page slides back). A clamped value is
    /// followed once the container is at rest.
    private func write(_ value: Set<ID>) {
        stack.writeSelection(value)
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.selection?.bindingWritten(value, reads: self.stack.readSelection())
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.selection?.bindingWritten(value, reads: self.stack.readSelection())
            }
        }
    }

    // MARK: - Options and hosted views

    private func applyOptions(to container: ExpandableViewController) {
        let options = stack.options
        var configuration = container.configuration
        configuration.headerHeight = options.headerHeight
        configuration.accordionContentMode = options.contentMode
        configuration.preloadDistance = options.preloadDistance
        configuration.transitionDuration = options.transitionDuration
        // A bad modifier value (a first layout pass's zero height, a negative duration) was
        // repaired when the modifier ran; it is reported once, as SwiftUI's own modifiers do.
        for problem in options.repairedSettings where reportedModifierProblems.insert(problem.setting).inserted {
            RuntimeWarning.log(.badModifierValue(problem.description, owner: stack.mode == .paging ? "PagerStack" : "AccordionStack"))
        }
        if configuration != container.configuration { container.configuration = configuration }
        // Every update brings the formatter again: only a different one reconfigures the headers.
        // A modifier that is gone (behind an `if`) brings the package's own words back.
        if let formatter = AccessibilityFormatterChoice.replacement(for: container.accessibilityFormatter, wanted: options.accessibilityFormatter) {
            container.accessibilityFormatter = formatter
        }
        if stack.mode == .paging, options.showsTabStrip != (container.tabStrip != nil) {
            container.tabStrip = options.showsTabStrip ? TabStripView() : nil
        }
        options.applyLooks(to: container)
        applyTabItemContent(to: container)
        container.setSizedByEmbedder(stack.mode == .accordion && options.reportsHeight)
        let sizesToContent = options.sectionSizing == .fitsContent
        for child in (container.engine?.liveChildren ?? [:]).values.map(\.viewController) {
            (child as? HostingChild<Content>)?.sizesToContent = sizesToContent
        }
    }

    /// Every element's tab, asked again only for elements whose identity or inputs changed, once per update.
    var tabItemUpdates = TabItemUpdates<ID, Element, TabStripView.Item>()
    /// Measures open sections without a live child, keeping their heights by ID and width.
    let sectionSizer = SectionSizer<ID, Element, Content>()
    /// The accordion's height reports, so one deferred to the next turn never lands after a newer one.
    var heightPublications = LatestWins<HeightPublication>()
    /// One height report for SwiftUI: the height, and the transaction it is published in (a custom
    /// animator's end, or content that changed in an animated view update); `nil` publishes it at once.
    typealias HeightPublication = (height: CGFloat, transaction: Transaction?)
    /// The settings whose bad modifier value was already reported.
    var reportedModifierProblems: Set<String> = []
    /// The titles and content of the shown built-in headers, by ID, so a change under an unchanged ID shows at once.
    var shownHeaders: [ID: ShownHeader] = [:]
    /// The elements the live children were last drawn with.
    var childUpdates = LiveContentUpdates<ID, Element>()
    /// The elements the shown SwiftUI headers were last drawn with.
    var headerUpdates = LiveContentUpdates<ID, Element>()
    /// The IDs of the data, read again only when it is a different array.
    private(set) var ids = ElementIDCache<Element, ID>()

    /// SwiftUI headers that scrolled out of view, lent to the elements scrolling in.
    private var spareHeaders = HeaderReusePool<AnyHashable, HostedHeaderView<Header>>(capacity: 8)

    /// Keeps as many spare headers as the viewport shows (plus a margin): a resize or a text size
    /// that shows fewer headers lets go of the spares that waited longest.
    private func fitSpareHeadersToViewport() {
        guard let container, let height = container.viewIfLoaded?.bounds.height, let headerHeight = container.engine?.configuration.headerHeight else { return }
        let capacity = HeaderReusePool<AnyHashable, HostedHeaderView<Header>>.capacity(viewportHeight: height, headerHeight: headerHeight)
        if capacity != spareHeaders.capacity { _ = spareHeaders.resize(to: capacity) }
    }

    /// The header for the element at `index`, in its section's state: a spare the pool lends
    /// (the element's own first), or a new one.
    private func makeHeader(at index: Int) -> UIView {
        guard let header = stack.header, shownElements.indices.contains(index) else { return UIView() }
        let element = shownElements[index]
        let id = stack.id(element)
        let identity = AnyHashable(id)
        let isExpanded = container?.expandedIndices.contains(index) == true
        headerUpdates.drew(id, with: element)
        if case .reuse(let spare, _) = spareHeaders.take(for: identity) {
            spare.reuse(make: { header(element, $0) }, identity: identity, isExpanded: isExpanded, environment: environment)
            return spare
        }
        let made = HostedHeaderView(
            make: { header(element, $0) },
            identity: identity,
            isExpanded: isExpanded,
            environment: environment,
            parent: container,
            animationDuration: { [weak self] in self?.headerAnimationDuration ?? 0 }
        )
        made.onLeave = { [weak self] view in
            // A header let go is dropped: it is out of the view and no longer a child.
            self?.fitSpareHeadersToViewport()
            _ = self?.spareHeaders.putBack(view, shownFor: view.identity)
        }
        return made
    }
}
#endif
