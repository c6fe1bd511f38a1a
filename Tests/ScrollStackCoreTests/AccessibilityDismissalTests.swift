import Foundation
import Testing
@testable import ScrollStackCore

/// Dismissal from outside a presentation: the dimming view and VoiceOver's escape gesture.
@Suite("Accessibility: dismissal rules")
struct AccessibilityDismissalTests {
    let withCancel = AlertContent(title: "Delete photo?", message: nil, actions: [
        .init(title: "Cancel", style: .cancel), .init(title: "Delete", style: .destructive), .init(title: "Archive"),
    ])
    let withoutCancel = AlertContent(title: "Update required", message: "Install the new version to continue.", actions: [.init(title: "Update")])
    let twoChoices = AlertContent(title: nil, message: "Keep editing?", actions: [.init(title: "Discard", style: .destructive), .init(title: "Keep")])

    @Test("the cancel action is found wherever it was given: it is listed last")
    func cancelIndex() {
        #expect([withCancel, withoutCancel, twoChoices].map(\.cancelActionIndex) == [2, nil, nil])
        #expect(withCancel.actions.map(\.title) == ["Delete", "Archive", "Cancel"])
    }

    @Test("per presentation, the same answer for a dimming tap and the escape gesture", arguments: PresentationDismissalRule.Trigger.allCases)
    func responses(trigger: PresentationDismissalRule.Trigger) {
        let presentations: [PresentationDismissalRule.Presentation] = [.alert(withCancel), .alert(withoutCancel), .alert(twoChoices), .drawer, .modal]
        let responses = presentations.map { PresentationDismissalRule.response(to: trigger, presenting: $0) }
        #expect(responses == [.dismissAndRunAction(at: 2), .ignore, .ignore, .dismiss, .ignore])
        #expect(responses.map(\.isHandled) == [true, false, false, true, false])
    }

    @Test("the Dismiss element is the largest band the presented view leaves uncovered, never under it")
    func dismissElementFrame() {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        let frames = [
            // An alert card in the middle: the band above (ties with the one below).
            CGRect(x: 60, y: 322, width: 270, height: 200),
            // A drawer from the bottom: above it.
            CGRect(x: 0, y: 444, width: 390, height: 400),
            // A drawer from the leading side of a left-to-right screen: right of it.
            CGRect(x: 0, y: 0, width: 300, height: 844),
            // From the trailing side (right to left's leading): left of it.
            CGRect(x: 90, y: 0, width: 300, height: 844),
            // Covering everything: none.
            screen,
            // Off screen: the whole dimming view.
            CGRect(x: 400, y: 0, width: 100, height: 100),
        ]
        #expect(frames.map { PresentationDismissalRule.dismissElementFrame(presentedFrame: $0, in: screen) } == [
            CGRect(x: 0, y: 0, width: 390, height: 322),
            CGRect(x: 0, y: 0, width: 390, height: 444),
            CGRect(x: 300, y: 0, width: 90, height: 844),
            CGRect(x: 0, y: 0, width: 90, height: 844),
            nil,
            screen,
        ])
    }
}
