/// What a two-way binding last read and the write to it still in flight, so the echo of the
/// container's own write, or a stale read from before it lands, asks for nothing.
///
/// SwiftUI reports a binding's value at each update; a write made from a callback shows up one
/// update later, and a setter that hops (`DispatchQueue.main.async`, a `Task`) later still. The
/// selection rules for one ID and for a set of IDs read their binding through this one filter.
///
/// A write goes through three moments: made (``wrote(_:)``), read back once the platform carried
/// it out (``answer(to:reads:)``), and landed. A read-back of the value from before the write means
/// the write hasn't landed yet (``awaitsLanding``), not that the binding refused it: the next read
/// of the binding decides. Written value: landed. Value from before the write again: refused.
/// Any other value: the binding's own.
struct BindingEcho<Value: Equatable>: Equatable {
    /// What a read of the binding asks of the selection rules.
    enum Reading: Equatable {
        /// Nothing: a repeat, the echo of a write, a stale read, or a write not landed yet.
        case nothing
        /// The binding holds a value of the app's own: follow it.
        case changed
        /// The binding refused or clamped the write in flight and holds ``BindingEcho/lastRead``:
        /// follow it, undoing the user's move.
        case refused
    }

    /// The value the binding held at the last update that reported it.
    private(set) var lastRead: Value
    /// A value written to the binding that no update has reported yet.
    private(set) var pendingWrite: Value?
    /// Whether the binding, read back after ``pendingWrite`` was carried out, still held
    /// ``lastRead``, the value from before it: the next read that still holds it refuses the write.
    private(set) var awaitsLanding = false

    init(reading value: Value) {
        lastRead = value
    }

    /// What the binding holds as far as the rules know: the write in flight, else the last read.
    var value: Value { pendingWrite ?? lastRead }

    /// Takes an update's reading of the binding.
    ///
    /// - Returns: ``Reading/nothing`` for the write in flight landing, the value read last time,
    ///   or the value from before the write while the write isn't read back yet;
    ///   ``Reading/refused`` for the value from before the write once the read-back held it too;
    ///   else ``Reading/changed``.
    mutating func read(_ read: Value) -> Reading {
        guard let pending = pendingWrite else {
            if read == lastRead { return .nothing }
            lastRead = read
            return .changed
        }
        if read == pending {
            land(pending)
            return .nothing
        }
        if read == lastRead {
            guard awaitsLanding else { return .nothing }
            settle()
            return .refused
        }
        settle()
        lastRead = read
        return .changed
    }

    /// Notes a write to the binding: it waits for its read-back.
    mutating func wrote(_ written: Value) {
        pendingWrite = written
        awaitsLanding = false
    }

    /// Takes the read-back of `written`, once the platform carried the write out, as `reads`.
    ///
    /// - Returns: ``Reading/nothing`` when a later write replaced `written`, an update already
    ///   reported it, it landed, or the binding still holds the value from before it for the first
    ///   time (it hasn't landed yet); ``Reading/refused`` when the binding clamped it to another
    ///   value, or holds the value from before it at a second read-back.
    mutating func answer(to written: Value, reads: Value) -> Reading {
        guard let pending = pendingWrite, pending == written else { return .nothing }
        if reads == written {
            land(written)
            return .nothing
        }
        if reads == lastRead, !awaitsLanding {
            awaitsLanding = true
            return .nothing
        }
        settle()
        lastRead = reads
        return .refused
    }

    private mutating func land(_ written: Value) {
        settle()
        lastRead = written
    }

    private mutating func settle() {
        pendingWrite = nil
        awaitsLanding = false
    }
}

extension BindingEcho: Sendable where Value: Sendable {}
