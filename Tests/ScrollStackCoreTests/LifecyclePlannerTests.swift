import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Lifecycle planner")
struct LifecyclePlannerTests {
    let full = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A planner in a visible container holding `child`, appeared.
    private func plannerShowing(_ child: FakeChild) -> LifecyclePlanner<FakeChild> {
        var planner = LifecyclePlanner<FakeChild>()
        var ignored: [ContainerStep<FakeChild>] = []
        planner.setContainerAppearance(.appeared, animated: false, into: &ignored)
        planner.reconcile(to: [SceneChild(child: child, frame: full, isOnScreen: true)], animated: false, into: &ignored)
        return planner
    }

    @Test("UIKit's order, example 1: adding vc first, then removing vc1, prints vc's will/did-appear before vc1's will/did-disappear")
    func uikitOrderExampleOne() throws {
        let vc = FakeChild("childViewController")
        let vc1 = FakeChild("childViewController1")
        var planner = plannerShowing(vc1)
        var steps: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [
            SceneChild(child: vc1, frame: full, isOnScreen: true),
            SceneChild(child: vc, frame: full, isOnScreen: true),
        ], animated: false, into: &steps)
        planner.reconcile(to: [SceneChild(child: vc, frame: full, isOnScreen: true)], animated: false, into: &steps)

