extension MultipleExpansionEngine {
    /// The live child of the section at `index`, if it has one: a section that shows content (or
    /// moves) inside the viewport.
    ///
    /// - Complexity: O(1).
    public func child(at index: Int) -> Child? { live[index] }

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
