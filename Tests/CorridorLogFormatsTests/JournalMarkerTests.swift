import CorridorLogFormats
import Testing

/// The lines `journalctl` writes between entries, told from log lines.
@Suite("journalctl's lines between entries")
struct JournalMarkerTests {
    @Test(
        "each systemd release's marker is one, a log line that looks like one is not",
        arguments: [
            ("-- Logs begin at Mon 2026-11-02 10:00:00 UTC, end at Sat 2026-11-21 05:07:00 UTC. --", true),
            ("-- Journal begins at Mon 2026-11-02 10:00:00 UTC, ends at Sat 2026-11-21 05:07:00 UTC. --", true),
            ("-- Boot 4f3c8a0e2b9d4c6a8e1f0b2d3c4e5f6a --", true),
            ("-- Reboot --", true),
            ("-- No entries --\r", true),
            ("-- --", false),
            ("-- Reboot", false),
            ("--Reboot--", false),
            (#"192.0.2.7 - - [21/Nov/2026:05:06:37 +0000] "GET /a HTTP/1.1" 200 512 "-" "-- --""#, false),
            ("- - Reboot - -", false),
        ])
    func marker(line: String, isMarker: Bool) {
        #expect(JournalMarker.matches(Array(line.utf8)) == isMarker)
    }

    @Test("detection passes over the markers: a journal's HAProxy lines are detected as HAProxy's")
    func detectionPassesOver() {
        let lines = [
            "-- Journal begins at Mon 2026-11-02 10:00:00 UTC, ends at Sat 2026-11-21 05:07:00 UTC. --",
            #"Nov 21 05:06:37 lb1 haproxy[812]: 192.0.2.7:51234 [21/Nov/2026:05:06:37.123] fe_http be_api/srv1 0/0/1/12/13 200 512 - - ---- 1/1/0/0/0 0/0 "GET /users/42 HTTP/1.1""#,
            "-- Boot 4f3c8a0e2b9d4c6a8e1f0b2d3c4e5f6a --",
        ]
        let detection = LogFormatDetector.detect(lines.map { Array($0.utf8) })
        #expect(detection?.preset.name == "haproxy")
        #expect(detection?.parsedLines == 1)
    }
}
