#if canImport(UIKit)
import os

/// Warnings about the app's input that the container can carry on past, logged once where they
/// arise, as SwiftUI logs a repeated `ForEach` identifier.
enum RuntimeWarning {
    /// Data holds identifiers more than once; the later occurrences are shown as elements of their own.
    static func repeatedIdentifiers(_ identifiers: [String], in owner: String) {
        let list = identifiers.prefix(5).joined(separator: ", ")
        Logger(subsystem: "ScrollStack", category: "data").fault("\(owner, privacy: .public): the data holds these identifiers more than once: \(list, privacy: .public). Each later occurrence is shown as an element of its own; give every element a unique identifier.")
    }
}
#endif
