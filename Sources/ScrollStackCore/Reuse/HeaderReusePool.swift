import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which spare header view a container reuses for an element scrolling into view, and which spare
/// it lets go.
///
/// Headers made by the adopter (a SwiftUI view in a hosting controller) are costly to make; the
/// container keeps a few that scrolled out of view and lends them to the elements scrolling in.
///
/// ## Rules
/// - A spare last shown for the element asked for is taken first: it comes back with that
///   element's own state. Otherwise the spare put back last is taken (the one most likely still
///   laid out), and the platform shows the new element in it with fresh state; with no spare, the
///   platform makes a header.
/// - At most ``capacity`` spares wait. Putting one back when they are all taken lets go of the
///   spare that waited longest; with a capacity of 0 the header put back is let go at once.
/// - Putting back a header that already waits only moves it to the newest place, shown for the
///   element named then (a documented no-op otherwise: it never waits twice).
/// - The capacity follows the viewport (``capacity(viewportHeight:headerHeight:margin:)``): as
///   many spares as headers fit in view, plus a margin. ``resize(to:)`` lets go of the spares
///   that waited longest when the viewport shrinks.
package struct HeaderReusePool<ID: Hashable, Header: AnyObject> {
    /// What ``take(for:)`` gives.
    package enum Take {
        /// Show the element in this spare; `sameElement` says it was last shown for that element,
        /// so its state is the element's own.
        case reuse(Header, sameElement: Bool)
        /// No spare: make a header.
        case make
    }

    /// How many spares wait at most.
    package private(set) var capacity: Int
    /// The spares, the one that waited longest first.
    private(set) var spares: [(id: ID, header: Header)] = []

    /// Creates an empty pool keeping at most `capacity` spares.
    ///
    /// - Parameter capacity: Zero or more; a negative capacity stops with a precondition naming it.
    package init(capacity: Int) {
        precondition(capacity >= 0, "HeaderReusePool capacity must not be negative, got \(capacity)")
        self.capacity = capacity
    }

    /// The capacity for a viewport: the headers that fit in it (one more for a header cut at
    /// each end), plus `margin`, so scrolling a whole viewport's worth of headers reuses spares.
    ///
    /// - Parameters:
    ///   - viewportHeight: The height the headers scroll through; negative or not finite counts
    ///     as 0 (a clamp).
    ///   - headerHeight: Each header's height at the current text size.
    ///   - margin: Spares beyond what the viewport shows; negative counts as 0 (a clamp).
    /// - Precondition: `headerHeight` is positive and finite (the message names it).
    package static func capacity(viewportHeight: CGFloat, headerHeight: CGFloat, margin: Int = 2) -> Int {
        precondition(headerHeight > 0 && headerHeight.isFinite, "HeaderReusePool headerHeight must be positive and finite, got \(headerHeight)")
        let viewport = viewportHeight.clampedToNonNegative
        // A viewport a million headers tall still bounds the pool at what an Int holds.
        let shown = min((viewport / headerHeight).rounded(.up), CGFloat(Int.max / 4))
        return Int(shown) + (shown > 0 ? 1 : 0) + max(0, margin)
    }

    /// Changes the capacity; returns the spares let go to fit it, the one that waited longest
    /// first.
    ///
    /// - Parameter capacity: Zero or more; a negative capacity stops with a precondition naming it.
    package mutating func resize(to capacity: Int) -> [Header] {
        precondition(capacity >= 0, "HeaderReusePool capacity must not be negative, got \(capacity)")
        self.capacity = capacity
        let excess = max(0, spares.count - capacity)
        guard excess > 0 else { return [] }
        let released = spares.prefix(excess).map(\.header)
        spares.removeFirst(excess)
        return released
    }

    /// Takes the spare to show the element `id` in, or says to make one.
    package mutating func take(for id: ID) -> Take {
        if let same = spares.lastIndex(where: { $0.id == id }) {
            return .reuse(spares.remove(at: same).header, sameElement: true)
        }
        guard let newest = spares.popLast() else { return .make }
        return .reuse(newest.header, sameElement: false)
    }

    /// Puts back a header that left the view, last shown for the element `id`; returns the header
    /// let go to keep within ``capacity``, if any.
    package mutating func putBack(_ header: Header, shownFor id: ID) -> Header? {
        spares.removeAll { $0.header === header }
        guard capacity > 0 else { return header }
        spares.append((id, header))
        return spares.count > capacity ? spares.removeFirst().header : nil
    }
}
