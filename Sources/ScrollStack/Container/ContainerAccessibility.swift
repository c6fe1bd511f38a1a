#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications and traits as concurrency-safe.
@preconcurrency import UIKit

/// A container's accessibility state that outlives one call: the core's focus rule, the stand-ins
/// for headers outside the viewport, and the adjustable element of a pager without a tab strip.
///
/// It decides nothing: the focus rule, the stand-ins' indices, the scroll offsets and the pager's
/// words come from the core.
@MainActor
final class ContainerAccessibility {
    private unowned let host: ContainerHost
    /// Where VoiceOver's cursor goes after changes, by their causes.
    var focusRule = AccessibilityFocusRule()
    /// Whether a data change is being applied: its selection change is answered with the data change.
    var isApplyingDataChange = false
    /// Stand-ins by header index; at most two live at a time.
    private var standIns: [Int: AccessibilityStandIn] = [:]
    private lazy var pager = AdjustablePagerElement(accessibilityContainer: host.container.contentView)
    /// The page actions and their names the pager's custom actions were made for.
    private var pagerActions: (actions: [KeyboardAction], names: [String])?

    init(host: ContainerHost) {
        self.host = host
    }

    private var container: ExpandableViewController { host.container }

    /// Whether VoiceOver or Switch Control is running: only then do stand-ins and the adjustable
    /// pager exist, so the default hierarchy serves everyone else.
    static var isAssistiveTechnologyRunning: Bool {
        UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
    }

    // MARK: - Elements

    /// The content view's elements for VoiceOver and Switch Control, in reading order; `nil` keeps
    /// UIKit's default (its subviews).
    ///
    /// An accordion lists its headers in view, each followed by its content when live, between
    /// stand-ins for the headers just outside the viewport. A pager without a tab strip lists its
    /// adjustable element before its pages.
    func elements() -> [Any]? {
        guard Self.isAssistiveTechnologyRunning, let engine = host.driver?.engine, engine.count > 0 else { return nil }
        switch engine.mode {
        case .accordion:
            return accordionElements(engine)
        case .paging:
            guard container.tabStrip == nil else { return nil }
            return pagerElements(engine)
        }
    }

