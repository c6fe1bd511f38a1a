import Foundation
import Testing
@testable import ScrollStackCore

/// A stand-in for UIKit's text measuring: a headline `size` points tall has lines of 1.2 × size
/// (rounded up) and glyphs half a point size wide on average, and wraps at any character. Enough
/// to see titles wrap as the text grows and the column narrows.
private func wrappedHeight(characters: Int, pointSize: CGFloat, width: CGFloat) -> CGFloat {
    let perLine = max(1, (width / (pointSize / 2)).rounded(.down))
    let lines = (CGFloat(characters) / perLine).rounded(.up)
    return lines * (pointSize * 1.2).rounded(.up)
}

/// The titles of four settings headers, shortest first.
private let titles = ["Wi-Fi", "Notifications", "Screen Time and Content Restrictions", "Privacy and Security: Location Services and Tracking"]

@Suite("Default headers as tall as their words")
struct HeaderSelfSizingTests {
    /// The fitted heights of `titles` at `category` in a text column `width` wide.
    private func heights(at category: ContentSizeCategory, width: CGFloat, configuredHeight: CGFloat = 44, subtitle: String? = nil) -> [CGFloat] {
        let sizing = HeaderSelfSizing(configuredHeight: configuredHeight, category: category)
        return titles.map { title in
            let subtitleHeight = subtitle.map { wrappedHeight(characters: $0.count, pointSize: category.scaled(15), width: width) }
            return sizing.height(titleHeight: wrappedHeight(characters: title.count, pointSize: category.bodyPointSize, width: width), subtitleHeight: subtitleHeight)
        }
    }

    @Test("the padding is 8 points at the default size and scales like Body; the least height is the scaled header height")
    func paddingAndMinimum() {
        let sizings = ContentSizeCategory.allCases.map { HeaderSelfSizing(configuredHeight: 44, category: $0) }
        #expect(sizings.map(\.verticalPadding) == [7, 7, 8, 8, 9, 10, 11, 13, 16, 19, 22, 25])
        #expect(sizings.map(\.minimumHeight) == [44, 44, 44, 44, 49, 54, 60, 72, 85, 104, 122, 137])
    }

    @Test("titles of four lengths in a phone's 300-point column: one line keeps the scaled height, each wrapped line adds one", arguments: [
        (ContentSizeCategory.large, [44, 44, 58, 58] as [CGFloat]),
        (.extraExtraExtraLarge, [60, 60, 78, 78]),
        (.accessibilityMedium, [72, 72, 94, 128]),
        (.accessibilityExtraLarge, [104, 104, 182, 230]),
        (.accessibilityExtraExtraExtraLarge, [137, 178, 306, 370]),
    ])
    func phoneColumn(category: ContentSizeCategory, expected: [CGFloat]) {
        #expect(heights(at: category, width: 300) == expected)
    }

    @Test("the same titles in a narrow 150-point column wrap sooner and grow more", arguments: [
        (ContentSizeCategory.large, [44, 44, 79, 100] as [CGFloat]),
        (.extraExtraExtraLarge, [60, 60, 106, 134]),
        (.accessibilityMedium, [72, 94, 162, 230]),
        (.accessibilityExtraLarge, [104, 134, 326, 422]),
        (.accessibilityExtraExtraExtraLarge, [137, 242, 562, 754]),
    ])
    func narrowColumn(category: ContentSizeCategory, expected: [CGFloat]) {
        #expect(heights(at: category, width: 150) == expected)
    }

    @Test("a subtitle adds its lines under the title; a 60-point header has room for one of each at the default size")
    func subtitles() {
        let subtitle = "Airplane mode and more"
        #expect(heights(at: .large, width: 300, subtitle: subtitle) == [57, 57, 78, 78])
        #expect(heights(at: .large, width: 300, configuredHeight: 60, subtitle: subtitle) == [60, 60, 78, 78])
        #expect(heights(at: .accessibilityExtraLarge, width: 300, subtitle: subtitle) == [172, 172, 268, 316])
    }

    @Test("a header with nothing measured, or words of no height, is the scaled height; bad measurements count as none")
    func nothingToMeasure() {
        let sizing = HeaderSelfSizing(configuredHeight: 44, category: .accessibilityExtraLarge)
        #expect(sizing.height(titleHeight: 0, subtitleHeight: nil) == 104)
        #expect(sizing.height(titleHeight: .nan, subtitleHeight: -20) == 104)
        #expect(sizing.height(titleHeight: .infinity, subtitleHeight: nil) == 104)
    }

    // MARK: - Events

