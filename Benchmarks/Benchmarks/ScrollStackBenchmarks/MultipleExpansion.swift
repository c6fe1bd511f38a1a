import Benchmark
import Foundation
import ScrollStackFixtures

/// Registers the multiple-mode tick benchmarks: 1,000 ticks per iteration with 1, 10 and 100
/// sections moving at once, at every stack count that holds them.
func registerMultipleExpansion() {
    for count in stackCounts {
        for moving in [1, 10, 100] where moving <= count {
            registerTicking("MultipleExpansionTick_n=\(count)_moving=\(moving)", scalingFactor: .kilo, checksAllocations: false) {
                MultipleExpansionTickFixture(count: count, moving: moving)
            }
        }
    }
}
