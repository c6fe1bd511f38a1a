import Foundation

/// The IDs of a declarative view's data, read again only when the data is a different array.
///
/// A SwiftUI view is rebuilt whenever anything it reads changes, and hands the container its whole
/// data each time; reading every element's ID on every update costs time in proportion to the data
/// even when the data didn't change.
///
/// ## Rules
/// - Data that is the same array as last time (the same storage, so the same values: an array
///   held here is never changed in place) keeps the IDs read then; nothing is read, and ``ids`` is
///   the same array as before (comparing it with the array it was copied to costs nothing).
/// - Any other array is read in full, once per update.
/// - Elements of a class type are always read in full: their properties may change while the array
///   stays the same. Setting ``readsAlways`` does the same for elements whose ID is read through a
///   reference they hold.
/// - Titles are not kept: a title closure may read state outside the element, so it is asked on
///   every update.
/// - An ID that occurs more than once keeps its first element, and the later ones are dropped
///   (``UniqueIdentifiers``): ``ids`` and ``elements`` hold each ID once, and are what the container
///   is given.
/// - Repeated IDs are reported once per distinct data: ``repeatsToReport`` names them after an
///   update that read IDs other than the last ones read, and is empty after an update that read
///   the same IDs again (a redraw of the same data), so one warning is logged per change.
public struct ElementIDCache<Element, ID: Hashable> {
    /// The IDs of the data last read, in order, each once (its first occurrence).
    public private(set) var ids: [ID] = []
    /// The elements of the data last read that the container shows: one per ID in ``ids``, the
    /// first with that ID. The data's own array when no ID repeats.
    public private(set) var elements: [Element] = []
    /// The IDs the data last read repeats, each named once; empty when every ID is unique.
    public private(set) var repeatedIDs: [ID] = []
    /// The repeated IDs the last update should warn about: ``repeatedIDs`` when that update read
    /// IDs other than the ones read before it, else empty.
    public private(set) var repeatsToReport: [ID] = []
    /// Every ID the data last read, repeats included, to tell a distinct update from a redraw.
    private var readIDs: [ID] = []
    /// Whether every update reads the data in full.
    public var readsAlways: Bool
    /// The array the IDs were read from, held so its storage is never reused or changed.
    private var source: [Element]?

    /// Creates an empty cache; `readsAlways` defaults to whether the elements are of a class type.
    public init(readsAlways: Bool = Element.self is AnyClass) {
        self.readsAlways = readsAlways
    }

    /// Brings the IDs up to date with `elements`; returns whether it read them.
    ///
    /// - Complexity: O(1) for the same array as last time; O(*n*) expected otherwise.
    @discardableResult
    public mutating func update(_ elements: [Element], id: (Element) -> ID) -> Bool {
        repeatsToReport = []
        if !readsAlways, let source, Self.sharesStorage(source, elements) { return false }
        let read = elements.map(id)
        let unique = UniqueIdentifiers(read)
        if unique.hasDuplicates, read != readIDs { repeatsToReport = unique.dropped }
        readIDs = read
        ids = unique.ids
        self.elements = unique.keep(elements)
        repeatedIDs = unique.dropped
        source = elements
        return true
    }

    /// Whether two arrays are the same storage (or both empty).
    private static func sharesStorage(_ lhs: [Element], _ rhs: [Element]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.isEmpty { return true }
        // Both buffers are alive together, so equal addresses are the same storage.
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
    }
}
