// Checks that the routers under benchmark do the same work: for every workload, how many lookups each
// router matches, and on how many lookups a peer's route differs from Corridor's first-match answer.
// Prints a markdown table; exits non-zero if a router fails to match a literal lookup.
import BenchmarkRouteSets
import Foundation

func differing(_ a: [Int?], _ b: [Int?]) -> Int { zip(a, b).filter { $0 != $1 }.count }

var workloads = try Workload.literalSets() + Workload.githubMix()
workloads += [100, 1_000, 10_000].map(Workload.scaling)
var failed = false
print("| workload | routes | lookups | Corridor matched | routing-kit matched (differs) | Hummingbird matched (differs) | regex scan matched (differs) |")
print("|---|---:|---:|---:|---:|---:|---:|")
for workload in workloads {
    let corridor = try CorridorSubject(workload.routeSet).outcomes(workload.lookups)
    let routingKit = RoutingKitPeer(workload.peerRouteSet).outcomes(workload.lookups)
    let hummingbird = HummingbirdPeer(workload.peerRouteSet).outcomes(workload.lookups)
    let regex: [Int?]? = workload.routeSet.routes.count <= 1_000
        ? try RegexScanPeer(workload.peerRouteSet).outcomes(workload.lookups) : nil
    func cell(_ outcomes: [Int?]?) -> String {
        guard let outcomes else { return "not run" }
        return "\(outcomes.compactMap { $0 }.count) (\(differing(outcomes, corridor)))"
    }
    print(
        "| \(workload.name) | \(workload.routeSet.routes.count) | \(workload.lookups.count) | \(corridor.compactMap { $0 }.count) | \(cell(routingKit)) | \(cell(hummingbird)) | \(cell(regex)) |"
    )
    if workload.name.hasSuffix("/literal") {
        for (router, outcomes) in [("Corridor", corridor), ("routing-kit", routingKit), ("Hummingbird", hummingbird), ("regex scan", regex ?? corridor)]
        where outcomes.contains(nil) {
            let misses = zip(workload.lookups, outcomes).filter { $0.1 == nil }.prefix(5).map { "\($0.0.method) \($0.0.target)" }
            FileHandle.standardError.write(Data("\(workload.name): \(router) misses literal lookups: \(misses)\n".utf8))
            failed = true
        }
    }
}
exit(failed ? 1 : 0)
