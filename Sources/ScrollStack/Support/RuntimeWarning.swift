#if canImport(UIKit)
import Foundation
import os

/// Warnings about the app's input that the container can carry on past, logged once where they
/// arise, as SwiftUI logs a repeated `ForEach` identifier.
enum RuntimeWarning {
    /// Data holds identifiers more than once; the later occurrences are shown as elements of their own.
    static func repeatedIdentifiers(_ identifiers: [String], in owner: String) {
        let list = identifiers.prefix(5).joined(separator: ", ")
        let text = "\(owner): the data holds these identifiers more than once: \(list). Each later occurrence is shown as an element of its own; give every element a unique identifier."
        os_log("%{public}@", type: .fault, text as NSString)
    }

    /// Data holds identifiers more than once; each identifier's first element is shown and the
    /// later ones are dropped. One message names every repeated identifier of one update.
    static func droppedRepeatedIdentifiers(_ identifiers: [String], in owner: String) {
        let list = identifiers.prefix(5).joined(separator: ", ")
        let more = identifiers.count > 5 ? " and \(identifiers.count - 5) more" : ""
        let text = "\(owner): these IDs occur more than once in the data: \(list)\(more). Only the first element with each ID is shown; the later ones are dropped. Give every element a unique ID."
        os_log("%{public}@", type: .fault, text as NSString)
    }

    /// A SwiftUI modifier got a value the container can't use; it goes on with the clamped value.
    /// Said once per container and setting.
    static func badModifierValue(_ problem: String, in owner: String) {
        let text = "\(owner): \(problem). The value is clamped (a bound, or the default); pass a valid value to the modifier."
        os_log("%{public}@", type: .fault, text as NSString)
    }

    /// A tab has neither a title nor an accessibility label (an image-only tab): VoiceOver and
    /// Voice Control have nothing to call it. Said once per strip, naming the first such tab.
    static func unlabeledTab(at index: Int, in owner: String) {
        let text = "\(owner): the tab at index \(index) has no title or accessibility label, so VoiceOver reads only its place and Voice Control can't name it. Give an image-only tab an accessibilityLabel."
        os_log("%{public}@", type: .fault, text as NSString)
    }

    /// A header has no title: VoiceOver and Voice Control have nothing to call it. Said once per
    /// container, naming the first such header.
    static func untitledHeader(at index: Int, in owner: String) {
        let text = "\(owner): the header at index \(index) has no title, so VoiceOver reads only its state and Voice Control can't name it. Give every section a title: its view controller's title, or the data source's title or header content for it."
        os_log("%{public}@", type: .fault, text as NSString)
    }
}
#endif
