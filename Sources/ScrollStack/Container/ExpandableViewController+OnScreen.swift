#if canImport(UIKit)
import UIKit

// The "on screen" fallback: a container whose host never forwards appearance callbacks counts as
// appeared once it has been laid out in a window for a run-loop turn (the core's OnScreenFallback).

extension ExpandableViewController {
    /// Passes a real appearance callback to the engine, unless the fallback already stood in for it.
    func forwardAppearance(_ event: StackEvent) {
        let fallbackEvent: OnScreenFallback.Event
        switch event {
        case .containerWillAppear, .containerDidAppear: fallbackEvent = .appearing
        default: fallbackEvent = .disappearing
        }
        guard host?.onScreen.handle(fallbackEvent) != .drop else { return }
        send(event)
        forwardAppearanceToHeaderHosts(event)
    }

    /// After the view's layout: the reader's restored place, the fallback's check, and the scroll
    /// view the navigation bar follows (a page's list may have just been made).
    func didLayOutView() {
        applyPendingReaderPlace()
        checkOnScreen(.laidOut(inWindow: view.window != nil))
        if !mode.scrollsVertically { updateContentScrollView() }
    }

    /// Carries out what the fallback decides for `event`.
    func checkOnScreen(_ event: OnScreenFallback.Event) {
        guard let decision = host?.onScreen.handle(event) else { return }
        switch decision {
        case .forward, .drop:
            break
        case .checkNextTurn:
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.checkOnScreen(.turnPassed(inWindow: self.viewIfLoaded?.window != nil))
            }
        case .appear:
            standIn(for: [.containerWillAppear(animated: false), .containerDidAppear])
        case .disappear:
            standIn(for: [.containerWillDisappear(animated: false), .containerDidDisappear])
        }
    }

    /// Sends the engine the appearance callbacks the fallback stands in for, then the header hosts.
    private func standIn(for events: [StackEvent]) {
        for event in events { send(event) }
        for event in events { forwardAppearanceToHeaderHosts(event) }
    }
}
#endif
