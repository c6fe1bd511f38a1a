#if canImport(UIKit) && canImport(SwiftUI)
import ScrollStackCore
import SwiftUI
import UIKit

// What the coordinator tells SwiftUI: transition notices (progress at most once per display frame,
// nothing inside a view update) and the accordion's height (frame by frame with a transition).

extension StackCoordinator {
    /// Tells the adopter's `onTransition` closure: swipe progress at most once per display frame, a
    /// transition's start or end after any progress held for the next frame.
    func notify(_ notice: StackTransitionNotice<ID>) {
        guard stack.options.onTransition != nil else { return }
        if case .progress = notice {
            progress.match(framesPerSecond: container?.viewIfLoaded?.window?.screen.maximumFramesPerSecond ?? 60)
            switch progress.offer(notice, at: CACurrentMediaTime()) {
            case .deliver(let now):
                deliver([now])
            case .hold(let flushAt):
                if let flushAt { flushProgress(at: flushAt) }
            }
        } else {
            deliver((progress.boundary().map { [$0] } ?? []) + [notice])
        }
    }

    /// Calls the adopter now when the user's gesture caused the notices, else on the next turn:
    /// SwiftUI may be in the middle of a view update (a binding change, a pop that ends a transition).
    private func deliver(_ notices: [StackTransitionNotice<ID>]) {
        guard !notices.isEmpty, let action = stack.options.onTransition else { return }
        if selection?.deliversAtOnce == true {
            notices.forEach(action)
        } else {
            Task { @MainActor in notices.forEach(action) }
        }
    }

    /// Delivers the progress held back, at the start of the next display frame.
    private func flushProgress(at time: Double) {
        let delay = max(0, time - CACurrentMediaTime())
        Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            guard let self, let held = self.progress.flush(at: CACurrentMediaTime()) else { return }
            self.deliver([held])
        }
    }

    /// Publishes the accordion's height, as ``ContentHeightReport`` decides. On the frames of a
    /// built-in transition the height follows the engine's layout at the current fraction, in a
    /// transaction without animation, so what is below moves with the section both ways; a custom
    /// animator's transition publishes its end height as it starts, animated over its duration.
    func contentHeightChanged(to height: CGFloat, moment: ContentHeightMoment) {
        guard stack.options.reportsHeight, measuredHeight != nil else { return }
        let isEnd = moment == .customTransitionStart
        // A report still waiting for its turn is what SwiftUI will show: compare with it.
        let reported = heightPublications.waitingValue?.height ?? measuredHeight?.height
        guard let target = ContentHeightReport.height(afterLayingOut: height, isEndHeight: isEnd, reported: reported) else { return }
        // Only a report at rest can move on the update's timing: the engine is read only then.
        let updateMovesSections = moment == .rest && (container?.engine.map { updateTiming.restLayoutTiming($0.configuration) != nil } ?? false)
        let transaction: Transaction?
        switch ContentHeightReport.animation(
            at: moment,
            reducesMotion: UIAccessibility.isReduceMotionEnabled,
            transitionDuration: stack.options.transitionDuration,
            updateMovesSections: updateMovesSections,
            inheritedDuration: UIView.inheritedAnimationDuration
        ) {
        case .instant: transaction = nil
        case .update: transaction = updateTransaction
        case .easeInOut(let duration): transaction = Transaction(animation: .easeInOut(duration: duration))
        }
        let now = ContentHeightReport.publishesAtOnce(at: moment, isInUpdate: selection?.isUpdating == true || isInViewUpdate)
        switch heightPublications.offer((target, transaction), now: now) {
        case .publishNow(let publication):
            publish(publication)
        case .publishLater(let ticket):
            Task { @MainActor [weak self] in
                // A newer report overtook this one: publishing it would show an older height.
                guard let self, let publication = self.heightPublications.redeem(ticket) else { return }
                self.publish(publication)
            }
        }
    }

    /// Sets the height SwiftUI frames the accordion with, in the publication's transaction, else in
    /// a transaction without animation.
    private func publish(_ publication: HeightPublication) {
        guard let model = measuredHeight else { return }
        var still = Transaction(animation: nil)
        still.disablesAnimations = true
        withTransaction(publication.transaction ?? still) { model.height = publication.height }
    }

    /// How the container answers a proposed size: sized by its content (an accordion whose sections
    /// are fixed or fit their content; mid-flight the height published for the running transition)
    /// or filling (its ideal height for a proposal without one).
    var sizing: HostedStackSizing.Height {
        if let ideal = stack.idealFillFrame(elementCount: shownElements.count).idealHeight(at: sizeCategory) { return .fills(ideal: ideal) }
        return .fitsContent(inFlightHeight: containerIsAtRest ? nil : measuredHeight?.height)
    }

    /// The accordion's exact height at `width` when it is sized by its content: the headers as the
    /// engine holds them at the container's own width (default headers grown to fit their words),
    /// else at the scaled height; the open sections (the selection's, one or several) measured at
    /// that width less the left and right content insets (their live child's height, not kept: its
    /// own state may change it; else a sizing controller's, kept by ID and width until the element,
    /// the width or the environment changes, ``MeasuredSectionHeights``); and the top and bottom
    /// content insets.
    func exactHeight(width: CGFloat) -> CGFloat {
        let openIndices = (selection?.synchronizer.selectedIndices ?? []).filter { shownElements.indices.contains($0) }
        let insets = container?.contentInsets ?? .zero
        let sectionWidth = HostedStackSizing.sectionWidth(containerWidth: width, left: insets.left, right: insets.right)
        let heights = openIndices.compactMap { index -> CGFloat? in
            switch stack.options.sectionSizing {
            case .fill: return HostedStackSizing.idealFillSectionHeight
            case .fixed(let fixed): return fixed
            case .fitsContent:
                if let live = container?.engine?.child(at: index)?.viewController as? HostingChild<Content> { return live.contentHeight(fittingWidth: sectionWidth) }
                let element = shownElements[index]
                return sectionSizer.height(of: element, id: stack.id(element), width: sectionWidth, in: stack, environment: environment)
            }
        }
        sectionSizer.heights.keepOnly(openIndices.map { stack.id(shownElements[$0]) })
        let fittedHeaders = container?.engine.flatMap { engine in
            engine.count == shownElements.count && abs(engine.size.width - width) < 0.5 ? engine.sectionHeights.headersHeight : nil
        }
        return HostedStackSizing.contentHeight(
            sectionCount: shownElements.count,
            headerHeight: stack.options.headerHeight,
            category: sizeCategory,
            openSectionHeight: heights.isEmpty ? nil : heights.reduce(0, +),
            verticalInsets: insets.top + insets.bottom,
            fittedHeaders: fittedHeaders
        )
    }

    private var sizeCategory: ScrollStackCore.ContentSizeCategory {
        ScrollStackCore.ContentSizeCategory(UIContentSizeCategory(environment.sizeCategory))
    }
}

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
