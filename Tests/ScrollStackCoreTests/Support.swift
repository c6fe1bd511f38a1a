import Foundation
import ScrollStackCore
import Testing

/// A child with identity semantics and a readable name, standing in for a view controller.
final class FakeChild: Hashable, CustomStringConvertible {
    let name: String
    let serial: Int
    var configuredIndex: Int?
    /// The element the source last configured it for.
    var configuredElement: Int?

    init(_ name: String, serial: Int = 0) {
        self.name = name
        self.serial = serial
    }

    static func == (lhs: FakeChild, rhs: FakeChild) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { name }
}

/// A fixed list of children, like `viewControllers`: no reuse.
struct StaticSource: ChildDataSource {
    var children: [FakeChild]

    init(_ names: [String]) { children = names.map { FakeChild($0) } }

    func numberOfChildren() -> Int { children.count }
    func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild { children[index] }

    subscript(_ index: Int) -> FakeChild { children[index] }
}

/// A large source that makes children through the reuse pool and keeps only weak references,
/// so tests can count what is made and what is still alive.
final class ReusingSource: ChildDataSource {
    /// Every index's element ID; `count` of them.
    private(set) var elements: [Int] = []
    /// The next element ID to hand out.
    private var nextElement = 0
    /// The number of elements. Setting it replaces the data with that many new elements.
    var count: Int {
        get { elements.count }
        set { elements = newElements(newValue) }
    }
    var identifier: (Int) -> String
    private(set) var made: [Weak] = []
    /// The elements asked for, in order.
    var askedElements: [Int] = []

    struct Weak {
        weak var child: FakeChild?
    }

    init(count: Int, identifier: @escaping (Int) -> String = { _ in "page" }) {
        self.identifier = identifier
        elements = newElements(count)
    }

    /// `count` element IDs never handed out before.
    func newElements(_ count: Int) -> [Int] {
        defer { nextElement += count }
        return Array(nextElement..<nextElement + count)
    }

    /// Replaces the elements with `newElements` and returns the change, by identity.
    func change(to newElements: [Int]) -> StackDataChange {
        defer { elements = newElements }
        return StackDataChange(IdentityDifference(from: elements, to: newElements))
    }

    func numberOfChildren() -> Int { count }

    func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild {
        let child = pool.dequeue(withIdentifier: identifier(index)) {
            let child = FakeChild("c\(made.count)", serial: made.count)
            made.append(Weak(child: child))
            return child
        }
        child.configuredIndex = index
        child.configuredElement = elements[index]
        askedElements.append(elements[index])
        return child
    }

    /// How many made children are still referenced by anything.
    var aliveCount: Int { made.filter { $0.child != nil }.count }
}

/// Elements with IDs, each shown by a child of its own made the first time it is asked for, like
/// view controllers kept per element; records every ID the engine asks for.
final class NamedSource: ChildDataSource {
    /// The element IDs in order; change them, then send the engine the difference.
    var names: [String]
    private(set) var children: [String: FakeChild] = [:]
    /// The IDs asked for, in order.
    var asked: [String] = []

    init(_ names: [String]) { self.names = names }

    func numberOfChildren() -> Int { names.count }

    func child(at index: Int, reusing pool: inout ReusePool<FakeChild>) -> FakeChild {
        let name = names[index]
        asked.append(name)
        if let child = children[name] { return child }
        let child = FakeChild(name)
        children[name] = child
        return child
    }

    /// The child made for `name`.
    subscript(_ name: String) -> FakeChild {
        guard let child = children[name] else { preconditionFailure("no child was made for \(name)") }
        return child
    }

    /// Replaces the IDs and returns the change from the old ones, for ``StackEvent/dataChanged(_:)``.
    func change(to newNames: [String]) -> StackEvent {
        let difference = IdentityDifference(from: names, to: newNames)
        names = newNames
        return .dataChanged(StackDataChange(difference))
    }
}

/// SplitMix64: a small, seedable, well-mixed generator, so a failing random sequence can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension CGRect {
    /// Whether every edge is within `tolerance` of `other`'s.
    func isClose(to other: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}

/// The appearance callbacks of a log, as UIKit prints them.
func appearanceCallbacks<Child>(_ steps: [ContainerStep<Child>]) throws -> [UIKitCallback<Child>] {
    var checker = ContainmentChecker<Child>()
    try checker.check(steps)
    return checker.callbacks.filter(\.isAppearanceCallback)
}

/// An engine, its source, and a checker that every step passes through.
struct Harness<Source: ChildDataSource> where Source.Child == FakeChild {
    var engine: StackEngine<FakeChild>
    let source: Source
    var checker = ContainmentChecker<FakeChild>()

    init(_ engine: StackEngine<FakeChild>, source: Source) {
        self.engine = engine
        self.source = source
    }

    /// Sends an event, checks its steps against the UIKit contract, and returns them.
    @discardableResult
    mutating func send(_ event: StackEvent) throws -> [ContainerStep<FakeChild>] {
        let steps = engine.handle(event, source: source)
        try checker.check(steps)
        return steps
    }

    /// Loads the data and makes the container appear.
    mutating func loadAndAppear() throws {
        try send(.reload)
        try send(.containerWillAppear(animated: false))
        try send(.containerDidAppear)
    }
}

let settingsTitles = ["General", "Display", "Sounds", "Privacy", "About"]
let phoneSize = CGSize(width: 390, height: 844)

func accordionConfiguration(headerHeight: CGFloat = 56) -> StackConfiguration {
    var configuration = StackConfiguration()
    configuration.headerHeight = headerHeight
    return configuration
}

/// What a crashed exit-test process printed to standard error.
func crashOutput(_ result: ExitTest.Result?) -> String {
    guard let result else { return "" }
    return String(decoding: result.standardErrorContent, as: UTF8.self)
}

/// Why an engine's scroll position breaks the offset rule, or `nil`: unless a finger owns it, the
/// offset lies inside `0 … max(0, contentHeight − viewportHeight)` within half a point.
func offsetOutOfRange(_ position: ScrollPosition, contentHeight: CGFloat, layoutHeight: CGFloat) -> String? {
    guard !position.isUserScrolling else { return nil }
    let viewport = position.viewportHeight(layoutHeight: layoutHeight)
    let furthest = max(0, contentHeight - viewport)
    guard position.offset >= -0.5, position.offset <= furthest + 0.5 else {
        return "offset \(position.offset) outside 0…\(furthest) (content \(contentHeight), viewport \(viewport))"
    }
    return nil
}
