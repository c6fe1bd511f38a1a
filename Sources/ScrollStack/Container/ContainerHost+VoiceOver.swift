#if canImport(UIKit)
// The iOS 16 SDK does not yet mark UIAccessibility's notifications as concurrency-safe.
@preconcurrency import UIKit

extension ContainerHost {
    /// Tells VoiceOver what a finished transition changed, as the core words it.
    func announceTransition(from: Int?, to: Int?, completed: Bool) {
        guard let engine = driver?.engine else { return }
        let title = to.flatMap { container.title(at: $0) }
        post(engine.accessibilityNotifications(afterTransitionFrom: from, to: to, completed: completed, pageTitle: title))
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
        }
    }

    /// Hides from VoiceOver every live child but the one the core says it may reach.
    func updateVoiceOverReach(_ engine: StackEngine<ChildHandle>) {
        let hidden = Set(engine.indicesHiddenFromVoiceOver)
        for (index, child) in engine.liveChildren {
            child.viewController.view.accessibilityElementsHidden = hidden.contains(index)
        }
    }
}
#endif
