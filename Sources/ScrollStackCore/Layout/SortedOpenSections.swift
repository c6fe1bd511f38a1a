import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The sections of an ``AccordionLayout`` that show content or move, sorted by index, each by its
/// slot (its place among them).
///
/// The first two are kept inline, so a layout with one section open or two moving (every display
/// frame of a transition between two sections) copies and builds without allocating; the others
/// follow in an array. A few are summed by a walk in slot order; once there are more than
/// ``walkLimit``, their visible heights are also kept in `PrefixSums`, so the content above a slot
/// costs O(log *m*) instead of O(*m*).
struct SortedOpenSections: Equatable, Sendable {
    /// One section that shows content or moves.
    struct Entry: Equatable, Sendable {
        var index: Int
        /// How much of its full content shows, 0...1.
        var share: CGFloat
        /// Its content height when fully open.
        var full: CGFloat
        /// The content height that shows: `full * share` for a section the layout moves itself.
        var visible: CGFloat
        /// Where its header starts among the headers alone.
        var headerStart: CGFloat
    }

    /// How many sections are summed by a walk; beyond it, by prefix sums.
    static let walkLimit = 8

    /// What a list of more than two sections, or of fading ones, holds besides its first two: kept
    /// behind one optional reference, so that a list of two copies without retaining anything.
    private final class More: @unchecked Sendable {
        /// The entries from the third on.
        var rest: [Entry]
        /// The sections whose content fades in place: their clip shows their content whole.
        var fading: Set<Int>
        /// The visible heights, summed, once there are more than ``walkLimit`` entries.
        var sums: PrefixSums?

        init(rest: [Entry], fading: Set<Int>, sums: PrefixSums?) {
            self.rest = rest
            self.fading = fading
            self.sums = sums
        }
    }

    /// The entry in slot 0, when ``count`` is at least 1.
    private var first = Entry.unused
    /// The entry in slot 1, when ``count`` is at least 2.
    private var second = Entry.unused
    private var more: More?
    /// How many sections show content or move.
    private(set) var count = 0

    /// The entries from the third on.
    private var rest: [Entry] { more?.rest ?? [] }

    /// The sections whose content fades in place: their clip shows their content whole.
    var fading: Set<Int> {
        get { more?.fading ?? [] }
        set {
            guard !newValue.isEmpty || more != nil else { return }
            uniqueMore().fading = newValue
        }
    }

    /// The storage beyond the first two sections, made first or copied first if another list shares it.
    private mutating func uniqueMore() -> More {
        if !isKnownUniquelyReferenced(&more) {
            more = More(rest: more?.rest ?? [], fading: more?.fading ?? [], sums: more?.sums)
        }
        guard let more else { preconditionFailure("SortedOpenSections: no storage after making it") }
        return more
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && (lhs.count < 1 || lhs.first == rhs.first) && (lhs.count < 2 || lhs.second == rhs.second)
            && lhs.rest == rhs.rest && lhs.fading == rhs.fading
    }

    /// A list of at most two sections, sorted by index and distinct.
    @inline(__always)
    init(first: Entry? = nil, second: Entry? = nil) {
        switch (first, second) {
        case (let first?, let second?):
            self.first = first
            self.second = second
            count = 2
        case (let only?, nil), (nil, let only?):
            self.first = only
            count = 1
        case (nil, nil):
            count = 0
        }
    }

    /// A list of `entries`, sorted by index and distinct.
    init(_ entries: [Entry], fading: Set<Int> = []) {
        assign(entries)
        self.fading = fading
    }

    /// The entry at `slot`.
    @inline(__always)
    subscript(slot: Int) -> Entry {
        if slot == 0, count > 0 { return first }
        if slot == 1, count > 1 { return second }
        guard let more else { preconditionFailure("SortedOpenSections: no section at slot \(slot) of \(count)") }
        return more.rest[slot - 2]
    }

    /// Every entry, in index order.
    var entries: [Entry] { (0..<count).map { self[$0] } }

    /// The sections, in index order.
    var indices: [Int] { (0..<count).map { self[$0].index } }

    /// The entry of the section at `index`, if it shows content or moves.
    ///
    /// - Complexity: O(log *m*).
    @inline(__always)
    func entry(at index: Int) -> Entry? {
        let slot = slot(of: index)
        guard slot < count, self[slot].index == index else { return nil }
        return self[slot]
    }

