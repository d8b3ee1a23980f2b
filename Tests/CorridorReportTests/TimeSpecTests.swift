@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("--since, --until and --stale-after times")
struct TimeSpecTests {
    @Test(
        "relative ages count back from now",
        arguments: [("7d", 604_800), ("12h", 43_200), ("90m", 5400), ("30s", 30), ("2w", 1_209_600), ("0d", 0)]
            as [(String, Int64)])
    func ages(text: String, seconds: Int64) throws {
        let spec = try TimeSpec(text)
        #expect(spec == .age(seconds))
        #expect(spec.resolved(now: 1_000_000_000) == 1_000_000_000 - seconds)
    }

    @Test("ISO 8601 dates and instants are fixed")
    func instants() throws {
        #expect(try TimeSpec("2026-11-21") == .instant(1_795_219_200))
        #expect(try TimeSpec("2026-11-21T05:06:37+02:00") == .instant(1_795_230_397))
        #expect(try TimeSpec("2026-11-21T03:06:37Z").resolved(now: 0) == 1_795_230_397)
    }

    @Test("texts read back", arguments: ["30d", "36h", "2w", "90m", "45s", "2026-11-21T03:06:37Z"])
    func text(text: String) throws {
        #expect(try TimeSpec(text).text == text)
    }

    @Test("bad times name the text and what was expected", arguments: ["", "7", "d", "7y", "-7d", "yesterday", "2026-13-01"])
    func errors(text: String) {
        #expect(throws: TimeSpecError.self) { try TimeSpec(text) }
        do {
            _ = try TimeSpec(text)
        } catch {
            #expect(error.description.contains("\"\(text)\""))
        }
    }

    @Test("windows: since inclusive, until exclusive, unknown times outside a bounded window")
    func windowBounds() {
        let window = TimeWindow(since: 100, until: 200)
        #expect(!window.contains(99))
        #expect(window.contains(100))
        #expect(window.contains(199))
        #expect(!window.contains(200))
        #expect(!window.contains(nil))
        #expect(TimeWindow.all.contains(nil))
        #expect(TimeWindow(since: 100).contains(Int64.max))
        #expect(!TimeWindow(until: 100).contains(100))
    }
}
