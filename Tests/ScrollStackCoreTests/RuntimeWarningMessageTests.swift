import Foundation
import Testing
@testable import ScrollStackCore

@Suite("The words of the warnings the UIKit layer logs about an app's input")
struct RuntimeWarningMessageTests {
    @Test("repeated identifiers name the first five and say each later occurrence is its own element")
    func repeated() {
        let message = RuntimeWarningMessage.repeatedIdentifiers(["a", "b", "c", "d", "e", "f"], owner: "Feed")
        #expect(message.text == "Feed: the data holds these identifiers more than once: a, b, c, d, e. Each later occurrence is shown as an element of its own; give every element a unique identifier.")
    }

    @Test("dropped repeats name the first five and count the rest, and say nothing more when there is no rest")
    func dropped() {
        let seven = RuntimeWarningMessage.droppedRepeatedIdentifiers(["1", "2", "3", "4", "5", "6", "7"], owner: "PagerStack")
        #expect(seven.text == "PagerStack: these IDs occur more than once in the data: 1, 2, 3, 4, 5 and 2 more. Only the first element with each ID is shown; the later ones are dropped. Give every element a unique ID.")
        let five = RuntimeWarningMessage.droppedRepeatedIdentifiers(["1", "2", "3", "4", "5"], owner: "AccordionStack")
        #expect(five.text == "AccordionStack: these IDs occur more than once in the data: 1, 2, 3, 4, 5. Only the first element with each ID is shown; the later ones are dropped. Give every element a unique ID.")
    }

    @Test("a bad modifier value, an unlabelled tab and an untitled header each name their owner and the culprit")
    func single() {
        #expect(RuntimeWarningMessage.badModifierValue("spacing is negative", owner: "PagerStack").text
            == "PagerStack: spacing is negative. The value is clamped (a bound, or the default); pass a valid value to the modifier.")
        #expect(RuntimeWarningMessage.unlabeledTab(at: 3, owner: "TabStripView").text
            == "TabStripView: the tab at index 3 has no title or accessibility label, so VoiceOver reads only its place and Voice Control can't name it. Give an image-only tab an accessibilityLabel.")
        #expect(RuntimeWarningMessage.untitledHeader(at: 0, owner: "SettingsViewController").text
            == "SettingsViewController: the header at index 0 has no title, so VoiceOver reads only its state and Voice Control can't name it. Give every section a title: its view controller's title, or the data source's title or header content for it.")
    }
}