        #expect(steps == [
            .addChild(vc), .insertView(vc), .setFrame(vc, full), .didMoveToParent(vc),
            .beginAppearance(vc, isAppearing: true, animated: false), .endAppearance(vc),
            .beginAppearance(vc1, isAppearing: false, animated: false), .endAppearance(vc1),
            .willMoveToNilParent(vc1), .removeView(vc1), .removeFromParent(vc1),
        ])
        // The order UIKit prints for this example.
        #expect(try callbacksAfterSetup(steps, appeared: vc1) == [
            .viewWillAppear(vc), .viewDidAppear(vc), .viewWillDisappear(vc1), .viewDidDisappear(vc1),
        ])
    }

    @Test("UIKit's order, example 2: a swap done at once removes vc first, then adds vc1")
    func uikitOrderExampleTwo() throws {
        let vc = FakeChild("childViewController")
        let vc1 = FakeChild("childViewController1")
        var planner = plannerShowing(vc)
        var steps: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [SceneChild(child: vc1, frame: full, isOnScreen: true)], animated: false, into: &steps)

        #expect(steps == [
            .beginAppearance(vc, isAppearing: false, animated: false), .endAppearance(vc),
            .willMoveToNilParent(vc), .removeView(vc), .removeFromParent(vc),
            .addChild(vc1), .insertView(vc1), .setFrame(vc1, full), .didMoveToParent(vc1),
            .beginAppearance(vc1, isAppearing: true, animated: false), .endAppearance(vc1),
        ])
        #expect(try callbacksAfterSetup(steps, appeared: vc) == [
            .viewWillDisappear(vc), .viewDidDisappear(vc), .viewWillAppear(vc1), .viewDidAppear(vc1),
        ])
    }

    @Test("an animated swap: will-disappear before will-appear, then did-disappear before did-appear")
    func animatedSwap() throws {
        let a = FakeChild("A")
        let b = FakeChild("B")
        var planner = plannerShowing(a)
        let offscreen = full.offsetBy(dx: 320, dy: 0)
        var start: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [
            SceneChild(child: a, frame: full, isOnScreen: false, isInFlight: true),
            SceneChild(child: b, frame: offscreen, isOnScreen: true, isInFlight: true),
        ], animated: true, into: &start)
        #expect(start == [
            .beginAppearance(a, isAppearing: false, animated: true),
            .addChild(b), .insertView(b), .setFrame(b, offscreen), .didMoveToParent(b),
            .beginAppearance(b, isAppearing: true, animated: true),
        ])
        var end: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [SceneChild(child: b, frame: full, isOnScreen: true)], animated: true, into: &end)
        #expect(end == [
            .endAppearance(a), .willMoveToNilParent(a), .removeView(a), .removeFromParent(a),
            .setFrame(b, full), .endAppearance(b),
        ])
        #expect(try callbacksAfterSetup(start + end, appeared: a) == [
            .viewWillDisappear(a), .viewWillAppear(b), .viewDidDisappear(a), .viewDidAppear(b),
        ])
        #expect(planner.attachedChildren == [b])
        #expect(planner.appearance(of: b) == .appeared)
    }

    @Test("a cancelled swap reverses: the incoming child will- and did-disappears, the outgoing one will- and did-appears")
    func cancelledSwap() throws {
        let a = FakeChild("A")
        let b = FakeChild("B")
        var planner = plannerShowing(a)
        var steps: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [
            SceneChild(child: a, frame: full, isOnScreen: false, isInFlight: true),
            SceneChild(child: b, frame: full, isOnScreen: true, isInFlight: true),
        ], animated: true, into: &steps)
        let started = steps.count
        planner.reconcile(to: [
            SceneChild(child: a, frame: full, isOnScreen: true, isInFlight: true),
            SceneChild(child: b, frame: full, isOnScreen: false, isInFlight: true),
        ], animated: true, into: &steps)
        planner.reconcile(to: [SceneChild(child: a, frame: full, isOnScreen: true)], animated: true, into: &steps)
        #expect(Array(steps[started...]) == [
            .beginAppearance(b, isAppearing: false, animated: true),
            .beginAppearance(a, isAppearing: true, animated: true),
            .endAppearance(b), .willMoveToNilParent(b), .removeView(b), .removeFromParent(b),
            .endAppearance(a),
        ])
        #expect(try callbacksAfterSetup(steps, appeared: a) == [
            .viewWillDisappear(a), .viewWillAppear(b),
            .viewWillDisappear(b), .viewWillAppear(a),
            .viewDidDisappear(b), .viewDidAppear(a),
        ])
        #expect(planner.attachedChildren == [a])
    }

    @Test("the container's own appearance reaches only the children on screen")
    func containerForwarding() throws {
        let current = FakeChild("current")
        let neighbour = FakeChild("neighbour")
        var planner = LifecyclePlanner<FakeChild>()
        var steps: [ContainerStep<FakeChild>] = []
        planner.reconcile(to: [
            SceneChild(child: current, frame: full, isOnScreen: true),
            SceneChild(child: neighbour, frame: full.offsetBy(dx: 320, dy: 0), isOnScreen: false),
        ], animated: false, into: &steps)
        #expect(!steps.contains { if case .beginAppearance = $0 { return true } else { return false } }, "nothing appears before the container does")
        let attached = steps.count
        planner.setContainerAppearance(.appearing, animated: true, into: &steps)
        planner.setContainerAppearance(.appeared, animated: true, into: &steps)
        planner.setContainerAppearance(.disappearing, animated: true, into: &steps)
        planner.setContainerAppearance(.disappeared, animated: true, into: &steps)
        #expect(Array(steps[attached...]) == [
            .beginAppearance(current, isAppearing: true, animated: true), .endAppearance(current),
            .beginAppearance(current, isAppearing: false, animated: true), .endAppearance(current),
        ])
        var checker = ContainmentChecker<FakeChild>()
        try checker.check(steps)
        try checker.checkSettled()
    }

    /// The appearance callbacks of `steps`, checked from the start (after the setup that put
    /// `child` on screen), without the setup's own two callbacks.
    private func callbacksAfterSetup(_ steps: [ContainerStep<FakeChild>], appeared child: FakeChild) throws -> [UIKitCallback<FakeChild>] {
        Array(try appearanceCallbacks(prefixed(steps, appeared: child)).dropFirst(2))
    }

    /// The steps that put `child` on screen in a visible container, then `steps`: a whole log the
    /// checker can follow from the start.
    private func prefixed(_ steps: [ContainerStep<FakeChild>], appeared child: FakeChild) -> [ContainerStep<FakeChild>] {
        [.addChild(child), .insertView(child), .setFrame(child, full), .didMoveToParent(child),
         .beginAppearance(child, isAppearing: true, animated: false), .endAppearance(child)] + steps
    }
}
