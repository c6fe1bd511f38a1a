import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something that happens to a container: input, time, data or size changes, and its own
/// appearance.
public enum StackEvent: Equatable, Sendable {
    /// The user tapped the header at this index. In an accordion it toggles that section; in paging
    /// mode it selects that page, as a tab bar would, and a tap while pages move sends them there at
    /// once, from where they stand (the latest tap wins without waiting or a detour). An index out of
    /// range (a tap on something the data removed a moment before) is ignored.
    case tap(Int)
    /// The app asks for this index (`nil`: all closed, accordion only) to be expanded or current.
    /// While the container isn't on screen (before it has appeared, after it starts to disappear,
    /// out of a window) the change is made at once, even when an animation is asked for.
    case select(Int?, animated: Bool)
    /// Like an animated ``select(_:animated:)``, but this transition lasts `duration` seconds
    /// (0: instant) instead of the configured duration.
    case transition(to: Int?, duration: Double)
    /// Like an animated ``select(_:animated:)``, but this transition lasts `timing`'s duration
    /// (0: instant) and follows its curve instead of the configured duration and
    /// ``StackConfiguration/timingCurve``. A request queued behind a running transition keeps its
    /// timing for when it starts. Turning a running transition around (a tap on it, or a request
    /// for where it started) runs as any reversal does: the configured duration times the distance
    /// left, on ``StackConfiguration/settlingCurve``. Under ``MotionPreference/reduced`` the
    /// transition cross-fades over the timing's duration.
    indirect case timedTransition(to: Int?, timing: TransitionTiming)
    /// The app opens (`true`) or closes (`false`) the accordion section at `index`.
    ///
    /// Under ``ExpansionMode/multiple`` the other sections stay as they are. Under
    /// ``ExpansionMode/single`` opening selects the section (closing the open one), and closing
    /// closes it only when it is where the accordion comes to rest (a queued request counts), so a
    /// request made during a transition aims at the transition's final destination.
    /// - Precondition: `index` is in `0..<count`; the message names it.
    case setExpanded(Bool, at: Int, animated: Bool)
    /// Like ``setExpanded(_:at:animated:)`` animated over `timing`'s duration (0: at once) along
    /// its curve instead of the configured duration and ``StackConfiguration/timingCurve``.
    ///
    /// A section already moving the other way turns around as on any request: the configured
    /// duration times the distance left, on ``StackConfiguration/settlingCurve``. Under
    /// ``MotionPreference/reduced`` the section fades over the timing's duration.
    indirect case setExpandedTimed(Bool, at: Int, timing: TransitionTiming)
    /// The app opens every accordion section, together. Under ``ExpansionMode/single`` at most
    /// one section is open, so this does nothing.
    case expandAll(animated: Bool)
    /// The app closes every accordion section, together: under ``ExpansionMode/single``, the one
    /// that is open, as `select(nil, animated:)` does.
    case collapseAll(animated: Bool)
    /// ``expandAll(animated:)`` with every section moving over `timing`.
    indirect case expandAllTimed(TransitionTiming)
    /// ``collapseAll(animated:)`` with every section moving over `timing`.
    indirect case collapseAllTimed(TransitionTiming)
    /// Exactly these accordion sections end open, at once and without scrolling: the others
    /// close. A saved state restored, or the sections asked for before the engine started, are put
    /// back this way, so none of them is scrolled into view. Under ``ExpansionMode/single`` the
    /// lowest of them opens.
    /// - Precondition: every index is in `0..<count`; the message names the first that is not.
    indirect case leaveOpen(Set<Int>)
    /// This many seconds of animation passed (a headless clock, or a display link).
    case tick(Double)
    /// The platform's animator finished the running leg of animation.
    case animationDidEnd
    /// The platform started the animator of the transition that just began.
    ///
    /// `duration` is the animator's own duration: the running leg lasts that long. An animator that
    /// is not interruptible can't be reversed or redirected, so taps and animated requests are
    /// ignored until it ends; it keeps its own time, so the transition ends at
    /// ``animationDidEnd``, never on the engine's clock alone.
    case animatorStarted(duration: Double, isInterruptible: Bool)
    /// A horizontal pan began.
    case panBegan
    /// The pan moved; `translation` is its horizontal translation in points since it began.
    case panChanged(translation: CGFloat)
    /// The pan ended with this translation and horizontal velocity (points per second).
    case panEnded(translation: CGFloat, velocity: CGFloat)
    /// The system cancelled the pan.
    case panCancelled
    /// The data source changed: ask it again for the count and every live child.
    case reload
    /// The data changed by identity: every element that survives keeps its live child, its section
    /// heights, the selection and its part in a running transition, at its new index; only inserted
    /// elements that must be live are asked of the data source. See
    /// ``StackEngine/handle(_:source:)`` and ``StackDataChange``.
    ///
    /// The change must start from the engine's ``StackEngine/count``; the message names both
    /// counts otherwise.
    indirect case dataChanged(StackDataChange)
    /// The container's bounds changed size (rotation, split view, a keyboard). In an accordion the
    /// section at the top of the viewport keeps its place on screen (``StackEngine/scrollOffset``).
    case resize(CGSize)
    /// The accordion scrolled: `offset` is the top of the viewport in the content's coordinates,
    /// moved by someone other than the engine (a finger, the keyboard, the status bar). Moved by
    /// half a point or more, it ends the scroll that reveals what a running transition opens.
    case scroll(to: CGFloat)
    /// A finger went down on the accordion's content (`true`), or it lifted and its fling came to
    /// rest (`false`). Meanwhile the offset is the finger's: the engine neither reveals nor keeps it
    /// inside the content.
    case userScrolling(Bool)
    /// The part of the accordion's viewport the user sees is `height` tall, less than the
    /// container's when a keyboard covers its bottom; `nil` gives the whole viewport back. What it
    /// covers stays covered through a resize until this is said again.
    case visibleHeight(CGFloat?)
    /// The container's `viewWillAppear`.
    case containerWillAppear(animated: Bool)
    /// The container's `viewDidAppear`.
    case containerDidAppear
    /// The container's `viewWillDisappear`.
    case containerWillDisappear(animated: Bool)
    /// The container's `viewDidDisappear`.
    case containerDidDisappear
    /// The container's view joined (`true`) or left (`false`) a window. Leaving one ends a running
    /// transition at once where it is heading, and drops a queued request: no display frame would
    /// end it, and a view can leave its window without disappearing.
    case windowChanged(isInWindow: Bool)
    /// Switch between accordion and paging, keeping the selected index.
    case setMode(StackMode)
    /// Replace the configuration.
    indirect case configure(StackConfiguration)
    /// Give every accordion section its header height and, where it has one, its own content height.
    ///
    /// Send it after a ``reload``: the heights' count must be the engine's. A reload keeps the
    /// heights of the sections that remain and gives new ones the configured header height.
    indirect case setSectionHeights(AccordionSectionHeights)
    /// The accordion section at `index` has a new content height of its own (a self-sizing child
    /// measured again, its `preferredContentSize` changed), or hands its height back to the content
    /// mode with `nil`.
    ///
    /// At rest the stack moves to the new frames; mid-flight the running transition carries on
    /// from where every frame stands towards the new end.
    case contentHeightChanged(index: Int, height: CGFloat?)
    /// The accordion section at `index` has a new content height that moves frame by frame on its
    /// own — an accordion nested in the section reports each display frame of its transitions
    /// (see ``NestedContentHeight``) — or `nil` to hand it back to the content mode.
    ///
    /// Taken at once and never eased, even while the section itself opens or closes: the height
    /// already moves along its own curve, and easing it again would make it lag. A change mid-flight
    /// carries the running transition on from where every frame stands, as
    /// ``contentHeightChanged(index:height:)`` does outside the section that moves.
    case contentHeightFollowed(index: Int, height: CGFloat?)
    /// The header of the accordion section at `index` has a new height (a subtitle appeared). Its
    /// content keeps moving without a jump mid-flight; the headers below it move at once.
    case headerHeightChanged(index: Int, height: CGFloat)
}

extension StackEvent {
    /// Whether the event asks for a section or page: a tap or a selection, however it moves.
    @inlinable var isRequest: Bool {
        switch self {
        case .tap, .select, .transition, .timedTransition, .setExpanded, .setExpandedTimed, .expandAll, .collapseAll,
            .expandAllTimed, .collapseAllTimed: return true
        default: return false
        }
    }

    /// The container's appearance this event reports, and whether it is animated; `nil` for
    /// every other event.
    @inlinable var containerAppearance: (state: AppearanceState, animated: Bool)? {
        switch self {
        case .containerWillAppear(let animated): return (.appearing, animated)
        case .containerDidAppear: return (.appeared, false)
        case .containerWillDisappear(let animated): return (.disappearing, animated)
        case .containerDidDisappear: return (.disappeared, false)
        default: return nil
        }
    }

    /// Whether the event is a display frame's time passing.
    @inlinable var isTick: Bool {
        if case .tick = self { return true }
        return false
    }

    /// Whether the event changes nothing but time, the scroll offset or whether a finger scrolls:
    /// sections keep their children unless one comes into view or leaves it.
    @inlinable var movesFramesOnly: Bool {
        switch self {
        case .tick, .scroll, .userScrolling: return true
        default: return false
        }
    }
}