    @Test("heights less than half a point from the header's are no change: no event")
    func withinHalfAPoint() {
        let current = AccordionSectionHeights(headerHeights: [44, 58, 44.3])
        #expect(HeaderSelfSizing.events(from: current, to: [44, 58, 44.3], isAdjustingHeights: false).isEmpty)
        #expect(HeaderSelfSizing.events(from: current, to: [44.49, 57.51, 44], isAdjustingHeights: false).isEmpty)
        #expect(HeaderSelfSizing.events(from: current, to: [44.5, 58, 44.3], isAdjustingHeights: false) == [.headerHeightChanged(index: 0, height: 44.5)])
        #expect(HeaderSelfSizing.events(from: AccordionSectionHeights(count: 0, headerHeight: 44), to: [], isAdjustingHeights: false).isEmpty)
    }

    @Test("one header changing is one headerHeightChanged; several are one set of heights that keeps the contents' own")
    func oneOrSeveral() {
        let current = AccordionSectionHeights(headerHeights: [44, 44, 44, 44], contentHeights: [nil, 300])
        #expect(HeaderSelfSizing.events(from: current, to: [44, 44, 178, 44], isAdjustingHeights: false) == [
            .headerHeightChanged(index: 2, height: 178),
        ])
        #expect(HeaderSelfSizing.events(from: current, to: [137, 44, 178, 306], isAdjustingHeights: false) == [
            .setSectionHeights(AccordionSectionHeights(headerHeights: [137, 44, 178, 306], contentHeights: [nil, 300])),
        ])
        // Back to one height for all (a smaller text size): the same set, uniform again.
        let grown = AccordionSectionHeights(headerHeights: [137, 44, 178, 306])
        #expect(HeaderSelfSizing.events(from: grown, to: [44, 44, 44, 44], isAdjustingHeights: false) == [
            .setSectionHeights(AccordionSectionHeights(count: 4, headerHeight: 44)),
        ])
    }

    @Test("while a content height eases, each changed header has its own event, so the easing keeps its target")
    func whileAdjusting() {
        let current = AccordionSectionHeights(headerHeights: [44, 44, 44], contentHeights: [210])
        #expect(HeaderSelfSizing.events(from: current, to: [60, 44, 90], isAdjustingHeights: true) == [
            .headerHeightChanged(index: 0, height: 60),
            .headerHeightChanged(index: 2, height: 90),
        ])
    }

    @Test("a list of fitted heights of another length stops with a message naming both counts")
    func wrongCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = HeaderSelfSizing.events(from: AccordionSectionHeights(count: 3, headerHeight: 44), to: [44, 44], isAdjustingHeights: false)
        }
        #expect(crashOutput(result).contains("2 fitted header heights for 3 sections"))
    }

    @Test("the engine takes the events: its headers get the fitted heights, and fitting again sends nothing")
    func engineTakesThem() throws {
        var harness = Harness(StackEngine(configuration: accordionConfiguration(headerHeight: 44), size: phoneSize, selectedIndex: 1), source: StaticSource(settingsTitles))
        try harness.loadAndAppear()
        let sizing = HeaderSelfSizing(configuredHeight: 44, category: .accessibilityExtraExtraExtraLarge)
        try harness.send(.configure(accordionConfiguration(headerHeight: sizing.minimumHeight)))
        let fitted: [CGFloat] = settingsTitles.map {
            sizing.height(titleHeight: wrappedHeight(characters: $0.count, pointSize: 53, width: 150), subtitleHeight: nil)
        }
        #expect(fitted == [178, 178, 178, 178, 137])
        let events = harness.engine.headerHeightEvents(fitting: fitted)
        #expect(events.count == 1, "four headers change: one set of heights")
        for event in events { try harness.send(event) }
        #expect((0..<5).map(harness.engine.sectionHeights.headerHeight(at:)) == fitted)
        let open = try #require(harness.engine.accordionLayout.content(at: 1))
        #expect(harness.engine.accordionLayout.headerFrame(at: 4).minY == 4 * 178 + open.frame.height)
        #expect(harness.engine.headerHeightEvents(fitting: fitted).isEmpty)
    }

    @Test("several open sections: a section's content height easing mid-flight gets one event per header, and keeps its target")
    func severalOpenSectionsEasing() throws {
        var harness = MultiHarness(["General", "Display", "Sounds", "Privacy"])
        try harness.loadAndAppear()
        #expect(harness.engine.headerHeightEvents(fitting: [60, 40, 60, 40]) == [
            .setSectionHeights(AccordionSectionHeights(headerHeights: [60, 40, 60, 40])),
        ])
        try harness.send(.setExpanded(true, at: 1, animated: true))
        try harness.send(.tick(0.3))
        try harness.send(.contentHeightChanged(index: 1, height: 200))
        let events = harness.engine.headerHeightEvents(fitting: [60, 40, 60, 40])
        #expect(events == [.headerHeightChanged(index: 0, height: 60), .headerHeightChanged(index: 2, height: 60)])
        for event in events { try harness.send(event) }
        try harness.send(.tick(2))
        #expect(harness.engine.sectionHeights == AccordionSectionHeights(headerHeights: [60, 40, 60, 40], contentHeights: [nil, 200]))
    }
}

