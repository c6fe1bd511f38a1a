#if canImport(UIKit)
import UIKit

// Laying out the content from the engine: at rest, at a transition's ends for custom animators,
// and on every display frame of a built-in transition.

extension ContainerHost {
    /// Lays out headers and children as the engine has them now, recycling headers out of view:
    /// at rest, and on every frame of sections moving under ``ExpansionMode/multiple``.
    ///
    /// - Parameter walkingAgain: Whether the scrolls-to-top keeper looks through the children's
    ///   views again (not on every scroll).
    func layoutContent(walkingAgain: Bool = true) {
        // The engine hears what moved before anything is read from it.
        container.stackView.noticeMoves()
        reportScrolling()
        guard let driver, !driver.isAnimating else { return }
        if replacesHeaders {
            replacesHeaders = false
            headers.discardAll()
        }
        // The data a restored state waited for may have just arrived: the state applies before
        // anything is laid out (what it asks for lays out in turns of its own).
        container.applyWaitingRestoration()
        let engine = driver.engine
        let contentView = container.contentView
        let whole = engine.layoutSnapshot(in: .zero)
        if contentView.contentSize != whole.contentSize { contentView.contentSize = whole.contentSize }
        scrollsToTop.give(
            to: engine.scrollsToTopOwner(viewportHeight: contentView.engineViewportHeight),
            container: contentView,
            children: engine.liveChildren.mapValues(\.viewController),
            walkingAgain: walkingAgain
        )
        container.stackView.follow(engineOffset: engine.scrollOffset)
        // The paging swipe exists only where it can move something: in an accordion it would make
        // every child scroll view wait for it.
        if container.panRecognizer.isEnabled != engine.acceptsSwipes { container.panRecognizer.isEnabled = engine.acceptsSwipes }
        applyContentClip(of: whole)
        // A pinned header sits at the top of what shows, below any bar over the content.
        let shown = engine.layoutSnapshot(in: contentView.bounds, pinningHeadersAt: container.pinsExpandedHeaders ? engine.scrollOffset : nil)
        // Children join below every header, so a pinned header stays above the content under it.
        headers.show(shown.headers, count: engine.count)
        place(shown.children, in: engine, masked: false)
        for placement in shown.children {
            // A section that fades (Reduce Motion, several open sections) shows at the core's
            // opacity; a child's own alpha is left alone otherwise.
            guard let view = engine.child(at: placement.index)?.viewController.viewIfLoaded else { continue }
            let opacity = engine.contentOpacity(ofSectionAt: placement.index)
            guard let fades = faded.update(ObjectIdentifier(view), overriding: opacity < 1) else { continue }
            let alpha = fades ? opacity : 1
            if view.alpha != alpha { view.alpha = alpha }
        }
        updateVoiceOverReach(engine)
        container.updateTabStrip()
        if container.visibleViewController !== announcedVisibleChild { container.visibleChildDidChange() }
        container.contentWasLaidOut(height: whole.contentSize.height, moment: engine.sectionMotions.isEmpty ? .rest : .transitionFrame)
    }

    /// Tells the engine what the user did with the accordion's content since it last heard: a
    /// finger down or lifted (with its fling), and how tall the part of the viewport that shows
    /// is (the keyboard covers the rest). The engine decides the offset from there.
    func reportScrolling() {
        guard let driver, driver.engine.mode == .accordion else { return }
        let contentView = container.contentView
        let now = CACurrentMediaTime()
        // Dragging, not tracking: a finger resting on a header to tap it owns nothing.
        let isScrolling = contentView.isDragging || contentView.isDecelerating
        if isScrolling != driver.engine.scrollPosition.isUserScrolling { driver.handle(.userScrolling(isScrolling), at: now) }
        let visible = contentView.engineViewportHeight
        if abs(driver.engine.visibleHeight - visible) >= 0.5 { driver.handle(.visibleHeight(visible), at: now) }
    }

    /// Tells the engine that someone other than the container moved the accordion's content to
    /// `offset` (in the engine's terms), by half a point or more.
    func reportMove(to offset: CGFloat) {
        // The move first: a turn the finger or the visible height starts lays out, and must find
        // the engine at the offset the content has.
        if let driver, driver.engine.mode == .accordion, abs(driver.engine.scrollOffset - offset) >= 0.5 {
            driver.handle(.scroll(to: offset), at: CACurrentMediaTime())
        }
        reportScrolling()
    }

    /// Shows pages only inside the part of the container the core gives them, and takes touches only
    /// there: a resize mid-swipe moves it. The pages own the vertical safe area, so the part spans
    /// the container from top to bottom: what lies under the bars and the tab strip shows, and only
    /// the side strips of a landscape phone are hidden. A clip that covers the whole view needs no
    /// mask (a mask costs an offscreen pass on every frame).
    private func applyContentClip(of whole: LayoutSnapshot) {
        let contentView = container.contentView
        if contentMask.frame != whole.contentClip ?? .zero { contentMask.frame = whole.contentClip ?? .zero }
        let mask = ClipMasks.contentWearsMask(contentClip: whole.contentClip, bounds: contentView.bounds) ? contentMask : nil
        if contentView.mask !== mask { contentView.mask = mask }
        container.stackView.touchableRect = whole.contentClip
    }

