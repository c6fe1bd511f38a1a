import Foundation
import Testing
@testable import ScrollStackCore

/// Every ordering of every subset of `letters`: all the small snapshots a data change can go between.
private func snapshots(of letters: [Character]) -> [[Character]] {
    var result: [[Character]] = [[]]
    for (offset, letter) in letters.enumerated() {
        let rest = letters.enumerated().filter { $0.offset != offset }.map(\.element)
        result += snapshots(of: rest).filter { !$0.contains(letter) }.map { [letter] + $0 }
    }
    return result
}

@Suite("Selection: identity difference")
struct SelectionDifferenceTests {
    /// One data change and the whole difference it should give.
    struct Case: CustomTestStringConvertible, Sendable {
        var old: String
        var new: String
        var insertions: [Int]
        var removals: [Int]
        var moves: [IdentityDifference<Character>.Move]
        var newIndices: [Int?]
        var testDescription: String { "\(old) → \(new)" }
    }

    static let cases: [Case] = [
        Case(old: "ABC", new: "ABC", insertions: [], removals: [], moves: [], newIndices: [0, 1, 2]),
        Case(old: "ABC", new: "ABXC", insertions: [2], removals: [], moves: [], newIndices: [0, 1, 3]),
        Case(old: "ABC", new: "BC", insertions: [], removals: [0], moves: [], newIndices: [nil, 0, 1]),
        Case(old: "ABCD", new: "BCDA", insertions: [], removals: [], moves: [.init(from: 0, to: 3)], newIndices: [3, 0, 1, 2]),
        Case(old: "ABCD", new: "DABC", insertions: [], removals: [], moves: [.init(from: 3, to: 0)], newIndices: [1, 2, 3, 0]),
        Case(old: "ABCD", new: "DCBA", insertions: [], removals: [],
             moves: [.init(from: 3, to: 0), .init(from: 2, to: 1), .init(from: 1, to: 2)], newIndices: [3, 2, 1, 0]),
        Case(old: "ABCDE", new: "XEBY", insertions: [0, 3], removals: [0, 2, 3], moves: [.init(from: 4, to: 1)], newIndices: [nil, 2, nil, nil, 1]),
        Case(old: "", new: "AB", insertions: [0, 1], removals: [], moves: [], newIndices: []),
        Case(old: "AB", new: "", insertions: [], removals: [0, 1], moves: [], newIndices: [nil, nil]),
    ]

    @Test("inserts, removes and moves by identity, and where each old element went", arguments: cases)
    func namedCases(_ expected: Case) {
        let difference = IdentityDifference(from: Array(expected.old), to: Array(expected.new))
        let actual = Case(old: expected.old, new: expected.new, insertions: difference.insertions, removals: difference.removals,
                          moves: difference.moves, newIndices: difference.newIndices)
        #expect(actual.insertions == expected.insertions && actual.removals == expected.removals)
        #expect(actual.moves == expected.moves)
        #expect(actual.newIndices == expected.newIndices)
        #expect(difference.isEmpty == (expected.old == expected.new))
    }

    static let small = snapshots(of: Array("ABCD"))

    @Test("against the standard library, for every pair of snapshots of up to four IDs", arguments: small)
    func everyPair(_ old: [Character]) {
        #expect(Self.small.count == 65)
        for new in Self.small {
            let difference = IdentityDifference(from: old, to: new)
            // The mapping and its inverse, against a plain search.
            #expect(difference.newIndices == old.map { new.firstIndex(of: $0) }, "\(old) → \(new)")
            #expect(difference.oldIndices == new.map { old.firstIndex(of: $0) }, "\(old) → \(new)")
            #expect(difference.insertions == new.indices.filter { !old.contains(new[$0]) }, "\(old) → \(new)")
            #expect(difference.removals == old.indices.filter { !new.contains(old[$0]) }, "\(old) → \(new)")
            // The standard form rebuilds the new snapshot.
            #expect(old.applying(difference.collectionDifference) == new, "\(old) → \(new)")
            // Myers removes the fewest elements: ours plus the moved ones must be as few.
            let myers = new.difference(from: old).inferringMoves()
            let myersMoves = myers.removals.filter { if case .remove(_, _, .some) = $0 { true } else { false } }.count
            let ours: [Int] = [difference.removals.count + difference.moves.count, difference.moves.count]
            #expect(ours == [myers.removals.count, myersMoves], "\(old) → \(new)")
            #expect(difference.moves.map(\.to) == difference.moves.map(\.to).sorted(), "\(old) → \(new)")
            #expect(difference.moves.allSatisfy { difference.newIndex(forOldIndex: $0.from) == $0.to }, "\(old) → \(new)")
        }
    }

    @Test("a reversal of 10 000 IDs: every element but one moves, and the mapping is the mirror")
    func longReversal() {
        let old = Array(0..<10_000)
        let difference = IdentityDifference(from: old, to: old.reversed())
        #expect(difference.moves.count == 9_999)
        #expect(difference.newIndices == old.map { 9_999 - $0 })
        #expect(difference.insertions.isEmpty && difference.removals.isEmpty)
    }

    @Test("a repeated ID: the first occurrence is the element with that ID, each later one an element of its own, matched by rank")
    func duplicates() {
        let difference = IdentityDifference(from: ["a", "b", "a", "c"], to: ["a", "a", "c", "a", "b"])
        // Old a#0 → 0, b → 4, a#1 → 1, c → 2; the third "a" is new.
        #expect(difference.newIndices == [0, 4, 1, 2])
        #expect(difference.oldIndices == [0, 2, 3, nil, 1])
        #expect(difference.insertions == [3] && difference.removals.isEmpty)
        #expect(difference.duplicates == ["a"])
        #expect(["a", "b", "a", "c"].applying(difference.collectionDifference) == ["a", "a", "c", "a", "b"])
        // Losing a repeat removes the last occurrence, whichever position it had.
        let shrunk = IdentityDifference(from: [1, 2, 1, 1], to: [1, 2, 1])
        #expect(shrunk.newIndices == [0, 1, 2, nil] && shrunk.duplicates == [1])
        #expect(IdentityDifference(from: [1, 2], to: [2, 1]).duplicates.isEmpty)
    }

    @Test("an old index out of range stops with a precondition naming it")
    func oldIndexOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = IdentityDifference(from: [1, 2], to: [2]).newIndex(forOldIndex: 2)
        }
        #expect(crashOutput(result).contains("old index 2 is out of range 0..<2"))
    }
}
