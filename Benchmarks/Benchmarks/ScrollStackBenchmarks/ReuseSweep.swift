import Benchmark
import ScrollStackFixtures

/// Custom metrics of the reuse sweep.
enum SweepMetric {
    /// The children the data source created over the whole sweep.
    static let childrenCreated = BenchmarkMetric.custom("childrenCreated")
    /// The most children alive at once: held by the engine, its planner or its reuse pool.
    static let maxAlive = BenchmarkMetric.custom("maxAlive")
}

/// Registers the sweep with `preloadDistance` preloaded neighbours on each side.
///
/// Every iteration sweeps a new pager across all its pages; the custom metrics record what it
/// created and kept alive (checked against `Thresholds/` by `thresholds check`), and the run
/// fails at once when a sweep breaks its limits.
func registerReuseSweep(preloadDistance: Int) {
    let name = "ReuseSweep_pages=\(ReuseSweep.pageCount)_preload=\(preloadDistance)"
    var configuration = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal, SweepMetric.childrenCreated, SweepMetric.maxAlive],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 20
    )
    configuration.thresholds = [
        SweepMetric.childrenCreated: BenchmarkThresholds(absolute: [.p90: 0]),
        SweepMetric.maxAlive: BenchmarkThresholds(absolute: [.p90: 0]),
    ]
    Benchmark(name, configuration: configuration) { benchmark in
        let sweep = ReuseSweep(preloadDistance: preloadDistance)
        benchmark.startMeasurement()
        let planned = sweep.run()
        benchmark.stopMeasurement()
        blackHole(planned)
        benchmark.measurement(SweepMetric.childrenCreated, sweep.createdCount)
        benchmark.measurement(SweepMetric.maxAlive, sweep.maxAlive)
        if let failure = sweep.failure {
            benchmark.error("\(name): \(failure)")
        }
    }
}
