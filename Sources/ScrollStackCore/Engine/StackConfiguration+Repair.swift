import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension StackConfiguration {
    /// This configuration with every invalid setting replaced, and what was replaced.
    ///
    /// For values a declarative view hands over (a modifier fed by a first layout pass, a
    /// negative duration from arithmetic): as SwiftUI's own modifiers do, a bad value is clamped
    /// and reported instead of stopping the app. A value past a bound goes to that bound (a
    /// negative duration, distance, limit or minimum height to 0; a finish threshold into 0…1);
    /// a value with no meaning at all (not finite, or a height or coefficient that isn't
    /// positive) goes back to its default.
    ///
    /// - Returns: The repaired configuration, and one error per setting that was replaced, in the
    ///   order the properties are declared; no errors when every setting was valid.
    package func repairingInvalidSettings() -> (configuration: StackConfiguration, repaired: [StackConfigurationError]) {
        var repaired = self
        var errors: [StackConfigurationError] = []
        while let error = repaired.firstInvalidSetting() {
            errors.append(error)
            repaired.repair(error.setting)
        }
        return (repaired, errors)
    }

    /// Repairs the three settings a declarative view's modifiers hand over one by one, in place, as
    /// ``repairingInvalidSettings()`` repairs them in a configuration of its own; returns what was
    /// repaired, in declaration order (nothing, and no value touched, when all three are valid).
    package static func repair(headerHeight: inout CGFloat, transitionDuration: inout Double, preloadDistance: inout Int) -> [StackConfigurationError] {
        var configuration = StackConfiguration()
        configuration.headerHeight = headerHeight
        configuration.transitionDuration = transitionDuration
        configuration.preloadDistance = preloadDistance
        let (repaired, problems) = configuration.repairingInvalidSettings()
        guard !problems.isEmpty else { return [] }
        headerHeight = repaired.headerHeight
        transitionDuration = repaired.transitionDuration
        preloadDistance = repaired.preloadDistance
        return problems
    }

    /// Replaces the named setting's invalid value by its bound or its default.
    private mutating func repair(_ setting: String) {
        let defaults = StackConfiguration()
        switch setting {
        case "headerHeight":
            headerHeight = defaults.headerHeight
        case "transitionDuration":
            transitionDuration = transitionDuration.isFinite ? 0 : defaults.transitionDuration
        case "preloadDistance":
            preloadDistance = 0
        case "finishThreshold":
            finishThreshold = finishThreshold.isFinite ? min(max(finishThreshold, 0), 1) : defaults.finishThreshold
        case "rubberBandCoefficient":
            rubberBandCoefficient = defaults.rubberBandCoefficient
        case "reuseLimitPerIdentifier":
            reuseLimitPerIdentifier = 0
        case "minimumFillContentHeight":
            minimumFillContentHeight = minimumFillContentHeight.isFinite ? 0 : defaults.minimumFillContentHeight
        default:
            preconditionFailure("StackConfiguration: no repair for the setting \(setting)")
        }
    }
}
