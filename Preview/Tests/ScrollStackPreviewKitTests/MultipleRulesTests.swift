import Foundation
import ScrollStackCore
import Testing
@testable import ScrollStackPreviewKit

/// Multiple mode in the preview follows the core's rules: an opening section scrolls into view,
/// a resize keeps the reader's place, and Reduce Motion fades contents instead of unrolling them.
@Suite("Multiple expansion follows the core's rules in the preview")
struct MultipleRulesTests {
    static func run(_ json: String, count: Int, motion: MotionPreference = .full) throws -> RunRecord {
        var settings = PreviewSettings(mode: .accordion)
        settings.expansion = .multiple
        settings.count = count
        settings.motion = motion
        let scenario = try ScenarioFile.parse(json, name: "s.json").scenario(for: .accordion)
        return try PreviewRunner(settings: settings, scenario: scenario).run()
    }

    @Test("a tapped section below the screen scrolls into view frame by frame with its own unrolling")
    func reveal() throws {
        // Headers 56, contents 300, 300, 300, 600, 100 on an 844-point screen.
        let json = #"""
        {"heights": [300, 300, 300, 600, 100], "events": [
          {"set-expanded": 0, "open": true, "animated": false},
          {"set-expanded": 1, "open": true, "animated": false},
          {"set-expanded": 2, "open": true, "animated": false},
          {"tap": 3}
        ]}
        """#
        let run = try Self.run(json, count: 5)
        // 0 and 1 open in view; 2's content ends at 1068, so it scrolls at once to 1068 − 844.
        #expect(run.frames.map(\.scrollOffset) == [0, 0, 0, 224] + run.frames.dropFirst(4).map(\.scrollOffset))
        // Section 3 (header 1068…1124, 600 points of content) fits: its bottom, 1724, comes to
        // the screen's bottom, 880, in step with its unrolling: 224 + 656 × openness.
        let moving = run.frames[run.events[3].firstFrame...]
        #expect(moving.count == 18)
        for frame in moving {
            let shown = frame.contents.first { $0.index == 3 }.map { Double($0.clip.rect.height) } ?? 0
            let offset = try #require(frame.scrollOffset)
            #expect(abs(offset - (224 + 656 * shown / 600)) < 1e-6, "frame \(frame.index): \(offset) with \(shown) shown")
        }
        let offsets = moving.compactMap(\.scrollOffset)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 } && offsets.last == 880, "\(offsets)")
        // At rest, section 3's header sits 1068 − 880 = 188 down the screen and its content ends at the bottom.
        let last = try #require(run.frames.last)
        #expect(last.headers.first { $0.index == 3 }?.frame.rect == CGRect(x: 0, y: 188, width: 390, height: 56))
        #expect(last.contents.first { $0.index == 3 }?.clip.rect == CGRect(x: 0, y: 244, width: 390, height: 600))
        // Closing is no reveal: the viewport stays where the user scrolled it. Opening again
        // scrolls from there to show section 2's content, which ends at 1068, by 224.
        let scrolled = try Self.run(#"{"heights": [300, 300, 300, 600, 100], "events": [{"expand-all": true, "animated": false}, {"scroll": 0}, {"tap": 2}, {"tap": 2}]}"#, count: 5)
        let closing = scrolled.frames[scrolled.events[2].firstFrame...scrolled.events[2].lastFrame]
        #expect(closing.count == 18 && closing.allSatisfy { $0.scrollOffset == 0 })
        let reopening = scrolled.frames[scrolled.events[3].firstFrame...].compactMap(\.scrollOffset)
        #expect(reopening.first == 0 && reopening.last == 224 && zip(reopening.dropFirst(), reopening.dropFirst(2)).allSatisfy { $0 < $1 }, "\(reopening)")
    }

    @Test("a resize keeps the section at the top of the viewport where the reader had it")
    func resizeKeepsTheReader() throws {
        // Fill, three sections: every open content is the screen less the three headers, 676
        // points at 844 tall and 1032 at 1200.
        let json = #"{"events": [{"expand-all": true, "animated": false}, {"scroll": 1000}, {"resize": "390x1200"}]}"#
        let run = try Self.run(json, count: 3)
        let before = run.frames[run.events[1].firstFrame]
        // Display's header at 732…788: the viewport's top is 212 points into its content.
        #expect(before.scrollOffset == 1000 && before.contentSize == SizeRecord(CGSize(width: 390, height: 2196)))
        #expect(before.headers.map(\.index) == [1, 2] && before.headers.first?.frame.rect.minY == -268)
        let after = try #require(run.frames.last)
        // 1200 tall: Display's header at 1088, its content from 1144; 212 points into it, 1356,
        // is the new top, where a plain resize would have left 1000 (inside General's content).
        #expect(after.scrollOffset == 1356 && after.contentSize == SizeRecord(CGSize(width: 390, height: 3264)))
        #expect(after.headers.map(\.index) == [1, 2] && after.headers.map(\.frame.rect.minY) == [-268, 820])
        #expect(after.contents.map(\.clip.rect) == [CGRect(x: 0, y: -212, width: 390, height: 1032), CGRect(x: 0, y: 876, width: 390, height: 1032)])
    }

    @Test("under reduced motion a section fades in and out at full height instead of unrolling")
    func reducedMotionFades() throws {
        let run = try Self.run(#"{"heights": [200, 100], "events": [{"tap": 0}, {"tap": 0}]}"#, count: 2, motion: .reduced)
        let opening = run.frames[run.events[0].firstFrame...run.events[0].lastFrame]
        let closing = run.frames[run.events[1].firstFrame...run.events[1].lastFrame]
        // Section 0 is drawn whole below its header in every frame. Its layout stands where its
        // motion ends: opening, the next header sits below it at once; closing, back at 56 at once
        // while the content fades out under it.
        for frame in opening + closing.dropLast() {
            let general = try #require(frame.contents.first { $0.index == 0 }, "frame \(frame.index)")
            #expect(general.clip.rect == CGRect(x: 0, y: 56, width: 390, height: 200) && general.frame == general.clip)
        }
        #expect(opening.allSatisfy { $0.headers.map(\.frame.rect.minY) == [0, 256] })
        #expect(closing.allSatisfy { $0.headers.map(\.frame.rect.minY) == [0, 56] })
        let fadingIn = opening.map { $0.contents.first?.opacity }
        let fadingOut = closing.map { $0.contents.first?.opacity }
        // Opening: from transparent, rising every frame, opaque (no opacity recorded) at the end.
        #expect(fadingIn.first == 0 && fadingIn.last == .some(nil), "\(fadingIn)")
        let rising = fadingIn.dropLast().compactMap { $0 ?? nil }
        #expect(rising.count == fadingIn.count - 1 && zip(rising, rising.dropFirst()).allSatisfy { $0 < $1 }, "\(fadingIn)")
        // Closing: opaque when the tap arrives, falling every frame; gone once closed.
        let falling = fadingOut.dropLast().compactMap { $0 ?? nil }
        #expect(fadingOut.first == .some(nil) && falling.count == fadingOut.count - 2 && zip(falling, falling.dropFirst()).allSatisfy { $0 > $1 }, "\(fadingOut)")
        #expect(run.frames.last?.contents.isEmpty == true && run.frames.last?.headers.map(\.frame.rect.minY) == [0, 56])
        // Full motion records no opacity at all.
        let full = try Self.run(#"{"heights": [200, 100], "events": [{"tap": 0}, {"tap": 0}]}"#, count: 2)
        #expect(full.frames.allSatisfy { $0.contents.allSatisfy { $0.opacity == nil } })
        // The drawing groups the fading content at its opacity.
        let middle = run.frames[run.events[0].firstFrame + 5]
        let opacity = try #require(middle.contents.first?.opacity)
        #expect(FrameDrawing.elements(of: middle, mode: .accordion, extent: .screen, viewBox: .zero).contains { $0.hasPrefix("<g opacity=\"\(NumberText.decimals(opacity, places: 3))") })
    }
}
