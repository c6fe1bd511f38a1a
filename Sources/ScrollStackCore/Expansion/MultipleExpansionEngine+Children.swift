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
}
