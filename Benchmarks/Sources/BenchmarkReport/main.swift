import Foundation

// Reads the results of one run of the ScrollStack benchmarks, exported in the benchmark tool's
// influx format, and prints the results table (Markdown) and the verdict on every target. Exits
// with status 1 when a target is missed.
//
// Usage: BenchmarkReport <results.csv> [<instructions.tsv>]
//
// The optional second file holds instructions measured outside the tool (see instructions.sh),
// one `<benchmark> <instructions per tick, planned transition or sweep>` line each; it is used
// when the run itself has no instruction counts, as on machines without hardware performance
// counters.

/// One benchmark's percentiles, per metric, from the export.
struct Results {
    /// Value by metric name, then by percentile (0, 25, 50, 75, 90, 99, 100).
    var metrics: [String: [Double: Double]] = [:]

    /// The value of `metric` at `percentile` (the median unless told), if the run recorded it.
    func value(_ metric: String, _ percentile: Double = 50) -> Double? {
        metrics[metric]?[percentile]
    }
}

/// What the export says about the machine and the run.
struct Run {
    var benchmarks: [String: Results] = [:]
    var host = "?"
    var processors = "?"
    var memory = "?"
    var kernel = "?"
    var time = "?"
}

/// Reads the influx export: one line per benchmark, metric and percentile; other lines (build
/// output, headers) are skipped.
func readRun(at path: String) throws -> Run {
    var run = Run()
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for line in text.split(whereSeparator: \.isNewline) {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 15, let percentile = Double(fields[9]), let value = Double(fields[10]) else { continue }
        let name = fields[8].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        run.benchmarks[name, default: Results()].metrics[fields[6], default: [:]][percentile] = value
        run.host = fields[1]
        run.processors = fields[3]
        run.memory = fields[4]
        run.kernel = fields[5].replacingOccurrences(of: "-", with: " ")
        run.time = fields[14]
    }
    return run
}

/// Reads instructions per repetition from `<benchmark> <instructions>` lines.
func readInstructions(at path: String) throws -> [String: Double] {
    var instructions: [String: Double] = [:]
    let text = try String(contentsOfFile: path, encoding: .utf8)
    for line in text.split(whereSeparator: \.isNewline) {
        let fields = line.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let value = Double(fields[1]) else { continue }
        instructions[String(fields[0])] = value
    }
    return instructions
}

let wallClock = "Time(wallclock)"
let mallocs = "Malloc(total)"
let instructionsMetric = "Instructions"
let counts = [10, 1_000, 100_000, 1_000_000]
/// Fewer allocations per tick than this count as none: less than one per 100 ticks.
let allocationSlopeLimit = 0.01
let scalingLimit = 1.5

/// The ticks per iteration of the baseline at `count`, as the suite registers it.
func ticksPerIteration(ofBaselineAt count: Int) -> Int { count <= 1_000 ? 1_000 : 1 }

/// `value` with `decimals` decimals and its thousands separated by commas; "n/a" when missing.
func format(_ value: Double?, decimals: Int = 0) -> String {
    guard let value, value.isFinite else { return "n/a" }
    let text = String(format: "%.\(decimals)f", abs(value))
    let parts = text.split(separator: ".", maxSplits: 1)
    var grouped = ""
    for (offset, digit) in parts[0].enumerated() {
        if offset > 0, (parts[0].count - offset) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
    }
    let sign = value < 0 && Double(text) != 0 ? "-" : ""
    return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
}

let arguments = CommandLine.arguments.dropFirst()
guard let resultsPath = arguments.first, arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: BenchmarkReport <results.csv> [<instructions.tsv>]\n".utf8))
    exit(64)
}

let run: Run
let externalInstructions: [String: Double]
do {
    run = try readRun(at: resultsPath)
    externalInstructions = try arguments.dropFirst().first.map(readInstructions(at:)) ?? [:]
} catch {
    FileHandle.standardError.write(Data("BenchmarkReport: \(error)\n".utf8))
    exit(66)
}
guard !run.benchmarks.isEmpty else {
    FileHandle.standardError.write(Data("BenchmarkReport: no results in \(resultsPath)\n".utf8))
    exit(65)
}

