// Separates the two causes of a slower lookup in a large table: the trie's own work (a bigger sibling
// search) and cache misses (many distinct targets over a large trie). Looks `subset` lookups, spread
// evenly over a generated set of `count` routes, up `repetitions` times and prints ns per lookup:
//   scaling-probe 10000 100 100000    # large table, few hot targets: the trie's own cost
//   scaling-probe 10000 10000 1000    # large table, every route once: plus cache misses
import BenchmarkRouteSets
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: scaling-probe ROUTES SUBSET REPETITIONS\n".utf8))
    exit(2)
}
let (count, subset, repetitions) = (arguments[0], arguments[1], arguments[2])
let workload = Workload.scaling(count)
let subject = try CorridorSubject(workload.routeSet)
let step = max(1, workload.lookups.count / subset)
let lookups = stride(from: 0, to: workload.lookups.count, by: step).prefix(subset).map { workload.lookups[$0] }
let packed = PackedLookups(lookups)
var matched = subject.matchAll(packed)  // warm-up, grows the scratch
let start = ContinuousClock.now
for _ in 0..<repetitions { matched &+= subject.matchAll(packed) }
let elapsed = (ContinuousClock.now - start).components
let nanoseconds = Double(elapsed.seconds) * 1e9 + Double(elapsed.attoseconds) / 1e9
print("routes \(count), distinct targets \(lookups.count): \((nanoseconds / Double(repetitions * lookups.count) * 10).rounded() / 10) ns per lookup (\(matched) matches)")
