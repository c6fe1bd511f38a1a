// Values the engine keeps by reference: immutable once made, so a copy of the engine shares them.

import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The accordion's layout when a section's height changed mid-flight, and the fraction it changed
/// at: the running transition passes through it, so no frame jumps.
///
/// A class, immutable once made, so that the engine carries a reference rather than a layout.
@usableFromInline
final class HeightPin: Sendable {
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
/// depends on changes, so the frame reuses it. Immutable once made, kept by reference.
@usableFromInline
final class RevealTargetCache: Sendable {
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

/// The settings an engine runs with, immutable once made, kept by reference.
@usableFromInline
final class ConfigurationBox: Sendable {
    /// The settings.
    @usableFromInline let value: StackConfiguration

    @usableFromInline
    init(_ value: StackConfiguration) {
        self.value = value
    }
}
