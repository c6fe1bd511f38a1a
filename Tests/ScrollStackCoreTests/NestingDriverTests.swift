import Foundation
import Testing
@testable import ScrollStackCore

/// Every pair of modes: the outer container's, then the inner one's.
private let everyNesting: [(ExpansionMode, ExpansionMode)] = [(.single, .single), (.single, .multiple), (.multiple, .single), (.multiple, .multiple)]

/// One moment of a nest: what the inner container published and what the outer host was asked to
/// do, whole, and how tall the outer section shows afterwards.
private struct Moment: Equatable, CustomStringConvertible {
    var published: [DriverNest.Publication]
    var outerLog: [String]
    var visible: CGFloat

    init(published: [DriverNest.Publication] = [], _ outerLog: [String], visible: CGFloat) {
        self.published = published
        self.outerLog = outerLog
        self.visible = visible
    }

    /// What `nest` did since the last moment.
    init(taking nest: DriverNest) {
        published = nest.takePublications()
        outerLog = nest.takeOuterLog()
        visible = (nest.outerVisibleHeight * 1024).rounded() / 1024
        _ = nest.takeInnerLog()
    }

    var description: String { "published \(published), visible \(visible): \(outerLog)" }
}

/// The moments of display frames at `times`, one each.
private func frames(of nest: DriverNest, at times: [Double]) -> [Moment] {
    times.map { time in
        nest.frame(at: time)
        return Moment(taking: nest)
    }
}

private func moving(_ height: CGFloat) -> DriverNest.Publication { .init(height: height, innerIsMoving: true) }
private func resting(_ height: CGFloat) -> DriverNest.Publication { .init(height: height, innerIsMoving: false) }

