// swift-tools-version:6.1
import PackageDescription

// The benchmarks live in their own package so that ScrollStack itself keeps zero dependencies.
// Run them from the repository root with `swift package --package-path Benchmarks benchmark`;
// see README.md.
let package = Package(
    name: "ScrollStackBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ScrollStack", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmarks run: engines with transitions under way, the straightforward baselines,
        // the planning scenarios and the reuse sweep. No dependency on the benchmark tool, so
        // InstructionProbe can run the same code under valgrind.
        .target(
            name: "ScrollStackFixtures",
            dependencies: [.product(name: "ScrollStackCore", package: "ScrollStack")]
        ),
        // The benchmark suite; the benchmark plugin finds it under Benchmarks/.
        .executableTarget(
            name: "ScrollStackBenchmarks",
            dependencies: [
                "ScrollStackFixtures",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ScrollStackBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Runs one workload outside the harness, for counting instructions with valgrind.
        .executableTarget(name: "InstructionProbe", dependencies: ["ScrollStackFixtures"]),
        // Reads the suite's results (influx export) and prints the results table and the verdict
        // on every target.
        .executableTarget(name: "BenchmarkReport"),
    ],
    swiftLanguageModes: [.v6]
)
