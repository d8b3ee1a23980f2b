@testable import CorridorCore
import Testing

@Suite("Plain shape keys against a byte-by-byte reference")
struct ShapeKeyTests {
    /// The shape key of a plain path from its segments, each byte's class tested on its own: what the one-pass
    /// classification must give (nil when a segment needs decoding).
    private static func reference(_ path: [UInt8]) -> [UInt8]? {
        var key: [UInt8] = []
        for segment in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let bytes = Array(segment)
            if bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) { return nil }
            let digits = bytes.filter { $0 &- 0x30 < 10 }.count
            let hexLetters = bytes.filter { ($0 | 0x20) &- 0x61 < 6 }.count
            let unwritable = bytes.contains {
                $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "{")
                    || $0 == UInt8(ascii: "}")
            }
            let (isUUID, isDate) = bytes.withUnsafeBufferPointer {
                (ByteScanning.isUUID($0), FormatSuggester.isDate($0))
            }
            // A route template's `{name}` or `{name+}`, its name of letters, digits and `_`.
            let text = String(decoding: bytes, as: UTF8.self)
            let braced = text.count >= 3 && text.hasPrefix("{") && text.hasSuffix("}")
            let inner = braced ? String(text.dropFirst().dropLast()) : ""
            let name = inner.hasSuffix("+") ? String(inner.dropLast()) : inner
            let isName =
                !name.isEmpty && name.count <= 64
                && name.unicodeScalars.allSatisfy {
                    $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                }
            var tag: Character
            var written: [UInt8] = []
            if digits == bytes.count && bytes.count <= 18 {
                tag = "i"
            } else if bytes.count == 36 && isUUID {
                tag = "u"
            } else if bytes.count == 10 && isDate {
                tag = "d"
            } else if bytes.count >= 8 && digits > 0 && digits + hexLetters == bytes.count {
                tag = "h"
            } else if unwritable || bytes[0] == UInt8(ascii: ":") || bytes == Array("*".utf8)
                || bytes == Array(".*".utf8)
            {
                tag = "o"
                if isName {
                    tag = inner.hasSuffix("+") ? "c" : "p"
                    written = Array(name.utf8)
                }
            } else {
                tag = "l"
                written = bytes
            }
            key += [UInt8(ascii: "/"), tag.asciiValue!] + written
        }
        return key
    }

    /// Segments of every kind: literals, ints, hex, UUIDs, dates, escapes, non-ASCII, control and unwritable bytes.
    private static let pieces: [String] = [
        "a", "users", "v1", "123", "0", "1234567890123456789", "deadbeef", "DEADBEEF12", "abcdef", "12ab34cd",
        "123e4567-e89b-12d3-a456-426614174000", "2026-11-27", "2026-13-45", "%41", "é", "a?b", "x#y", "{id}",
        "{proxy+}", "{}", "{+}", "{a-b}", "{id",
        ":id", "*", ".*", "-", "a\u{7F}b", "tab\there", "index.html", "a.b.c", "",
    ]

    @Test("random paths of 0 to 120 bytes with segments of every kind: the same key as the reference", arguments: 1...6)
    func randomPaths(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<2_000 {
            var path = random.next(below: 4) == 0 ? "" : "/"
            while path.utf8.count < 120 && random.next(below: 8) != 0 {
                path += Self.pieces[Int(random.next(below: Self.pieces.count))]
                if random.next(below: 5) != 0 { path += random.next(below: 6) == 0 ? "//" : "/" }
            }
            let bytes = Array(path.utf8)
            let expected = Self.reference(bytes)
            let (key, length, classified) = bytes.withUnsafeBufferPointer { path in
                let room = FormatSuggester.plainKeyCapacity(forPathLength: path.count)
                var key = [UInt8](repeating: 0, count: room)
                let length = key.withUnsafeMutableBufferPointer {
                    FormatSuggester.plainShapeKey(ofPath: path, into: $0.baseAddress!)
                }
                return (key, length, FormatSuggester.plainShapeKey(ofPath: path, into: nil))
            }
            #expect(length.map { Array(key[..<$0]) } == expected, "\(path)")
            #expect((classified != nil) == (expected != nil), "\(path)")
        }
    }
}
