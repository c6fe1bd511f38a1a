#if canImport(UIKit)
import ObjectiveC
import UIKit

/// State an object keeps beside itself in an associated object, made on first use: extensions
/// can't add stored properties.
@MainActor
protocol AssociatedState: AnyObject {
    init()
}

extension NSObject {
    /// This object's `State`, made and kept (retained) the first time it is asked for.
    @MainActor
    func associatedState<State: AssociatedState>(_ type: State.Type) -> State {
        let key = Self.associationKey(for: type)
        if let state = objc_getAssociatedObject(self, key) as? State { return state }
        let state = State()
        objc_setAssociatedObject(self, key, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return state
    }

    /// This object's `State` if it was ever asked for, without making one.
    @MainActor
    func existingAssociatedState<State: AssociatedState>(_ type: State.Type) -> State? {
        objc_getAssociatedObject(self, Self.associationKey(for: type)) as? State
    }

    /// The key a state type is kept under: the type's own metadata, one address per type that
    /// never moves, so no key needs a mutable static of its own.
    private static func associationKey<State: AssociatedState>(for type: State.Type) -> UnsafeRawPointer {
        unsafeBitCast(ObjectIdentifier(type), to: UnsafeRawPointer.self)
    }
}
#endif
