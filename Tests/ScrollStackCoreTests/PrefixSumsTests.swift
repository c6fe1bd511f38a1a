import Foundation
import Testing
@testable import ScrollStackCore

@Suite("PrefixSums")
struct PrefixSumsTests {
    /// The sums a plain loop gives, and the covering index a linear scan gives.
    private func naiveStarts(_ lengths: [CGFloat]) -> [CGFloat] {
        var starts: [CGFloat] = [0]
        for length in lengths { starts.append(starts[starts.count - 1] + max(0, length)) }
        return starts
    }

    private func naiveIndex(covering offset: CGFloat, _ lengths: [CGFloat]) -> Int? {
        guard !lengths.isEmpty else { return nil }
        let starts = naiveStarts(lengths)
        var found = 0
        for index in lengths.indices where starts[index] <= offset { found = index }
        // An offset on the start of empty items belongs to the next item with a length.
        while found + 1 < lengths.count, starts[found + 1] <= offset { found += 1 }
        return found
    }

    @Test("starts and totals match a plain loop for every count from 0 to 40", arguments: 0...40)
    func startsMatch(count: Int) {
        let lengths = (0..<count).map { CGFloat(($0 * 37) % 11) }
        let sums = PrefixSums(lengths)
        #expect((0...count).map { sums.sum(before: $0) } == naiveStarts(lengths))
        #expect(sums.total == naiveStarts(lengths).last)
        #expect(sums.count == count)
    }

    @Test("covering index matches a linear scan, zero-length items included", arguments: [0, 1, 2, 3, 7, 8, 9, 33])
    func coveringMatches(count: Int) {
        let lengths = (0..<count).map { CGFloat(($0 * 5) % 4) * 10 }
        let sums = PrefixSums(lengths)
        var offsets: [CGFloat] = [-5, 0]
        offsets += stride(from: 0, through: sums.total + 10, by: 5).map { CGFloat($0) }
        let found = offsets.map { sums.index(covering: $0) }
        let expected = offsets.map { naiveIndex(covering: $0, lengths) }
        #expect(found == expected)
    }

    @Test("changing one length moves every later start and nothing before it")
    func setLength() {
        var sums = PrefixSums(repeating: 10, count: 1000)
        sums.setLength(250, at: 499)
        #expect(sums[499] == 250)
        #expect(sums.sum(before: 499) == 4990)
        #expect(sums.sum(before: 500) == 5240)
        #expect(sums.total == 10_240)
        #expect(sums.index(covering: 5000) == 499)
        #expect(sums.index(covering: 5240) == 500)
    }

    @Test("negative, NaN and infinite lengths are stored as zero (documented clamp)")
    func clampsBadLengths() {
        var sums = PrefixSums([10, -4, .nan, .infinity, 5])
        #expect((0..<5).map { sums[$0] } == [10, 0, 0, 0, 5])
        #expect(sums.total == 15)
        sums.setLength(-.infinity, at: 0)
        #expect(sums.total == 5)
        #expect(sums.index(covering: 0) == 4)
    }

    @Test("offsets outside the items clamp to the first or last item; empty sums cover nothing")
    func outsideOffsets() {
        let sums = PrefixSums([10, 20])
        #expect(sums.index(covering: -100) == 0)
        #expect(sums.index(covering: .nan) == 0)
        #expect(sums.index(covering: 1000) == 1)
        #expect(sums.index(covering: .infinity) == 1)
        #expect(PrefixSums([]).index(covering: 0) == nil)
    }
}

@Suite("Bad input: PrefixSums preconditions")
struct PrefixSumsPreconditionTests {
    @Test("an index past the end") func indexOutOfRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var sums = PrefixSums([1, 2])
            sums.setLength(3, at: 2)
        }
        #expect(crashOutput(result).contains("PrefixSums: index 2 is out of range 0..<2"))
    }

    @Test("a negative count") func negativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = PrefixSums(repeating: 1, count: -1)
        }
        #expect(crashOutput(result).contains("PrefixSums: count must not be negative, got -1"))
    }
}
