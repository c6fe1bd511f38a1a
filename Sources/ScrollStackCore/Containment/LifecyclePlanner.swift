import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Plans the containment and appearance calls that take a container's children from where they
/// are to where they should be, following UIKit's contract (see `ARCHITECTURE.md`).
///
/// The planner is a reconciler: the engine describes the children it wants (a scene), and the
/// planner emits the ordered steps that get there from the current state. Because every step is
/// derived from each child's tracked state, a step can't be sent twice or out of order, whatever
/// sequence of scenes arrives.
///
/// The order of one reconciliation:
/// 1. Children that should not be visible get `beginAppearance(false)`; when nothing holds their
///    transition open, `endAppearance`; children that leave are then removed
///    (`willMove(toParent: nil)`, remove the view, `removeFromParent`).
/// 2. New children are added (`addChild`, insert the view, set its frame, `didMove(toParent:)`);
///    children that stay get a new frame if theirs changed.
/// 3. Children that should be visible get `beginAppearance(true)` and, when nothing holds their
///    transition open, `endAppearance`.
///
/// So a swap done at once gives the recommended order (the outgoing child disappears
/// completely, then the incoming one appears), and an animated swap gives UIKit's own order:
/// will-disappear, will-appear, then at the end did-disappear, did-appear. A cancelled transition
/// reverses: the incoming child gets will-disappear and did-disappear, the outgoing one
/// will-appear and did-appear.
///
/// Children only appear while the container itself is appearing or appeared: the container's own
/// appearance reaches exactly the children on screen.
public struct LifecyclePlanner<Child: Hashable> {
    /// What the planner knows of one attached child.
    @usableFromInline
    struct Record: Sendable {
        @usableFromInline var appearance: AppearanceState
        @usableFromInline var frame: CGRect
        @usableFromInline var clip: CGRect
        @usableFromInline var isOnScreen: Bool
        @usableFromInline var isInFlight: Bool

        @inlinable
        init(appearance: AppearanceState, frame: CGRect, clip: CGRect, isOnScreen: Bool, isInFlight: Bool) {
            self.appearance = appearance
            self.frame = frame
            self.clip = clip
            self.isOnScreen = isOnScreen
            self.isInFlight = isInFlight
        }
    }

    // The planning methods are inlinable, so that a caller in another module runs them
    // specialised for its child type rather than through generic metadata and witness tables;
    // the state they change is therefore internal and usable from inlinable code, and read from
    // outside through the properties and queries below.

    /// The container's own appearance state.
    @inlinable public var containerAppearance: AppearanceState { appearanceOfContainer }
    /// Attached children, in the order they were added.
    @inlinable public var attachedChildren: [Child] { attached }

    /// Storage of ``containerAppearance``.
    @usableFromInline var appearanceOfContainer: AppearanceState = .disappeared
    /// Storage of ``attachedChildren``.
    @usableFromInline var attached: [Child] = []
    /// What the planner knows of each attached child.
    @usableFromInline var records: [Child: Record] = [:]
    /// The position of every child in the scene being reconciled; kept between reconciliations so
    /// that they allocate nothing once it has grown to the largest scene.
    @usableFromInline var scenePositions: [Child: Int] = [:]

    /// Creates a planner with no children, in a container that has not appeared.
    public init() {}

    /// The appearance state of `child`, or `nil` if it is not a child of the container.
    @inlinable
    public func appearance(of child: Child) -> AppearanceState? {
        records[child]?.appearance
    }

    /// The frame last set on `child`'s view, or `nil` if it is not a child.
    @inlinable
    public func frame(of child: Child) -> CGRect? {
        records[child]?.frame
    }

    /// The frame and clip last set on `child`'s view, or `nil` if it is not a child.
    @inlinable
    public func placement(of child: Child) -> (frame: CGRect, clip: CGRect)? {
        records[child].map { ($0.frame, $0.clip) }
    }

    /// Whether the container is appearing or appeared, so that its on-screen children should be too.
    @inlinable public var isContainerVisible: Bool { containerAppearance.isVisibleOrAppearing }

