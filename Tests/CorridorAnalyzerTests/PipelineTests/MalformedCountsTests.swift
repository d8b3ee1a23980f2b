@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Malformed counts")
struct MalformedCountsTests {
    @Test("counted by reason, merged slot by slot, named only when reported")
    func countsAndNames() {
        var first = MalformedCounts()
        first.add(.badStatus)
        first.add(.badStatus)
        first.add(.empty)
        var second = MalformedCounts()
        second.add(.badJSON)
        second.add(.empty)
        #expect(first[.badStatus] == 2)
        #expect(first.byName == ["badStatus": 2, "empty": 1])
        first.merge(second)
        #expect(first.total == 5)
        #expect(first.byName == ["badStatus": 2, "empty": 2, "badJSON": 1])
        #expect(MalformedCounts().byName.isEmpty)
    }
}
