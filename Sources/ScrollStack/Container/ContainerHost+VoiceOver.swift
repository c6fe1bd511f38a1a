#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications as concurrency-safe.
@preconcurrency import UIKit

extension ContainerHost {
    /// Tells VoiceOver what a finished transition changed, by the core's focus rule.
    func announceTransition(from: Int?, to: Int?, completed: Bool) {
        answer(.transitionEnded(from: from, to: to, completed: completed))
    }

    /// Tells VoiceOver what a change of selection changed (one made without animation, above all),
    /// unless a data change is being applied: ``announceDataChange(_:cursorBefore:selectionBefore:)`` answers for it.
    func announceSelectionChange(from: Int?, to: Int?) {
        guard !accessibility.isApplyingDataChange else { return }
        answer(.selectionChanged(from: from, to: to))
    }

    /// Tells VoiceOver what a data change did to what it was on.
    func announceDataChange(_ change: StackDataChange, cursorBefore: AccessibilityCursor, selectionBefore: Int?) {
        answer(.dataChanged(change, cursorBefore: cursorBefore, selectionBefore: selectionBefore))
    }

    /// Records the cause of a request just handed to the driver.
    func noteRequest(_ cause: AccessibilityChangeCause) {
        answer(.requested(cause))
    }

    private func answer(_ event: AccessibilityFocusEvent) {
        guard let engine = driver?.engine else { return }
        let cursor = voiceOverCursor()
        let notifications = accessibility.focusRule.handle(
            event,
            engine: engine,
            cursor: cursor,
            pageTitle: { [container] in container.title(at: $0) },
            formatter: container.accessibilityFormatter
        )
        post(notifications)
    }

    /// Where VoiceOver's cursor is, in the container's terms.
    func voiceOverCursor() -> AccessibilityCursor {
        guard UIAccessibility.isVoiceOverRunning, let engine = driver?.engine else { return .elsewhere }
        guard let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver) else { return .lost }
        var candidate: UIView?
        if let view = focused as? UIView {
            guard view.window != nil else { return .lost }
            candidate = view
        } else if let element = focused as? UIAccessibilityElement {
            candidate = element.accessibilityContainer as? UIView
        }
        let childViews = Dictionary(uniqueKeysWithValues: engine.liveChildren.map { (ObjectIdentifier($0.value.viewController.view), $0.key) })
        while let view = candidate {
            if let index = headers.index(of: view) { return .header(index) }
            if let tab = view as? TabStripItemView, container.tabStrip.map({ tab.isDescendant(of: $0) }) ?? false { return .tab(tab.index) }
            if let index = childViews[ObjectIdentifier(view)] { return .child(index) }
            if view === container.view { return .elsewhere }
            candidate = view.superview
        }
        return .elsewhere
    }

    /// Posts the core's notifications to VoiceOver, in order.
    func post(_ notifications: [AccessibilityNotification]) {
        for notification in notifications {
            switch notification {
            case .layoutChanged(let focus):
                UIAccessibility.post(notification: .layoutChanged, argument: view(for: focus))
            case .announcement(let text):
                // Queued behind what VoiceOver reads of the element a layout change just focused,
                // instead of being cut off by it.
                let queued = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
                UIAccessibility.post(notification: .announcement, argument: queued)
            case .pageScrolled(let text):
                UIAccessibility.post(notification: .pageScrolled, argument: text)
            }
        }
    }

    private func view(for focus: AccessibilityFocus) -> UIView? {
        switch focus {
        case .child(let index): return driver?.engine.child(at: index)?.viewController.view
        case .header(let index): return headers.view(ifShownAt: index)
        case .tab(let index): return container.tabStrip?.visibleViews[index]
        }
    }

    /// Hides from VoiceOver every live child but the one the core says it may reach, names each
    /// child's view for UI tests, and keeps the adjustable pager's value current.
    func updateVoiceOverReach(_ engine: StackEngine<ChildHandle>) {
        let hidden = Set(engine.indicesHiddenFromVoiceOver)
        for (index, child) in engine.liveChildren {
            child.viewController.view.accessibilityElementsHidden = hidden.contains(index)
            container.identifyChildView(child.viewController.view, at: index)
        }
        if engine.mode == .paging, container.tabStrip == nil, ContainerAccessibility.isAssistiveTechnologyRunning {
            accessibility.updatePager(engine)
        }
    }
}
#endif
