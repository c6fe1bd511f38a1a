import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scroll position of an accordion, as its engine decides it on every frame.
///
/// The engine keeps one under every expansion policy and reports it (`scrollPosition`);
/// the platform applies ``offset`` and tells the engine
/// what the user did with the content (a scroll, a finger down or up, the part a keyboard covers).
///
/// ## Rules
/// - **In range.** After every event the offset lies inside
///   `0 … max(0, contentHeight − viewportHeight)` for the layout of that moment, also while the
///   content shrinks under it (``keepInside(contentHeight:viewportHeight:)``). The one exception is
///   a finger on the content, or the fling it left: the platform's scroll view owns the offset then
///   (it bounces), and the engine takes what it reports. Once the finger and its fling are done, the
///   offset comes back inside.
/// - **Reveal.** A section that starts opening by a tap or a request is brought into view in step
///   with its motion: from where the offset stood towards the offset that shows it, at the motion's
///   progress (``follow(revealing:atProgress:)``). A motion that turns around runs the same path back.
/// - **The finger takes over.** A finger going down, or any scroll the engine did not make by half a
///   point or more (``scrolled(to:)``), ends the reveal where the offset stands; while a finger is
///   down no reveal starts.
/// - **The reader's anchor.** On a resize, new settings, a height change or new data, the section at
///   the top of the viewport keeps its place on screen (the engine takes a ``ScrollAnchor`` before
///   the change and hands ``keep(_:atProgress:)`` the offset that keeps it after); a reveal under
///   way goes on from there.
@usableFromInline package struct ScrollPosition: Equatable, Sendable {
    // Stored as internal storage read through public properties, so that the engines' inlinable
    // display-frame paths can move the offset.

    /// The top of the viewport, in the content's coordinates.
    @inlinable public var offset: CGFloat { _offset }
    /// Whether a finger is on the content or its fling still runs.
    @inlinable public var isUserScrolling: Bool { _isUserScrolling }
    /// The scroll that brings an opening section into view, while it runs.
    @inlinable public var reveal: ExpansionReveal? { _reveal }

    /// Storage of ``offset``.
    @usableFromInline var _offset: CGFloat
    /// Storage of ``isUserScrolling``.
    @usableFromInline var _isUserScrolling = false
    /// Storage of ``reveal``.
    @usableFromInline var _reveal: ExpansionReveal?
    /// How much of the viewport's bottom the user doesn't see (a keyboard covers it), as the
    /// platform last reported: kept through a resize, so a rotation keeps it until it says again.
    @usableFromInline var _coveredHeight: CGFloat = 0

    /// A position at `offset` (a non-finite offset counts as 0), with no finger and no reveal.
    public init(offset: CGFloat = 0) {
        _offset = offset.isFinite ? offset : 0
    }

    /// The height a reveal brings a section into and the offset is kept inside: `layoutHeight`
    /// less what the user doesn't see (a negative or non-finite height counts as 0).
    @inlinable
    public func viewportHeight(layoutHeight: CGFloat) -> CGFloat {
        max(0, (layoutHeight.isFinite ? layoutHeight : 0) - _coveredHeight)
    }

    /// Someone other than the engine moved the content to `newOffset`: a finger, the keyboard, the
    /// status bar's scroll to top. Moved by half a point or more, a running reveal ends there.
    /// A non-finite offset counts as 0.
    public mutating func scrolled(to newOffset: CGFloat) {
        let new = newOffset.isFinite ? newOffset : 0
        if _reveal != nil, abs(new - _offset) >= 0.5 { _reveal = nil }
        _offset = new
    }

    /// A finger went down on the content (`true`), or it lifted and its fling came to rest
    /// (`false`). A finger going down ends a running reveal where it stands.
    public mutating func setUserScrolling(_ isScrolling: Bool) {
        _isUserScrolling = isScrolling
        if isScrolling { _reveal = nil }
    }

    /// The part of a viewport `layoutHeight` tall that the user sees is `height` tall (less when a
    /// keyboard covers its bottom); `nil` gives the whole viewport back. A negative height counts
    /// as 0, a non-finite one as `nil`; a height above `layoutHeight` covers nothing.
    public mutating func setVisibleHeight(_ height: CGFloat?, layoutHeight: CGFloat) {
        guard let height, height.isFinite else {
            _coveredHeight = 0
            return
        }
        _coveredHeight = max(0, (layoutHeight.isFinite ? layoutHeight : 0) - max(0, height))
    }

    /// Starts revealing the section at `index` (`nil`: only bringing the offset back inside the
    /// content the motion ends with) from the offset now, with the section `progress` open, as it
    /// opens (or closes, when `opening` is `false`). Nothing while a finger is on the content.
    public mutating func beginReveal(of index: Int?, atProgress progress: Double, opening: Bool = true) {
        guard !_isUserScrolling else { return }
        _reveal = ExpansionReveal(index: index, startOffset: _offset, startOpenness: progress, isOpening: opening)
    }

    /// Ends a running reveal where the offset stands.
    @inlinable
    public mutating func endReveal() {
        _reveal = nil
    }

    /// Moves the offset to `target` at once, ending a running reveal. A non-finite target counts
    /// as 0.
    public mutating func jump(to target: CGFloat) {
        _reveal = nil
        _offset = target.isFinite ? target : 0
    }

    /// Moves the offset along the running reveal: from where it started towards `target`, at
    /// `progress` of the motion it follows. Nothing when no reveal runs.
    @inlinable
    public mutating func follow(revealing target: CGFloat, atProgress progress: Double) {
        guard let running = _reveal else { return }
        _offset = running.offset(towards: target, atProgress: progress)
    }

    /// Brings the offset inside `0 … max(0, contentHeight − viewportHeight)`, unless a finger or its
    /// fling owns it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func keepInside(contentHeight: CGFloat, viewportHeight: CGFloat) {
        guard !_isUserScrolling else { return }
        let clamped = AccordionLayout.clampedOffset(_offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
        if clamped != _offset { _offset = clamped }
    }

    /// Takes the offset that keeps the reader's section in place after a change, `kept`; a running
    /// reveal goes on from there, at `progress` of its motion, or ends when `progress` is `nil`
    /// (the motion it followed has ended).
    public mutating func keep(_ kept: CGFloat, atProgress progress: Double?) {
        _offset = kept.isFinite ? kept : 0
        guard var running = _reveal else { return }
        guard let progress else {
            _reveal = nil
            return
        }
        running.startOffset = _offset
        running.startOpenness = progress
        _reveal = running
    }

    /// Moves a running reveal to the section's new index after a data change, or ends it when the
    /// data removed the section.
    public mutating func followReveal(_ change: StackDataChange) {
        guard let running = reveal, let index = running.index else { return }
        if let new = change.newIndex(forOldIndex: index) {
            _reveal?.index = new
        } else {
            _reveal = nil
        }
    }
}
