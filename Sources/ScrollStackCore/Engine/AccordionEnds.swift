import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The two resting accordion layouts a transition runs between (or the one at rest), kept by
/// ``StackEngine`` as what they are made of rather than as layouts: the bounds, the insets, and the
/// open section of each. Blending them at a fraction is O(1) and copies no section heights.
///
/// The section heights are not kept here, so the cache holds no reference to their storage and a
/// height change can still update it in place. What the ends were computed for (``from``, ``to``
/// and the engine's layout generation) is kept with them; ``matches(from:to:generation:)`` says
/// whether they still describe the engine's state.
///
/// A class, immutable once made: the engine keeps one reference, so copying the engine (a read
/// through its driver, a working copy per event) copies eight bytes instead of the layouts.
@usableFromInline
final class AccordionEnds: Sendable {
    /// The section open at the start (the selection, at rest).
    @usableFromInline let from: Int?
    /// The section open at the end (`nil` at rest, or when the transition closes every section).
    @usableFromInline let to: Int?
    /// The engine's layout generation (size, configuration and section heights) they were computed
    /// for.
    @usableFromInline let generation: UInt
    /// The container's bounds size, clamped to non-negative dimensions.
    let size: CGSize
    /// The insets inside the bounds.
    @usableFromInline let insets: LayoutInsets
    /// How tall an open section without a content height of its own is.
    let contentMode: AccordionContentMode
    /// The least content height ``AccordionContentMode/fill`` gives an open section.
    let minimumFillHeight: CGFloat
    /// The open section of the resting layout at the start.
    let start: SortedOpenSections.Entry?
    /// The open section of the resting layout at the end.
    let end: SortedOpenSections.Entry?
    /// How tall the open section shows at rest at the start, or 0 when none is open there.
    @usableFromInline let startVisibleHeight: CGFloat
    /// How tall the open section shows at rest at the end, or 0 when none is open there.
    @usableFromInline let endVisibleHeight: CGFloat

    /// Computes the ends of a transition from `from` to `to` over these parts.
    ///
    /// - Precondition: `from` and `to` are `nil` or in `0..<sectionHeights.count`; the message
    ///   names a bad one.
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    init(
        from: Int?,
        to: Int?,
        generation: UInt,
        size: CGSize,
        insets: LayoutInsets,
        sectionHeights: AccordionSectionHeights,
        contentMode: AccordionContentMode,
        minimumFillHeight: CGFloat
    ) {
        let size = size.clampedToNonNegative
        let resting = AccordionLayout(size: size, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight.clampedToNonNegative, open: SortedOpenSections())
        func open(_ expanded: Int?) -> SortedOpenSections.Entry? {
            guard let expanded else { return nil }
            precondition(
                (0..<sectionHeights.count).contains(expanded),
                "AccordionLayout: expandedIndex \(expanded) is out of range 0..<\(sectionHeights.count)"
            )
            return resting.restingEntry(at: expanded)
        }
        self.contentMode = contentMode
        self.minimumFillHeight = minimumFillHeight.clampedToNonNegative
        self.from = from
        self.to = to
        self.generation = generation
        self.size = size
        self.insets = insets
        self.start = open(from)
        self.end = open(to)
        self.startVisibleHeight = start?.visible ?? 0
        self.endVisibleHeight = end?.visible ?? 0
    }

    /// Whether these are the ends for the sections `from` and `to` at layout generation
    /// `generation`.
    @inlinable
    func matches(from: Int?, to: Int?, generation: UInt) -> Bool {
        self.generation == generation && self.from == from && self.to == to
    }

    /// The layout a `fraction` of the way from the start to the end over `sectionHeights` (those
    /// the ends were computed for): exactly ``AccordionLayout/interpolating(from:to:fraction:)`` of
    /// the two resting layouts.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    func layout(sectionHeights: AccordionSectionHeights, fraction: Double) -> AccordionLayout {
        AccordionLayout(size: size, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, from: start, to: end, fraction: fraction)
    }

    /// The content height of ``layout(sectionHeights:fraction:)`` when the ends were computed for
    /// `from`, `to` and `generation`, without building the layout: the headers, the insets, and
    /// each open section's visible height blended by the fraction; `nil` when they weren't.
    @inlinable
    func contentHeight(ifMatching from: Int?, to: Int?, generation: UInt, sectionHeights: AccordionSectionHeights, fraction: Double) -> CGFloat? {
        guard matches(from: from, to: to, generation: generation) else { return nil }
        let t = CGFloat(min(1, max(0, fraction.isNaN ? 0 : fraction)))
        let open = startVisibleHeight * (1 - t) + endVisibleHeight * t
        return insets.vertical + sectionHeights.headersHeight + open
    }

    /// ``contentHeight(ifMatching:to:generation:sectionHeights:fraction:)`` of `ends`, read in place:
    /// kept ends are not copied to be read; `nil` without ends.
    @usableFromInline
    static func contentHeight(of ends: inout AccordionEnds?, ifMatching from: Int?, to: Int?, generation: UInt, sectionHeights: AccordionSectionHeights, fraction: Double) -> CGFloat? {
        ends?.contentHeight(ifMatching: from, to: to, generation: generation, sectionHeights: sectionHeights, fraction: fraction)
    }

    /// The resting layout at the start.
    func startLayout(sectionHeights: AccordionSectionHeights) -> AccordionLayout {
        AccordionLayout(size: size, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, open: SortedOpenSections(first: start))
    }

    /// The resting layout at the end.
    func endLayout(sectionHeights: AccordionSectionHeights) -> AccordionLayout {
        AccordionLayout(size: size, insets: insets, sectionHeights: sectionHeights, contentMode: contentMode, minimumFillHeight: minimumFillHeight, open: SortedOpenSections(first: end))
    }
}
