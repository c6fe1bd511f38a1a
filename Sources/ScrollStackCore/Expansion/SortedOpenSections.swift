import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sections of an ``ExpansionLayout`` that show content or move, sorted by index.
///
/// A few are summed by a walk, in slot order, exactly as ``AccordionLayout`` sums its two; once
/// there are more than ``walkLimit``, their visible heights are also kept in `PrefixSums`, so the
/// content above a slot costs O(log *m*) instead of O(*m*).
struct SortedOpenSections: OpenSectionList, Equatable, Sendable {
    /// One section that shows content or moves.
    struct Entry: Equatable, Sendable {
        var index: Int
        /// How much of its full content shows, 0...1.
        var share: CGFloat
        /// Its content height when fully open.
        var full: CGFloat
        /// `full * share`: the content height that shows.
        var visible: CGFloat
        /// Where its header starts among the headers alone.
        var headerStart: CGFloat
    }

    /// How many sections are summed by a walk; beyond it, by prefix sums.
    static let walkLimit = 8

    private(set) var entries: [Entry]
    /// The sections whose content fades in place: their clip shows their content whole.
    var fading: Set<Int>
    /// The visible heights, summed, once there are more than ``walkLimit`` entries.
    private var sums: PrefixSums?

    init(_ entries: [Entry] = [], fading: Set<Int> = []) {
        self.entries = entries
        self.fading = fading
        self.sums = Self.sums(of: entries)
    }

    /// The sections, in index order.
    var indices: [Int] { entries.map(\.index) }

    /// The entry of the section at `index`, if it shows content or moves.
    ///
    /// - Complexity: O(log *m*).
    @inline(__always)
    func entry(at index: Int) -> Entry? {
        let slot = slot(of: index)
        guard slot < entries.count, entries[slot].index == index else { return nil }
        return entries[slot]
    }

    /// Shows `share` of the section at `index`, whose content is `full` tall when open and whose
    /// header starts at `headerStart`, adding it if it showed none.
    ///
    /// - Complexity: O(log *m*) for a section already listed, O(*m*) to add one.
    mutating func set(share: CGFloat, full: CGFloat, headerStart: CGFloat, at index: Int) {
        let slot = slot(of: index)
        guard slot < entries.count, entries[slot].index == index else {
            entries.insert(Entry(index: index, share: share, full: full, visible: full * share, headerStart: headerStart), at: slot)
            return sums = Self.sums(of: entries)
        }
        entries[slot].share = share
        entries[slot].full = full
        entries[slot].visible = full * share
        sums?.setLength(full * share, at: slot)
    }

    /// Forgets the section at `index`: it shows no content and does not move.
    ///
    /// - Complexity: O(*m*).
    mutating func remove(_ index: Int) {
        let slot = slot(of: index)
        guard slot < entries.count, entries[slot].index == index else { return }
        entries.remove(at: slot)
        sums = Self.sums(of: entries)
    }

    /// Gives each entry the full height and header start at its slot in `measures`.
    ///
    /// - Precondition: `measures` has one element per entry.
    mutating func refresh(_ measures: [(full: CGFloat, headerStart: CGFloat)]) {
        precondition(measures.count == entries.count, "SortedOpenSections.refresh: \(measures.count) measures for \(entries.count) sections")
        for (slot, measure) in measures.enumerated() {
            entries[slot].full = measure.full
            entries[slot].visible = measure.full * entries[slot].share
            entries[slot].headerStart = measure.headerStart
        }
        sums = Self.sums(of: entries)
    }

    /// Copies the storage shared with another copy now, rather than on the next change.
    mutating func makeStorageUnique() {
        entries.withUnsafeMutableBufferPointer { _ in }
        sums?.makeStorageUnique()
    }

    private static func sums(of entries: [Entry]) -> PrefixSums? {
        entries.count > walkLimit ? PrefixSums(entries.map(\.visible)) : nil
    }

    // MARK: - OpenSectionList

    var count: Int { entries.count }

    func index(atSlot slot: Int) -> Int { entries[slot].index }

    func headerStart(atSlot slot: Int) -> CGFloat { entries[slot].headerStart }

    func visibleHeight(atSlot slot: Int) -> CGFloat { entries[slot].visible }

    func content(atSlot slot: Int) -> (full: CGFloat, clip: CGFloat) {
        let entry = entries[slot]
        guard !fading.isEmpty, fading.contains(entry.index) else { return (entry.full, entry.visible) }
        return (entry.full, entry.full)
    }

    func slot(of index: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func visibleHeight(beforeSlot slot: Int) -> CGFloat {
        if let sums { return sums.sum(before: slot) }
        var total: CGFloat = 0
        for entry in entries[..<slot] { total += entry.visible }
        return total
    }

    func adding(to base: CGFloat) -> CGFloat {
        if let sums { return base + sums.total }
        var total = base
        for entry in entries { total += entry.visible }
        return total
    }

    func firstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights) -> (slot: Int, above: CGFloat) {
        guard let sums else { return walkToFirstSlot(endingBelow: offset, headers: headers) }
        // Where each slot's content ends grows with the slot: search for the first that ends below.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let entry = entries[middle]
            let end = entry.headerStart + sums.sum(before: middle) + headers.headerHeight(at: entry.index) + entry.visible
            if offset < end { high = middle } else { low = middle + 1 }
        }
        return (low, sums.sum(before: low))
    }
}
