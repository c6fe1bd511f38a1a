#if canImport(UIKit)
import UIKit

/// A header view whose content a view controller hosts (a SwiftUI header's hosting controller).
@MainActor
protocol ExpandableHostedHeader: UIView {
    /// The controller that hosts the header's content.
    var hostController: UIViewController { get }
    /// The height the header's content needs at the header's width, once measured.
    var fittingHeight: CGFloat? { get }
    /// Gives the hosted content the container's words for the header: one element that toggles
    /// the section, whose own controls stay reachable as its actions.
    func speak(_ spoken: AccessibilityElementDescription, inputLabels: [String], identifier: String)
}

// Header hosting controllers are children of the container while their headers are in its view,
// and appear and disappear with the container, as the core's HeaderHostPlanner plans; this file
// carries its steps out.

extension ExpandableViewController {
    /// Tells the planner that `header` entered the container's view or left it.
    func hostedHeader(_ header: ExpandableHostedHeader, isShown: Bool) {
        guard let host else { return }
        let controller = header.hostController
        let key = ObjectIdentifier(controller)
        host.headerHostControllers[key] = WeakPage(child: controller)
        carryOutHeaderHostSteps(host.headerHosts.header(key, isShown: isShown), in: host)
        if host.headerHosts.appearance(of: key) == nil { host.headerHostControllers[key] = nil }
    }

    /// A hosted header measured its content: the shown headers' heights reach the engine after the
    /// layout under way (a layout must not start inside another), once however many ask.
    func hostedHeaderNeedsFitting() {
        guard let host, !host.hostedHeadersNeedFitting else { return }
        host.hostedHeadersNeedFitting = true
        DispatchQueue.main.async { [weak self] in self?.fitHostedHeaders() }
    }

    /// Gives each shown hosted header the height its content needs, as the core decides
    /// (`headerHeightEvent(at:fitting:sizing:)`): never less than the scaled header height.
    func fitHostedHeaders() {
        guard let host else { return }
        host.hostedHeadersNeedFitting = false
        let sizing = headerSizing
        for (index, view) in host.headers.shown {
            guard let fitting = (view as? ExpandableHostedHeader)?.fittingHeight,
                  let event = engine?.headerHeightEvent(at: index, fitting: fitting, sizing: sizing) else { continue }
            send(event)
        }
    }

    /// Forwards the container's own appearance to the shown headers' controllers. The planner hears
    /// it even while no header is shown, so headers that come later start in the container's state.
    func forwardAppearanceToHeaderHosts(_ event: StackEvent) {
        guard let host else { return }
        carryOutHeaderHostSteps(host.headerHosts.containerAppearanceChanged(by: event), in: host)
    }

    private func carryOutHeaderHostSteps(_ steps: [ContainerStep<ObjectIdentifier>], in host: ContainerHost) {
        for step in steps {
            guard let key = step.child, let controller = host.headerHostControllers[key]?.child else { continue }
            switch step {
            case .addChild:
                addChild(controller)
            case .didMoveToParent:
                controller.didMove(toParent: self)
            case .beginAppearance(_, let isAppearing, let animated):
                controller.beginAppearanceTransition(isAppearing, animated: animated)
            case .endAppearance:
                controller.endAppearanceTransition()
            case .willMoveToNilParent:
                controller.willMove(toParent: nil)
            case .removeFromParent:
                controller.removeFromParent()
            case .insertView, .setFrame, .removeView, .transitionWillBegin, .animate, .updateInteractiveProgress, .transitionDidEnd,
                 .sectionsWillMove, .sectionsDidMove, .movingSectionsRemoved:
                break
            }
        }
    }
}
#endif