    private func accordionElements(_ engine: StackEngine<ChildHandle>) -> [Any]? {
        let shown = host.headers.shown
        let inView = AccessibilityReach.span(of: shown.keys)
        let contentView = container.contentView
        let order = engine.accessibilityReadingOrder(headersInView: inView, offset: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        guard !order.isEmpty else { return nil }
        var kept: [Int: AccessibilityStandIn] = [:]
        let elements = order.compactMap { item -> Any? in
            switch item {
            case .standIn(let index):
                kept[index] = standIn(for: index, engine)
                return kept[index]
            case .header(let index): return shown[index]
            case .content(let index): return engine.child(at: index)?.viewController.viewIfLoaded
            }
        }
        standIns = kept
        return elements
    }

    private func standIn(for index: Int, _ engine: StackEngine<ChildHandle>) -> AccessibilityStandIn {
        let element = standIns[index] ?? AccessibilityStandIn(accessibilityContainer: container.contentView)
        standIns[index] = element
        element.index = index
        let isExpanded = engine.isSectionExpanded(index)
        let content = container.headerContent(at: index)
        let spoken = container.spokenHeader(at: index, of: engine.sectionCount, content: content, isExpanded: isExpanded, canCollapse: !isExpanded || engine.canCollapseSection(index))
        element.stand(for: spoken, traits: [.button, .header], inputLabels: VoiceControlNames.names(for: content.title), frame: engine.headerFrame(at: index))
        element.focused = { [weak self] index in self?.reveal(header: index) }
        element.activated = { [weak self] index in self?.container.handleUserTap(index, cause: .header(index)) }
        return element
    }

    /// Scrolls the header at `index` into view, so its real view exists, and moves the cursor onto it.
    func reveal(header index: Int) {
        guard let engine = host.driver?.engine, engine.mode == .accordion, (0..<engine.sectionCount).contains(index) else { return }
        let contentView = container.contentView
        contentView.engineOffset = engine.scrollOffset(revealingHeader: index, from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        host.layoutContent(walkingAgain: false)
        // Never `nil`, which would send VoiceOver to the screen's first element.
        UIAccessibility.post(notification: .layoutChanged, argument: host.headers.shown[index] ?? contentView)
    }

    private func pagerElements(_ engine: StackEngine<ChildHandle>) -> [Any] {
        updatePager(engine)
        let pages: [Any] = engine.liveChildren.sorted { $0.key < $1.key }.compactMap { $0.value.viewController.viewIfLoaded }
        return [pager] + pages
    }

    /// Gives the adjustable pager its words, actions and frame (the core's, beside the page rather
    /// than over its first row). The actions are made again only when those on offer change, not
    /// on every frame.
    func updatePager(_ engine: StackEngine<ChildHandle>) {
        let label = container.accessibilityLabel ?? container.title ?? ""
        let isEnabled = container.acceptsUserInput
        let spoken = engine.adjustablePagerDescription(label: label, isEnabled: isEnabled, pageTitle: { [container] in container.title(at: $0) }, formatter: container.accessibilityFormatter)
        pager.accessibilityLabel = spoken?.label
        pager.accessibilityValue = spoken?.value
        pager.accessibilityTraits = spoken?.traits(adding: .adjustable) ?? .adjustable
        pager.accessibilityIdentifier = AccessibilityIdentifier.pager
        let offset = container.contentView.contentOffset
        let pageSafeAreaTop = container.view.safeAreaInsets.top + container.containerInsets.pageAdditionalSafeArea.top
        pager.accessibilityFrameInContainerSpace = (engine.adjustablePagerFrame(pageSafeAreaTop: pageSafeAreaTop) ?? .zero).offsetBy(dx: offset.x, dy: offset.y)
        if pager.adjust == nil { pager.adjust = { [weak self] direction in self?.adjust(direction) ?? false } }
        let actions = engine.availablePageActions(isEnabled: isEnabled)
        let names = actions.map { container.accessibilityFormatter.text(for: .keyCommand($0)) }
        if let made = pagerActions, made.actions == actions, made.names == names { return }
        pagerActions = (actions, names)
        pager.accessibilityCustomActions = zip(actions, names).map { action, name in
            UIAccessibilityCustomAction(name: name) { [weak self] _ in
                runOnMainThread { self?.adjust(action == .nextPage ? .forward : .backward) ?? false }
            }
        }
    }

    /// Turns the page the way an adjustment asks, if there is a page there and the container takes
    /// input.
    private func adjust(_ direction: TransitionDirection) -> Bool {
        guard let engine = host.driver?.engine, let page = engine.adjustedPage(direction, isEnabled: container.acceptsUserInput) else { return false }
        container.handleUserSelection(page, cause: .adjustment)
        if let updated = host.driver?.engine { updatePager(updated) }
        return true
    }
}

/// A header or tab outside the viewport, for VoiceOver and Switch Control: focusing it scrolls the
/// real one into view; activating it scrolls it in too, then acts as a tap on it, unless the
/// container takes no input.
@MainActor
final class AccessibilityStandIn: UIAccessibilityElement {
    var index = 0
    /// Scrolls the real one into view and moves the cursor onto it.
    var focused: ((Int) -> Void)?
    /// Acts as a tap on the real one, once ``focused`` has scrolled it in.
    var activated: ((Int) -> Void)?
    /// Whether activating it can do anything: its description's `isEnabled`.
    var acceptsActivation = true

    /// Takes the words and place of what it stands for: `spoken`'s words with `traits`, Voice
    /// Control's `inputLabels`, and `frame` in its container's space.
    func stand(for spoken: AccessibilityElementDescription, traits: UIAccessibilityTraits, inputLabels: [String]?, frame: CGRect) {
        accessibilityLabel = spoken.label
        accessibilityValue = spoken.value
        accessibilityHint = spoken.hint
        accessibilityTraits = spoken.traits(adding: traits)
        accessibilityUserInputLabels = inputLabels
        acceptsActivation = spoken.isEnabled
        accessibilityFrameInContainerSpace = frame
    }

    /// UIKit calls it on the main thread, though the SDK leaves it nonisolated.
    override func accessibilityElementDidBecomeFocused() {
        runOnMainThread {
            // After VoiceOver has finished moving here, so the layout change it posts wins.
            _ = Task { @MainActor in self.focused?(self.index) }
        }
    }

    override func accessibilityActivate() -> Bool {
        runOnMainThread {
            guard acceptsActivation else { return false }
            focused?(index)
            activated?(index)
            return true
        }
    }
}

extension AccessibilityElementDescription {
    /// `traits` with those the description adds: `.selected` for the selected element, and
    /// `.notEnabled` (VoiceOver reads "dimmed") while the container takes no input.
    @MainActor
    func traits(adding traits: UIAccessibilityTraits) -> UIAccessibilityTraits {
        var all = traits
        if isSelected { all.insert(.selected) }
        if !isEnabled { all.insert(.notEnabled) }
        return all
    }
}

/// A pager without a tab strip as one adjustable element: swipe up for the next page, down for the
/// previous, with "Next Page" and "Previous Page" actions for Switch Control.
@MainActor
private final class AdjustablePagerElement: UIAccessibilityElement {
    var adjust: ((TransitionDirection) -> Bool)?

    override func accessibilityIncrement() {
        runOnMainThread { _ = adjust?(.forward) }
    }

    override func accessibilityDecrement() {
        runOnMainThread { _ = adjust?(.backward) }
    }
}
#endif
