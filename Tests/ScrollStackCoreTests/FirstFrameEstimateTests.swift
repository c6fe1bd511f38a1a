import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Hosting: the width an estimate measures at before the first layout")
struct FirstFrameWidthTests {
    @Test(
        "the laid-out width, else the window's, else the screen's; missing, zero, negative and non-finite widths are skipped",
        arguments: [
            (320.0 as Double?, 390.0 as Double?, 430.0 as Double?, 320.0 as Double?),
            (nil, 390.0, 430.0, 390.0),
            (0.0, 390.0, 430.0, 390.0),
            (-20.0, 390.0, 430.0, 390.0),
            (Double.nan, 390.0, 430.0, 390.0),
            (nil, nil, 430.0, 430.0),
            (0.0, 0.0, 430.0, 430.0),
            (Double.infinity, -Double.infinity, 430.0, 430.0),
            (nil, Double.nan, 375.0, 375.0),
            (nil, nil, nil, nil),
            (0.0, -1.0, Double.nan, nil),
            (Double.infinity, nil, 0.0, nil),
        ]
    )
    func width(laidOut: Double?, window: Double?, screen: Double?, expected: Double?) {
        let width = HostedStackSizing.firstFrameWidth(
            laidOutWidth: laidOut.map { CGFloat($0) },
            windowWidth: window.map { CGFloat($0) },
            screenWidth: screen.map { CGFloat($0) }
        )
        #expect(width == expected.map { CGFloat($0) })
    }
}

@Suite("Hosting: the first frame's height with open sections sized by their content")
struct FirstFrameEstimateTests {
    struct Row: Equatable {
        var id: String
        var lines: Int
    }

    /// Estimates and records every measurement, as "id@width".
    struct Estimator {
        var measured: [String] = []
        /// The height the content of `row` has at `width`: 20 points a line, one more line when narrow.
        var contentHeight: (Row, CGFloat) -> CGFloat? = { row, width in CGFloat(row.lines * 20) + (width < 300 ? 20 : 0) }

        mutating func estimate(
            _ rows: [Row],
            open: HostedStackSizing.OpenSections<String>,
            fixed: CGFloat? = nil,
            category: ContentSizeCategory = .large,
            width: CGFloat? = 390,
            insets: CGFloat = 0
        ) -> CGFloat {
            var log: [String] = []
            let height = HostedStackSizing.estimatedHeight(
                elements: rows,
                id: \.id,
                open: open,
                fixedSectionHeight: fixed,
                headerHeight: 44,
                category: category,
                width: width,
                verticalInsets: insets
            ) { row, id, width in
                log.append("\(id)@\(Int(width))")
                return contentHeight(row, width)
            }
            measured += log
            return height
        }
    }

    static let rows = [Row(id: "a", lines: 1), Row(id: "b", lines: 3), Row(id: "c", lines: 5)]

    @Test("one selection: the headers plus the selected section measured at the width")
    func single() {
        var estimator = Estimator()
        #expect(estimator.estimate(Self.rows, open: .one("b")) == CGFloat(3 * 44 + 60))
        #expect(estimator.estimate(Self.rows, open: .one("c"), width: 280) == CGFloat(3 * 44 + 120))
        #expect(estimator.estimate(Self.rows, open: .one("a"), insets: 16) == CGFloat(3 * 44 + 20 + 16))
        #expect(estimator.measured == ["b@390", "c@280", "a@390"])
    }

    @Test("a set selection: every open section, measured once each in data order")
    func set() {
        var estimator = Estimator()
        #expect(estimator.estimate(Self.rows, open: .several(["c", "a"])) == CGFloat(3 * 44 + 20 + 100))
        #expect(estimator.estimate(Self.rows, open: .several(["a", "b", "c"])) == CGFloat(3 * 44 + 20 + 60 + 100))
        #expect(estimator.measured == ["a@390", "c@390", "a@390", "b@390", "c@390"])
    }

    @Test("nothing open, or IDs that name no element: the headers alone, nothing measured")
    func nothingOpen() {
        var estimator = Estimator()
        let estimates = [
            estimator.estimate(Self.rows, open: .one(nil)),
            estimator.estimate(Self.rows, open: .one("zz")),
            estimator.estimate(Self.rows, open: .several([])),
            estimator.estimate(Self.rows, open: .several(["zz", "yy"])),
            estimator.estimate([], open: .one("a")),
            estimator.estimate([], open: .several(["a"])),
        ]
        #expect(estimates == [132, 132, 132, 132, 0, 0])
        #expect(estimator.measured == [])
    }

    @Test("an ID of the set that names no element opens nothing; the others still count")
    func setWithStrangers() {
        var estimator = Estimator()
        #expect(estimator.estimate(Self.rows, open: .several(["zz", "b"])) == CGFloat(3 * 44 + 60))
        #expect(estimator.measured == ["b@390"])
    }

