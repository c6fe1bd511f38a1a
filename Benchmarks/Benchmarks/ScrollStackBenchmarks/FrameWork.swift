import Benchmark
import ScrollStackFixtures

/// Custom metrics of the work a built-in transition hands to UIKit.
enum FrameWorkMetric {
    /// Views in the viewport, summed over the transition's display frames.
    static let viewsInView = BenchmarkMetric.custom("viewsInView")
    /// Frames set (the views that moved), summed over the transition's display frames.
    static let framesSet = BenchmarkMetric.custom("framesSet")
    /// The transition's display frames.
    static let frames = BenchmarkMetric.custom("frames")
}

/// Registers one whole built-in accordion transition, laid out frame by frame, at each count.
func registerFrameWork() {
    for count in [10, 1_000, 100_000, 1_000_000] {
        let name = "FrameWork_n=\(count)"
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .instructions, .mallocCountTotal, FrameWorkMetric.viewsInView, FrameWorkMetric.framesSet, FrameWorkMetric.frames],
            warmupIterations: 3,
            scalingFactor: .one,
            maxDuration: .seconds(1),
            maxIterations: 10_000
        )
        Benchmark(name, configuration: configuration) { benchmark in
            let fixture = FrameWorkFixture(count: count)
            benchmark.startMeasurement()
            blackHole(fixture.run())
            benchmark.stopMeasurement()
            benchmark.measurement(FrameWorkMetric.viewsInView, fixture.viewsInView)
            benchmark.measurement(FrameWorkMetric.framesSet, fixture.framesSet)
            benchmark.measurement(FrameWorkMetric.frames, fixture.frames)
        }
    }
}
