import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Clip masks: where a child's mask goes, and when a mask is worn")
struct ClipMasksTests {
    @Test("a child's mask is its clip in the view's bounds, which a scroll view's offset moves")
    func childMaskFrame() {
        let frame = CGRect(x: 0, y: 200, width: 320, height: 400)
        let clips = [
            CGRect(x: 0, y: 200, width: 320, height: 400),
            CGRect(x: 0, y: 200, width: 320, height: 150),
            CGRect(x: 0, y: 450, width: 320, height: 150),
            CGRect(x: 20, y: 260, width: 300, height: 0),
        ]
        #expect(clips.map { ClipMasks.childMaskFrame(clip: $0, frame: frame, boundsOrigin: .zero) } == [
            CGRect(x: 0, y: 0, width: 320, height: 400),
            CGRect(x: 0, y: 0, width: 320, height: 150),
            CGRect(x: 0, y: 250, width: 320, height: 150),
            CGRect(x: 20, y: 60, width: 300, height: 0),
        ])
        #expect(clips.map { ClipMasks.childMaskFrame(clip: $0, frame: frame, boundsOrigin: CGPoint(x: 0, y: 75)) } == [
            CGRect(x: 0, y: 75, width: 320, height: 400),
            CGRect(x: 0, y: 75, width: 320, height: 150),
            CGRect(x: 0, y: 325, width: 320, height: 150),
            CGRect(x: 20, y: 135, width: 300, height: 0),
        ], "a table view child scrolled 75 points down")
    }

    @Test("a child wears its mask while an animation moves it, and at rest only when cut short")
    func childWearsMask() {
        let frame = CGRect(x: 0, y: 200, width: 320, height: 400)
        let whole = frame
        let cut = CGRect(x: 0, y: 200, width: 320, height: 150)
        #expect([(whole, false), (whole, true), (cut, false), (cut, true)].map {
            ClipMasks.childWearsMask(clip: $0.0, frame: frame, masked: $0.1)
        } == [false, true, true, true])
    }

    @Test("the content wears its mask only when a clip leaves part of its bounds out")
    func contentWearsMask() {
        let bounds = CGRect(x: 0, y: 300, width: 390, height: 844)
        let clips: [CGRect?] = [
            nil,
            CGRect(x: 0, y: 300, width: 390, height: 844),
            CGRect(x: -10, y: 0, width: 410, height: 2_000),
            CGRect(x: 44, y: 300, width: 302, height: 844),
            CGRect(x: 0, y: 0, width: 390, height: 844),
        ]
        #expect(clips.map { ClipMasks.contentWearsMask(contentClip: $0, bounds: bounds) } == [false, false, false, true, true])
    }
}
