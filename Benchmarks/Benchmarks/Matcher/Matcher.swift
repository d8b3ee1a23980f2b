// The matcher benchmarks: Corridor against vapor/routing-kit's TrieRouter, Hummingbird's trie router
// and a linear NSRegularExpression scan (the original Corridor's way), in one run.
//
// One iteration looks every lookup of a workload up once; the `[N]` in a benchmark's name is N, the
// lookups per iteration, so per-lookup time = wall clock / N (Benchmarks/summarize.py does the division).
// Every measured input (bytes, pre-split paths, path strings) is built in `setup`, outside the measurement.
import Benchmark
import BenchmarkRouteSets
import CorridorCore

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 100_000
    )

    let workloads: [Workload]
    do {
        workloads = try Workload.literalSets() + Workload.githubMix() + [100, 1_000, 10_000].map(Workload.scaling)
    } catch {
        fatalError("cannot load the route sets: \(error)")
    }

    for workload in workloads {
        func name(_ router: String) -> String { "\(workload.name)/\(router) [\(workload.lookups.count)]" }

        Benchmark(name("corridor")) { (benchmark: Benchmark, state: (CorridorSubject, PackedLookups)) in
            let (subject, packed) = state
            for _ in benchmark.scaledIterations { blackHole(subject.matchAll(packed)) }
        } setup: {
            let subject = try CorridorSubject(workload.routeSet)
            let packed = PackedLookups(workload.lookups)
            _ = subject.matchAll(packed)  // grows the scratch to the longest target once, before measuring
            return (subject, packed)
        }

        guard workload.measuresPeers else { continue }

        Benchmark(name("routing-kit")) { (benchmark: Benchmark, state: (RoutingKitPeer, [[String]])) in
            let (peer, paths) = state
            for _ in benchmark.scaledIterations { blackHole(peer.routeAll(paths)) }
        } setup: {
            (RoutingKitPeer(workload.peerRouteSet), RoutingKitPeer.splitPaths(workload.lookups))
        }

        Benchmark(name("routing-kit+split")) { (benchmark: Benchmark, peer: RoutingKitPeer) in
            for _ in benchmark.scaledIterations { blackHole(peer.routeAllFromTargets(workload.lookups)) }
        } setup: {
            RoutingKitPeer(workload.peerRouteSet)
        }

        Benchmark(name("hummingbird")) { (benchmark: Benchmark, state: (HummingbirdPeer, [(method: String, path: String)])) in
            let (peer, requests) = state
            for _ in benchmark.scaledIterations { blackHole(peer.resolveAll(requests)) }
        } setup: {
            (HummingbirdPeer(workload.peerRouteSet), HummingbirdPeer.requests(workload.lookups))
        }

        // The linear scan is O(routes) per lookup: 10,000 lookups over 10,000 routes would take minutes
        // per iteration, so it runs on the classic sets and the smaller generated ones only.
        if workload.routeSet.routes.count <= 1_000 {
            Benchmark(name("regex-scan")) { (benchmark: Benchmark, state: (RegexScanPeer, [(method: String, path: String)])) in
                let (peer, requests) = state
                for _ in benchmark.scaledIterations { blackHole(peer.scanAll(requests)) }
            } setup: {
                (try RegexScanPeer(workload.peerRouteSet), HummingbirdPeer.requests(workload.lookups))
            }
        }
    }

    // Compile time for 10,000 generated routes.
    let large = RouteSet.generated(count: 10_000)
    let largeFile = large.corridorRoutesFile
    let untypedLarge = large.untyped()

    Benchmark("generated-10000/compile/corridor-parse+compile [10000]") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? RoutesFile.parse(largeFile, path: "generated-10000.routes"))
        }
    }

    Benchmark("generated-10000/compile/corridor-compile [10000]") { (benchmark: Benchmark, routes: [Route]) in
        for _ in benchmark.scaledIterations { blackHole(try? RouteTable(routes: routes)) }
    } setup: {
        try RoutesFile.parse(largeFile, path: "generated-10000.routes").routes
    }

    Benchmark("generated-10000/compile/routing-kit [10000]") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(RoutingKitPeer(untypedLarge)) }
    }

    Benchmark("generated-10000/compile/hummingbird [10000]") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(HummingbirdPeer(untypedLarge)) }
    }

    Benchmark("generated-10000/compile/regex-scan [10000]") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? RegexScanPeer(untypedLarge)) }
    }
}
