// The moving sections in index order, beside the motions by index.

extension MultipleExpansionEngine {
    /// Starts, replaces or (`nil`) ends the motion of the section at `index`, keeping
    /// ``movingOrder`` sorted.
    ///
    /// - Complexity: O(*k*) for *k* moving sections when a motion starts or ends; O(1) when one is
    ///   replaced. Allocates nothing once the order has grown to the most sections moving at once.
    @usableFromInline
    mutating func setMotion(_ motion: SectionMotion?, at index: Int) {
        let wasMoving = _motions[index] != nil
        _motions[index] = motion
        guard wasMoving != (motion != nil) else { return }
        var low = 0
        var high = movingOrder.count
        while low < high {
            let middle = (low + high) / 2
            if movingOrder[middle] < index { low = middle + 1 } else { high = middle }
        }
        if motion == nil {
            movingOrder.remove(at: low)
        } else {
            movingOrder.insert(index, at: low)
        }
    }
}
