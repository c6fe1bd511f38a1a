import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The platform side of a ``PresentationDriver``: it presents and dismisses, drives the
/// interaction a finger controls, and runs work once its own callbacks have returned.
public protocol PresentationDriverHost: AnyObject {
    /// Carries out one command, at once.
    func perform(_ command: PresentationCommand)

    /// Runs `body` on the main actor's next turn: UIKit refuses to present or dismiss from inside
    /// its own transition callbacks, so work that starts one from there waits for them to return.
    func onNextTurn(_ body: @escaping () -> Void)
}

/// One thing a ``PresentationDriverHost`` must do.
public enum PresentationCommand: Equatable, Sendable {
    /// Present (UIKit: `present(_:animated:)`), through an interaction controller when a finger
    /// drives it.
    case present(animated: Bool, isInteractive: Bool)
    /// Dismiss (UIKit: `dismiss(animated:)`), through an interaction controller when a finger
    /// drives it.
    case dismiss(animated: Bool, isInteractive: Bool)
    /// Move the finger-driven transition to this fraction (UIKit: the interaction's `update(_:)`).
    case updateInteraction(Double)
    /// Let go of the finger-driven transition: run it on to its end (`finishing`) or back, at
    /// `speed` times the animator's own pace (UIKit: `completionSpeed`, then `finish()` or `cancel()`).
    case releaseInteraction(finishing: Bool, speed: Double)
}

/// Everything between a ``PresentationEngine`` and the platform for one presentation (an alert or
/// a drawer): the engine's steps as platform commands, dismissal completions, and requests that
/// must wait until the platform's callbacks have returned.
///
/// Dismissal completions run once the presentation is off screen, on the main actor's next turn,
/// so a completion can present something new (an alert's Delete button leading to a share sheet).
/// One dismissal at a time: a second request while one is on its way (two buttons of an alert
/// tapped in quick succession) is ignored with its completion, as UIKit ignores a second dismiss.
/// A dismissal that ends with the presentation still on screen (UIKit refused it, or a finger took
/// it back) drops its completion: the next dismissal runs only its own.
public final class PresentationDriver<Host: PresentationDriverHost> {
    /// The engine, whose state a host may read.
    public private(set) var engine: PresentationEngine

    private weak var host: Host?
    private var dismissCompletions: [() -> Void] = []
    /// Whether a dismissal was asked for and the presentation has neither gone nor come back to rest.
    private var isDismissalRequested = false
    /// How deep the platform's own transition callbacks are on the stack.
    private var callbackDepth = 0
    /// Transitions asked of the platform for its next turn, not yet started: an animator that
    /// reports its end before then belongs to the transition before them.
    private var deferredStarts = 0

    /// Creates a driver for `engine`, talking to `host` (held weakly: the host owns the driver).
    public init(engine: PresentationEngine, host: Host) {
        self.engine = engine
        self.host = host
    }

    /// Presents, animated or not.
    public func present(animated: Bool) {
        apply(.present(animated: animated))
    }

    /// Dismisses, animated or not, calling `completion` once the presentation is off screen; never
    /// when the dismissal ends with it still on screen.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard !isDismissalRequested else { return }
        isDismissalRequested = true
        if let completion { dismissCompletions.append(completion) }
        apply(.dismiss(animated: animated))
    }

    /// A pan began that opens (`opening`) or closes the presentation; a whole pan covers
    /// `distance` points (a drawer's width).
    public func panBegan(opening: Bool, distance: CGFloat) {
        engine.tracker.pageWidth = distance
        apply(.panBegan(opening: opening))
    }

    /// Hands any other event to the engine: pan moves and ends, time.
    public func handle(_ event: PresentationEngine.Event) {
        apply(event)
    }

    /// The platform finished a transition, or made or refused one on its own (a presented view
    /// controller that dismissed itself): the engine follows. Called from the platform's callbacks.
    public func platformDidEnd(presented: Bool) {
        insideCallback { apply(.sync(presented: presented)) }
    }

    /// The platform's animator finished its run. Called from the platform's callbacks.
    public func animatorDidEnd() {
        guard deferredStarts == 0 else { return }
        insideCallback { apply(.animationDidEnd) }
    }

    private func insideCallback(_ body: () -> Void) {
        callbackDepth += 1
        body()
        callbackDepth -= 1
    }

    private func apply(_ event: PresentationEngine.Event) {
        guard let host else { return }
        for step in engine.handle(event) {
            switch step {
            case .transitionWillBegin(let isPresenting, let isInteractive):
                let animated = engine.transition != nil
                let command: PresentationCommand = isPresenting
                    ? .present(animated: animated, isInteractive: isInteractive)
                    : .dismiss(animated: animated, isInteractive: isInteractive)
                if callbackDepth > 0 {
                    deferredStarts += 1
                    host.onNextTurn { [weak self] in
                        self?.deferredStarts -= 1
                        self?.host?.perform(command)
                    }
                } else {
                    host.perform(command)
                }
            case .animate(let leg):
                guard let transition = engine.transition, transition.isInteractive else { break }
                let whole = transition.isPresenting ? engine.presentDuration : engine.dismissDuration
                host.perform(.releaseInteraction(finishing: !leg.runsBackward, speed: 1 / leg.durationFactor(relativeTo: whole)))
            case .updateProgress(let progress):
                host.perform(.updateInteraction(progress))
            case .transitionDidEnd:
                break
            }
        }
        // Gone, or back at rest on screen (a refused or cancelled dismissal): the next request
        // counts. A dismissal that left the presentation on screen drops what it would have run,
        // so the next one runs only its own completion.
        if engine.phase == .presented, isDismissalRequested { dismissCompletions.removeAll() }
        if engine.isDismissed || engine.phase == .presented { isDismissalRequested = false }
        runDismissCompletionsIfDismissed(host)
    }

    private func runDismissCompletionsIfDismissed(_ host: Host) {
        guard engine.isDismissed, !dismissCompletions.isEmpty else { return }
        let finished = dismissCompletions
        dismissCompletions.removeAll()
        host.onNextTurn {
            for completion in finished { completion() }
        }
    }
}
