import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The measured words of an accordion's default headers, kept by what they show, so that headers
/// are measured when their words, their width or the text size change, not on every layout.
///
/// Measuring a header means laying out its title and subtitle: cheap once, costly for every
/// header on every layout pass.
///
/// ## Rules
/// - ``needsFitting(count:in:)``: the headers are fitted again when the environment they are
///   measured in changes (their width, the text size, their look: whatever the platform puts in
///   `Environment`), when the number of sections changes, and after ``contentsChanged()`` (the
///   data or the titles changed). Otherwise nothing is asked or measured.
/// - Words are measured once per environment, and headers showing the same words share the
///   measurement; another environment forgets every measurement.
/// - A header with nothing to measure (`nil`: a custom header view, or words not known yet) is
///   ``HeaderSelfSizing/minimumHeight`` tall.
/// - Only the words shown at the last fitting are kept.
package struct HeaderMeasurements<Content: Hashable, Environment: Equatable> {
    /// The heights of a header's title and subtitle, wrapped at its text column width.
    package typealias TextHeights = (title: CGFloat, subtitle: CGFloat?)

    private var environment: Environment?
    private(set) var measured: [Content: TextHeights] = [:]
    private var fittedCount: Int?
    private var contentsMayHaveChanged = true

    /// Creates an empty record: the first fitting measures every header.
    package init() {}

    /// Whether `count` headers in `environment` must be fitted again.
    ///
    /// - Complexity: O(1) plus one comparison of environments.
    package func needsFitting(count: Int, in environment: Environment) -> Bool {
        contentsMayHaveChanged || fittedCount != count || self.environment != environment
    }

    /// The data or the titles changed: the next fitting asks for every header's words again
    /// (measuring only words it hasn't measured).
    package mutating func contentsChanged() {
        contentsMayHaveChanged = true
    }

    /// Every header's fitted height, by index, measuring only words not measured in `environment`.
    ///
    /// - Parameters:
    ///   - contents: What each header shows, by index; `nil` for a header not measured.
    ///   - environment: What the headers are measured in.
    ///   - sizing: The rule that turns the measured words into a height.
    ///   - measure: Measures one header's words in `environment`.
    /// - Returns: One height per header.
    /// - Complexity: O(*n*) lookups, plus one `measure` call per words not measured before.
    package mutating func fittedHeights(
        of contents: [Content?],
        in environment: Environment,
        sizing: HeaderSelfSizing,
        measure: (Content) -> TextHeights
    ) -> [CGFloat] {
        if self.environment != environment {
            measured.removeAll(keepingCapacity: true)
            self.environment = environment
        }
        var shown: [Content: TextHeights] = [:]
        let heights = contents.map { content -> CGFloat in
            guard let content else { return sizing.minimumHeight }
            let text = shown[content] ?? measured[content] ?? measure(content)
            shown[content] = text
            return sizing.height(titleHeight: text.title, subtitleHeight: text.subtitle)
        }
        measured = shown
        fittedCount = contents.count
        contentsMayHaveChanged = false
        return heights
    }
}
