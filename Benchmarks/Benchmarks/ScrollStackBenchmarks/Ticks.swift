import Benchmark
import Foundation
import ScrollStackFixtures

/// Registers a tick benchmark of `Fixture` at `count` sections or pages, running
/// `scalingFactor` ticks per iteration of a transition that is already under way.
///
/// The fixture is built on the first iteration, before its measured region; everything between
/// `startMeasurement()` and `stopMeasurement()` is the ticks themselves.
func registerTick<Fixture: TickFixture>(_: Fixture.Type, count: Int, scalingFactor: BenchmarkScalingFactor, checksAllocations: Bool) {
    let name = "\(Fixture.kind)_n=\(count)_k=\(scalingFactor.rawValue)"
    registerTicking(name, scalingFactor: scalingFactor, checksAllocations: checksAllocations) { Fixture(count: count) }
}

/// Registers the benchmark `name`: `scalingFactor` ticks per iteration of the fixture `make`
/// builds on the first iteration, before its measured region.
func registerTicking<Fixture: TickRunning>(_ name: String, scalingFactor: BenchmarkScalingFactor, checksAllocations: Bool, make: @escaping () -> Fixture) {
    var fixture: Fixture?
    Benchmark(name, configuration: tickConfiguration(scalingFactor: scalingFactor, checksAllocations: checksAllocations)) { benchmark in
        let ticking = fixture ?? make()
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
            benchmark.error("\(name): the motion ended inside the measured ticks")
        }
    }
}

/// The ticks per iteration for a baseline over `count` children: small ticks are batched by the
/// thousand so the clock's own cost does not count; large ones run one at a time.
func baselineScalingFactor(count: Int) -> BenchmarkScalingFactor {
    count <= 1_000 ? .kilo : .one
}

/// Registers every tick benchmark: ScrollStack's accordion (uniform and variable heights) and pager
/// at 1 and 1,000 ticks per iteration (the pair gives the allocations per tick), and the
/// baselines, at every count.
func registerTicks() {
    for count in stackCounts {
        for scalingFactor in [BenchmarkScalingFactor.one, .kilo] {
            registerTick(AccordionTickFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: true)
            registerTick(PagingTickFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: true)
            registerTick(VariableAccordionTickFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
        }
        let scalingFactor = baselineScalingFactor(count: count)
        registerTick(BaselineAccordionFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
        registerTick(BaselineVariableAccordionFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
        registerTick(BaselinePagingFixture.self, count: count, scalingFactor: scalingFactor, checksAllocations: false)
    }
}
