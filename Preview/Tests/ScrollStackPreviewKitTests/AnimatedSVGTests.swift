import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScrollStackPreviewKit

@Suite("Animated SVG")
struct AnimatedSVGTests {
    let document: PreviewDocument

    init() throws {
        document = try PreviewJob.makeDocument(for: PreviewRequest())
    }

    @Test("the frames shown are, at each tick, the last frame at or before it, and the run's last frame")
    func shownFrames() throws {
        for run in document.runs {
            let shown = AnimatedSVGRenderer.shownFrames(of: run).map(\.index)
            let last = try #require(run.frames.last)
            let ticks = stride(from: 0.0, through: last.time + 1e-9, by: 1 / AnimatedSVGRenderer.framesPerSecond)
            var expected: [Int] = []
            for tick in ticks {
                let frame = try #require(run.frames.last { $0.time <= tick + 1e-9 })
                if expected.last != frame.index { expected.append(frame.index) }
            }
            if expected.last != last.index { expected.append(last.index) }
            #expect(shown == expected, "\(run.mode)")
        }
    }

    @Test("valid XML; every shown frame is visible for its own stretch of the loop, the stretches tiling it")
    func framesTileTheLoop() throws {
        let svg = AnimatedSVGRenderer.render(document)
        let xml = XMLCollector.parse(Data(svg.utf8))
        #expect(xml.parseError == nil, "\(String(describing: xml.parseError))")
        #expect(xml.elements(named: "g", class: "animation").map { $0.attributes["data-mode"] } == ["accordion", "paging"])
        let frames = xml.elements(named: "g", class: "animated-frame")
        let shown = document.runs.flatMap { AnimatedSVGRenderer.shownFrames(of: $0).map(\.index) }
        #expect(frames.compactMap { $0.attributes["data-frame"].flatMap(Int.init) } == shown)
        #expect(frames.allSatisfy { $0.attributes["visibility"] == "hidden" })
        let animations = xml.elements.filter { $0.name == "animate" }
        #expect(animations.count == frames.count)
        // Per run: visible stretches [start, end) in order, from 0 to 1 without gaps.
        var position = 0
        for run in document.runs {
            let count = AnimatedSVGRenderer.shownFrames(of: run).count
            var covered = 0.0
            for animation in animations[position..<position + count] {
                let values = try #require(animation.attributes["values"]).split(separator: ";").map(String.init)
                let times = try #require(animation.attributes["keyTimes"]).split(separator: ";").compactMap { Double($0) }
                #expect(animation.attributes["calcMode"] == "discrete" && animation.attributes["repeatCount"] == "indefinite")
                let start = values.first == "visible" ? 0 : times[1]
                let end = values.last == "hidden" ? times[times.count - 1] : 1
                #expect(abs(start - covered) < 1e-4, "\(run.mode): a gap or overlap before \(start)")
                covered = end
            }
            #expect(covered == 1, "\(run.mode): the last frame holds to the end of the loop")
            position += count
        }
    }

    @Test("the visibility of a frame in the middle, at the start and at the end of the loop")
    func visibility() {
        #expect(AnimatedSVGRenderer.visibility(from: 0.25, to: 0.5, duration: 4).contains(#"values="hidden;visible;hidden" keyTimes="0;0.25000;0.50000""#))
        #expect(AnimatedSVGRenderer.visibility(from: 0, to: 0.5, duration: 4).contains(#"values="visible;hidden" keyTimes="0;0.50000""#))
        #expect(AnimatedSVGRenderer.visibility(from: 0.5, to: 1, duration: 4).contains(#"values="hidden;visible" keyTimes="0;0.50000""#))
        #expect(AnimatedSVGRenderer.visibility(from: 0.5, to: 1, duration: 4).contains(#"dur="4.000s""#))
    }
}
