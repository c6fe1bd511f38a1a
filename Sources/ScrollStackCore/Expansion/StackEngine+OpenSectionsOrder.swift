// The moving sections in index order, beside the motions by index.

extension StackEngine {
    /// Starts, replaces or (`nil`) ends the motion of the section at `index`, keeping
    /// ``order`` sorted.
    ///
    /// - Complexity: O(*k*) for *k* moving sections when a motion starts or ends; O(1) when one is
    ///   replaced. Allocates nothing once the order has grown to the most sections moving at once.
    @usableFromInline
    mutating func setMotion(_ motion: SectionMotion?, at index: Int) {
        let wasMoving = _open.motions[index] != nil
        _open.motions[index] = motion
        guard wasMoving != (motion != nil) else { return }
        var low = 0
        var high = _open.order.count
        while low < high {
            let middle = (low + high) / 2
            if _open.order[middle] < index { low = middle + 1 } else { high = middle }
        }
        if motion == nil {
            _open.order.remove(at: low)
        } else {
            _open.order.insert(index, at: low)
        }
    }
}