    @Test("no usable width measures nothing: the first layout reports the sections", arguments: [nil, 0, -10, CGFloat.nan, CGFloat.infinity] as [CGFloat?])
    func noWidth(width: CGFloat?) {
        var estimator = Estimator()
        #expect(estimator.estimate(Self.rows, open: .one("b"), width: width) == CGFloat(132))
        #expect(estimator.estimate(Self.rows, open: .several(["a", "b"]), width: width) == CGFloat(132))
        #expect(estimator.measured == [])
    }

    @Test("content that takes any height, or a height that isn't one, adds nothing; a negative one adds zero")
    func unmeasurable() {
        var estimator = Estimator()
        estimator.contentHeight = { row, _ in
            switch row.id {
            case "a": return nil
            case "b": return .nan
            default: return -40
            }
        }
        #expect(estimator.estimate(Self.rows, open: .several(["a", "b", "c"])) == CGFloat(132))
        #expect(estimator.estimate(Self.rows, open: .one("b")) == CGFloat(132))
        #expect(estimator.measured == ["a@390", "b@390", "c@390", "b@390"])
    }

    @Test("fixed sections add their height and measure nothing, as in the exact height")
    func fixedMatchesCountForm() {
        // Every subset of up to four sections, in both binding forms where they apply.
        let all = ["a", "b", "c", "d"].map { Row(id: $0, lines: 1) }
        for count in 0...all.count {
            let rows = Array(all.prefix(count))
            for mask in 0..<(1 << all.count) {
                let open = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0].id })
                let openCount = rows.filter { open.contains($0.id) }.count
                var estimator = Estimator()
                let expected = HostedStackSizing.contentHeight(sectionCount: count, headerHeight: 44, category: .extraExtraLarge, openSectionHeight: CGFloat(openCount) * 70)
                let set = estimator.estimate(rows, open: .several(open), fixed: 70, category: .extraExtraLarge)
                #expect(set == expected, "count \(count), open \(open.sorted())")
                if open.count <= 1 {
                    let single = estimator.estimate(rows, open: .one(open.first), fixed: 70, category: .extraExtraLarge)
                    #expect(single == expected, "count \(count), open \(open.sorted())")
                }
                #expect(estimator.measured == [])
            }
        }
    }

    @Test("the text size scales the headers as the engine does; the insets count once")
    func textSize() {
        var estimator = Estimator()
        let estimate = estimator.estimate(Self.rows, open: .one("b"), category: .accessibilityLarge, insets: 10)
        let exact = HostedStackSizing.contentHeight(sectionCount: 3, headerHeight: 44, category: .accessibilityLarge, openSectionHeight: 60, verticalInsets: 10)
        #expect(estimate == exact)
        #expect(estimate > 3 * 44 + 60 + 10)
    }

    @Test("identity: the estimate follows the selected element wherever the data moves it")
    func followsElement() {
        var estimator = Estimator()
        let moves = [
            Self.rows,
            [Self.rows[1], Self.rows[0], Self.rows[2]],
            [Self.rows[2], Self.rows[0], Self.rows[1]],
            [Row(id: "x", lines: 9)] + Self.rows.reversed(),
        ]
        let estimates = moves.map { estimator.estimate($0, open: .one("b")) }
        let expected: [CGFloat] = [192, 192, 192, 236]
        #expect(estimates == expected)
        #expect(estimator.measured == ["b@390", "b@390", "b@390", "b@390"])
        // The element under the ID, not the one at its old place: new content measures anew.
        let changed = [Self.rows[0], Row(id: "b", lines: 7), Self.rows[2]]
        #expect(estimator.estimate(changed, open: .one("b")) == CGFloat(132 + 140))
        // Removed, it opens nothing.
        #expect(estimator.estimate([Self.rows[0], Self.rows[2]], open: .one("b")) == CGFloat(88))
    }

    @Test("identity: a set keeps its elements across moves; a repeated ID is one section, its first element")
    func setFollowsElements() {
        var estimator = Estimator()
        let moved = [Self.rows[2], Self.rows[1], Self.rows[0]]
        #expect(estimator.estimate(moved, open: .several(["a", "c"])) == CGFloat(132 + 120))
        #expect(estimator.measured == ["c@390", "a@390"])
        // One header, and the first element's 2 lines: the later "b" is dropped.
        let repeated = [Row(id: "b", lines: 2), Row(id: "b", lines: 6)]
        estimator.measured = []
        #expect(estimator.estimate(repeated, open: .one("b")) == CGFloat(44 + 40))
        #expect(estimator.measured == ["b@390"])
        // A set counts the repeated section once, with one header each: a, b and c.
        estimator.measured = []
        let twice = [Self.rows[0], Self.rows[1], Self.rows[1], Self.rows[2]]
        #expect(estimator.estimate(twice, open: .several(["b"])) == estimator.estimate(Self.rows, open: .several(["b"])))
        #expect(estimator.measured == ["b@390", "b@390"])
    }
}

/// What the SwiftUI accordion does before its container's first layout, on every view update: tell
/// the kept heights about the update, then estimate with measurements kept by ID and width.
@Suite("Hosting: the estimate across updates before the first layout")
struct FirstFrameEstimateUpdateTests {
    typealias Row = FirstFrameEstimateTests.Row

