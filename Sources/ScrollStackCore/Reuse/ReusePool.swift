/// Children waiting to be reused, by reuse identifier, like a table view's cells.
///
/// A data source takes children from the pool with ``dequeue(withIdentifier:orMake:)``; the
/// engine returns them when they leave the screen. The pool remembers the identifier of every
/// child that went through it, keeps at most ``limitPerIdentifier`` idle children of each
/// identifier, and lets go of the rest, so a source of any size never keeps more children than
/// the screen and the limit need.
public struct ReusePool<Child: Hashable> {
    /// The most idle children kept for one identifier; children returned beyond it are released.
    /// Lowering it releases idle children over the new limit at once.
    public var limitPerIdentifier: Int {
        didSet {
            precondition(limitPerIdentifier >= 0, "ReusePool: limitPerIdentifier must not be negative, got \(limitPerIdentifier)")
            for (identifier, children) in idle where children.count > limitPerIdentifier {
                for child in children.dropFirst(limitPerIdentifier) { identifiers[child] = nil }
                idle[identifier] = Array(children.prefix(limitPerIdentifier))
            }
        }
    }

    // Dequeuing and recycling are inlinable, so that a caller in another module runs them
    // specialised for its child type; the state they change is therefore internal and usable
    // from inlinable code.

    /// The idle children of every identifier.
    @usableFromInline var idle: [String: [Child]] = [:]
    /// The identifier of every child made by or dequeued from the pool and not let go of.
    @usableFromInline var identifiers: [Child: String] = [:]
    /// Storage of ``madeCount``.
    @usableFromInline var made = 0

    /// How many children `make` closures passed to ``dequeue(withIdentifier:orMake:)`` have made.
    public var madeCount: Int { made }

    /// Creates an empty pool.
    ///
    /// - Parameter limitPerIdentifier: The most idle children kept per identifier. Must not be negative.
    public init(limitPerIdentifier: Int = 2) {
        precondition(limitPerIdentifier >= 0, "ReusePool: limitPerIdentifier must not be negative, got \(limitPerIdentifier)")
        self.limitPerIdentifier = limitPerIdentifier
    }

    /// An idle child registered with `identifier`, or `nil` if there is none.
    @inlinable
    public mutating func dequeue(withIdentifier identifier: String) -> Child? {
        idle[identifier]?.popLast()
    }

    /// An idle child registered with `identifier`, or a new one from `make`, which the pool then
    /// remembers under `identifier`.
    @inlinable
    public mutating func dequeue(withIdentifier identifier: String, orMake make: () -> Child) -> Child {
        if let child = dequeue(withIdentifier: identifier) { return child }
        let child = make()
        made += 1
        identifiers[child] = identifier
        return child
    }

    /// The identifier `child` was made or dequeued with, or `nil` if it did not come from the pool.
    public func reuseIdentifier(of child: Child) -> String? {
        identifiers[child]
    }

    /// The number of idle children.
    public var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    /// Whether `child` is idle in the pool.
    public func isIdle(_ child: Child) -> Bool {
        guard let identifier = identifiers[child] else { return false }
        return idle[identifier]?.contains(child) ?? false
    }

    /// Takes back a child that left the screen.
    ///
    /// - Returns: `true` if the pool keeps it for reuse; `false` if it has no identifier or its
    ///   identifier's idle list is full, and the pool let go of it.
    @discardableResult
    @inlinable
    public mutating func recycle(_ child: Child) -> Bool {
        guard let identifier = identifiers[child] else { return false }
        if idle[identifier, default: []].count < limitPerIdentifier {
            idle[identifier, default: []].append(child)
            return true
        }
        identifiers[child] = nil
        return false
    }

    /// Lets go of every idle child.
    public mutating func drain() {
        for child in idle.values.joined() { identifiers[child] = nil }
        idle.removeAll()
    }
}

extension ReusePool: Sendable where Child: Sendable {}