@Suite("Default headers: what is measured again")
struct HeaderMeasurementsTests {
    /// A record of measurements keyed by title, in an environment named by a width, and every
    /// title it measured, in order.
    private struct Recorder {
        var measurements = HeaderMeasurements<String, CGFloat>()
        var measured: [String] = []
        let sizing = HeaderSelfSizing(configuredHeight: 44, category: .accessibilityExtraExtraExtraLarge)

        mutating func fit(_ contents: [String?], width: CGFloat) -> [CGFloat] {
            var measured: [String] = []
            let heights = measurements.fittedHeights(of: contents, in: width, sizing: sizing) { title in
                measured.append(title)
                return (wrappedHeight(characters: title.count, pointSize: 53, width: width), nil)
            }
            self.measured += measured
            return heights
        }
    }

    @Test("the first fitting measures each title once, shared by headers showing it; a header not measured is the scaled height")
    func firstFitting() {
        var recorder = Recorder()
        #expect(recorder.measurements.needsFitting(count: 4, in: 300))
        #expect(recorder.fit(["Wi-Fi", nil, "Notifications", "Wi-Fi"], width: 300) == [137, 137, 178, 137])
        #expect(recorder.measured == ["Wi-Fi", "Notifications"])
        #expect(recorder.measurements.measured.count == 2)
    }

    @Test("nothing changed: no fitting; a new count, a new environment or changed contents fit again")
    func whenToFit() {
        var recorder = Recorder()
        _ = recorder.fit(["Wi-Fi", "Notifications"], width: 300)
        #expect(recorder.measurements.needsFitting(count: 2, in: 300) == false)
        #expect(recorder.measurements.needsFitting(count: 3, in: 300))
        #expect(recorder.measurements.needsFitting(count: 2, in: 150))
        recorder.measurements.contentsChanged()
        #expect(recorder.measurements.needsFitting(count: 2, in: 300))
        _ = recorder.fit(["Wi-Fi", "Notifications"], width: 300)
        #expect(recorder.measurements.needsFitting(count: 2, in: 300) == false)
    }

    @Test("new words are measured alone; another environment measures everything again; only words shown are kept")
    func measuringAgain() {
        var recorder = Recorder()
        _ = recorder.fit(["Wi-Fi", "Notifications"], width: 300)
        recorder.measured = []
        #expect(recorder.fit(["Notifications", "Wi-Fi", "Privacy and Security: Location Services and Tracking"], width: 300) == [178, 137, 370])
        #expect(recorder.measured == ["Privacy and Security: Location Services and Tracking"])
        recorder.measured = []
        #expect(recorder.fit(["Notifications", "Wi-Fi", "Privacy and Security: Location Services and Tracking"], width: 150) == [242, 137, 754])
        #expect(recorder.measured == ["Notifications", "Wi-Fi", "Privacy and Security: Location Services and Tracking"])
        _ = recorder.fit(["Wi-Fi"], width: 150)
        #expect(recorder.measurements.measured.count == 1)
    }
}

@Suite("Default headers shorter than their words")
struct HeaderTextFittingTests {
    private let layout = HeaderContentLayout(frame: CGRect(x: 0, y: 0, width: 320, height: 137), padding: 16)

    @Test("words that fit keep their heights", arguments: [
        (CGFloat(64), CGFloat?.none),
        (128, .none),
        (64, 70),
        (137, .none),
    ])
    func fitting(title: CGFloat, subtitle: CGFloat?) {
        let fitted = layout.fittingTextHeights(titleHeight: title, subtitleHeight: subtitle, titleLineHeight: 64, subtitleLineHeight: 35)
        #expect(fitted.title == title)
        #expect(fitted.subtitle == subtitle)
    }

    @Test("a title taller than the header shows the whole lines that fit; the subtitle the whole lines left, or none")
    func cutToWholeLines() {
        let cut = layout.fittingTextHeights(titleHeight: 256, subtitleHeight: 70, titleLineHeight: 64, subtitleLineHeight: 35)
        #expect(cut.title == 128)
        #expect(cut.subtitle == nil, "7 points left under two lines: not one line of subtitle")
        let shorter = layout.fittingTextHeights(titleHeight: 64, subtitleHeight: 105, titleLineHeight: 64, subtitleLineHeight: 35)
        #expect(shorter.title == 64)
        #expect(shorter.subtitle == 70, "71 points left: two of three lines")
        // A room of exactly three lines that don't divide it evenly in binary still holds three.
        let line: CGFloat = 61.0 / 3
        let thirds = HeaderContentLayout(frame: CGRect(x: 0, y: 0, width: 320, height: 61), padding: 16)
        #expect(thirds.fittingTextHeights(titleHeight: 4 * line, subtitleHeight: nil, titleLineHeight: line, subtitleLineHeight: 0).title == 3 * line)
    }

