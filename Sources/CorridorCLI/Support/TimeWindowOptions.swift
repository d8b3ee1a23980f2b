import ArgumentParser
import CorridorAnalyzer
import CorridorCore
import Foundation

/// `--since`, `--until` and `--now`: the time window `corridor analyze` counts.
struct TimeWindowOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Count only requests at or after this time: an ISO 8601 date (2026-11-01, midnight UTC) or instant (2026-11-01T12:00:00+02:00), or an age back from now (7d, 12h, 90m, 2w).",
            valueName: "time"))
    var since: String?

    @Option(
        help: ArgumentHelp(
            "Count only requests before this time (exclusive): an ISO 8601 date or instant, or an age back from now.",
            valueName: "time"))
    var until: String?

    @Option(
        help: ArgumentHelp(
            "The instant ages count back from, instead of the clock (ISO 8601), for reproducible runs.",
            valueName: "instant"))
    var now: String?

    func validate() throws {
        _ = try window()
    }

    /// A time option read as a ``TimeSpec``, or a usage error naming the option.
    static func timeSpec(_ text: String, option: String) throws -> TimeSpec {
        do {
            return try TimeSpec(text)
        } catch {
            throw ValidationError("bad \(option): \(error.description)")
        }
    }

    /// `--now` (an instant, never an age), else nil.
    func fixedNow() throws -> Int64? {
        guard let now else { return nil }
        guard case .instant(let seconds) = try Self.timeSpec(now, option: "--now") else {
            throw ValidationError("bad --now: \"\(now)\" is an age; give an ISO 8601 instant (2026-11-21T00:00:00Z)")
        }
        return seconds
    }

    /// The instant ages count back from: `--now`, else the clock.
    func resolvedNow() throws -> Int64 {
        try fixedNow() ?? Int64(Date().timeIntervalSince1970)
    }

    /// The window of `--since` and `--until`, ages counted back from ``resolvedNow()``.
    func window() throws -> TimeWindow {
        let now = try resolvedNow()
        let window = TimeWindow(
            since: try since.map { try Self.timeSpec($0, option: "--since").resolved(now: now) },
            until: try until.map { try Self.timeSpec($0, option: "--until").resolved(now: now) })
        if let since = window.since, let until = window.until, until <= since {
            throw ValidationError("--until (\(CivilCalendar.isoInstant(until))) must be after --since (\(CivilCalendar.isoInstant(since)))")
        }
        return window
    }
}
