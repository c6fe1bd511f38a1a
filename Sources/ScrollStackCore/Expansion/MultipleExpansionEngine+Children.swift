import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension MultipleExpansionEngine {
    /// The index of `child` if it is live.
    ///
    /// - Complexity: O(1).
    public func index(of child: Child) -> Int? { liveIndex[child] }

    /// How far the section at `index` is open, 0...1, for its disclosure indicator: the openness
    /// of a moving section, else 1 when open and 0 when closed.
    ///
    /// - Complexity: O(1).
    public func disclosureExpansion(ofSectionAt index: Int) -> Double {
        if let motion = _motions[index] { return motion.openness }
        return _expandedIndices.contains(index) ? 1 : 0
    }

    /// The opacity of the content of the section at `index`: the openness of a section that fades
    /// (``SectionMotion/fades``, under Reduce Motion), from 0 to 1 opening and from 1 to 0 closing;
    /// 1 for every other section. The platform applies it to the section's child on every layout.
    ///
    /// - Complexity: O(1).
    public func contentOpacity(ofSectionAt index: Int) -> CGFloat {
        guard let motion = _motions[index], motion.fades else { return 1 }
        return CGFloat(min(1, max(0, motion.openness)))
    }
}
