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
    @usableFromInline var layout: ExpansionLayout
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

    @usableFromInline
    init(layout: ExpansionLayout) {
        self.layout = layout
    }
}

/// The reference an engine keeps its ``OpenSections`` in, copied before a shared one is changed.
@usableFromInline
final class OpenSectionsBox {
    @usableFromInline var value: OpenSections

    @usableFromInline
    init(_ value: OpenSections) {
        self.value = value
    }
}

extension OpenSectionsBox: @unchecked Sendable {}
