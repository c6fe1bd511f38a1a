import Foundation
import Testing
@testable import ScrollStackCore

@Suite("Configuration repair: a declarative view's bad values are clamped and named, not trapped")
struct ConfigurationRepairTests {
    static func with(_ change: (inout StackConfiguration) -> Void) -> StackConfiguration {
        var configuration = StackConfiguration()
        change(&configuration)
        return configuration
    }

    @Test("a valid configuration comes back unchanged, with nothing repaired")
    func valid() {
        let configuration = Self.with { $0.headerHeight = 60; $0.transitionDuration = 0; $0.finishThreshold = 1 }
        let result = configuration.repairingInvalidSettings()
        #expect(result.configuration == configuration)
        #expect(result.repaired.isEmpty)
    }

    @Test("a modifier's three settings are repaired in place and named in declaration order; valid ones are left alone")
    func modifierSettings() {
        let cases: [(CGFloat, Double, Int)] = [(60, 0.5, 2), (0, -0.2, -3), (.nan, .infinity, 1), (44, .nan, -1)]
        let results = cases.map { start -> String in
            var (height, duration, distance) = start
            let problems = StackConfiguration.repair(headerHeight: &height, transitionDuration: &duration, preloadDistance: &distance)
            return "\(height) \(duration) \(distance) \(problems.map(\.setting))"
        }
        #expect(results == [
            "60.0 0.5 2 []",
            #"44.0 0.0 0 ["headerHeight", "transitionDuration", "preloadDistance"]"#,
            #"44.0 0.28 1 ["headerHeight", "transitionDuration"]"#,
            #"44.0 0.28 0 ["transitionDuration", "preloadDistance"]"#,
        ])
    }

    @Test("each bad value goes to its bound or its default, and is named", arguments: [
        (with { $0.headerHeight = 0 }, with { _ in }, "headerHeight"),
        (with { $0.headerHeight = .nan }, with { _ in }, "headerHeight"),
        (with { $0.transitionDuration = -0.2 }, with { $0.transitionDuration = 0 }, "transitionDuration"),
        (with { $0.transitionDuration = .infinity }, with { _ in }, "transitionDuration"),
        (with { $0.preloadDistance = -3 }, with { $0.preloadDistance = 0 }, "preloadDistance"),
        (with { $0.finishThreshold = 1.5 }, with { $0.finishThreshold = 1 }, "finishThreshold"),
        (with { $0.finishThreshold = -0.5 }, with { $0.finishThreshold = 0 }, "finishThreshold"),
        (with { $0.finishThreshold = .nan }, with { _ in }, "finishThreshold"),
        (with { $0.rubberBandCoefficient = -1 }, with { _ in }, "rubberBandCoefficient"),
        (with { $0.reuseLimitPerIdentifier = -1 }, with { $0.reuseLimitPerIdentifier = 0 }, "reuseLimitPerIdentifier"),
        (with { $0.minimumFillContentHeight = -10 }, with { $0.minimumFillContentHeight = 0 }, "minimumFillContentHeight"),
        (with { $0.minimumFillContentHeight = .infinity }, with { _ in }, "minimumFillContentHeight"),
    ])
    func repaired(bad: StackConfiguration, expected: StackConfiguration, setting: String) throws {
        let result = bad.repairingInvalidSettings()
        #expect(result.configuration == expected)
        #expect(result.repaired.map(\.setting) == [setting])
        #expect(try result.configuration.validated() == expected)
    }

    @Test("several bad values are all repaired, named in declaration order, and the rest is kept")
    func several() {
        let bad = Self.with {
            $0.headerHeight = -1
            $0.transitionDuration = -1
            $0.preloadDistance = 2
            $0.minimumFillContentHeight = .nan
        }
        let result = bad.repairingInvalidSettings()
        #expect(result.configuration == Self.with { $0.transitionDuration = 0; $0.preloadDistance = 2 })
        #expect(result.repaired == [
            StackConfigurationError(setting: "headerHeight", rule: "must be positive and finite", value: "-1.0"),
            StackConfigurationError(setting: "transitionDuration", rule: "must be finite and not negative", value: "-1.0"),
            StackConfigurationError(setting: "minimumFillContentHeight", rule: "must be finite and not negative", value: "nan"),
        ])
    }
}
