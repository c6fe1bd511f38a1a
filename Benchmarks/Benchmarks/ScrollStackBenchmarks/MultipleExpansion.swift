import Benchmark
import Foundation
import ScrollStackFixtures

/// Registers the multiple-mode tick benchmarks: 1,000 ticks per iteration with 1, 10 and 100
/// sections moving at once, at every stack count that holds them.
func registerMultipleExpansion() {
    for count in stackCounts {
        for moving in [1, 10, 100] where moving <= count {
            let name = "MultipleExpansionTick_n=\(count)_moving=\(moving)"
            var fixture: MultipleExpansionTickFixture?
            Benchmark(name, configuration: tickConfiguration(scalingFactor: .kilo, checksAllocations: false)) { benchmark in
                let ticking = fixture ?? MultipleExpansionTickFixture(count: count, moving: moving)
                fixture = ticking
                ticking.prepare(for: benchmark.scaledIterations.count)
                var checksum: CGFloat = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    checksum += ticking.tick()
                }
                benchmark.stopMeasurement()
                blackHole(checksum)
                if !ticking.isRunning {
                    benchmark.error("\(name): the motions ended inside the measured ticks")
                }
            }
        }
    }
}