    /// The slot the section at `index` has, or would take if it showed content.
    @inline(__always)
    func slot(of index: Int) -> Int {
        guard count > 0, first.index < index else { return 0 }
        guard count > 1, second.index < index else { return 1 }
        guard let rest = more?.rest else { return 2 }
        var low = 0
        var high = rest.count
        while low < high {
            let middle = (low + high) / 2
            if rest[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return 2 + low
    }

    // MARK: - Changes

    /// Shows `share` of the section at `index`, whose content is `full` tall when open and whose
    /// header starts at `headerStart`, adding it if it showed none.
    ///
    /// - Complexity: O(log *m*) for a section already listed, O(*m*) to add one.
    mutating func set(share: CGFloat, full: CGFloat, headerStart: CGFloat, at index: Int) {
        let slot = slot(of: index)
        let visible = full * share
        guard slot < count, self[slot].index == index else {
            var all = entries
            all.insert(Entry(index: index, share: share, full: full, visible: visible, headerStart: headerStart), at: slot)
            return assign(all)
        }
        update(slot) {
            $0.share = share
            $0.full = full
            $0.visible = visible
        }
        if more?.sums != nil { uniqueMore().sums?.setLength(visible, at: slot) }
    }

    /// Forgets the section at `index`: it shows no content and does not move.
    ///
    /// - Complexity: O(*m*).
    mutating func remove(_ index: Int) {
        let slot = slot(of: index)
        guard slot < count, self[slot].index == index else { return }
        var all = entries
        all.remove(at: slot)
        assign(all)
    }

    /// Gives each entry the full height and header start at its slot in `measures`; what it shows
    /// follows its share, or stays with `keepingVisible`.
    ///
    /// - Precondition: `measures` has one element per entry.
    mutating func refresh(_ measures: [(full: CGFloat, headerStart: CGFloat)], keepingVisible: Bool = false) {
        precondition(measures.count == count, "SortedOpenSections.refresh: \(measures.count) measures for \(count) sections")
        for (slot, measure) in measures.enumerated() {
            update(slot) {
                $0.full = measure.full
                if !keepingVisible { $0.visible = measure.full * $0.share }
                $0.headerStart = measure.headerStart
            }
        }
        if more != nil { uniqueMore().sums = Self.sums(of: self) }
    }

    /// Copies the storage shared with another copy now, rather than on the next change.
    mutating func makeStorageUnique() {
        if more != nil { _ = uniqueMore() }
    }

    @inline(__always)
    private mutating func update(_ slot: Int, _ change: (inout Entry) -> Void) {
        switch slot {
        case 0: change(&first)
        case 1: change(&second)
        default: change(&uniqueMore().rest[slot - 2])
        }
    }

    private mutating func assign(_ all: [Entry]) {
        first = all.first ?? .unused
        second = all.count > 1 ? all[1] : .unused
        count = all.count
        let rest = all.count > 2 ? Array(all[2...]) : []
        if rest.isEmpty, fading.isEmpty {
            more = nil
        } else {
            let more = uniqueMore()
            more.rest = rest
            more.sums = nil
            more.sums = Self.sums(of: self)
        }
    }

    private static func sums(of list: Self) -> PrefixSums? {
        list.count > walkLimit ? PrefixSums((0..<list.count).map { list[$0].visible }) : nil
    }

    // MARK: - Reading

    /// Whether any section fades in place.
    @inline(__always)
    var hasFading: Bool { more.map { !$0.fading.isEmpty } ?? false }

    /// The content that shows above `slot`: the visible heights of the slots before it, added in
    /// slot order.
    @inline(__always)
    func visibleHeight(beforeSlot slot: Int) -> CGFloat {
        var total: CGFloat = 0
        guard let more else {
            if slot > 0, count > 0 { total += first.visible }
            if slot > 1, count > 1 { total += second.visible }
            return total
        }
        if let sums = more.sums { return sums.sum(before: slot) }
        for before in 0..<slot { total += self[before].visible }
        return total
    }

    /// `base` plus every visible content height, added in slot order.
    @inline(__always)
    func adding(to base: CGFloat) -> CGFloat {
        guard let more else { return base + (count > 0 ? first.visible : 0) + (count > 1 ? second.visible : 0) }
        if let sums = more.sums { return base + sums.total }
        var total = base
        for slot in 0..<count { total += self[slot].visible }
        return total
    }

    /// The first slot whose content ends below `offset` (from the top of the stack), with the
    /// content that shows above it; `count` and every visible height when there is none.
    @inline(__always)
    func firstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights) -> (slot: Int, above: CGFloat) {
        var above: CGFloat = 0
        guard let more else {
            guard count > 0 else { return (0, 0) }
            if offset < first.headerStart + above + headers.headerHeight(at: first.index) + first.visible { return (0, above) }
            above += first.visible
            guard count > 1 else { return (1, above) }
            if offset < second.headerStart + above + headers.headerHeight(at: second.index) + second.visible { return (1, above) }
            above += second.visible
            return (2, above)
        }
        return firstSlot(endingBelow: offset, headers: headers, in: more)
    }

    /// ``firstSlot(endingBelow:headers:)`` in a list of more than two sections.
    @inline(never)
    private func firstSlot(endingBelow offset: CGFloat, headers: AccordionSectionHeights, in more: More) -> (slot: Int, above: CGFloat) {
        var above: CGFloat = 0
        guard let sums = more.sums else {
            for slot in 0..<count {
                let entry = self[slot]
                if offset < entry.headerStart + above + headers.headerHeight(at: entry.index) + entry.visible { return (slot, above) }
                above += entry.visible
            }
            return (count, above)
        }
        // Where each slot's content ends grows with the slot: search for the first that ends below.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let entry = self[middle]
            let end = entry.headerStart + sums.sum(before: middle) + headers.headerHeight(at: entry.index) + entry.visible
            if offset < end { high = middle } else { low = middle + 1 }
        }
        return (low, sums.sum(before: low))
    }
}

extension SortedOpenSections.Entry {
    /// What an unused slot holds.
    @inline(__always)
    static var unused: Self { Self(index: 0, share: 0, full: 0, visible: 0, headerStart: 0) }
}
