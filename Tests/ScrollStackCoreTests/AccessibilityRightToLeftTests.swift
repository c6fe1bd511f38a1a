import Foundation
import Testing
@testable import ScrollStackCore

/// Right-to-left layouts mirror the existing paging geometry, swipe signs and drawer edges.
@Suite("Accessibility: right to left")
struct AccessibilityRightToLeftTests {
    /// `frame` reflected across the vertical line through `axis`.
    func mirrored(_ frame: CGRect, about axis: CGFloat) -> CGRect {
        CGRect(x: 2 * axis - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    static let positions: [PagingPosition] = [
        .resting(at: 0),
        .resting(at: 3),
        PagingPosition(current: 3, target: 4, progress: 0.25),
        PagingPosition(current: 3, target: 2, progress: 0.5),
        PagingPosition(current: 1, target: 5, progress: 0.75),
        PagingPosition(current: 6, target: 2, progress: 0.25),
        PagingPosition(current: 7, target: nil, direction: .forward, progress: 0.2),
        PagingPosition(current: 0, target: nil, direction: .backward, progress: 0.125),
    ]

    @Test("every page frame at every position mirrors within the page rect", arguments: positions)
    func pagingMirrors(position: PagingPosition) {
        for insets in [LayoutInsets.zero, LayoutInsets(top: 10, left: 20, bottom: 0, right: 10)] {
            let size = CGSize(width: 430, height: 800)
            let ltr = PagingLayout(size: size, insets: insets, pageCount: 8)
            let rtl = PagingLayout(size: size, insets: insets, pageCount: 8, layoutDirection: .rightToLeft)
            let axis = ltr.pageRect.midX
            #expect((0..<8).map { rtl.pageFrame(at: $0, position: position) } == (0..<8).map { mirrored(ltr.pageFrame(at: $0, position: position), about: axis) })
            var ltrVisible: [Int] = []
            var rtlVisible: [Int] = []
            ltr.forEachVisiblePage(at: position) { index, _ in ltrVisible.append(index) }
            rtl.forEachVisiblePage(at: position) { index, _ in rtlVisible.append(index) }
            #expect(rtlVisible == ltrVisible)
        }
    }

    @Test("right to left, a quarter of the way from page 3 to 4: the next page comes in from the left")
    func pagingFrames() {
        let layout = PagingLayout(size: CGSize(width: 400, height: 800), pageCount: 8, layoutDirection: .rightToLeft)
        let position = PagingPosition(current: 3, target: 4, progress: 0.25)
        #expect((2...5).map { layout.pageFrame(at: $0, position: position) } == [
            CGRect(x: 500, y: 0, width: 400, height: 800),
            CGRect(x: 100, y: 0, width: 400, height: 800),
            CGRect(x: -300, y: 0, width: 400, height: 800),
            CGRect(x: -700, y: 0, width: 400, height: 800),
        ])
    }

    static let translations: [CGFloat] = [-500, -200, -1, 0, 1, 200, 500]

    @Test("a swipe's distance, direction and progress mirror with the translation's sign")
    func trackerMirrors() {
        let ltr = InteractionTracker(pageWidth: 400)
        let rtl = InteractionTracker(pageWidth: 400, layoutDirection: .rightToLeft)
        let t = Self.translations
        #expect(t.map(ltr.forwardDistance(ofTranslation:)) == [500, 200, 1, 0, -1, -200, -500])
        #expect(t.map(rtl.forwardDistance(ofTranslation:)) == [-500, -200, -1, 0, 1, 200, 500])
        #expect(t.map(ltr.direction(ofTranslation:)) == [.forward, .forward, .forward, nil, .backward, .backward, .backward])
        #expect(t.map(rtl.direction(ofTranslation:)) == t.map { ltr.direction(ofTranslation: -$0) })
        for hasTarget in [true, false] {
            #expect(t.map { rtl.progress(forTranslation: $0, hasTarget: hasTarget) } == t.map { ltr.progress(forTranslation: -$0, hasTarget: hasTarget) })
        }
    }

    @Test("a release's velocity mirrors too: a fling to the right finishes a forward swipe right to left")
    func releaseMirrors() {
        let ltr = InteractionTracker(pageWidth: 400)
        let rtl = InteractionTracker(pageWidth: 400, layoutDirection: .rightToLeft)
        let velocities: [CGFloat] = [-2000, -1000, 0, 1000, 2000]
        for direction in [TransitionDirection.forward, .backward] {
            for progress in [0.1, 0.3, 0.6] {
                let rtlAnswers = velocities.map { rtl.shouldFinish(progress: progress, velocity: $0, direction: direction, hasTarget: true) }
                #expect(rtlAnswers == velocities.map { ltr.shouldFinish(progress: progress, velocity: -$0, direction: direction, hasTarget: true) })
            }
        }
        #expect(velocities.map { rtl.shouldFinish(progress: 0.3, velocity: $0, direction: .forward, hasTarget: true) } == [false, false, false, true, true])
    }

