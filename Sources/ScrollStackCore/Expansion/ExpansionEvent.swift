import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Something that happens to an accordion in which several sections may be open.
public enum ExpansionEvent: Equatable, Sendable {
    /// The user tapped the header at this index: the section toggles, the others stay. An index
    /// out of range (a tap on something the data removed a moment before) is ignored.
    case tap(Int)
    /// The app opens (`true`) or closes (`false`) the section at `index`.
    case setExpanded(Bool, at: Int, animated: Bool)
    /// The app opens every section.
    case expandAll(animated: Bool)
    /// The app closes every section.
    case collapseAll(animated: Bool)
    /// The app opens (`true`) or closes (`false`) the section at `index`, animated over `timing`'s
    /// duration (0: at once) along its curve instead of the configured duration and
    /// ``StackConfiguration/timingCurve``.
    ///
    /// A section already moving the other way turns around as on any request: the configured
    /// duration times the distance left, on ``StackConfiguration/settlingCurve``. Under
    /// ``MotionPreference/reduced`` the section fades over the timing's duration.
    case setExpandedTimed(Bool, at: Int, timing: TransitionTiming)
    /// The app opens every section, each over `timing`, as ``setExpandedTimed(_:at:timing:)`` does.
    case expandAllTimed(TransitionTiming)
    /// The app closes every section, each over `timing`, as ``setExpandedTimed(_:at:timing:)`` does.
    case collapseAllTimed(TransitionTiming)
    /// Exactly these sections end open, at once and without scrolling: the others close. A saved
    /// state restored, or the sections asked for before the engine started, are put back this way,
    /// so none of them is scrolled into view (the platform then scrolls to the reader's place).
    case leaveOpen(Set<Int>)
    /// This many seconds of animation passed.
    case tick(Double)
    /// The stack scrolled: `offset` is the top of the viewport in the content's coordinates.
    case scroll(to: CGFloat)
    /// A finger went down on the content (`true`), or the finger lifted and the fling it left came
    /// to rest (`false`). While it is `true` no section's opening scrolls the stack: a running
    /// reveal ends where it stands, and a new one doesn't start.
    case userScrolling(Bool)
    /// The part of the viewport the user sees is `height` tall, less than the layout's when the
    /// keyboard covers its bottom; `nil` gives the whole viewport back. An opening section is
    /// revealed inside it. The layout itself (filled sections, live children) keeps the full size.
    case visibleHeight(CGFloat?)
    /// The container's bounds changed size.
    case resize(CGSize)
    /// The container's bounds changed size, and the section at the top of the viewport keeps its
    /// place on screen (a rotation, split view): the engine takes the reader's anchor at
    /// ``MultipleExpansionEngine/scrollOffset`` before the change, scrolls to keep it in a viewport
    /// `viewportHeight` tall after it (``MultipleExpansionEngine/offset(keeping:viewportHeight:)``),
    /// and only then chooses the live children, so no child joins for the old offset and leaves
    /// at the new one. The platform scrolls to the new ``MultipleExpansionEngine/scrollOffset``.
    case resizeKeepingReaderAnchor(CGSize, viewportHeight: CGFloat)
    /// The data source changed: ask it again for the count and every live child.
    case reload
    /// The data changed by identity: open sections, moving sections and live children follow their
    /// elements to their new indices; removed ones drop out.
    case dataChanged(StackDataChange)
    /// ``dataChanged(_:)``, and the section at the top of the viewport keeps its place on screen in
    /// a viewport `viewportHeight` tall (the nearest remaining one if it was removed): the engine
    /// scrolls before it chooses the live children, and a section scrolling into view goes on from
    /// there. The platform scrolls to the new ``MultipleExpansionEngine/scrollOffset``.
    case dataChangedKeepingReaderAnchor(StackDataChange, viewportHeight: CGFloat)
    /// The section at `index` has a new content height of its own, or hands it back to the content
    /// mode with `nil`.
    case contentHeightChanged(index: Int, height: CGFloat?)
    /// The section at `index` has a new content height that moves frame by frame on its own (an
    /// accordion nested in it, see ``NestedContentHeight``), or `nil` to hand it back to the content
    /// mode: taken at once, never eased, even while the section opens or closes.
    case contentHeightFollowed(index: Int, height: CGFloat?)
    /// The header of the section at `index` has a new height.
    case headerHeightChanged(index: Int, height: CGFloat)
    /// Replace the configuration.
    case configure(StackConfiguration)
    /// The container's `viewWillAppear`.
    case containerWillAppear(animated: Bool)
    /// The container's `viewDidAppear`.
    case containerDidAppear
    /// The container's `viewWillDisappear`.
    case containerWillDisappear(animated: Bool)
    /// The container's `viewDidDisappear`.
    case containerDidDisappear
}

extension ExpansionEvent {
    /// Whether the event is a display frame's ``tick(_:)``.
    @inlinable var isTick: Bool {
        if case .tick = self { return true }
        return false
    }
}