    @Test("a header lower than one line keeps the title's first line, as a one-line title always did")
    func firstLineStays() {
        let low = HeaderContentLayout(frame: CGRect(x: 0, y: 0, width: 320, height: 30), padding: 16)
        let fitted = low.fittingTextHeights(titleHeight: 128, subtitleHeight: 18, titleLineHeight: 64, subtitleLineHeight: 18)
        #expect(fitted.title == 64)
        #expect(fitted.subtitle == nil)
        // Without a line height the title stays whole.
        #expect(low.fittingTextHeights(titleHeight: 128, subtitleHeight: nil, titleLineHeight: 0, subtitleLineHeight: 0).title == 128)
    }
}

/// Header views of your own (SwiftUI `header:` views), measured as they show.
@Suite("Headers of your own as tall as their content")
struct HostedHeaderSizingTests {
    let sizing = HeaderSelfSizing(configuredHeight: 44, category: .large)

    @Test("a header needing more than the scaled height gets it; less keeps the scaled height; half a point is no change")
    func fitting() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        // Built from 40-point headers: the scaled 44 is the least.
        #expect(harness.engine.headerHeightEvent(at: 2, fitting: 30, sizing: sizing) == .headerHeightChanged(index: 2, height: 44))
        #expect(harness.engine.headerHeightEvent(at: 2, fitting: 61, sizing: sizing) == .headerHeightChanged(index: 2, height: 61))
        try harness.send(.headerHeightChanged(index: 2, height: 61))
        #expect(harness.engine.headerHeightEvent(at: 2, fitting: 61.4, sizing: sizing) == nil)
        #expect(harness.engine.headerHeightEvent(at: 2, fitting: 20, sizing: sizing) == .headerHeightChanged(index: 2, height: 44))
        #expect(harness.engine.headerHeightEvent(at: 5, fitting: 61, sizing: sizing) == nil, "out of range")
        #expect(harness.engine.headerHeightEvent(at: -1, fitting: 61, sizing: sizing) == nil, "out of range")
    }

    @Test("a height that isn't a usable number of points asks for the least height", arguments: [CGFloat.nan, .infinity, -.infinity, -5, 2_000_000])
    func unusable(height: CGFloat) throws {
        var harness = try MultiHarness.policy(expansion: .multiple)
        try harness.send(.headerHeightChanged(index: 1, height: 80))
        #expect(harness.engine.headerHeightEvent(at: 1, fitting: height, sizing: sizing) == .headerHeightChanged(index: 1, height: 44))
    }

    @Test("the measured height belongs to the element: it moves with it when data moves, and a pager has no headers")
    func followsElement() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.send(.headerHeightChanged(index: 2, height: 61))
        harness.source.names.insert("z", at: 0)
        try harness.send(.dataChanged(StackDataChange(IdentityDifference(from: ["a", "b", "c", "d", "e"], to: harness.source.names))))
        #expect(harness.engine.sectionHeights.headerHeight(at: 3) == 61)
        #expect(harness.engine.headerHeightEvent(at: 3, fitting: 61, sizing: sizing) == nil)
        try harness.send(.setMode(.paging))
        #expect(harness.engine.headerHeightEvent(at: 3, fitting: 90, sizing: sizing) == nil)
    }
}

extension HostedHeaderSizingTests {
    @Test("fitted again (new data, width, text size): measured headers take their height, the others keep theirs, none below the least")
    func fittedAgainKeepsGrownHeaders() throws {
        var harness = try MultiHarness.policy(expansion: .single)
        try harness.send(.setSectionHeights(AccordionSectionHeights(headerHeights: [44, 90, 44, 70, 44], contentHeights: [nil, nil, nil, nil, nil])))
        // Headers 1 and 2 in view and measured; 3 out of view keeps its 70; 0 and 4 keep 44.
        #expect(harness.engine.measuredHeaderHeights([1: 80, 2: .infinity], sizing: sizing) == [44, 80, 44, 70, 44])
        #expect(harness.engine.headerHeightEvents(fitting: harness.engine.measuredHeaderHeights([1: 90], sizing: sizing)) == [], "nothing shrinks to grow again")
        // A larger text size raises the least height under every header.
        let larger = HeaderSelfSizing(configuredHeight: 44, category: .accessibilityMedium)
        #expect(harness.engine.measuredHeaderHeights([1: 80], sizing: larger) == [72, 80, 72, 72, 72])
    }
}
