@testable import CorridorCore
import Testing

@Suite("Byte searches eight and sixteen bytes at a time")
struct ByteScanningTests {
    /// Every position of the byte, in runs shorter and longer than a word, against a plain search.
    @Test("the first of one or two bytes, or the end", arguments: [0, 1, 7, 8, 9, 15, 16, 17, 40])
    func firstIndex(length: Int) {
        for position in 0...length {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            if position < length { bytes[position] = UInt8(ascii: "%") }
            if position + 3 < length { bytes[position + 3] = UInt8(ascii: "+") }
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
                for from in [0, min(1, length), min(position, length)] {
                    let plain = buffer[from...].firstIndex(of: UInt8(ascii: "%")) ?? length
                    #expect(
                        ByteScanning.firstIndexOrEnd(of: UInt8(ascii: "%"), in: base, from: from, to: length) == plain)
                    let either =
                        buffer[from...].firstIndex { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") } ?? length
                    #expect(
                        ByteScanning.firstIndexOrEnd(
                            of: UInt8(ascii: "+"), or: UInt8(ascii: "%"), in: base, from: from, to: length) == either)
                    #expect(
                        ByteScanning.firstIndexOrEnd(
                            of: UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "%"), in: base, from: from,
                            to: length)
                            == either)
                }
            }
        }
    }

    @Test("past the n-th separator, as n searches would go", arguments: [1, 2, 3, 5, 9])
    func pastSeparators(count: Int) {
        let text = Array("a b  ccccccccccc d\teeeeeeeeeeeeeeeeeee f gg h i j k l mmmmmmmmmmmm n".utf8)
        text.withUnsafeBufferPointer { buffer in
            for from in [0, 1, 3, 20] {
                var expected: Int? = from
                for _ in 0..<count {
                    guard let position = expected else { break }
                    let found = buffer[position...].firstIndex(of: UInt8(ascii: " "))
                    expected = found.map { $0 + 1 }
                }
                #expect(
                    ByteScanning.indexAfter(
                        separators: count, of: UInt8(ascii: " "), in: buffer.baseAddress!, from: from, to: buffer.count)
                        == expected, "from \(from)")
            }
            #expect(
                ByteScanning.indexAfter(separators: 40, of: 0x20, in: buffer.baseAddress!, from: 0, to: buffer.count)
                    == nil)
        }
    }

    @Test("a high byte is not mistaken for the one searched (no borrow between lanes)")
    func highBytes() {
        let bytes: [UInt8] = [0x80, 0xFF, 0x81, 0x00, 0x01, 0xA5, 0x25, 0x25, 0x7F, 0x25]
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteScanning.firstIndexOrEnd(of: 0x25, in: buffer.baseAddress!, from: 0, to: buffer.count) == 6)
            #expect(ByteScanning.firstIndexOrEnd(of: 0x01, in: buffer.baseAddress!, from: 0, to: buffer.count) == 4)
            #expect(
                ByteScanning.firstIndexOrEnd(of: 0xA5, or: 0x7F, in: buffer.baseAddress!, from: 0, to: buffer.count)
                    == 5)
            #expect(ByteScanning.pathEnd(buffer.baseAddress!, from: 0, to: buffer.count) == buffer.count)
        }
    }

    /// Separators at every spacing, in ranges shorter and longer than a block (sixteen and thirty-two bytes), starting
    /// and ending anywhere (the last block of a range is read ending at its end, or copied when the bytes are fewer than
    /// a block), against a plain split; a separator past the range's end is never taken.
    @Test(
        "fields split in one pass (and their separators found), as a split on each separator would",
        arguments: [0, 1, 2, 5, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 65, 97])
    func splitFields(length: Int) {
        for spacing in 1...6 {
            var bytes = (0..<length).map { $0 % spacing == spacing - 1 ? UInt8(ascii: "\t") : UInt8(ascii: "x") }
            bytes.append(UInt8(ascii: "\t"))  // just past every range: must not count
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                for from in Set([0, 1, length / 2, length].filter { $0 <= length }) {
                    let separators = (from..<length).filter { buffer[$0] == UInt8(ascii: "\t") }
                    for count in 1...(separators.count + 1) {
                        var fields: [Range<Int>] = []
                        let next = ByteScanning.splitFields(
                            count, separatedBy: UInt8(ascii: "\t"), in: base, from: from, to: length
                        ) { index, start, end in
                            #expect(index == fields.count)
                            fields.append(start..<end)
                        }
                        let after = ByteScanning.indexAfter(
                            separators: count, of: UInt8(ascii: "\t"), in: base, from: from, to: length)
                        // Both block readers: two SSE2 compares a block, and AVX2 where this CPU has it.
                        for avx2 in Set([false, ByteScanning.hasAVX2]) {
                            var positions = [Int](repeating: -1, count: count + 35)
                            let foundAll = positions.withUnsafeMutableBufferPointer { room in
                                ByteScanning.separatorPositions(
                                    count, of: UInt8(ascii: "\t"), in: base, from: from, to: length,
                                    into: room.baseAddress!, usingAVX2: avx2)
                            }
                            #expect(foundAll == (count <= separators.count))
                            let wanted = Array(separators.prefix(count))
                            if foundAll {
                                #expect(
                                    Array(positions.prefix(count)) == wanted,
                                    "length \(length) from \(from) count \(count) AVX2 \(avx2)")
                            }
                        }
                        if count <= separators.count {
                            let ends = Array(separators.prefix(count))
                            let starts = [from] + ends.dropLast().map { $0 + 1 }
                            #expect(
                                fields == zip(starts, ends).map { $0..<$1 },
                                "length \(length) from \(from) count \(count)")
                            #expect(next == ends.last! + 1)
                            #expect(after == ends.last! + 1)
                        } else {
                            #expect(next == nil)
                            #expect(after == nil)
                            #expect(fields.count == separators.count)
                        }
                    }
                }
            }
        }
    }

    @Test(
        "a byte sequence in a slice, against the standard library's search",
        arguments: [
            ("abcabd", "abd"), ("abcabd", "abc"), ("abcabd", "d"), ("abcabd", "abe"), ("ab", "abc"), ("", "a"),
            ("aaab", "aab"), ("x\"msg\":\"incoming request\"y", "\"msg\":\"incoming request\""),
        ] as [(String, String)])
    func byteSequence(text: String, needle: String) {
        let slice = Array(("--" + text).utf8)[2...]
        let expected = slice.firstRange(of: Array(needle.utf8))
        #expect(slice.firstRange(ofBytes: Array(needle.utf8)) == expected, "\(text) / \(needle)")
        #expect(Array(text.utf8).contains(bytes: Array(needle.utf8)) == (expected != nil))
    }
}
