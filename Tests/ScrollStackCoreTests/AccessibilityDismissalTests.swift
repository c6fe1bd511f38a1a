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
}