var verdicts: [(target: String, met: Bool, detail: String)] = []

/// A percentile (the median unless told) of `metric` for one iteration of `name`, divided by the
/// ticks it ran.
func perTick(_ name: String, _ metric: String, percentile: Double = 50, ticks: Int) -> Double? {
    run.benchmarks[name]?.value(metric, percentile).map { $0 / Double(ticks) }
}

/// Instructions per repetition: from the run when it counted them, else from the external file
/// (keyed by the benchmark's name without its ticks per iteration).
func instructions(_ name: String, repetitions: Int = 1, key: String) -> Double? {
    perTick(name, instructionsMetric, ticks: repetitions) ?? externalInstructions[key]
}

/// What the benchmark tool allocates around one measured region: the intercept of the malloc
/// counts of the accordion tick at 1 and at 1,000 ticks per iteration, m(1) − (m(1,000) − m(1)) / 999.
let toolAllocations: Double? = run.benchmarks["AccordionTick_n=10_k=1"]?.value(mallocs).flatMap { m1 in
    run.benchmarks["AccordionTick_n=10_k=1000"]?.value(mallocs).map { m1000 in m1 - (m1000 - m1) / 999 }
}

/// A malloc count of one iteration less the tool's own allocations, per repetition.
func netAllocations(_ count: Double?, repetitions: Int = 1) -> Double? {
    count.flatMap { count in toolAllocations.map { (count - $0) / Double(repetitions) } }
}

print("Run of \(run.time) on host \(run.host): \(run.processors) processors, \(run.memory) GB, kernel \(run.kernel).")
print("The benchmark tool allocates \(format(toolAllocations, decimals: 1)) times around each measured region; net malloc counts subtract that.")
print("")

