// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Corridor",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CorridorCore", targets: ["CorridorCore"]),
        .library(name: "Corridor", targets: ["Corridor"]),
        .library(name: "CorridorAnalyzer", targets: ["CorridorAnalyzer"]),
        .executable(name: "corridor", targets: ["CorridorCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The engine: format language, types, segment trie, byte-level matcher. No Foundation, no I/O.
        .target(name: "CorridorCore"),
        // The public Swift API: Corridor's router and Crossroad's link sources.
        .target(name: "Corridor", dependencies: ["CorridorCore"]),
        // libzstd and zlib as system libraries.
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // glibc's mallopt, for the CLI's allocator tuning.
        .systemLibrary(name: "CMalloc"),
        // Input decoding, log parsing, the concurrent pipeline, aggregation and reports.
        .target(
            name: "CorridorAnalyzer",
            dependencies: [
                "CorridorCore", "CZstd", "CZlib",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The command-line tool: thin over the libraries.
        // Module CorridorCLI (not `corridor`, which would clash with `Corridor` on case-insensitive file
        // systems); the product, and so the binary, is `corridor`.
        .executableTarget(
            name: "CorridorCLI",
            dependencies: [
                "CorridorAnalyzer", "CorridorCore", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CorridorCoreTests", dependencies: ["CorridorCore"]),
        .testTarget(name: "CorridorTests", dependencies: ["Corridor", "CorridorCore"]),
        .testTarget(
            name: "CorridorAnalyzerTests",
            dependencies: ["CorridorAnalyzer", "CorridorCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CorridorCLITests", dependencies: ["CorridorCLI"]),
    ]
)
