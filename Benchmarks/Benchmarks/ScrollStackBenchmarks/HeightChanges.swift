import Benchmark
import Foundation
import ScrollStackFixtures

/// Registers the height change benchmark at `count` sections: `scalingFactor` changes per
/// iteration, each one section's new content or header height with the steps it plans.
func registerHeightChange(count: Int, scalingFactor: BenchmarkScalingFactor) {
    let name = "HeightChange_n=\(count)_k=\(scalingFactor.rawValue)"
    var fixture: HeightChangeFixture?
    Benchmark(name, configuration: tickConfiguration(scalingFactor: scalingFactor, checksAllocations: false)) { benchmark in
        let changing = fixture ?? HeightChangeFixture(count: count)
        fixture = changing
        var checksum: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            checksum += changing.change()
        }
        benchmark.stopMeasurement()
        blackHole(checksum)
        if !changing.isAtRest {
            benchmark.error("\(name): a height change moved the stack away from rest")
        }
    }
}
