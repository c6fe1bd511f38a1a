import Foundation
import ScrollStackFixtures

// Runs one of the benchmarks' workloads outside the benchmark harness, so that valgrind can
// count the instructions it takes where the harness cannot read hardware counters. Run it twice
// with different repetitions: the difference in instructions over the difference in repetitions
// is the cost of one repetition (a tick, a planned transition, a sweep), without the setup.
//
// Usage:
//   InstructionProbe tick <AccordionTick|VariableAccordionTick|PagingTick|TabStripTick|TabItem…|Baseline…Tick> <count> <ticks>
//   InstructionProbe planning <swap|cancel|reversal> <runs>
//   InstructionProbe heightchange <count> <changes>
//   InstructionProbe sweep <preload distance> <sweeps>

let usage = """
    usage: InstructionProbe tick <AccordionTick|VariableAccordionTick|PagingTick|TabStripTick|TabItemUpdate|TabItemChange|TabItemUpdateAlways|BaselineAccordionTick|BaselineVariableAccordionTick|BaselinePagingTick> <count ≥ 2> <ticks>
           InstructionProbe planning <swap|cancel|reversal> <runs>
           InstructionProbe heightchange <count ≥ 2> <changes>
           InstructionProbe sweep <preload distance> <sweeps>

    """

/// Stops with `message` and the usage.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("InstructionProbe: \(message)\n\(usage)".utf8))
    exit(64)
}

/// Builds the fixture and runs `ticks` ticks in batches of at most a thousand, as the benchmarks
/// do.
func runTicks<Fixture: TickFixture>(_: Fixture.Type, count: Int, ticks: Int) -> Double {
    let fixture = Fixture(count: count)
    var checksum: CGFloat = 0
    var remaining = ticks
    while remaining > 0 {
        let batch = min(remaining, 1_000)
        fixture.prepare(for: batch)
        for _ in 0..<batch {
            checksum += fixture.tick()
        }
        remaining -= batch
    }
    guard fixture.isRunning else { fail("the transition ended inside the ticks") }
    return Double(checksum)
}

/// Plays a planning scenario `runs` times on one engine, as the benchmark does.
func runPlanning(_ scenario: PlanningFixture.Scenario, runs: Int) -> Double {
    let fixture = PlanningFixture(scenario: scenario)
    var planned = 0
    for _ in 0..<runs {
        let start = fixture.selectedIndex
        planned += fixture.run()
        guard fixture.endedCorrectly(startedAt: start) else { fail("the \(scenario.rawValue) did not end where it should") }
    }
    return Double(planned)
}

/// Makes `changes` height changes on one accordion of `count` sections, as the benchmark does.
func runHeightChanges(count: Int, changes: Int) -> Double {
    let fixture = HeightChangeFixture(count: count)
    var checksum: CGFloat = 0
    for _ in 0..<changes {
        checksum += fixture.change()
    }
    guard fixture.isAtRest else { fail("a height change moved the stack away from rest") }
    return Double(checksum)
}

/// Sweeps `sweeps` new pagers, as the benchmark's iterations do.
func runSweeps(preloadDistance: Int, sweeps: Int) -> Double {
    var planned = 0
    for _ in 0..<sweeps {
        let sweep = ReuseSweep(preloadDistance: preloadDistance)
        planned += sweep.run()
        if let failure = sweep.failure { fail(failure) }
    }
    return Double(planned)
}

/// Runs `ticks` display frames of several sections opening at once, restarting the motions
/// between batches as the benchmark does.
func runMultipleTicks(count: Int, moving: Int, ticks: Int) -> Double {
    let fixture = MultipleExpansionTickFixture(count: count, moving: moving)
    var checksum: CGFloat = 0
    var left = ticks
    while left > 0 {
        let batch = min(left, MultipleExpansionTickFixture.ticksPerRun)
        fixture.prepare(for: batch)
        for _ in 0..<batch { checksum += fixture.tick() }
        guard fixture.isRunning else { fail("the motions ended inside a batch") }
        left -= batch
    }
    return Double(checksum)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let workload = arguments.first, let repetitions = arguments.last.flatMap({ Int($0) }), repetitions >= 0 else {
    fail("missing or invalid arguments")
}

let checksum: Double
switch (workload, arguments.count) {
case ("tick", 4):
    guard let count = Int(arguments[2]), count >= 2 else { fail("invalid count \(arguments[2])") }
    switch arguments[1] {
    case AccordionTickFixture.kind: checksum = runTicks(AccordionTickFixture.self, count: count, ticks: repetitions)
    case PagingTickFixture.kind: checksum = runTicks(PagingTickFixture.self, count: count, ticks: repetitions)
    case VariableAccordionTickFixture.kind: checksum = runTicks(VariableAccordionTickFixture.self, count: count, ticks: repetitions)
    case BaselineVariableAccordionFixture.kind: checksum = runTicks(BaselineVariableAccordionFixture.self, count: count, ticks: repetitions)
    case BaselineAccordionFixture.kind: checksum = runTicks(BaselineAccordionFixture.self, count: count, ticks: repetitions)
    case BaselinePagingFixture.kind: checksum = runTicks(BaselinePagingFixture.self, count: count, ticks: repetitions)
    case TabStripTickFixture.kind: checksum = runTicks(TabStripTickFixture.self, count: count, ticks: repetitions)
    case TabItemUpdateFixture.kind: checksum = runTicks(TabItemUpdateFixture.self, count: count, ticks: repetitions)
    case TabItemChangeFixture.kind: checksum = runTicks(TabItemChangeFixture.self, count: count, ticks: repetitions)
    case TabItemUpdateAlwaysFixture.kind: checksum = runTicks(TabItemUpdateAlwaysFixture.self, count: count, ticks: repetitions)
    default: fail("unknown tick fixture \(arguments[1])")
    }
case ("multitick", 4):
    guard let count = Int(arguments[1]), let moving = Int(arguments[2]), moving >= 1, moving <= count else {
        fail("invalid count \(arguments[1]) or moving \(arguments[2])")
    }
    checksum = runMultipleTicks(count: count, moving: moving, ticks: repetitions)
case ("planning", 3):
    guard let scenario = PlanningFixture.Scenario(rawValue: arguments[1]) else { fail("unknown scenario \(arguments[1])") }
    checksum = runPlanning(scenario, runs: repetitions)
case ("heightchange", 3):
    guard let count = Int(arguments[1]), count >= 2 else { fail("invalid count \(arguments[1])") }
    checksum = runHeightChanges(count: count, changes: repetitions)
case ("sweep", 3):
    guard let preloadDistance = Int(arguments[1]), preloadDistance >= 0 else { fail("invalid preload distance \(arguments[1])") }
    checksum = runSweeps(preloadDistance: preloadDistance, sweeps: repetitions)
default:
    fail("unknown workload \(workload) or wrong number of arguments")
}
print(checksum)
