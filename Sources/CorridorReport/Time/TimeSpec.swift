import CorridorCore

/// A point in time or an age as a user writes it on the command line (`--since`, `--until`, `--stale-after`):
/// an ISO 8601 date (`2026-11-21`, midnight UTC) or instant (`2026-11-21T05:06:37+02:00`, `…Z`), or a relative age
/// counted back from now: a whole number followed by `s`, `m`, `h`, `d` or `w` (`90m`, `12h`, `7d`, `2w`).
public enum TimeSpec: Sendable, Equatable {
    /// A fixed instant, in seconds since 1970-01-01T00:00:00Z.
    case instant(Int64)
    /// An age in seconds, counted back from now.
    case age(Int64)

    /// Reads `text`.
    ///
    /// - Throws: ``TimeSpecError`` quoting the text and saying what was expected.
    public init(_ text: String) throws(TimeSpecError) {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw TimeSpecError(text: text, reason: "empty time") }
        if let unit = bytes.last, let multiplier = TimeSpec.unitSeconds(unit), bytes.count >= 2,
            bytes.dropLast().allSatisfy({ $0 &- 0x30 < 10 })
        {
            bytes.removeLast()
            guard bytes.count <= 9 else { throw TimeSpecError(text: text, reason: "age too large") }
            let count = bytes.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
            self = .age(count * multiplier)
            return
        }
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            LogTimestamp.iso8601(buffer.baseAddress!, from: 0, to: buffer.count)
        }
        guard let parsed else {
            throw TimeSpecError(
                text: text,
                reason:
                    "expected an ISO 8601 date or instant (2026-11-21, 2026-11-21T05:06:37Z) or an age (90m, 12h, 7d, 2w)"
            )
        }
        self = .instant(parsed)
    }

    /// The instant this spec names, an age being counted back from `now` (seconds since the epoch), kept within
    /// ``LogTimestamp/representable`` (a `999999999w` age stops at year 0), so that a window written from it reads
    /// back.
    public func resolved(now: Int64) -> Int64 {
        let range = LogTimestamp.representable
        switch self {
        case .instant(let seconds): return seconds
        case .age(let seconds):
            let (instant, overflow) = now.subtractingReportingOverflow(seconds)
            return overflow ? range.lowerBound : min(max(instant, range.lowerBound), range.upperBound)
        }
    }

    /// The spec as it reads back: an age in its largest whole unit (`30d`, `36h`), an instant in ISO 8601 UTC.
    public var text: String {
        switch self {
        case .instant(let seconds):
            return CivilCalendar.isoInstant(seconds)
        case .age(let seconds):
            for (unit, size) in [("w", Int64(604_800)), ("d", 86_400), ("h", 3600), ("m", 60)]
            where seconds % size == 0 && seconds > 0 {
                return "\(seconds / size)\(unit)"
            }
            return "\(seconds)s"
        }
    }

    private static func unitSeconds(_ byte: UInt8) -> Int64? {
        switch byte {
        case UInt8(ascii: "s"): 1
        case UInt8(ascii: "m"): 60
        case UInt8(ascii: "h"): 3600
        case UInt8(ascii: "d"): 86_400
        case UInt8(ascii: "w"): 604_800
        default: nil
        }
    }
}
