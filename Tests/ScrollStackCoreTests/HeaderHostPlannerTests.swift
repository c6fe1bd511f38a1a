import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Containment: header hosting controllers nested in the container's appearance")
struct HeaderHostPlannerTests {
    private typealias Planner = HeaderHostPlanner<String>

    @Test("headers shown before the container appears are added at once and appear with it, will then did")
    func appearWithContainer() {
        var planner = Planner()
        #expect(planner.header("A", isShown: true) == [.addChild("A"), .didMoveToParent("A")])
        #expect(planner.header("B", isShown: true) == [.addChild("B"), .didMoveToParent("B")])
        #expect(planner.header("A", isShown: true) == [], "shown already")
        #expect(planner.containerAppearanceChanged(to: .appearing, animated: true) == [
            .beginAppearance("A", isAppearing: true, animated: true), .beginAppearance("B", isAppearing: true, animated: true),
        ])
        #expect(planner.containerAppearanceChanged(to: .appeared, animated: true) == [.endAppearance("A"), .endAppearance("B")])
        #expect(planner.appearance(of: "A") == .appeared)
    }

    @Test("a header shown while the container is on screen appears at once; one that leaves disappears, then is removed")
    func scrollInAndOut() {
        var planner = Planner()
        _ = planner.containerAppearanceChanged(to: .appearing, animated: false)
        _ = planner.containerAppearanceChanged(to: .appeared, animated: false)
        #expect(planner.header("C", isShown: true) == [
            .addChild("C"), .didMoveToParent("C"), .beginAppearance("C", isAppearing: true, animated: false), .endAppearance("C"),
        ])
        #expect(planner.header("C", isShown: false) == [
            .beginAppearance("C", isAppearing: false, animated: false), .endAppearance("C"), .willMoveToNilParent("C"), .removeFromParent("C"),
        ])
        #expect(planner.header("C", isShown: false) == [])
        #expect(planner.appearance(of: "C") == nil)
    }

    @Test("while the container is appearing a new header gets will-appear only, and did-appear with the container's")
    func shownWhileAppearing() {
        var planner = Planner()
        _ = planner.containerAppearanceChanged(to: .appearing, animated: true)
        #expect(planner.header("A", isShown: true) == [.addChild("A"), .didMoveToParent("A"), .beginAppearance("A", isAppearing: true, animated: false)])
        #expect(planner.containerAppearanceChanged(to: .appeared, animated: true) == [.endAppearance("A")])
    }

    @Test("the container disappears (a push): headers get will- then did-disappear with it and stay children; it comes back: they appear again")
    func containerDisappears() {
        var planner = Planner()
        _ = planner.header("A", isShown: true)
        _ = planner.containerAppearanceChanged(to: .appearing, animated: false)
        _ = planner.containerAppearanceChanged(to: .appeared, animated: false)
        #expect(planner.containerAppearanceChanged(to: .disappearing, animated: true) == [.beginAppearance("A", isAppearing: false, animated: true)])
        #expect(planner.header("A", isShown: false) == [.endAppearance("A"), .willMoveToNilParent("A"), .removeFromParent("A")], "leaving mid-disappearance: its did comes first")
        _ = planner.header("A", isShown: true)
        #expect(planner.containerAppearanceChanged(to: .disappeared, animated: true) == [])
        #expect(planner.containerAppearanceChanged(to: .appearing, animated: true) == [.beginAppearance("A", isAppearing: true, animated: true)])
        #expect(planner.containerAppearanceChanged(to: .disappearing, animated: true) == [.beginAppearance("A", isAppearing: false, animated: true)], "a cancelled appearance reverses")
        #expect(planner.containerAppearanceChanged(to: .disappeared, animated: true) == [.endAppearance("A")])
        #expect(planner.appearance(of: "A") == .disappeared && planner.shown == ["A"])
    }

    @Test("the container's appearance events map to its four states with their flags; any other event changes nothing")
    func appearanceEvents() {
        var byEvent = Planner()
        var byState = Planner()
        _ = byEvent.header("A", isShown: true)
        _ = byState.header("A", isShown: true)
        #expect(byEvent.containerAppearanceChanged(by: .tick(0.1)) == [])
        #expect(byEvent.containerAppearanceChanged(by: .reload) == [])
        #expect(byEvent.appearance(of: "A") == byState.appearance(of: "A"))
        let events: [StackEvent] = [.containerWillAppear(animated: true), .containerDidAppear, .containerWillDisappear(animated: false), .containerDidDisappear]
        let states: [(AppearanceState, Bool)] = [(.appearing, true), (.appeared, false), (.disappearing, false), (.disappeared, false)]
        for (event, (state, animated)) in zip(events, states) {
            #expect(byEvent.containerAppearanceChanged(by: event) == byState.containerAppearanceChanged(to: state, animated: animated))
            #expect(byEvent.appearance(of: "A") == byState.appearance(of: "A"))
        }
        #expect(byEvent.appearance(of: "A") == .disappeared)
    }
}