    /// Brings the children to `scene`: adds, moves, shows, hides and removes them as needed.
    ///
    /// - Parameters:
    ///   - scene: The children the container should hold, in the order to add new ones.
    ///   - animated: The `animated` flag for appearance calls this makes.
    ///   - steps: Where the steps go, appended in order.
    /// - Precondition: no child appears twice in `scene`.
    @inlinable
    package mutating func reconcile(to scene: [SceneChild<Child>], animated: Bool, into steps: inout [ContainerStep<Child>]) {
        if movesFramesOnly(to: scene, into: &steps) { return }
        scenePositions.removeAll(keepingCapacity: true)
        // The scene is read field by field, by position: copying whole entries would retain and
        // release their children each time.
        for position in scene.indices {
            precondition(
                scenePositions.updateValue(position, forKey: scene[position].child) == nil,
                "LifecyclePlanner: child \(scene[position].child) appears twice in the scene"
            )
        }
        let containerOpen = containerAppearance.isInTransition

        // 1. Hide, and remove the children that leave. The children that stay are moved to the
        //    front of `attached`, in their order, and the rest cut off.
        var staying = 0
        for attachedPosition in attached.indices {
            let child = attached[attachedPosition]
            guard let slot = records.index(forKey: child) else { continue }
            var record = records.values[slot]
            let scenePosition = scenePositions[child]
            if let scenePosition {
                record.isOnScreen = scene[scenePosition].isOnScreen
                record.isInFlight = scene[scenePosition].isInFlight
            }
            let leaving = scenePosition == nil
            let visible = !leaving && record.isOnScreen && isContainerVisible
            if !visible {
                let settles = leaving || (!record.isInFlight && !containerOpen)
                hide(child, &record, animated: animated, settles: settles, into: &steps)
            }
            if leaving {
                steps.append(.willMoveToNilParent(child))
                steps.append(.removeView(child))
                steps.append(.removeFromParent(child))
                records.remove(at: slot)
            } else {
                records.values[slot] = record
                attached.swapAt(staying, attachedPosition)
                staying += 1
            }
        }
        attached.removeLast(attached.count - staying)
        scenePositions.removeAll(keepingCapacity: true)

        // 2. Add the new children; move the ones that stay.
        for position in scene.indices {
            let child = scene[position].child
            let frame = scene[position].frame
            let clip = scene[position].clip
            if let slot = records.index(forKey: child) {
                if records.values[slot].frame != frame || records.values[slot].clip != clip {
                    records.values[slot].frame = frame
                    records.values[slot].clip = clip
                    steps.append(.setFrame(child, frame, clip: clip))
                }
            } else {
                steps.append(.addChild(child))
                steps.append(.insertView(child))
                steps.append(.setFrame(child, frame, clip: clip))
                steps.append(.didMoveToParent(child))
                records[child] = Record(
                    appearance: .disappeared,
                    frame: frame,
                    clip: clip,
                    isOnScreen: scene[position].isOnScreen,
                    isInFlight: scene[position].isInFlight
                )
                attached.append(child)
            }
        }

        // 3. Show.
        guard isContainerVisible else { return }
        for position in scene.indices where scene[position].isOnScreen {
            let child = scene[position].child
            guard let slot = records.index(forKey: child) else { continue }
            let settles = !scene[position].isInFlight && !containerOpen
            if records.values[slot].appearance == .disappeared || records.values[slot].appearance == .disappearing {
                steps.append(.beginAppearance(child, isAppearing: true, animated: animated))
                records.values[slot].appearance = .appearing
            }
            if settles, records.values[slot].appearance == .appearing {
                steps.append(.endAppearance(child))
                records.values[slot].appearance = .appeared
            }
        }
    }

    /// Carries out a scene that changes nothing but frames and clips, and says whether it did:
    /// the attached children in their order, each as on screen and as in flight as it was, none
    /// with an appearance call due. Otherwise changes nothing.
    ///
    /// The steps are those of the whole reconciliation (only its moves have anything to do), with
    /// one lookup per child to check and one to move instead of five: a display frame's scene.
    @inlinable
    mutating func movesFramesOnly(to scene: [SceneChild<Child>], into steps: inout [ContainerStep<Child>]) -> Bool {
        guard scene.count == attached.count else { return false }
        let containerOpen = containerAppearance.isInTransition
        let containerVisible = isContainerVisible
        for position in scene.indices {
            guard scene[position].child == attached[position], let record = records[attached[position]],
                record.isOnScreen == scene[position].isOnScreen, record.isInFlight == scene[position].isInFlight else { return false }
            let settles = !record.isInFlight && !containerOpen
            let isSettled = record.isOnScreen && containerVisible
                ? record.appearance == .appeared || (record.appearance == .appearing && !settles)
                : record.appearance == .disappeared || (record.appearance == .disappearing && !settles)
            guard isSettled else { return false }
        }
        for position in scene.indices {
            let child = scene[position].child
            let frame = scene[position].frame
            let clip = scene[position].clip
            guard let slot = records.index(forKey: child) else { continue }
            if records.values[slot].frame != frame || records.values[slot].clip != clip {
                records.values[slot].frame = frame
                records.values[slot].clip = clip
                steps.append(.setFrame(child, frame, clip: clip))
            }
        }
        return true
    }

    /// Starts or ends the container's own appearance transition and forwards it to the children
    /// on screen, and only to them.
    ///
    /// - Parameters:
    ///   - appearance: The container's new state: `.appearing` (its `viewWillAppear`), `.appeared`
    ///     (`viewDidAppear`), `.disappearing` or `.disappeared`.
    ///   - animated: The flag the container's own callback carried.
    ///   - steps: Where the steps go.
    @inlinable
    public mutating func setContainerAppearance(_ appearance: AppearanceState, animated: Bool, into steps: inout [ContainerStep<Child>]) {
        appearanceOfContainer = appearance
        let scene = attached.compactMap { child in
            records[child].map { SceneChild(child: child, frame: $0.frame, clip: $0.clip, isOnScreen: $0.isOnScreen, isInFlight: $0.isInFlight) }
        }
        reconcile(to: scene, animated: animated, into: &steps)
    }

    /// Brings the container to `appearance` as UIKit would: a `did` without its `will` is
    /// completed as if the `will` had come first.
    @inlinable
    mutating func moveContainer(to appearance: AppearanceState, animated: Bool, into steps: inout [ContainerStep<Child>]) {
        let current = appearanceOfContainer
        if appearance == .appeared, current != .appearing {
            setContainerAppearance(.appearing, animated: animated, into: &steps)
        } else if appearance == .disappeared, current != .disappearing {
            setContainerAppearance(.disappearing, animated: animated, into: &steps)
        }
        setContainerAppearance(appearance, animated: animated, into: &steps)
    }

    @inlinable
    func hide(_ child: Child, _ record: inout Record, animated: Bool, settles: Bool, into steps: inout [ContainerStep<Child>]) {
        if record.appearance == .appeared || record.appearance == .appearing {
            steps.append(.beginAppearance(child, isAppearing: false, animated: animated))
            record.appearance = .disappearing
        }
        if settles, record.appearance == .disappearing {
            steps.append(.endAppearance(child))
            record.appearance = .disappeared
        }
    }
}

extension LifecyclePlanner: Sendable where Child: Sendable {}