@Suite("Nesting at the driver level: an inner container's drivers feed the outer one, frame by frame")
struct NestingDriverTests {
    @Test("the inner container opens while the outer section opens: whatever the inner mode, the outer follows each published height", arguments: everyNesting)
    func innerOpensWhileOuterOpens(outer: ExpansionMode, inner: ExpansionMode) {
        let nest = DriverNest(outer: outer, inner: inner, outerOpen: false)
        nest.tapOuter(1, at: 10)
        nest.frame(at: 10.25)
        nest.tapInner(0, at: 10.25)
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.5, 10.75, 11, 11.25, 11.5])
        let opening = ["addChild Notifications", "insertView Notifications", "setFrame Notifications 100+120 clip 100+0", "didMoveToParent Notifications", "beginAppearance Notifications appearing animated"]
        let atRest = [
            Moment(published: [resting(220)], ["setFrame Notifications 100+220 clip 100+220", "layout", "layout"], visible: 220),
            Moment(["layout"], visible: 220),
        ]
        switch outer {
        case .single:
            // The outer engine runs on before it takes the height each inner frame publishes, and
            // carries on from where the section stands towards it.
            #expect(moments == [
                Moment(["vetoAsked 1", "willTransition nil→1"] + opening + [
                    "animatorRequested animator#1 transitionDelegate nil→1", "animatorRequested animator#2 builtIn nil→1",
                    "startAnimator animator#2 scrubbed", "progress animator#2 0", "runClock true", "progress animator#2 0.25",
                ], visible: 30),
                Moment(published: [moving(145)], ["setFrame Notifications 100+120 clip 100+60", "progress animator#2 0.5"], visible: 60),
                Moment(published: [moving(170)], ["setFrame Notifications 100+132.5 clip 100+102.5", "progress animator#2 0.75"], visible: 102.5),
                Moment(published: [moving(195)], [
                    "finishAnimator animator#2 at end", "contextReported animator#2",
                    "setFrame Notifications 100+170 clip 100+170", "endAppearance Notifications",
                    "animationEnded animator#2", "restoreChildOrder", "didTransition nil→1",
                    "setFrame Notifications 100+195 clip 100+195", "runClock false", "selection nil→1", "layout", "layout",
                ], visible: 195),
            ] + atRest)
        case .multiple:
            // The outer section holds each published height at once, at the openness it has reached.
            #expect(moments == [
                Moment(["vetoAsked 1", "willChange opening [1] closing [] animated"] + opening + [
                    "runClock true", "expanded []→[1]", "layout", "layout", "placed Notifications 100+120 clip 100+30",
                ], visible: 30),
                // A display frame sends no steps: the host lays the section out. Each published
                // height reaches the planner with the frame the section has then.
                Moment(published: [moving(145)], ["setFrame Notifications 100+145 clip 100+72.5", "layout", "layout"], visible: 72.5),
                Moment(published: [moving(170)], ["setFrame Notifications 100+170 clip 100+127.5", "layout", "layout"], visible: 127.5),
                Moment(published: [moving(195)], [
                    "setFrame Notifications 100+170 clip 100+170", "endAppearance Notifications", "didChange opened [1] closed [] animated",
                    "setFrame Notifications 100+195 clip 100+195", "runClock false", "layout", "layout",
                ], visible: 195),
            ] + atRest)
        }
        #expect(nest.isAtRest && nest.outerContentHeight == 370)
    }

    @Test("the inner container closes while the outer section closes it: the outer section ends closed, its child gone, on time", arguments: everyNesting)
    func innerClosesWhileOuterCloses(outer: ExpansionMode, inner: ExpansionMode) {
        let nest = DriverNest(outer: outer, inner: inner)
        nest.tapInner(0, at: 1)
        nest.frame(at: 2)
        nest.frame(at: 3)
        #expect(Moment(taking: nest) == Moment(published: [resting(220)], ["setFrame Notifications 100+220 clip 100+220", "layout", "layout", "layout"], visible: 220))
        nest.tapOuter(1, at: 10)
        nest.tapInner(0, at: 10)
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.25, 10.5, 10.75, 11, 11.25])
        let leaving = ["endAppearance Notifications", "willMoveToNilParent Notifications", "removeView Notifications", "removeFromParent Notifications"]
        switch outer {
        case .single:
            // A closing section keeps closing from the height it had, whatever grows or shrinks inside it.
            #expect(moments == [
                Moment([
                    "willTransition 1→nil", "beginAppearance Notifications disappearing animated",
                    "animatorRequested animator#1 transitionDelegate 1→nil", "animatorRequested animator#2 builtIn 1→nil",
                    "startAnimator animator#2 scrubbed", "progress animator#2 0", "runClock true",
                ], visible: 220),
                Moment(published: [moving(195)], ["setFrame Notifications 100+220 clip 100+165", "progress animator#2 0.25"], visible: 165),
                Moment(published: [moving(170)], ["setFrame Notifications 100+220 clip 100+110", "progress animator#2 0.5"], visible: 110),
                Moment(published: [moving(145)], ["setFrame Notifications 100+220 clip 100+55", "progress animator#2 0.75"], visible: 55),
                Moment(published: [resting(120)], ["finishAnimator animator#2 at end", "contextReported animator#2"] + leaving + [
                    "animationEnded animator#2", "restoreChildOrder", "didTransition 1→nil", "runClock false", "selection 1→nil", "layout", "layout",
                ], visible: 0),
                Moment(["layout"], visible: 0),
            ])
        case .multiple:
            // A closing section holds each published height at once, at the openness it has left.
            #expect(moments == [
                Moment(["willChange opening [] closing [1] animated", "beginAppearance Notifications disappearing animated", "runClock true", "expanded [1]→[]", "layout"], visible: 220),
                Moment(published: [moving(195)], ["setFrame Notifications 100+195 clip 100+146.25", "layout", "layout"], visible: 146.25),
                Moment(published: [moving(170)], ["setFrame Notifications 100+170 clip 100+85", "layout", "layout"], visible: 85),
                Moment(published: [moving(145)], ["setFrame Notifications 100+145 clip 100+36.25", "layout", "layout"], visible: 36.25),
                Moment(published: [resting(120)], leaving + ["didChange opened [] closed [1] animated", "runClock false", "layout", "layout"], visible: 0),
                Moment(["layout"], visible: 0),
            ])
        }
        // The height published at rest finds no section to size: the outer one has let its child go.
        #expect(nest.isAtRest && nest.outerContentHeight == 150)
    }

    @Test("the outer data removes the section holding a moving inner container: it leaves at once, and later heights reach nothing", arguments: everyNesting)
    func outerRemovesTheSection(outer: ExpansionMode, inner: ExpansionMode) {
        let nest = DriverNest(outer: outer, inner: inner)
        nest.tapInner(0, at: 10)
        nest.frame(at: 10.5)
        #expect(Moment(taking: nest) == Moment(published: [moving(170)], ["setFrame Notifications 100+170 clip 100+170", "layout", "layout"], visible: 170))
        nest.changeOuter(to: ["Account", "About"], at: 10.5)
        let selection = outer == .single ? "selection 1→nil" : "expanded [1]→[]"
        #expect(Moment(taking: nest) == Moment([
            "beginAppearance Notifications disappearing", "endAppearance Notifications",
            "willMoveToNilParent Notifications", "removeView Notifications", "removeFromParent Notifications", selection, "layout",
        ], visible: 0))
        let moments = frames(of: nest, at: [10.75, 11, 11.25])
        #expect(moments == [
            Moment(published: [moving(195)], ["layout"], visible: 0),
            Moment(published: [resting(220)], ["layout"], visible: 0),
            Moment(["layout"], visible: 0),
        ])
        #expect(nest.isAtRest && nest.outerContentHeight == 100)
    }

    @Test("the outer data moves the section holding a moving inner container: its heights follow it to its new index", arguments: everyNesting)
    func outerMovesTheSection(outer: ExpansionMode, inner: ExpansionMode) {
        let nest = DriverNest(outer: outer, inner: inner)
        nest.tapInner(0, at: 10)
        nest.frame(at: 10.5)
        _ = Moment(taking: nest)
        nest.changeOuter(to: ["Notifications", "Account", "About"], at: 10.5)
        let selection = outer == .single ? "selection 1→0" : "expanded [1]→[0]"
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.75, 11, 11.25])
        #expect(moments == [
            Moment(["setFrame Notifications 50+170 clip 50+170", selection, "layout"], visible: 170),
            Moment(published: [moving(195)], ["setFrame Notifications 50+195 clip 50+195", "layout", "layout"], visible: 195),
            Moment(published: [resting(220)], ["setFrame Notifications 50+220 clip 50+220", "layout", "layout"], visible: 220),
            Moment(["layout"], visible: 220),
        ])
        #expect(nest.isAtRest && nest.outerContentHeight == 370)
    }

    @Test("the inner data changes while a section inside opens: the new height reaches the outer section at once, then the frames go on", arguments: everyNesting)
    func innerDataChangesMidFlight(outer: ExpansionMode, inner: ExpansionMode) {
        let nest = DriverNest(outer: outer, inner: inner)
        nest.tapInner(1, at: 10)
        nest.frame(at: 10.5)
        _ = Moment(taking: nest)
        // A fourth header joins above Badges, which is half open: 4 × 40 + 50.
        nest.changeInner(to: ["Alerts", "Sounds", "Badges", "Banners"], at: 10.5)
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.75, 11, 11.25])
        #expect(moments == [
            Moment(published: [moving(210)], ["setFrame Notifications 100+210 clip 100+210", "layout"], visible: 210),
            Moment(published: [moving(235)], ["setFrame Notifications 100+235 clip 100+235", "layout", "layout"], visible: 235),
            Moment(published: [resting(260)], ["setFrame Notifications 100+260 clip 100+260", "layout", "layout"], visible: 260),
            Moment(["layout"], visible: 260),
        ])
        #expect(nest.isAtRest && nest.outerContentHeight == 410)
    }

    @Test("multiple-mode outer resized while a section opens above the moving inner container: the frames narrow at once and go on", arguments: [ExpansionMode.single, .multiple])
    func outerResizedMidFlight(inner: ExpansionMode) {
        let nest = DriverNest(outer: .multiple, inner: inner)
        nest.tapInner(0, at: 10)
        nest.tapOuter(0, at: 10)
        #expect(Moment(taking: nest) == Moment([
            "vetoAsked 0", "willChange opening [0] closing [] animated", "addChild Account", "insertView Account", "setFrame Account 50+300 clip 50+0",
            "didMoveToParent Account", "beginAppearance Account appearing animated", "runClock true", "expanded [1]→[0,1]", "layout",
        ], visible: 120))
        nest.frame(at: 10.5)
        nest.resizeOuter(CGSize(width: 200, height: 500), at: 10.5)
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.75, 11, 11.25])
        #expect(moments == [
            Moment(published: [moving(170)], [
                // The display frame sends no steps; the published height brings both children's
                // frames to the planner.
                "setFrame Account 50+300 clip 50+150", "setFrame Notifications 250+170 clip 250+170", "layout", "layout",
                "setFrame Account x0 w200 50+300 clip x0 w200 50+150", "setFrame Notifications x0 w200 250+170 clip x0 w200 250+170", "layout",
            ], visible: 170),
            Moment(published: [moving(195)], [
                "setFrame Account x0 w200 50+300 clip x0 w200 50+225", "setFrame Notifications x0 w200 325+195 clip x0 w200 325+195", "layout", "layout",
            ], visible: 195),
            Moment(published: [resting(220)], [
                "setFrame Account x0 w200 50+300 clip x0 w200 50+300", "setFrame Notifications x0 w200 400+195 clip x0 w200 400+195",
                "endAppearance Account", "didChange opened [0] closed [] animated",
                "setFrame Notifications x0 w200 400+220 clip x0 w200 400+220", "runClock false", "layout", "layout",
            ], visible: 220),
            Moment(["layout"], visible: 220),
        ])
        #expect(nest.isAtRest && nest.outerContentHeight == 670)
    }

    @Test("single-mode outer resized while it closes the section of a moving inner container: the closing section goes on from the height it shows", arguments: [ExpansionMode.single, .multiple])
    func singleOuterResizedMidFlight(inner: ExpansionMode) {
        let nest = DriverNest(outer: .single, inner: inner)
        nest.tapInner(0, at: 10)
        nest.tapOuter(0, at: 10)
        _ = Moment(taking: nest)
        nest.frame(at: 10.5)
        nest.resizeOuter(CGSize(width: 200, height: 500), at: 10.5)
        let moments = [Moment(taking: nest)] + frames(of: nest, at: [10.75, 11, 11.25])
        // Notifications closes from the 120 points it showed: 60 before the resize and after it, then 30, then gone.
        #expect(moments == [
            Moment(published: [moving(170)], [
                "setFrame Notifications 250+120 clip 250+60", "setFrame Account 50+300 clip 50+150", "progress animator#2 0.5",
                "setFrame Notifications x0 w200 250+120 clip x0 w200 250+60", "setFrame Account x0 w200 50+300 clip x0 w200 50+150",
            ], visible: 60),
            Moment(published: [moving(195)], [
                "setFrame Notifications x0 w200 325+120 clip x0 w200 325+30", "setFrame Account x0 w200 50+300 clip x0 w200 50+225", "progress animator#2 0.75",
            ], visible: 30),
            Moment(published: [resting(220)], [
                "finishAnimator animator#2 at end", "contextReported animator#2",
                "endAppearance Notifications", "willMoveToNilParent Notifications", "removeView Notifications", "removeFromParent Notifications",
                "setFrame Account x0 w200 50+300 clip x0 w200 50+300", "endAppearance Account",
                "animationEnded animator#2", "restoreChildOrder", "didTransition 1→0", "runClock false", "selection 1→0", "layout", "layout",
            ], visible: 0),
            Moment(["layout"], visible: 0),
        ])
        #expect(nest.isAtRest && nest.outerContentHeight == 450)
    }
}
