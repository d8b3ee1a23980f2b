@testable import CorridorAnalyzer
import CorridorCore
@testable import CorridorReport
import Testing

@Suite("Hits counted in a worker's cells and folded in give the counts recording each hit would")
struct HitCellsTests {
    @Test("hits by method and status class, first and last seen; folded once or twice", arguments: [1, 2] as [UInt64])
    func sameCounts(seed: UInt64) {
        let routeCount = 5  // route 4 is never hit
        var random = SplitMix64(seed: seed)
        let statuses = [0, 101, 200, 204, 302, 404, 500, 599, 999]
        let hits: [(route: Int, method: MethodSlot, status: Int, seconds: Int64?)] = (0..<3_000).map { _ in
            let seconds: Int64? = random.next() % 7 == 0 ? nil : 1_700_000_000 + Int64(random.next() % 100_000)
            return (
                Int(random.next() % 4), MethodSlot.allCases[Int(random.next() % UInt64(MethodSlot.count))],
                statuses[Int(random.next() % UInt64(statuses.count))], seconds
            )
        }
        let cells = HitCells(routeCount: routeCount)
        var counters = RouteCounters(routeCount: routeCount, tracksLatency: false)
        for (index, hit) in hits.enumerated() {
            cells.recorder.record(route: hit.route, method: hit.method, status: hit.status, seconds: hit.seconds)
            if seed == 2 && index == hits.count / 2 { cells.fold(into: &counters) }
        }
        cells.fold(into: &counters)
        for route in 0..<routeCount {
            let mine = hits.filter { $0.route == route }
            #expect(counters.hits(route: route) == mine.count)
            for slot in MethodSlot.allCases {
                #expect(counters.hits(route: route, method: slot) == mine.filter { $0.method == slot }.count)
            }
            for statusClass in StatusClass.allCases {
                #expect(
                    counters.hits(route: route, status: statusClass)
                        == mine.filter { StatusClass.of($0.status) == statusClass }.count)
            }
            let times = mine.compactMap(\.seconds)
            #expect(
                counters.seen(route: route) == TimeRange(first: times.min() ?? .max, orNoneBefore: times.max() ?? .min))
        }
        #expect(counters.totalHits == hits.count)
    }
}
