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
    /// One data change and where it should take each old element.
    struct Case: CustomTestStringConvertible, Sendable {
        var old: String
        var new: String
        var newIndices: [Int?]
        var testDescription: String { "\(old) → \(new)" }
    }

    static let cases: [Case] = [
        Case(old: "ABC", new: "ABC", newIndices: [0, 1, 2]),
        Case(old: "ABC", new: "ABXC", newIndices: [0, 1, 3]),
        Case(old: "ABC", new: "BC", newIndices: [nil, 0, 1]),
        Case(old: "ABCD", new: "BCDA", newIndices: [3, 0, 1, 2]),
        Case(old: "ABCD", new: "DABC", newIndices: [1, 2, 3, 0]),
        Case(old: "ABCD", new: "DCBA", newIndices: [3, 2, 1, 0]),
        Case(old: "ABCDE", new: "XEBY", newIndices: [nil, 2, nil, nil, 1]),
        Case(old: "", new: "AB", newIndices: []),
        Case(old: "AB", new: "", newIndices: [nil, nil]),
    ]

    @Test("where each old element went, by identity", arguments: cases)
    func namedCases(_ expected: Case) {
        let difference = IdentityDifference(from: Array(expected.old), to: Array(expected.new))
        #expect(difference.newIndices == expected.newIndices)
        #expect(difference.isEmpty == (expected.old == expected.new))
    }

    static let small = snapshots(of: Array("ABCD"))

    @Test("against a plain search, for every pair of snapshots of up to four IDs", arguments: small)
    func everyPair(_ old: [Character]) {
        #expect(Self.small.count == 65)
        for new in Self.small {
            let difference = IdentityDifference(from: old, to: new)
            // The mapping and its inverse, against a plain search.
            #expect(difference.newIndices == old.map { new.firstIndex(of: $0) }, "\(old) → \(new)")
            #expect(difference.oldIndices == new.map { old.firstIndex(of: $0) }, "\(old) → \(new)")
        }
    }

    @Test("a reversal of 10 000 IDs: the mapping is the mirror")
    func longReversal() {
        let old = Array(0..<10_000)
        let difference = IdentityDifference(from: old, to: old.reversed())
        #expect(difference.newIndices == old.map { 9_999 - $0 })
        #expect(difference.oldIndices == old.map { 9_999 - $0 })
    }

    @Test("a repeated ID: the first occurrence is the element with that ID, each later one an element of its own, matched by rank")
    func duplicates() {
        let difference = IdentityDifference(from: ["a", "b", "a", "c"], to: ["a", "a", "c", "a", "b"])
        // Old a#0 → 0, b → 4, a#1 → 1, c → 2; the third "a" is new.
        #expect(difference.newIndices == [0, 4, 1, 2])
        #expect(difference.oldIndices == [0, 2, 3, nil, 1])
        #expect(difference.duplicates == ["a"])
        // Losing a repeat removes the last occurrence, whichever position it had.
        let shrunk = IdentityDifference(from: [1, 2, 1, 1], to: [1, 2, 1])
        #expect(shrunk.newIndices == [0, 1, 2, nil] && shrunk.duplicates == [1])
        #expect(IdentityDifference(from: [1, 2], to: [2, 1]).duplicates.isEmpty)
    }
}
