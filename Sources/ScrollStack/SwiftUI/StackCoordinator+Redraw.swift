#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

// What a view update redraws, in its transaction: the live children and headers the core's
// LiveContentUpdates names, and the titles that are shown.

extension StackCoordinator {
    /// Hands the live children and headers new root views, as the update policy decides (every
    /// one, or those whose element changed), and shows changed titles. Costs O(live) for an
    /// accordion; a pager's tab strip asks only the tabs whose element changed under
    /// `.whenElementChanges` (every tab under `.always`, whose titles may read outside state).
    func redrawHostedViews(in container: ExpandableViewController, environmentChanged: Bool) {
        guard container.engine != nil else { return }
        let policy = stack.options.liveContentUpdates
        let isSame = stack.isSameElement ?? { _, _ in false }
        let children = (container.engine?.liveChildren ?? [:]).compactMapValues { $0.viewController as? HostingChild<Content> }
        for redraw in childUpdates.redraws(of: children, elements: shownElements, id: stack.id, policy: policy, environmentChanged: environmentChanged, isSame: isSame) {
            redraw.view.show(stack.content(shownElements[redraw.index]), identity: redraw.id, in: environment)
        }
        if let header = stack.header {
            let headers = (container.host?.headers.shown ?? [:]).compactMapValues { $0 as? HostedHeaderView<Header> }
            for redraw in headerUpdates.redraws(of: headers, elements: shownElements, id: stack.id, policy: policy, environmentChanged: environmentChanged, isSame: isSame) {
                let element = shownElements[redraw.index]
                redraw.view.update(make: { header(element, $0) }, identity: redraw.id, environment: environment)
            }
        }
        if let tabStrip = container.tabStrip {
            updateTabItems(of: tabStrip, in: container)
        } else {
            refreshChangedHeaders(in: container)
        }
    }

    /// Hands the hosted views their new root views in the update's transaction, so a change made
    /// inside `withAnimation` animates in them; heights their content took meanwhile move the
    /// sections on the update's timing (the core's `restLayoutTiming`), with what is below them.
    func redrawFollowingTransaction(in container: ExpandableViewController, environmentChanged: Bool) {
        let redraw = { withTransaction(self.updateTransaction ?? Transaction()) { self.redrawHostedViews(in: container, environmentChanged: environmentChanged) } }
        guard stack.mode == .accordion, let configuration = container.engine?.configuration,
              let timing = updateTiming.restLayoutTiming(configuration), container.viewIfLoaded?.window != nil else { return redraw() }
        let animator = UIViewPropertyAnimator(duration: timing.duration, timingParameters: timing.curve.timingParameters)
        animator.addAnimations {
            redraw()
            // SwiftUI headers that measured new heights move with the sections.
            container.fitHostedHeaders()
            container.view.layoutIfNeeded()
        }
        animator.startAnimation()
    }

    /// How long a SwiftUI header's redraw for its section's state lasts: inside a view update, as
    /// long as the update's change (none without animation); otherwise the container's duration.
    var headerAnimationDuration: Double {
        isInViewUpdate ? updateTiming.duration(configured: stack.options.transitionDuration) : stack.options.transitionDuration
    }

    /// An accordion's headers take their titles and content (``AccordionStack/headerContent(_:)``)
    /// as they lay out, so only the shown headers' are asked again (either may read state outside
    /// its element): a change among them lays the headers out. O(shown headers).
    private func refreshChangedHeaders(in container: ExpandableViewController) {
        let content = stack.options.headerContent
        var shown: [ID: ShownHeader] = [:]
        var changed = false
        for index in (container.host?.headers.shown ?? [:]).keys where shownElements.indices.contains(index) {
            let element = shownElements[index]
            let id = stack.id(element)
            let header = ShownHeader(title: stack.title(element), content: content?(element))
            shown[id] = header
            if shownHeaders[id] != header { changed = true }
        }
        shownHeaders = shown
        if changed { container.host?.refreshHeaders() }
    }
}

/// What a shown built-in header was last drawn with.
struct ShownHeader: Equatable {
    var title: String
    var content: HeaderContent?
}
#endif
