#if canImport(UIKit)
import UIKit

// Laying out the content from the engine: at rest, at a transition's ends for custom animators,
// and on every display frame of a built-in transition.

extension ContainerHost {
    /// Lays out headers and children as the engine has them now, recycling headers out of view.
    ///
    /// - Parameter clampingOffset: Whether to bring the scroll position back inside content that
    ///   shrank; not while the user scrolls, so the scroll view can bounce.
    func layoutContent(clampingOffset: Bool = true) {
        if container.layoutMultipleExpansion() { return }
        guard let engine = driver?.engine, !(driver?.isAnimating ?? true) else { return }
        let contentView = container.contentView
        let whole = engine.layoutSnapshot(in: .zero)
        contentView.contentSize = whole.contentSize
        scrollsToTop.give(
            to: engine.scrollsToTopOwner(viewportHeight: contentView.engineViewportHeight),
            container: contentView,
            children: engine.liveChildren.mapValues(\.viewController),
            walkingAgain: clampingOffset
        )
        // The reader's section keeps its place through a change; otherwise a finger or a bounce owns the offset.
        let kept = keptAnchor.map { engine.offset(keeping: $0, viewportHeight: contentView.engineViewportHeight) }
        let clamped = kept ?? whole.clampedOffset(contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
        if clampingOffset, kept != nil || (!contentView.isTracking && !contentView.isDecelerating), clamped != contentView.engineOffset {
            contentView.engineOffset = clamped
        }
        // The paging swipe exists only where it can move something: in an accordion it would make
        // every child scroll view wait for it.
        if container.panRecognizer.isEnabled != engine.acceptsSwipes { container.panRecognizer.isEnabled = engine.acceptsSwipes }
        applyContentClip(of: whole)
        let snapshot = engine.layoutSnapshot(in: contentView.bounds)
        headers.show(snapshot.headers, count: engine.count, recycling: true)
        place(snapshot.children, in: engine, masked: false)
        updateVoiceOverReach(engine)
        container.updateTabStrip()
        container.contentWasLaidOut(height: whole.contentSize.height, moment: .rest)
        // At rest: the next transition reveals what it opens again.
        userMovedOffset = false
    }

    /// Shows pages only inside the part of the container the core gives them, and takes touches only
    /// there: a resize mid-swipe moves it.
    private func applyContentClip(of whole: LayoutSnapshot) {
        let contentView = container.contentView
        if contentMask.frame != whole.contentClip ?? .zero { contentMask.frame = whole.contentClip ?? .zero }
        let mask = whole.contentClip.map { _ in contentMask }
        if contentView.mask !== mask { contentView.mask = mask }
        (contentView as? ContainerScrollView)?.touchableRect = whole.contentClip
    }

    /// Puts everything at the transition's start: every header in view at either end exists at its
    /// start frame, and the children wear their masks, so the animation can clip them.
    func prepareForTransition() {
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: false)
        place(engine.layoutSnapshot(in: viewport, atFraction: 0).children, in: engine, masked: true)
        updateVoiceOverReach(engine)
    }

    /// Lays out every header and child at the running transition's end; called inside animations.
    func layoutTransitionEnd() {
        guard let engine = driver?.engine else { return }
        let viewport = container.contentView.bounds
        headers.show(engine.transitionHeaders(in: viewport), count: engine.count, atEnd: true)
        let end = engine.layoutSnapshot(in: viewport, atFraction: 1)
        place(end.children, in: engine, masked: true)
        container.contentView.contentSize = end.contentSize
        revealDestination()
        container.contentWasLaidOut(height: end.contentSize.height, moment: .customTransitionEnd)
    }

    /// Scrolls just enough to show what the stack is heading to (inside an animation, with it).
    func revealDestination() {
        guard let engine = driver?.engine else { return }
        let contentView = container.contentView
        guard !userMovedOffset, !contentView.isDragging, !contentView.isDecelerating else { return }
        contentView.engineOffset = engine.revealingOffset(from: contentView.engineOffset, viewportHeight: contentView.engineViewportHeight)
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
                childView.frame = frame
                childView.layoutIfNeeded()
            }
        } else if childView.frame != frame {
            childView.frame = frame
        }
        let maskFrame = CGRect(
            x: clip.minX - frame.minX + childView.bounds.minX,
            y: clip.minY - frame.minY + childView.bounds.minY,
            width: clip.width,
            height: clip.height
        )
        if isJoining {
            UIView.performWithoutAnimation { mask.frame = maskFrame }
        } else if mask.frame != maskFrame {
            mask.frame = maskFrame
        }
        let wornMask = masked || clip != frame ? mask : nil
        if childView.mask !== wornMask { childView.mask = wornMask }
    }

    /// Starts a built-in transition: remembers where the content was scrolled and lays everything
    /// out at the transition's first frame.
    func startFollowingEngine() {
        guard let engine = driver?.engine else { return }
        transitionStartOffset = container.contentView.engineOffset
        layoutInFlight()
        updateVoiceOverReach(engine)
    }

    /// Lays out the headers in view, the children and the scroll position at the running
    /// transition's current fraction, from the engine: what a built-in transition shows on every
    /// display frame. A height, data or size change mid-flight is just a new layout for the next
    /// frame, so nothing jumps at the end. Only views whose frames change are touched.
    func layoutInFlight() {
        guard let engine = driver?.engine else { return }
        let contentView = container.contentView
        let whole = engine.layoutSnapshot(in: .zero)
        if contentView.contentSize != whole.contentSize { contentView.contentSize = whole.contentSize }
        applyContentClip(of: whole)
        // A drag (begun before the transition or during it) owns the offset for the rest of the
        // transition; once the finger and its fling are done, the offset only stays inside content
        // that may be shrinking.
        let isUserScrolling = contentView.isDragging || contentView.isDecelerating
        if isUserScrolling { userMovedOffset = true }
        if userMovedOffset { transitionStartOffset = nil }
        let offset = engine.transitionOffset(
            from: transitionStartOffset,
            current: contentView.engineOffset,
            isUserScrolling: isUserScrolling,
            viewportHeight: contentView.engineViewportHeight
        )
        if offset != contentView.engineOffset { contentView.engineOffset = offset }
        let snapshot = engine.layoutSnapshot(in: contentView.bounds)
        headers.show(snapshot.headers, count: engine.count, recycling: true)
        place(snapshot.children, in: engine, masked: true)
        if engine.mode == .accordion { container.contentWasLaidOut(height: engine.reportedContentHeight(), moment: .transitionFrame) }
    }
}
#endif
