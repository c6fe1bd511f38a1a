#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications as concurrency-safe.
@preconcurrency import UIKit

extension ContainerHost {
    /// Hands a request to the driver in `body`, for `cause`: the focus rule hears of it before (so
    /// a change carried out at once is answered for it) and keeps the cause only if the driver
    /// accepted the request.
    func request(_ cause: AccessibilityChangeCause, _ body: () -> Void) {
        answer(.requested(cause))
        body()
        answer(.requestHandled)
    }

    /// Tells the core's focus rule what happened (a transition or a data change ended, a request's
    /// cause, a swipe's finger lifted) and posts what VoiceOver hears of it.
    func answer(_ event: AccessibilityFocusEvent) {
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
        if let standIn = focused as? AccessibilityStandIn, let owner = standIn.accessibilityContainer as? UIView,
           owner === container.contentView || owner === container.tabStrip {
            // A stand-in of this container's is the header or tab it stands for.
            return owner === container.contentView ? .header(standIn.index) : .tab(standIn.index)
        } else if let view = focused as? UIView {
            guard view.window != nil else { return .lost }
            candidate = view
        } else if let element = focused as? UIAccessibilityElement, let view = element.accessibilityContainer as? UIView {
            candidate = view
        } else if let element = focused as? NSObject {
            // SwiftUI's elements are neither views nor UIKit elements: found through the view that
            // contains them where they name one, else by where they are.
            guard let view = Self.containingView(of: element) else { return cursor(at: element.accessibilityFrame, engine) }
            guard view.window != nil else { return .lost }
            candidate = view
        }
        return place(of: candidate, in: engine)
    }

    /// What of the container `view` belongs to, walking up its superviews: a header, a tab, the
    /// child at an index, or `.elsewhere`. VoiceOver's cursor and keyboard focus are both found so.
    func place(of view: UIView?, in engine: StackEngine<ChildHandle>) -> AccessibilityCursor {
        let childViews = Dictionary(engine.liveChildren.map { (ObjectIdentifier($0.value.viewController.view), $0.key) }, uniquingKeysWith: { first, _ in first })
        var candidate = view
        while let view = candidate {
            if let index = headers.index(of: view) { return .header(index) }
            if let tab = view as? TabStripItemView, container.tabStrip.map({ tab.isDescendant(of: $0) }) ?? false { return .tab(tab.index) }
            if let index = childViews[ObjectIdentifier(view)] { return .child(index) }
            if view === container.view { return .elsewhere }
            candidate = view.superview
        }
        return .elsewhere
    }

    /// The view an accessibility element sits in, following its `accessibilityContainer`s (an
    /// element of any class may answer it), or `nil` when the chain names no view.
    private static func containingView(of element: NSObject) -> UIView? {
        let containerGetter = #selector(getter: UIAccessibilityElement.accessibilityContainer)
        var current: NSObject? = element
        // A chain is a few levels deep; the bound only guards against a cycle.
        for _ in 0..<32 {
            guard let object = current else { return nil }
            if let view = object as? UIView { return view }
            guard object.responds(to: containerGetter) else { return nil }
            current = object.perform(containerGetter)?.takeUnretainedValue() as? NSObject
        }
        return nil
    }

    /// The cursor on an element known only by its frame on screen: the header or live child whose
    /// view holds the frame's centre; in the content but over nothing live, it was in something
    /// that left. An element without a frame is left alone.
    private func cursor(at frame: CGRect, _ engine: StackEngine<ChildHandle>) -> AccessibilityCursor {
        guard !frame.isNull, !frame.isEmpty else { return .elsewhere }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        func holds(_ view: UIView) -> Bool {
            view.window != nil && !view.isHidden && UIAccessibility.convertToScreenCoordinates(view.bounds, in: view).contains(centre)
        }
        if let header = headers.shown.first(where: { holds($0.value) }) { return .header(header.key) }
        if let tabStrip = container.tabStrip, holds(tabStrip) {
            return tabStrip.visibleViews.first(where: { holds($0.value) }).map { .tab($0.key) } ?? .elsewhere
        }
        if let child = engine.liveChildren.first(where: { holds($0.value.viewController.view) }) { return .child(child.key) }
        return holds(container.contentView) ? .lost : .elsewhere
    }

    /// Posts the core's notifications to VoiceOver, in order.
    func post(_ notifications: [AccessibilityNotification]) {
        for notification in notifications {
            switch notification {
            case .layoutChanged(let focus):
                postLayoutChange(focusing: focus)
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

    /// Moves the cursor to `focus`: a header or tab out of view is scrolled in first; with no view
    /// to go to, the layout change names the container's content rather than nothing (which would
    /// send VoiceOver to the screen's first element).
    private func postLayoutChange(focusing focus: AccessibilityFocus) {
        switch focus {
        case .header(let index) where headers.shown[index] == nil:
            accessibility.reveal(header: index)
        case .tab(let index) where container.tabStrip.map({ $0.visibleViews[index] == nil }) ?? false:
            container.tabStrip?.reveal(index)
        default:
            UIAccessibility.post(notification: .layoutChanged, argument: view(for: focus) ?? container.contentView)
        }
    }

    /// Stops `view` taking touches, or lets it take them again if the container stopped it; a
    /// view its child disabled itself stays as the child left it.
    func withholdTouches(_ withheld: Bool, from view: UIView) {
        if let withholds = touchesWithheld.update(ObjectIdentifier(view), overriding: withheld, ownAllows: view.isUserInteractionEnabled) {
            view.isUserInteractionEnabled = !withholds
        }
    }

    private func view(for focus: AccessibilityFocus) -> UIView? {
        switch focus {
        case .child(let index): return driver?.engine.child(at: index)?.viewController.view
        case .header(let index): return headers.shown[index]
        case .tab(let index): return container.tabStrip?.visibleViews[index]
        }
    }

    /// Hides from VoiceOver every live child the core says it may not reach, shows the others,
    /// names each child's view for UI tests, and keeps the adjustable pager's value current.
    ///
    /// A hidden child takes no touches either: a section rolling up, or the one a transition
    /// closes, is clipped by a mask, which hit-testing ignores, so its hidden part would otherwise
    /// take taps meant for the section below; hidden pages are off screen.
    func updateVoiceOverReach(_ engine: StackEngine<ChildHandle>) {
        let hidden = Set(engine.indicesHiddenFromVoiceOver)
        for (index, child) in engine.liveChildren {
            let view: UIView = child.viewController.view
            let isHidden = hidden.contains(index)
            view.accessibilityElementsHidden = isHidden
            withholdTouches(isHidden, from: view)
            container.identifyChildView(view, at: index)
            if engine.mode == .accordion { ExpandableViewController.giveFocusGroup(to: view) }
        }
        if engine.mode == .paging, container.tabStrip == nil, ContainerAccessibility.isAssistiveTechnologyRunning {
            accessibility.updatePager(engine)
        }
    }
}
#endif
