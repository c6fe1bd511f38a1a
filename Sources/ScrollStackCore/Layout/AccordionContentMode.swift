import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How tall the expanded section's content is in an accordion.
public enum AccordionContentMode: Equatable, Hashable, Sendable {
    /// The expanded content takes the height the headers leave over.
    ///
    /// Headers are stacked from the top; the expanded section's content fills what remains of the
    /// bounds (less the insets), and the headers after it sit below the content. The content is
    /// never shorter than a minimum (``StackConfiguration/minimumFillContentHeight``, by default
    /// ``AccordionLayout/defaultMinimumFillHeight``): when the headers leave less, the content
    /// gets the minimum and the stack scrolls. A section with a content height of its own
    /// (``AccordionSectionHeights``) keeps that height instead.
    case fill

    /// The expanded content has this height (unless its section has one of its own); the stack
    /// scrolls when it is taller than the bounds.
    ///
    /// A negative or non-finite height is treated as zero.
    case fit(height: CGFloat)
}
