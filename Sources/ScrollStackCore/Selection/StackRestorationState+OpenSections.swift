import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Saving and bringing back the open sections of an accordion in which several may be open.

extension StackRestorationState {
    /// The indices of the sections to open among `identifiers`, the data as it is now, sorted:
    /// those of ``openSections`` that survive, each found by its identifier wherever it moved
    /// (the first element with it, if it occurs twice). Elements that are gone stay closed, as
    /// when data removes an open section; the others open all the same.
    ///
    /// A state saved in ``ExpansionMode/single`` (``openSections`` is `nil`, as in states saved
    /// before several sections could be open) opens its ``selection`` if it survives.
    ///
    /// - Complexity: O(*n* + *m* log *m*) for *n* identifiers and *m* saved sections.
    public func resolvedOpenSections(against identifiers: [ID]) -> [Int] {
        guard let saved = openSections ?? selection.map({ [$0] }), !saved.isEmpty, !identifiers.isEmpty else { return [] }
        return Self.survivors(of: saved, in: Self.firstIndices(of: identifiers))
    }

    /// Each ID's index, its first when it repeats.
    static func firstIndices(of identifiers: [ID]) -> [ID: Int] {
        Dictionary(identifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The sorted, distinct indices `indices` gives the saved elements that survive.
    static func survivors(of saved: [Element], in indices: [ID: Int]) -> [Int] {
        Array(Set(saved.compactMap { indices[$0.id] })).sorted()
    }
}
