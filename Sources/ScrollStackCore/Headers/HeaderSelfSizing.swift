import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall an accordion's default header is, so that its whole title and subtitle show at every
/// text size, as a self-sizing table view cell's do.
///
/// A header is the configured height scaled for the text size (``HeaderHeightScaling``), or taller
/// when its words need more: their height wrapped at the header's text column width, plus
/// ``verticalPadding`` above and below (``HeaderContentLayout/requiredHeight(titleHeight:subtitleHeight:lineSpacing:verticalPadding:)``).
///
/// The padding is 8 points at the default text size (``HeaderContentLayout``'s own default, which a
/// title and subtitle keep inside the 60-point header the guides suggest for them), scaled like Body
/// text. A one-line title then keeps the scaled height at every size from the default 44 points up,
/// and every further line of a wrapped title adds one line's height.
///
/// The UIKit layer measures the text; this decides the heights and which of them the engine hears
/// (``events(from:to:isAdjustingHeights:)``, through ``StackEngine/headerHeightEvents(fitting:)``).
package struct HeaderSelfSizing: Equatable, Sendable {
    /// The room above and below the text at ``ContentSizeCategory/large``: 8 points.
    package static let defaultVerticalPadding: CGFloat = 8
    /// The gap between the title and the subtitle: 2 points, as the header lays them out.
    package static let lineSpacing: CGFloat = 2
    /// How far apart two heights must be to count as different: half a point. A measurement that
    /// differs by less from the height a header has changes nothing.
    package static let tolerance: CGFloat = 0.5

    /// The height of a header whose words fit it: the configured height scaled for the text size.
    package var minimumHeight: CGFloat
    /// The room kept above and below the words.
    package var verticalPadding: CGFloat

    /// The sizing of headers configured `configuredHeight` tall, at `category`.
    ///
    /// - Parameters:
    ///   - configuredHeight: The header height at the default text size. Must be positive and
    ///     finite (``HeaderHeightScaling``'s precondition names it).
    ///   - category: The content size category in force.
    package init(configuredHeight: CGFloat, category: ContentSizeCategory) {
        minimumHeight = HeaderHeightScaling(configuredHeight: configuredHeight).height(for: category)
        verticalPadding = category.scaled(Self.defaultVerticalPadding)
    }

    /// The height of a header whose title is `titleHeight` tall and whose subtitle is
    /// `subtitleHeight` tall, both measured wrapped at the header's text column width: the larger of
    /// ``minimumHeight`` and what the words need, in whole points.
    ///
    /// - Parameters:
    ///   - titleHeight: The title's height. Negative or non-finite counts as 0.
    ///   - subtitleHeight: The subtitle's height, or `nil` without a subtitle.
    /// - Returns: The header's height.
    package func height(titleHeight: CGFloat, subtitleHeight: CGFloat?) -> CGFloat {
        let required = HeaderContentLayout.requiredHeight(
            titleHeight: titleHeight, subtitleHeight: subtitleHeight,
            lineSpacing: Self.lineSpacing, verticalPadding: verticalPadding
        )
        return max(minimumHeight, required)
    }

    /// The height of a header of your own that needs `fitting` points: never less than
    /// ``minimumHeight``; a height that isn't a usable number of points (not finite, or the huge
    /// height of content that takes any height offered) gives the least height.
    package func height(fitting: CGFloat) -> CGFloat {
        fitting.isFinite && fitting < 1_000_000 ? max(minimumHeight, fitting) : minimumHeight
    }

    /// Whether `new` is no change from `old`: less than ``tolerance`` apart.
    package static func isSameHeight(_ new: CGFloat, as old: CGFloat) -> Bool {
        abs(new - old) < tolerance
    }

    /// What the engine hears so that every header has its fitted height.
    ///
    /// Headers within half a point of their fitted height are left alone. One header that changes
    /// is one ``StackEvent/headerHeightChanged(index:height:)``; several are one
    /// ``StackEvent/setSectionHeights(_:)`` that keeps every content height, so the stack lays out
    /// once whatever the count. While a content height eases towards a new one mid-flight
    /// (`isAdjustingHeights`) each header has its own event
    /// instead: `current` holds the eased height of the moment, which a whole set would keep in
    /// place of the one it heads for.
    ///
    /// - Parameters:
    ///   - current: The engine's section heights.
    ///   - fitted: Every header's fitted height, by index.
    ///   - isAdjustingHeights: Whether a section's content height is easing.
    /// - Returns: The events, none when nothing changes.
    /// - Precondition: `fitted` holds one positive, finite height per section of `current`; the
    ///   message names the counts.
    /// - Complexity: O(*n* + *k* log *n*) for *k* changed headers of *n*.
    package static func events(from current: AccordionSectionHeights, to fitted: [CGFloat], isAdjustingHeights: Bool) -> [StackEvent] {
        precondition(fitted.count == current.count, "HeaderSelfSizing: \(fitted.count) fitted header heights for \(current.count) sections")
        let changes = fitted.indices.filter { !isSameHeight(fitted[$0], as: current.headerHeight(at: $0)) }
        guard changes.count > 1, !isAdjustingHeights else {
            return changes.map { .headerHeightChanged(index: $0, height: fitted[$0]) }
        }
        var heights = current
        for index in changes { heights.setHeaderHeight(fitted[index], at: index) }
        return [.setSectionHeights(heights)]
    }
}
