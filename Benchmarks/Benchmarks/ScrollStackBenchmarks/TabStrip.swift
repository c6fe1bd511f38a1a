import Benchmark
import ScrollStackFixtures

/// Registers the tab strip benchmarks: a strip tick at every count of `tabStripCounts`, and a
/// single width change at 100,000 items, each at 1 and 1,000 per iteration (the pair gives the
/// allocations per tick, as for the other ticks). A SwiftUI pager's view update of its tabs
/// (`TabItemUpdate`: nothing changed; `TabItemChange`: one title changed in a new array;
/// `TabItemUpdateAlways`: nothing changed, under the default policy) at every count too.
func registerTabStrip() {
    for scalingFactor in [BenchmarkScalingFactor.one, .kilo] {
        for count in tabStripCounts {
            registerTick(TabStripTickFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
        }
        registerTick(TabStripWidthChangeFixture.self, count: 100_000, scalingFactor: scalingFactor, checksAllocations: false)
        for count in tabStripCounts {
            registerTick(TabItemUpdateFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
            registerTick(TabItemChangeFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
            registerTick(TabItemUpdateAlwaysFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
        }
    }
}
