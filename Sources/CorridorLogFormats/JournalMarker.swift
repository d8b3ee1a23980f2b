import CorridorCore

/// The lines `journalctl` writes between a journal's entries when its output is saved to a file: `-- Logs begin at
/// Mon 2026-11-02 10:00:00 UTC, end at … --` (systemd up to 245), `-- Journal begins at …, ends at … --` (246–249),
/// `-- Boot 4f3c… --` and `-- Reboot --` where the entries cross a boot, `-- No entries --`. They are no entries of
/// the service's log (an HAProxy or nginx log read through `journalctl -u`): neither requests nor malformed, counted
/// with the directive lines.
package enum JournalMarker {
    /// Whether `line` (a trailing CR tolerated) is such a line: `-- `, text, ` --`.
    package static func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = line.count
        if end > 0 && line[end - 1] == ByteScanning.carriageReturn { end -= 1 }
        guard end >= 7, line[0] == ByteScanning.dash, line[1] == ByteScanning.dash, line[2] == ByteScanning.space,
            line[end - 3] == ByteScanning.space, line[end - 2] == ByteScanning.dash, line[end - 1] == ByteScanning.dash
        else { return false }
        return true
    }

    /// ``matches(_:)`` for a line held in an array.
    package static func matches(_ line: [UInt8]) -> Bool {
        line.withUnsafeBufferPointer { matches($0) }
    }
}