    struct Updates {
        var heights = MeasuredSectionHeights<String, Row>()
        var measured: [String] = []

        mutating func update(
            _ rows: [Row],
            open: HostedStackSizing.OpenSections<String>,
            category: ContentSizeCategory = .large,
            environmentChanged: Bool = false,
            policy: LiveContentUpdatePolicy = .whenElementChanges,
            width: CGFloat? = 390
        ) -> CGFloat {
            heights.viewUpdated(policy: policy, environmentChanged: environmentChanged)
            var log: [String] = []
            var kept = heights
            // Larger text: each line is as much taller as the category's body font is.
            let lineHeight = 20 * category.scaled(17) / 17
            let height = HostedStackSizing.estimatedHeight(
                elements: rows,
                id: \.id,
                open: open,
                fixedSectionHeight: nil,
                headerHeight: 44,
                category: category,
                width: width
            ) { row, id, width in
                kept.height(of: id, element: row, width: width, isSame: ==) {
                    log.append("\(id)@\(Int(width))")
                    return (CGFloat(row.lines) * lineHeight).rounded(.up)
                }
            }
            heights = kept
            measured += log
            return height
        }
    }

    static let rows = FirstFrameEstimateTests.rows

    @Test("data changes: a moved or unchanged element keeps its measurement; a changed one is measured again")
    func dataChanges() {
        var updates = Updates()
        let first = updates.update(Self.rows, open: .one("b"))
        let same = updates.update(Self.rows, open: .one("b"))
        let inserted = updates.update([Row(id: "n", lines: 2)] + Self.rows, open: .one("b"))
        let edited = updates.update([Row(id: "n", lines: 2), Self.rows[0], Row(id: "b", lines: 4), Self.rows[2]], open: .one("b"))
        let reselected = updates.update(Self.rows, open: .several(["a", "c"]))
        let expected: [CGFloat] = [192, 192, 236, 256, 252]
        #expect([first, same, inserted, edited, reselected] == expected)
        #expect(updates.measured == ["b@390", "b@390", "a@390", "c@390"])
    }

    @Test("a text-size change forgets every measurement: headers and sections grow together")
    func textSizeChange() {
        var updates = Updates()
        let large = updates.update(Self.rows, open: .several(["a", "b"]))
        let category = ContentSizeCategory.accessibilityMedium
        let grown = updates.update(Self.rows, open: .several(["a", "b"]), category: category, environmentChanged: true)
        let lineHeight = 20 * category.scaled(17) / 17
        let expected = HostedStackSizing.contentHeight(
            sectionCount: 3,
            headerHeight: 44,
            category: category,
            openSectionHeight: (lineHeight).rounded(.up) + (3 * lineHeight).rounded(.up)
        )
        #expect(large == CGFloat(132 + 80))
        #expect(grown == expected)
        #expect(grown > large)
        #expect(updates.measured == ["a@390", "b@390", "a@390", "b@390"])
    }

    @Test("a better width known later (the laid-out one) measures again; the policy that redraws always measures every update")
    func widthAndPolicy() {
        var updates = Updates()
        _ = updates.update(Self.rows, open: .one("c"), width: HostedStackSizing.firstFrameWidth(laidOutWidth: nil, windowWidth: nil, screenWidth: 430))
        _ = updates.update(Self.rows, open: .one("c"), width: HostedStackSizing.firstFrameWidth(laidOutWidth: 398, windowWidth: 430, screenWidth: 430))
        _ = updates.update(Self.rows, open: .one("c"), policy: .always, width: 398)
        _ = updates.update(Self.rows, open: .one("c"), policy: .always, width: 398)
        #expect(updates.measured == ["c@430", "c@398", "c@398", "c@398"])
    }
}

@Suite("Bad input: the first frame's estimate")
struct FirstFrameEstimateBadInputTests {
    @Test("a zero header height stops with a message naming it") func zeroHeaderHeight() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HostedStackSizing.estimatedHeight(
                elements: ["a"],
                id: { $0 },
                open: .one("a"),
                fixedSectionHeight: nil,
                headerHeight: 0,
                category: .large,
                width: 390
            ) { _, _, _ in 10 }
        }
        #expect(crashOutput(result).contains("configuredHeight must be positive and finite, got 0.0"))
    }
}

@Suite("Hosted sizing: the width a section is measured at")
struct SectionWidthTests {
    @Test("the container's width less the left and right insets, never below zero; bad insets count as zero")
    func sectionWidth() {
        let cases: [(CGFloat, CGFloat, CGFloat)] = [(0, 0, 390), (16, 16, 358), (20, 0, 370), (300, 300, 0), (-8, 16, 374), (.nan, 16, 374), (.infinity, 0, 390)]
        #expect(cases.map { HostedStackSizing.sectionWidth(containerWidth: 390, left: $0.0, right: $0.1) } == cases.map(\.2))
    }
}
