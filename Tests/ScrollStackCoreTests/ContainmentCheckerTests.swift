import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Containment checker")
struct ContainmentCheckerTests {
    // Strings stand in for children here: test arguments must be Sendable.
    static let a = "A"
    static let frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    static let added: [ContainerStep<String>] = [.addChild(a), .insertView(a), .setFrame(a, frame), .didMoveToParent(a)]

    @Test("accepts a whole add, appear, disappear, remove cycle and records UIKit's callbacks")
    func acceptsCycle() throws {
        let a = Self.a
        var checker = ContainmentChecker<String>()
        try checker.check(Self.added + [
            .beginAppearance(a, isAppearing: true, animated: true), .endAppearance(a),
            .beginAppearance(a, isAppearing: false, animated: true), .endAppearance(a),
            .willMoveToNilParent(a), .removeView(a), .removeFromParent(a),
        ])
        try checker.checkSettled()
        #expect(checker.callbacks == [
            .willMoveToParent(a), .didMoveToParent(a), .viewWillAppear(a), .viewDidAppear(a),
            .viewWillDisappear(a), .viewDidDisappear(a), .willMoveToNilParent(a), .didMoveToNilParent(a),
        ])
        #expect(checker.children.isEmpty)
    }

    @Test("rejects each broken rule at the step that breaks it", arguments: [
        ("added twice", added + [.addChild(a)], 4),
        ("view inserted before addChild", [.insertView(a)], 0),
        ("frame set with no view", [.addChild(a), .setFrame(a, frame)], 1),
        ("didMove twice", added + [.didMoveToParent(a)], 4),
        ("appears with no view", [.addChild(a), .beginAppearance(a, isAppearing: true, animated: false)], 1),
        ("will-appear twice in a row", added + [.beginAppearance(a, isAppearing: true, animated: false), .beginAppearance(a, isAppearing: true, animated: false)], 5),
        ("disappears while disappeared", added + [.beginAppearance(a, isAppearing: false, animated: false)], 4),
        ("end without begin", added + [.endAppearance(a)], 4),
        ("view removed before willMove(nil)", added + [.removeView(a)], 4),
        ("view removed while appeared", added + [.beginAppearance(a, isAppearing: true, animated: false), .endAppearance(a), .willMoveToNilParent(a), .removeView(a)], 7),
        ("removeFromParent with the view still in", added + [.willMoveToNilParent(a), .removeFromParent(a)], 5),
    ] as [(String, [ContainerStep<String>], Int)])
    func rejects(name: String, steps: [ContainerStep<String>], failingStep: Int) {
        var checker = ContainmentChecker<String>()
        #expect(throws: ContainmentChecker<String>.Violation.self, "\(name)") { try checker.check(steps) }
        var again = ContainmentChecker<String>()
        do {
            try again.check(steps)
        } catch let violation as ContainmentChecker<String>.Violation {
            #expect(violation.stepIndex == failingStep, "\(name): \(violation)")
        } catch {
            Issue.record("\(name): unexpected error \(error)")
        }
    }

    @Test("an open appearance transition fails the settled check")
    func openTransitionIsNotSettled() throws {
        var checker = ContainmentChecker<String>()
        try checker.check(Self.added + [.beginAppearance(Self.a, isAppearing: true, animated: true)])
        #expect(throws: ContainmentChecker<String>.Violation.self) { try checker.checkSettled() }
    }
}
