import Foundation

/// A warning about the app's input that the container can carry on past, in the words the UIKit
/// layer logs once where it arises, as SwiftUI logs a repeated `ForEach` identifier.
package enum RuntimeWarningMessage: Equatable, Sendable {
    /// Data holds identifiers more than once; the later occurrences are shown as elements of their
    /// own. The first five are named.
    case repeatedIdentifiers([String], owner: String)
    /// Data holds identifiers more than once; each identifier's first element is shown and the
    /// later ones are dropped. The first five are named, with how many more there are.
    case droppedRepeatedIdentifiers([String], owner: String)
    /// A SwiftUI modifier got a value the container can't use; it goes on with the clamped value.
    case badModifierValue(String, owner: String)
    /// A tab has neither a title nor an accessibility label (an image-only tab): VoiceOver and
    /// Voice Control have nothing to call it.
    case unlabeledTab(at: Int, owner: String)
    /// A header has no title: VoiceOver and Voice Control have nothing to call it.
    case untitledHeader(at: Int, owner: String)

    /// The words logged.
    package var text: String {
        switch self {
        case .repeatedIdentifiers(let identifiers, let owner):
            return "\(owner): the data holds these identifiers more than once: \(identifiers.prefix(5).joined(separator: ", ")). Each later occurrence is shown as an element of its own; give every element a unique identifier."
        case .droppedRepeatedIdentifiers(let identifiers, let owner):
            let more = identifiers.count > 5 ? " and \(identifiers.count - 5) more" : ""
            return "\(owner): these IDs occur more than once in the data: \(identifiers.prefix(5).joined(separator: ", "))\(more). Only the first element with each ID is shown; the later ones are dropped. Give every element a unique ID."
        case .badModifierValue(let problem, let owner):
            return "\(owner): \(problem). The value is clamped (a bound, or the default); pass a valid value to the modifier."
        case .unlabeledTab(let index, let owner):
            return "\(owner): the tab at index \(index) has no title or accessibility label, so VoiceOver reads only its place and Voice Control can't name it. Give an image-only tab an accessibilityLabel."
        case .untitledHeader(let index, let owner):
            return "\(owner): the header at index \(index) has no title, so VoiceOver reads only its state and Voice Control can't name it. Give every section a title: its view controller's title, or the data source's title or header content for it."
        }
    }
}