for (kind, baselineKind, unit) in [("AccordionTick", "BaselineAccordionTick", "Sections"), ("PagingTick", "BaselinePagingTick", "Pages")] {
    print("#### \(kind): one tick of \(kind == "AccordionTick" ? "an accordion transition" : "an interactive swipe") (p50)")
    print("")
    print("| \(unit) | ScrollStack ns/tick | instructions/tick | mallocs/iteration, 1 tick | mallocs/iteration, 1,000 ticks | mallocs/tick (slope) | Baseline ns/tick | Baseline instructions/tick | Baseline mallocs/tick (net) | Baseline / ScrollStack |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    var nanoseconds: [Int: Double] = [:]
    for count in counts {
        let one = "\(kind)_n=\(count)_k=1"
        let thousand = "\(kind)_n=\(count)_k=1000"
        let baselineTicks = ticksPerIteration(ofBaselineAt: count)
        let baseline = "\(baselineKind)_n=\(count)_k=\(baselineTicks)"
        let time = perTick(thousand, wallClock, ticks: 1_000)
        nanoseconds[count] = time
        let m1 = run.benchmarks[one]?.value(mallocs)
        let m1000 = run.benchmarks[thousand]?.value(mallocs)
        let slope = m1.flatMap { m1 in m1000.map { ($0 - m1) / 999 } }
        let baselineTime = perTick(baseline, wallClock, ticks: baselineTicks)
        let ratio = baselineTime.flatMap { baselineTime in time.map { baselineTime / $0 } }
        let baselineMallocs = run.benchmarks[baseline]?.value(mallocs)
        print(
            "| \(format(Double(count))) | \(format(time, decimals: 1)) | \(format(instructions(thousand, repetitions: 1_000, key: "\(kind)_n=\(count)"))) "
                + "| \(format(m1)) | \(format(m1000)) | \(format(slope, decimals: 3)) "
                + "| \(format(baselineTime, decimals: 1)) | \(format(instructions(baseline, repetitions: baselineTicks, key: "\(baselineKind)_n=\(count)"))) "
                + "| \(format(netAllocations(baselineMallocs, repetitions: baselineTicks), decimals: 3)) | \(format(ratio, decimals: 1))× |"
        )
        if let slope {
            verdicts.append((
                "\(kind) n=\(count): no allocation per tick",
                slope < allocationSlopeLimit,
                "(\(format(m1000)) − \(format(m1))) / 999 = \(format(slope, decimals: 3)) mallocs per tick"
            ))
        } else {
            verdicts.append(("\(kind) n=\(count): no allocation per tick", false, "results missing"))
        }
    }
    if let large = nanoseconds[1_000_000], let small = nanoseconds[10] {
        let ratio = large / small
        let fastest = perTick("\(kind)_n=1000000_k=1000", wallClock, percentile: 0, ticks: 1_000)
            .flatMap { most in perTick("\(kind)_n=10_k=1000", wallClock, percentile: 0, ticks: 1_000).map { most / $0 } }
        let counted = instructions("\(kind)_n=1000000_k=1000", repetitions: 1_000, key: "\(kind)_n=1000000")
            .flatMap { most in instructions("\(kind)_n=10_k=1000", repetitions: 1_000, key: "\(kind)_n=10").map { most / $0 } }
        verdicts.append((
            "\(kind): tick(1,000,000) / tick(10) ≤ \(scalingLimit)",
            ratio <= scalingLimit,
            "p50: \(format(large, decimals: 1)) ns / \(format(small, decimals: 1)) ns = \(format(ratio, decimals: 2)); "
                + "fastest iterations (p0): \(format(fastest, decimals: 2)); instructions: \(format(counted, decimals: 2))"
        ))
    } else {
        verdicts.append(("\(kind): tick(1,000,000) / tick(10) ≤ \(scalingLimit)", false, "results missing"))
    }
    print("")
}

print("#### Planning: one whole transition per iteration (p50)")
print("")
print("| Scenario | µs | mallocs (net) | instructions |")
print("|---|---:|---:|---:|")
for scenario in ["swap", "cancel", "reversal"] {
    let results = run.benchmarks["Planning_\(scenario)"]
    print(
        "| \(scenario) | \(format(results?.value(wallClock).map { $0 / 1_000 }, decimals: 2)) | \(format(netAllocations(results?.value(mallocs)))) "
            + "| \(format(instructions("Planning_\(scenario)", key: "Planning_\(scenario)"))) |"
    )
}
print("")

print("#### Reuse sweep: 10,000 pages, one animated selection of the next page each (p50; counts: worst iteration)")
print("")
print("| Preload | ms per sweep | instructions per sweep | mallocs per sweep (net) | children created | most alive at once | limit (2 + 2 × preload) |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for preload in [0, 1] {
    let name = "ReuseSweep_pages=10000_preload=\(preload)"
    let results = run.benchmarks[name]
    let created = results?.value("childrenCreated", 100)
    let alive = results?.value("maxAlive", 100)
    let limit = Double(2 + 2 * preload)
    print(
        "| \(preload) | \(format(results?.value(wallClock).map { $0 / 1_000_000 }, decimals: 1)) | \(format(instructions(name, key: name))) "
            + "| \(format(netAllocations(results?.value(mallocs)))) "
            + "| \(format(created)) | \(format(alive)) | \(format(limit)) |"
    )
    if let created, let alive {
        verdicts.append((
            "ReuseSweep preload=\(preload): at most \(format(limit)) alive and created",
            alive <= limit && created <= limit,
            "\(format(alive)) alive at most, \(format(created)) created"
        ))
    } else {
        verdicts.append(("ReuseSweep preload=\(preload): at most \(format(limit)) alive and created", false, "results missing"))
    }
}
print("")

print("#### Targets")
print("")
print("| Target | Result | Measured |")
print("|---|---|---|")
for verdict in verdicts {
    print("| \(verdict.target) | \(verdict.met ? "met" : "**MISSED**") | \(verdict.detail) |")
}
exit(verdicts.allSatisfy(\.met) ? 0 : 1)
