// swift-tools-version: 6.1
// Benchmarks for Corridor: a separate package so that the main package never builds package-benchmark or the peers.
// Run from this folder: swift package --scratch-path .build-bench --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "CorridorBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Corridor", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Route sets, lookup targets and the peers behind one interface, so every benchmark measures them the same way.
        .target(
            name: "BenchmarkRouteSets",
            dependencies: [
                .product(name: "CorridorCore", package: "Corridor"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // Checks that every router under benchmark matches the same lookups (prints a markdown table).
        .executableTarget(name: "peer-agreement", dependencies: ["BenchmarkRouteSets"]),
        // Separates trie work from cache misses in large tables (see BENCHMARKS.md).
        .executableTarget(name: "scaling-probe", dependencies: ["BenchmarkRouteSets"]),
        // Times JSON report rendering on a real report (see BENCHMARKS.md, compare.sh).
        .executableTarget(
            name: "report-render-probe",
            dependencies: [.product(name: "CorridorReport", package: "Corridor")]
        ),
        // The matcher benchmarks: Corridor against its peers in one run.
        .executableTarget(
            name: "Matcher",
            dependencies: [
                "BenchmarkRouteSets",
                .product(name: "CorridorCore", package: "Corridor"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Matcher",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
