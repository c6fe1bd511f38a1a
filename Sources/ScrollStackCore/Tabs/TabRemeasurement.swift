import Foundation

/// Which tabs a tab strip measures again when its tabs change.
///
/// Measuring a tab means laying out its text (and a custom view, if any): the costly part of a
/// change. A new title or badge on a few tabs of a long strip measures those tabs alone and patches
/// the layout with ``TabStripLayout/setWidths(_:at:)``; a change in the number of tabs, or in most
/// of them, measures them all.
package enum TabRemeasurement: Equatable, Sendable {
    /// No tab changed.
    case none
    /// The same number of tabs, and only these (in increasing order) changed.
    case tabs([Int])
    /// Measure every tab: the count changed, more than half of the tabs changed, or nothing was
    /// measured before.
    case all

    /// What to measure when the tabs go from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The tabs the strip measured (or would have).
    ///   - new: The tabs it shows now.
    ///   - hasMeasurements: Whether the strip holds measurements of `old`; without them every tab
    ///     is measured anyway.
    /// - Returns: The plan. More than half of the tabs changing counts as all of them: patching them
    ///   one by one would cost more than one pass.
    /// - Complexity: O(*n*) comparisons of tabs; nothing is measured.
    package static func plan<Tab: Equatable>(from old: [Tab], to new: [Tab], hasMeasurements: Bool) -> TabRemeasurement {
        guard hasMeasurements, old.count == new.count else { return .all }
        var changed: [Int] = []
        for index in new.indices where old[index] != new[index] {
            changed.append(index)
            if changed.count * 2 > new.count { return .all }
        }
        return changed.isEmpty ? .none : .tabs(changed)
    }
}
