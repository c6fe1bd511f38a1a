/// What a two-way binding last read and the write to it still in flight, so the echo of the
/// container's own write, or a stale read from before it lands, asks for nothing.
///
/// SwiftUI reports a binding's value at each update; a write made from a callback shows up one
/// update later. The selection rules for one ID and for a set of IDs read their binding through
/// this one filter.
struct BindingEcho<Value: Equatable> {
    /// The value the binding held at the last update that reported it.
    private(set) var lastRead: Value
    /// A value written to the binding that no update has reported yet.
    private(set) var pendingWrite: Value?

    init(reading value: Value) {
        lastRead = value
    }

    /// What the binding holds as far as the rules know: the write in flight, else the last read.
    var value: Value { pendingWrite ?? lastRead }

    /// Takes an update's reading of the binding and says whether it is news: not the write in
    /// flight landing, not the value from before that write, not the value read last time.
    mutating func isNews(_ read: Value) -> Bool {
        if let pending = pendingWrite {
            if read == pending {
                pendingWrite = nil
                lastRead = read
                return false
            }
            // The value from before the write: it hasn't landed yet.
            if read == lastRead { return false }
            pendingWrite = nil
        } else if read == lastRead {
            return false
        }
        lastRead = read
        return true
    }

    /// Notes a write to the binding.
    mutating func wrote(_ written: Value) {
        pendingWrite = written
    }

    /// Takes the answer to `written`, read back at once as `reads`; `false` when a later write
    /// replaced it or an update already reported it, so there is nothing to answer.
    mutating func answer(to written: Value, reads: Value) -> Bool {
        guard let pending = pendingWrite, pending == written else { return false }
        pendingWrite = nil
        lastRead = reads
        return true
    }
}

extension BindingEcho: Equatable {}
extension BindingEcho: Sendable where Value: Sendable {}
