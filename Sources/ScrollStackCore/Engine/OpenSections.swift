import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What an accordion under ``ExpansionMode/multiple`` keeps beside the engine's children and scroll
/// position: the open sections, every moving section's leg, and the frames they give.
///
/// Held in a ``OpenSectionsBox`` that the engine copies on write, so that an engine under
/// ``ExpansionMode/single`` or paging carries one reference and copies nothing more.
@usableFromInline
struct OpenSections {
    /// The sections open at rest or heading open.
    @usableFromInline var expanded: Set<Int> = []
    /// Every moving section by index.
    @usableFromInline var motions: [Int: SectionMotion] = [:]
    /// The keys of ``motions``, sorted: motions are run and summed in index order, so the layout's
    /// prefix sums take their changes in the same order in every process, whatever the
    /// dictionary's hash seed.
    @usableFromInline var order: [Int] = []
    /// The frames now.
    @usableFromInline var layout: AccordionLayout
    /// Content heights that changed while their sections moved, easing to their new values.
    @usableFromInline var heightRamps: [Int: HeightRamp] = [:]
    /// Where the running reveal heads, as last worked out: reused on display frames that change
    /// nothing but how far sections are open; `nil` once anything else may have moved it.
    @usableFromInline var revealTarget: CGFloat?
    /// Sections whose motion started or turned around during the event being handled.
    @usableFromInline var started: Set<Int> = []
    /// Sections whose motion ended during the event being handled, with whether they ended open.
    @usableFromInline var ended: [(index: Int, isOpen: Bool)] = []
    /// Moving sections the data removed during the event being handled, by their indices before
    /// the change, with whether they were heading open.
    @usableFromInline var removedWhileMoving: [(index: Int, wasOpening: Bool)] = []
    /// The slots (among the sections that show content) of the children the planner placed last.
    /// A display frame or a scroll that shows the same ones changes only their frames, which the
    /// host reads from the layout, as it does for a transition between two sections.
    @usableFromInline var reconciledSlots: Range<Int>?

    @usableFromInline
    init(layout: AccordionLayout) {
        self.layout = layout
    }
}

/// The reference an engine keeps its ``OpenSections`` in, copied before a shared one is changed.
@usableFromInline
final class OpenSectionsBox {
    @exclusivity(unchecked) @usableFromInline var value: OpenSections

    @usableFromInline
    init(_ value: OpenSections) {
        self.value = value
    }

    /// A box of its own for `value`, which another copy of the engine shares: the layout's
    /// storage is copied whole now, once, rather than array by array on the display frames that
    /// follow.
    @usableFromInline
    init(copying value: OpenSections) {
        self.value = value
        self.value.layout.makeStorageUnique()
    }
}

extension OpenSectionsBox: @unchecked Sendable {}

/// Where the content of a section that shows any goes in a scene, and how it stands.
@usableFromInline
struct SectionPlacement: Sendable {
    @usableFromInline var index: Int
    @usableFromInline var frame: CGRect
    @usableFromInline var clip: CGRect
    /// Whether the section is open or heading open.
    @usableFromInline var isOnScreen: Bool
    /// Whether the section moves.
    @usableFromInline var isInFlight: Bool
}

extension OpenSectionsBox {
    /// Appends the sections that show content among `sections` to `placements`, in index order.
    ///
    /// A method of the box, so that a display frame reads the layout where it is instead of
    /// copying it out.
    ///
    /// - Complexity: O(log *m* + *c* log *n*) for *m* sections showing content, *c* of them in
    ///   `sections`.
    @usableFromInline
    func placements(of sections: Range<Int>, into placements: inout [SectionPlacement]) {
        OpenSections.placements(of: sections, in: &value, into: &placements)
    }
}

extension OpenSections {
    /// ``OpenSectionsBox/placements(of:into:)``, read where the open sections are: `open` is only
    /// read, and passed in place so that the read copies none of it.
    static func placements(of sections: Range<Int>, in open: inout OpenSections, into placements: inout [SectionPlacement]) {
        for slot in open.layout.contentSlots(in: sections) {
            let index = open.layout.contentIndex(atSlot: slot)
            let placed = open.layout.content(atSlot: slot)
            let motion = open.motions.isEmpty ? nil : open.motions[index]
            // A section that shows content is open unless it is heading closed.
            placements.append(SectionPlacement(index: index, frame: placed.frame, clip: placed.clip, isOnScreen: motion?.isOpening ?? true, isInFlight: motion != nil))
        }
    }

    /// Runs every moving section's leg on by `seconds`, in index order, and shows each unrolling
    /// section as far as its leg has run.
    ///
    /// - Returns: How many legs are complete.
    /// - Complexity: O(*k* log *n*) for *k* moving sections.
    @usableFromInline
    mutating func advanceMotions(by seconds: Double) -> Int {
        var completed = 0
        for index in order {
            guard let slot = motions.index(forKey: index) else { continue }
            motions.values[slot].leg = motions.values[slot].leg.advanced(by: seconds)
            let motion = motions.values[slot]
            // A leg that completes stands at its end too, so a reveal sees the content's final size.
            if !motion.fades { layout.setOpenness(CGFloat(motion.openness), at: index) }
            if motion.leg.isComplete { completed += 1 }
        }
        return completed
    }
}
