import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The default header's disclosure chevron: pointing to the trailing edge when its section is
/// collapsed and down when it is expanded, turning with the section as it unrolls, as in an
/// outline list.
///
/// The chevron is drawn pointing right (left to right) or left (right to left); this gives its
/// turn. It is a picture of what VoiceOver already says in words ("expanded"), so it is hidden from
/// VoiceOver; it shows the state without colour for Differentiate Without Color.
package enum DisclosureIndicator {
    /// The chevron's rotation in radians, clockwise positive, at `expansion` (0 collapsed, 1
    /// expanded; clamped): a quarter turn clockwise left to right, counter-clockwise right to left.
    ///
    /// - Parameters:
    ///   - expansion: How far the section is open.
    ///   - layoutDirection: Which way the collapsed chevron points.
    /// - Returns: The angle for a rotation transform.
    package static func rotation(expansion: Double, layoutDirection: StackLayoutDirection) -> Double {
        let fraction = expansion.isFinite ? min(1, max(0, expansion)) : 0
        let quarter = Double.pi / 2 * fraction
        return layoutDirection == .leftToRight ? quarter : -quarter
    }
}

extension StackEngine {
    /// How far the section at `index` is open at `fraction` of the running transition (its
    /// current fraction when `nil`): the shown share of its content, so a chevron turns exactly as
    /// the content unrolls, eased with it. 1 for the expanded section at rest (even with no
    /// content height), 0 for a closed one; in a pager, 0. With several open sections, the openness
    /// of each section's own motion.
    ///
    /// - Complexity: O(1) for uniform headers, O(log *n*) otherwise.
    public func disclosureExpansion(ofSectionAt index: Int, atFraction fraction: Double? = nil) -> Double {
        guard mode == .accordion, (0..<count).contains(index) else { return 0 }
        if allowsSeveralOpenSections {
            if let motion = _open.motions[index] { return motion.openness }
            return _open.expanded.contains(index) ? 1 : 0
        }
        guard let content = accordionLayout(atFraction: fraction).content(at: index) else { return 0 }
        guard content.frame.height > 0 else {
            return index == (phase.isIdle ? selectedIndex : destination) ? 1 : 0
        }
        return Double(min(1, max(0, content.clip.height / content.frame.height)))
    }
}
