@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import CorridorTestSupport
import Testing

@Suite("Log generator")
struct LogGeneratorTests {
    @Test("the same seed gives the same log, another seed another")
    func deterministic() throws {
        let table = try PipelineFixtures.shop()
        var first = LogGenerator(routes: table, configuration: .init(seed: 8))
        var second = LogGenerator(routes: table, configuration: .init(seed: 8))
        var third = LogGenerator(routes: table, configuration: .init(seed: 9))
        let text = first.text(lines: 500)
        #expect(text == second.text(lines: 500))
        #expect(text != third.text(lines: 500))
    }

    @Test("popularity is skewed, lines are of every kind, timestamps are valid")
    func realistic() throws {
        let table = try PipelineFixtures.table("github.routes")
        var generator = LogGenerator(routes: table, configuration: .init(seed: 12, includesRequestTime: true))
        let lines = generator.lines(5000)
        var perRoute: [Int: Int] = [:]
        var noise = 0
        var invalid = 0
        var malformed = 0
        for line in lines {
            switch line.kind {
            case .request(_, _, let route?): perRoute[route, default: 0] += 1
            case .request(_, _, nil): noise += 1
            case .invalidRequest: invalid += 1
            case .malformed: malformed += 1
            }
        }
        let counts = perRoute.values.sorted(by: >)
        #expect(counts[0] > 10 * counts[counts.count / 2], "Zipf: the top route dwarfs the median one")
        #expect((150...450).contains(noise))
        #expect(invalid > 5 && malformed > 5)
        #expect(lines.contains { $0.text.contains("[31/Jan/2024:10:") })
        #expect(lines.contains { $0.text.contains("%") })
        #expect(lines.contains { $0.text.contains("?") })
    }

    @Test(
        "access-log timestamps",
        arguments: [
            (Int64(0), "01/Jan/1970:00:00:00 +0000"), (1_706_695_200, "31/Jan/2024:10:00:00 +0000"),
            (951_782_400, "29/Feb/2000:00:00:00 +0000"),
        ])
    func timestamps(seconds: Int64, text: String) {
        #expect(AccessLogTimestamp.format(seconds) == text)
    }
}
