import Benchmark
import ScrollStackFixtures

/// Registers the planning benchmark of `scenario`: one whole transition per iteration, every
/// `handle` call and the steps it returns inside the measured region.
func registerPlanning(_ scenario: PlanningFixture.Scenario) {
    let name = "Planning_\(scenario.rawValue)"
    var fixture: PlanningFixture?
    Benchmark(name, configuration: planningConfiguration()) { benchmark in
        let planning = fixture ?? PlanningFixture(scenario: scenario)
        fixture = planning
        let start = planning.selectedIndex
        benchmark.startMeasurement()
        let planned = planning.run()
        benchmark.stopMeasurement()
        blackHole(planned)
        if !planning.endedCorrectly(startedAt: start) {
            benchmark.error("\(name): the transition did not end where it should")
        }
    }
}
