// swift-tools-version: 6.1
// Corridor is licensed under the Apache License 2.0 (LICENSE), like the original Corridor.
// Linux only (glibc): the analyzer and the CLI import Glibc, so no other platform is declared (README).
import PackageDescription

let package = Package(
    name: "Corridor",
    products: [
        .library(name: "CorridorCore", targets: ["CorridorCore"]),
        .library(name: "Corridor", targets: ["Corridor"]),
        .library(name: "CorridorAnalyzer", targets: ["CorridorAnalyzer"]),
        .library(name: "CorridorReport", targets: ["CorridorReport"]),
        .library(name: "CorridorReportHTML", targets: ["CorridorReportHTML"]),
        .library(name: "CorridorLogGenerator", targets: ["CorridorLogGenerator"]),
        .library(name: "CorridorOpenAPI", targets: ["CorridorOpenAPI"]),
        .executable(name: "corridor", targets: ["CorridorCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        // OpenAPI 3.0/3.1 descriptions. No traits: the default `ExternalLoading` trait (remote
        // `$ref` loading through Swift Concurrency) is not needed and makes the build slower.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", exact: "6.4.0", traits: []),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // The engine: format language, types, segment trie, byte-level matcher; and what the layers below the
        // analyzer share: the byte helpers (`ByteScanning`), the UTC calendar on integers (`CivilCalendar`) and the
        // timestamp readers (`LogTimestamp`) of the parsers, the generator and the reports. No Foundation, no I/O.
        .target(name: "CorridorCore", dependencies: ["CByteScan"]),
        // The public Swift API: Corridor's router and Crossroad's link sources.
        .target(name: "Corridor", dependencies: ["CorridorCore"]),
        // Route tables from OpenAPI 3.0/3.1 and Swagger 2.0 descriptions (JSON or YAML).
        .target(
            name: "CorridorOpenAPI",
            dependencies: [
                "CorridorCore",
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
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
        // liblzma (xz), libbz2 and liblz4 (frames): logrotate's other compressors.
        .systemLibrary(name: "CLzma", pkgConfig: "liblzma", providers: [.apt(["liblzma-dev"]), .brew(["xz"])]),
        .systemLibrary(name: "CBzip2", providers: [.apt(["libbz2-dev"]), .brew(["bzip2"])]),
        .systemLibrary(name: "CLz4", pkgConfig: "liblz4", providers: [.apt(["liblz4-dev"]), .brew(["lz4"])]),
        // glibc's mallopt, for the CLI's allocator tuning.
        .systemLibrary(name: "CMalloc"),
        // Sixteen-byte byte comparisons (SSE2, header-only) for CorridorCore's byte searches.
        .systemLibrary(name: "CByteScan"),
        // The log analyzer in layers; each depends only on the layers above it, so a type used across
        // layers the wrong way is a build error.
        // Log input: byte streams (files, standard input), zstd, gzip, xz, bzip2 and lz4 decoding, YAML documents as
        // JSON lines (Yams), line chunking. The byte helpers (`ByteScanning`) it shares with the parsers and the
        // matcher are in CorridorCore.
        .target(
            name: "CorridorLogInput",
            dependencies: [
                "CorridorCore", "CZstd", "CZlib", "CLzma", "CBzip2", "CLz4", .product(name: "Yams", package: "Yams"),
            ]),
        // Log formats: format specifications and the line parsers (Combined, Common, nginx, JSON lines, URLs).
        // They need no input layer: the log-line fuzz target links neither zstd nor zlib.
        .target(name: "CorridorLogFormats", dependencies: ["CorridorCore"]),
        // The report: its model (routes, coverage, unmatched paths and suggestions, malformed lines, times, callers),
        // the text, JSON and CSV renderings, reading a JSON report back, merging reports, unmatched-path triage.
        // It knows no pipeline: `corridor merge` needs only this target.
        .target(
            name: "CorridorReport",
            dependencies: [
                "CorridorCore", "CorridorLogInput",
            ]
        ),
        // The HTML report page (Mustache template, inline CSS and script) over the report model.
        .target(
            name: "CorridorReportHTML",
            dependencies: ["CorridorReport", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // The analyzer: the concurrent pipeline and aggregation, assembling an ``AnalysisReport``.
        // It re-exports the input, format and report layers, whose public types are part of its API.
        .target(
            name: "CorridorAnalyzer",
            dependencies: ["CorridorCore", "CorridorLogInput", "CorridorLogFormats", "CorridorReport"]
        ),
        // Realistic access logs for a route table (`corridor generate`, tests, benchmarks); not used by analysis.
        .target(name: "CorridorLogGenerator", dependencies: ["CorridorCore"]),
        // The command-line tool: thin over the libraries.
        // Module CorridorCLI (not `corridor`, which would clash with `Corridor` on case-insensitive file
        // systems); the product, and so the binary, is `corridor`.
        .executableTarget(
            name: "CorridorCLI",
            dependencies: [
                "CorridorAnalyzer", "CorridorReport", "CorridorReportHTML", "CorridorLogGenerator", "CorridorCore",
                "CorridorOpenAPI", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Shared test fixtures (Fixtures/: logs, routes, inputs, golden reports) and the helpers that read them and
        // run the pipeline over them; a library target only the test targets depend on.
        .target(
            name: "CorridorTestSupport",
            dependencies: [
                "CorridorAnalyzer", "CorridorReport", "CorridorLogInput", "CorridorLogFormats", "CorridorLogGenerator",
                "CorridorCore",
            ],
            path: "Tests/CorridorTestSupport",
            resources: [.copy("Fixtures")]
        ),
        // One test target per library target.
        .testTarget(name: "CorridorCoreTests", dependencies: ["CorridorCore"]),
        .testTarget(name: "CorridorTests", dependencies: ["Corridor", "CorridorCore"]),
        .testTarget(
            name: "CorridorLogInputTests", dependencies: ["CorridorLogInput", "CorridorCore", "CorridorTestSupport"]),
        .testTarget(
            name: "CorridorLogFormatsTests",
            dependencies: ["CorridorLogFormats", "CorridorLogInput", "CorridorCore", "CorridorTestSupport"]),
        .testTarget(
            name: "CorridorReportTests",
            // The analyzer only makes the reports the renderings are checked on (CorridorTestSupport).
            dependencies: [
                "CorridorReport", "CorridorAnalyzer", "CorridorCore", "CorridorTestSupport",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
            ]),
        .testTarget(
            name: "CorridorReportHTMLTests",
            dependencies: ["CorridorReportHTML", "CorridorReport", "CorridorAnalyzer", "CorridorCore", "CorridorTestSupport"]),
        .testTarget(
            name: "CorridorLogGeneratorTests",
            dependencies: [
                "CorridorLogGenerator", "CorridorLogFormats", "CorridorCore", "CorridorAnalyzer", "CorridorReport",
                "CorridorTestSupport",
            ]),
        .testTarget(
            name: "CorridorAnalyzerTests",
            dependencies: [
                "CorridorAnalyzer", "CorridorReport", "CorridorLogInput", "CorridorLogFormats", "CorridorLogGenerator",
                "CorridorCore", "CorridorTestSupport",
            ]
        ),
        .testTarget(name: "CorridorCLITests", dependencies: ["CorridorCLI"]),
        .testTarget(
            name: "CorridorOpenAPITests",
            dependencies: ["CorridorOpenAPI", "CorridorCore", .product(name: "Yams", package: "Yams")]
        ),
    ]
)
