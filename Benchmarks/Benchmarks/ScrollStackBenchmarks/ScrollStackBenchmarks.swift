import Benchmark
import ScrollStackFixtures

/// How far above its static threshold (in `Thresholds/`) the p90 malloc count of one iteration
/// of a tick benchmark may go. A static threshold holds what the benchmark tool itself allocates
/// around one measured region when the ticks allocate nothing, so at 1,000 ticks per iteration
/// this tolerance catches anything from one allocation per 200 ticks up.
let allocationTolerance = 4

/// The configuration of a tick benchmark that runs `scalingFactor` ticks per iteration.
///
/// - Parameter checksAllocations: Whether `swift package benchmark thresholds check` holds the
///   benchmark's malloc count to its static threshold, within ``allocationTolerance``.
func tickConfiguration(scalingFactor: BenchmarkScalingFactor, checksAllocations: Bool) -> Benchmark.Configuration {
    var configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: scalingFactor,
        maxDuration: .seconds(1),
        maxIterations: scalingFactor == .one ? 100_000 : 10_000
    )
    if checksAllocations {
        configuration.thresholds = [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: allocationTolerance])]
    }
    return configuration
}

/// The configuration of a planning benchmark: one whole transition per iteration.
func planningConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(1),
        maxIterations: 100_000
    )
}

let benchmarks: @Sendable () -> Void = {
    registerTicks()
    registerFrameWork()
    registerTabStrip()
    registerMultipleExpansion()
    for scenario in PlanningFixture.Scenario.allCases {
        registerPlanning(scenario)
    }
    for preloadDistance in [0, 1] {
        registerReuseSweep(preloadDistance: preloadDistance)
    }
    for scalingFactor in [BenchmarkScalingFactor.one, .kilo] {
        registerHeightChange(count: 1_000_000, scalingFactor: scalingFactor)
    }
}