    /// The engine's steps with every frame mirrored across the container.
    func mirroredSteps(_ steps: [ContainerStep<String>], width: CGFloat) -> [ContainerStep<String>] {
        steps.map { step in
            if case .setFrame(let child, let frame, let clip) = step {
                return .setFrame(child, mirrored(frame, about: width / 2), clip: mirrored(clip, about: width / 2))
            }
            return step
        }
    }

    @Test("the engine under a finger: the same steps right to left for the opposite pan, with mirrored frames")
    func engineSwipeMirrors() throws {
        var logs: [StackLayoutDirection: [ContainerStep<String>]] = [:]
        var frames: [StackLayoutDirection: [CGRect]] = [:]
        for direction in [StackLayoutDirection.leftToRight, .rightToLeft] {
            var harness = try PagingEngineTests().pager(at: 1, preload: 1, direction: direction)
            let sign: CGFloat = direction == .leftToRight ? -1 : 1
            var log: [ContainerStep<FakeChild>] = []
            log += try harness.send(.panBegan)
            log += try harness.send(.panChanged(translation: sign * 120))
            frames[direction] = harness.engine.layoutSnapshot(in: CGRect(origin: .zero, size: phoneSize)).children.map(\.frame)
            log += try harness.send(.panEnded(translation: sign * 150, velocity: sign * 900))
            log += try harness.send(.animationDidEnd)
            logs[direction] = log.map { $0.map(\.name) }
            #expect(harness.engine.selectedIndex == 2, "\(direction): a fling towards the next page finishes on it")
        }
        let ltr = try #require(logs[.leftToRight])
        #expect(try #require(logs[.rightToLeft]) == mirroredSteps(ltr, width: phoneSize.width))
        #expect(try #require(frames[.rightToLeft]) == (try #require(frames[.leftToRight])).map { mirrored($0, about: phoneSize.width / 2) })
        #expect(ltr.contains(.transitionDidEnd(from: 1, to: 2, completed: true)))
    }

    @Test("drawer poses mirror across the container for either edge", arguments: [DrawerEdge.leading, .trailing])
    func drawerMirrors(edge: DrawerEdge) {
        let screen = CGSize(width: 390, height: 844)
        let ltr = DrawerPresentationLayout(containerSize: screen, width: 300, edge: edge)
        let rtl = DrawerPresentationLayout(containerSize: screen, width: 300, edge: edge, layoutDirection: .rightToLeft)
        #expect([ltr.opensFromLeft, rtl.opensFromLeft] == [edge == .leading, edge == .trailing])
        let progress = [0, 0.25, 0.5, 1]
        #expect(progress.map(rtl.pose(at:)) == progress.map { p -> PresentationPose in
            var pose = ltr.pose(at: p)
            pose.presentedFrame = mirrored(pose.presentedFrame, about: screen.width / 2)
            pose.presentingOffset = -pose.presentingOffset
            return pose
        })
        let translations: [CGFloat] = [-60, 0, 60]
        #expect(translations.map(rtl.openingDistance(ofTranslation:)) == translations.map { ltr.openingDistance(ofTranslation: -$0) })
    }

    @Test("a leading drawer right to left opens from the right edge, pushing the presenting view left")
    func leadingDrawerRightToLeft() {
        let layout = DrawerPresentationLayout(containerSize: CGSize(width: 390, height: 844), width: 300, layoutDirection: .rightToLeft)
        #expect([0, 0.5, 1].map(layout.pose(at:)) == [
            PresentationPose(presentedFrame: CGRect(x: 390, y: 0, width: 300, height: 844), presentingOffset: 0, dimmingAlpha: 0),
            PresentationPose(presentedFrame: CGRect(x: 240, y: 0, width: 300, height: 844), presentingOffset: -150, dimmingAlpha: 0.15),
            PresentationPose(presentedFrame: CGRect(x: 90, y: 0, width: 300, height: 844), presentingOffset: -300, dimmingAlpha: 0.3),
        ])
        #expect([-40, 40].map(layout.openingDistance(ofTranslation:)) == [40, -40])
    }
}
