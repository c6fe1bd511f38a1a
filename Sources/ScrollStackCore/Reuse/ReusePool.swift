/// Children waiting to be reused, by reuse identifier, like a table view's cells.
///
/// A data source takes children from the pool with ``dequeue(withIdentifier:orMake:)``; the
/// engine returns them when they leave the screen. The pool remembers the identifier of every
/// child that went through it, keeps at most ``limitPerIdentifier`` idle children of each
/// identifier, and lets go of the rest, so a source of any size never keeps more children than
/// the screen and the limit need.
///
/// ## Which idle child a dequeue takes
/// An element's child keeps the element's state (a SwiftUI view's `@State`, a list's scroll
/// position) only while no other element is shown in it. So the pool remembers the element each
/// idle child last showed, and while the engine asks its data source for the child of an element,
/// a dequeue takes back the idle child last shown for that element first. Otherwise it takes the
/// child put back last, which the data source shows the new element in. Elements are named by
/// their index, which the engine moves along with every change of the data
/// (``StackEvent/dataChanged(_:)``); an element the data removed has no idle child of its own.
public struct ReusePool<Child: Hashable> {
    /// The most idle children kept for one identifier. A child returned to a full list is kept and
    /// the one put back longest ago is released; lowering the limit releases the oldest idle
    /// children over it at once.
    public var limitPerIdentifier: Int {
        didSet {
            precondition(limitPerIdentifier >= 0, "ReusePool: limitPerIdentifier must not be negative, got \(limitPerIdentifier)")
            for (identifier, children) in idle where children.count > limitPerIdentifier {
                for child in children.dropLast(limitPerIdentifier) {
                    identifiers[child] = nil
                    shownAt[child] = nil
                }
                idle[identifier] = Array(children.suffix(limitPerIdentifier))
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
    /// The index of the element each idle child last showed, for those put back with one.
    @usableFromInline var shownAt: [Child: Int] = [:]
    /// The index of the element the engine is asking its data source for, while it asks: a
    /// dequeue then takes back that element's own idle child first.
    @usableFromInline var requestedIndex: Int?

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
    ///
    /// While the engine asks for the child of an element, the idle child last shown for that
    /// element comes first; otherwise the one put back last.
    @inlinable
    public mutating func dequeue(withIdentifier identifier: String) -> Child? {
        takeIdle(withIdentifier: identifier, preferringElementAt: requestedIndex)
    }

    /// Takes an idle child of `identifier` out of the pool, the one last shown for the element at
    /// `index` first.
    ///
    /// - Complexity: O(*k*) for the *k* idle children of `identifier`, at most
    ///   ``limitPerIdentifier``.
    @inlinable
    mutating func takeIdle(withIdentifier identifier: String, preferringElementAt index: Int?) -> Child? {
        guard let last = idle[identifier]?.indices.last else { return nil }
        let own = index.flatMap { index in idle[identifier]?.lastIndex { shownAt[$0] == index } }
        // Removed in place: the idle list keeps its storage.
        let child = idle[identifier, default: []].remove(at: own ?? last)
        shownAt[child] = nil
        return child
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
    /// - Returns: `true` if the pool keeps it for reuse (letting go of the idle child of its
    ///   identifier put back longest ago when the list is full); `false` if it has no identifier
    ///   or the limit is 0, and the pool let go of it.
    @discardableResult
    @inlinable
    public mutating func recycle(_ child: Child) -> Bool {
        recycle(child, shownAt: nil)
    }

    /// Takes back a child that left the screen after showing the element at `index` (`nil`: an
    /// element the data removed), so a later dequeue for that element takes it back first.
    ///
    /// - Returns: `true` if the pool keeps it for reuse (letting go of the idle child of its
    ///   identifier put back longest ago when the list is full); `false` if it has no identifier
    ///   or the limit is 0, and the pool let go of it.
    @discardableResult
    @inlinable
    mutating func recycle(_ child: Child, shownAt index: Int?) -> Bool {
        guard let identifier = identifiers[child] else { return false }
        guard limitPerIdentifier > 0 else {
            identifiers[child] = nil
            return false
        }
        if idle[identifier, default: []].count >= limitPerIdentifier, let oldest = idle[identifier]?.removeFirst() {
            identifiers[oldest] = nil
            shownAt[oldest] = nil
        }
        idle[identifier, default: []].append(child)
        shownAt[child] = index
        return true
    }

    /// Moves the element each idle child last showed to its new index after `change`, and
    /// forgets the elements it removed.
    ///
    /// - Complexity: O(*k*) for *k* idle children.
    @usableFromInline
    mutating func followElements(_ change: StackDataChange) {
        guard !shownAt.isEmpty else { return }
        var moved: [Child: Int] = [:]
        for (child, index) in shownAt {
            if change.newIndices.indices.contains(index), let new = change.newIndices[index] { moved[child] = new }
        }
        shownAt = moved
    }

    /// Forgets the elements at `count` and after, which a reload without identities removed.
    ///
    /// - Complexity: O(*k*) for *k* idle children.
    @usableFromInline
    mutating func forgetElements(from count: Int) {
        guard shownAt.values.contains(where: { $0 >= count }) else { return }
        shownAt = shownAt.filter { $0.value < count }
    }

    /// Lets go of every idle child.
    public mutating func drain() {
        for child in idle.values.joined() { identifiers[child] = nil }
        idle.removeAll()
        shownAt.removeAll()
    }
}

extension ReusePool: Sendable where Child: Sendable {}
