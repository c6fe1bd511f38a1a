import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A value the engine keeps by reference, immutable once made, so that a copy of the engine (a
/// read through its driver, the working copy of every event) shares it instead of copying it: the
/// settings, the layout a height change pinned mid-flight, where a running reveal heads.
@usableFromInline
final class Shared<Value: Sendable>: Sendable {
    /// The value.
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// The accordion's layout when a section's height changed mid-flight, and the fraction it changed
/// at: the running transition passes through it, so no frame jumps.
@usableFromInline
struct HeightPin: Sendable {
    /// The fraction of the transition the height changed at.
    @usableFromInline let fraction: Double
    /// The layout at that moment, rebased on the new heights.
    @usableFromInline let layout: AccordionLayout

    @usableFromInline
    init(fraction: Double, layout: AccordionLayout) {
        self.fraction = fraction
        self.layout = layout
    }
}

/// Where the running reveal heads, with what it was worked out from: on a display frame nothing it
/// depends on changes, so the frame reuses it.
@usableFromInline
struct RevealTargetCache: Sendable {
    /// What the target was worked out from.
    @usableFromInline let key: RevealTargetKey
    /// The offset the reveal heads to.
    @usableFromInline let target: CGFloat

    @usableFromInline
    init(key: RevealTargetKey, target: CGFloat) {
        self.key = key
        self.target = target
    }
}