    /// Puts everything at the transition's start: every header in view at either end exists at its
    /// start frame. The children stay as the core's steps placed them: whole under the adopter's
    /// animator, which knows nothing of the container's clips.
    func prepareForTransition() {
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: false)
        updateVoiceOverReach(engine)
    }

    /// Lays out every header and child at the running transition's end; called inside animations.
    /// The children's clips move from the transition's start, where they wear their masks.
    func layoutTransitionEnd() {
        container.stackView.noticeMoves()
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        UIView.performWithoutAnimation { place(engine.layoutSnapshot(in: viewport, atFraction: 0).children, in: engine, masked: true) }
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: true)
        let end = engine.layoutSnapshot(in: viewport, atFraction: 1)
        place(end.children, in: engine, masked: true)
        container.contentView.contentSize = end.contentSize
        // Inside the animation: the offset moves with the frames to where the engine's reveal ends.
        if let engine = driver?.engine { container.stackView.follow(engineOffset: engine.scrollOffset(atFraction: 1)) }
        container.contentWasLaidOut(height: end.contentSize.height, moment: .customTransitionStart)
    }

    func place(_ placements: [LayoutSnapshot.Child], in engine: StackEngine<ChildHandle>, masked: Bool) {
        for placement in placements {
            guard let child = engine.child(at: placement.index) else { continue }
            place(child, frame: placement.frame, clip: placement.clip, masked: masked)
        }
    }

    /// Puts a child's view at `frame`, showing only `clip` of it.
    ///
    /// The clip is a mask view in the child view's bounds (which a scroll view moves with its
    /// content offset). A child that shows whole loses its mask unless an animation moves it, so a
    /// table view child scrolls freely at rest.
    func place(_ child: ChildHandle, frame: CGRect, clip: CGRect, masked: Bool = false) {
        guard let childView = child.viewController.view, let mask = masks[ObjectIdentifier(child.viewController)] else { return }
        // Only what changes is set: on every display frame of a transition, most views stand still.
        // A view that just joined takes its first frame at once, even inside an animation.
        let isJoining = joining.remove(ObjectIdentifier(child.viewController)) != nil
        if isJoining {
            UIView.performWithoutAnimation {
                // A page takes the safe area the pager adds before its first layout.
                container.givePageSafeArea(to: child.viewController)
                childView.frame = frame
                childView.layoutIfNeeded()
            }
        } else if childView.frame != frame {
            childView.frame = frame
        }
        let maskFrame = ClipMasks.childMaskFrame(clip: clip, frame: frame, boundsOrigin: CGPoint(x: childView.bounds.minX, y: childView.bounds.minY))
        if isJoining {
            UIView.performWithoutAnimation { mask.frame = maskFrame }
        } else if mask.frame != maskFrame {
            mask.frame = maskFrame
        }
        let wornMask = ClipMasks.childWearsMask(clip: clip, frame: frame, masked: masked) ? mask : nil
        if childView.mask !== wornMask { childView.mask = wornMask }
    }

    /// Starts a built-in transition: lays everything out at the transition's first frame.
    func startFollowingEngine() {
        guard let engine = driver?.engine else { return }
        layoutInFlight()
        updateVoiceOverReach(engine)
    }

    /// Lays out the headers in view, the children and the scroll position at the running
    /// transition's current fraction, from the engine: what a built-in transition shows on every
    /// display frame. A height, data or size change mid-flight is just a new layout for the next
    /// frame, so nothing jumps at the end. Only views whose frames change are touched.
    func layoutInFlight() {
        // A finger (begun before the transition or during it) takes the offset from the engine's
        // reveal; otherwise the offset is where the engine has it on this frame.
        container.stackView.noticeMoves()
        reportScrolling()
        guard let engine = driver?.engine else { return }
        let contentView = container.contentView
        let whole = engine.layoutSnapshot(in: .zero)
        if contentView.contentSize != whole.contentSize { contentView.contentSize = whole.contentSize }
        applyContentClip(of: whole)
        container.stackView.follow(engineOffset: engine.scrollOffset)
        let snapshot = engine.layoutSnapshot(in: contentView.bounds)
        headers.show(snapshot.headers, count: engine.count)
        // Every frame sets each clip anew: only a child cut short wears a mask.
        place(snapshot.children, in: engine, masked: false)
        if engine.mode == .accordion { container.contentWasLaidOut(height: engine.reportedContentHeight(), moment: .transitionFrame) }
    }
}
#endif
