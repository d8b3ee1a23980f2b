import Corridor
import CorridorCore
import Foundation
import Testing

private struct Numbered: CorridorRoute {
    let number: Int
}

private struct Refused: Error {}

/// The router's answer with throwing decoders must be the first route, in registration order, that
/// matches on its own and whose decoder succeeds — checked against a linear scan of one-route
/// tables and the engine's reference matcher.
@Suite("Decoder fall-through against a linear scan")
struct FallthroughDifferentialTests {
    private static func randomFormat(_ random: inout SplitMix64) -> String {
        var segments: [String] = []
        for index in 0..<Int(random.next() % 4) {
            let choice = random.pick(["a", "b", "7", ":p\(index)", ":p\(index){int}", "*"])
            segments.append(choice)
            if choice == "*" { break }
        }
        var format = "/" + segments.joined(separator: "/")
        switch random.next() % 5 {
        case 0: format += "?:q{int}"
        case 1: format += "?:q{int?}"
        case 2: format += "?:q{'v'}"
        default: break
        }
        return format
    }

    private static func randomTarget(_ random: inout SplitMix64) -> String {
        var path = ""
        for _ in 0..<Int(random.next() % 5) { path += "/" + random.pick(["a", "b", "7", "x", "-3"]) }
        return path + random.pick(["", "?q=1", "?q=x", "?q=v", "?q=1&q=v", "?r=2"])
    }

    @Test("Random route tables, refusing decoders and URLs", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomTables(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = 24
        var formats: [String] = []
        var refusing: Set<Int> = []
        let router = CorridorRouter()
        for index in 0..<count {
            let format = Self.randomFormat(&random)
            formats.append(format)
            let refuses = random.chance(0.4)
            if refuses { refusing.insert(index) }
            try router.add(format) { _ in
                if refuses { throw Refused() }
                return Numbered(number: index)
            }
        }
        let singles = try formats.map { format in ReferenceMatcher(table: try RouteTable(formats: [format])) }
        var matched = 0
        for _ in 0..<300 {
            let target = Self.randomTarget(&random)
            let expected = (0..<count).first { index in
                !refusing.contains(index) && singles[index].match("https://example.com" + target).routeIndex == 0
            }
            let answer = (router.attemptMatch(url: URL(string: "https://example.com" + target)!)?.route as? Numbered)?
                .number
            #expect(answer == expected, "\(target) with formats \(formats), refusing \(refusing.sorted())")
            if expected != nil { matched += 1 }
        }
        #expect(matched > 0)
    }
}
