@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing

@Suite("Request times counted in cells and folded in give the histograms recording each time would")
struct LatencyCellsTests {
    /// Times from zero to past the layout's largest, negative ones and bucket edges among them.
    static func times(seed: UInt64, count: Int) -> [(route: Int, micros: Int64)] {
        var random = SplitMix64(seed: seed)
        let edges: [Int64] = [-7, 0, 1, 127, 128, 255, 256, 1_023, 1_024, 65_535, 65_536, 1 << 40, (1 << 40) + 1, .max]
        return (0..<count).map { index in
            let route = Int(random.next() % 5)
            if index % 11 == 0 { return (route, edges[Int(random.next() % UInt64(edges.count))]) }
            let magnitude = random.next() % 9  // 10^0 … 10^8 µs
            var value: Int64 = 1
            for _ in 0..<magnitude { value *= 10 }
            return (route, value + Int64(random.next() % 997))
        }
    }

    @Test(
        "cells folded once, or in two batches into histograms already holding times", arguments: [1, 2, 3] as [UInt64])
    func sameHistograms(seed: UInt64) {
        let routeCount = 6  // route 5 never gets a time
        let times = Self.times(seed: seed, count: 4_000)
        var direct = [LatencyHistogram?](repeating: nil, count: routeCount)
        for (route, micros) in times {
            if direct[route] == nil { direct[route] = LatencyHistogram() }
            direct[route]!.record(micros: micros)
        }
        var once = RouteCounters(routeCount: routeCount, tracksLatency: true)
        let cells = LatencyCells(routeCount: routeCount)
        for (route, micros) in times { cells.recorder.record(route: route, micros: micros) }
        cells.fold(into: &once)
        #expect(once.latencies == direct)

        var twice = RouteCounters(routeCount: routeCount, tracksLatency: true)
        let half = times.count / 3
        for (route, micros) in times[..<half] { cells.recorder.record(route: route, micros: micros) }
        cells.fold(into: &twice)
        for (route, micros) in times[half...] { cells.recorder.record(route: route, micros: micros) }
        cells.fold(into: &twice)
        #expect(twice.latencies == direct)
        #expect(twice.latencies[5] == nil)
    }

    @Test("a table that tracks no times takes none")
    func untracked() {
        var counters = RouteCounters(routeCount: 2, tracksLatency: false)
        let cells = LatencyCells(routeCount: 2)
        cells.recorder.record(route: 1, micros: 1_500)
        cells.fold(into: &counters)
        #expect(counters.latencies.isEmpty)
    }
}
