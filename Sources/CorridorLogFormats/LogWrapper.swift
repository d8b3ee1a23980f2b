import CorridorCore

/// A container runtime's line around an application's log line: Kubernetes' CRI log format
/// (`2026-11-21T05:06:37.123456789Z stdout F <line>`, a long line split into `P` parts ended by an `F` one) and
/// Docker's json-file driver (`{"log":"<line>\n","stream":"stdout","time":"…"}`, a line over 16 KiB split into
/// entries whose `log` has no final `\n`). `--log-format cri+combined`, `docker+caddy`, … or detected.
package enum LogWrapper: String, Sendable, CaseIterable {
    case cri
    case docker

    /// What one wrapped line holds.
    package enum Unwrapped {
        /// The inner line (or its part), and whether it completes the line; the wrapper's time.
        case content(UnsafeBufferPointer<UInt8>, complete: Bool, seconds: Int64?)
        /// Not a line of this wrapper.
        case notWrapped
    }

    /// Unwraps `base[0..<count]`. For Docker the `log` string is decoded (JSON escapes) into `buffer`, which must
    /// hold at least `count` bytes.
    func unwrap(
        _ base: UnsafePointer<UInt8>, count: Int, scanner: JSONLineScanner?, buffer: UnsafeMutablePointer<UInt8>
    ) -> Unwrapped {
        switch self {
        case .cri:
            // timestamp SP stream SP tag [SP content]
            guard let first = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: 0, to: count),
                let second = ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: first + 1, to: count),
                second + 1 < count, base[second + 1] == UInt8(ascii: "F") || base[second + 1] == UInt8(ascii: "P"),
                second + 2 == count || base[second + 2] == ByteScanning.space,
                let seconds = LogTimestamp.iso8601(base, from: 0, to: first)
            else { return .notWrapped }
            let start = min(second + 3, count)
            return .content(
                UnsafeBufferPointer(start: base + start, count: count - start),
                complete: base[second + 1] == UInt8(ascii: "F"), seconds: seconds)
        case .docker:
            guard let scanner, count > 8, base[0] == UInt8(ascii: "{"), scanner.scan(base, count: count) else {
                return .notWrapped
            }
            let log = scanner.slots[0]
            guard log.kind == .string else { return .notWrapped }
            var length = LogEscapes.decode(UnsafeBufferPointer(start: base + log.start, count: log.end - log.start), into: buffer)
            let complete = length > 0 && buffer[length - 1] == ByteScanning.newline
            if complete { length -= 1 }
            if complete && length > 0 && buffer[length - 1] == ByteScanning.carriageReturn { length -= 1 }
            let time = scanner.slots[1]
            let seconds = time.kind == .string ? LogTimestamp.isoOrEpoch(base, from: time.start, to: time.end) : nil
            return .content(UnsafeBufferPointer(start: buffer, count: length), complete: complete, seconds: seconds)
        }
    }

    /// A scanner for Docker's fields (`log`, `time`); nil for CRI.
    func makeScanner() -> JSONLineScanner? {
        self == .docker ? JSONLineScanner(names: ["log", "time"]) : nil
    }

    /// The inner lines of `lines` when most of them are lines of this wrapper (parts joined), else nil.
    package func unwrapSample(_ lines: [[UInt8]]) -> [[UInt8]]? {
        let scanner = makeScanner()
        var inner: [[UInt8]] = []
        var pending: [UInt8] = []
        var wrapped = 0
        var considered = 0
        for line in lines where !line.isEmpty {
            considered += 1
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, line.count))
            defer { buffer.deallocate() }
            let unwrapped = line.withUnsafeBufferPointer { unwrap($0.baseAddress!, count: $0.count, scanner: scanner, buffer: buffer) }
            guard case .content(let content, let complete, _) = unwrapped else { continue }
            wrapped += 1
            pending += content
            if complete {
                inner.append(pending)
                pending = []
            }
        }
        guard considered > 0, wrapped * 2 > considered else { return nil }
        return inner
    }
}
