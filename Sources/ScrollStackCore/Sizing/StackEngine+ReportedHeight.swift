import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackEngine {
    /// The height an accordion sized by its content tells the layout around it now, on every
    /// display frame of a transition: what moves the views below it the way `DisclosureGroup` does.
    ///
    /// - At rest: the content's height.
    /// - While a transition runs: the content's height in the layout at the transition's fraction
    ///   (`fraction`, or its current one when `nil`), so the height follows the opening or closing
    ///   section frame by frame, both ways.
    /// - Under ``MotionPreference/reduced``: the transition's end height from its first frame — the
    ///   frame jumps once instead of animating.
    ///
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func reportedContentHeight(atFraction fraction: Double? = nil) -> CGFloat {
        // Several open sections move on their own legs: the height they take now.
        if allowsSeveralOpenSections { return _open.layout.contentSize.height }
        guard let transition = phase.transition else { return accordionLayout.contentSize.height }
        if configuration.motion == .reduced {
            return accordionLayout(atFraction: 1).contentSize.height
        }
        return accordionLayout(atFraction: fraction ?? transition.fraction).contentSize.height
    }
}
