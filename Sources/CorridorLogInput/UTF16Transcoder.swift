import CorridorCore

/// Reads a log written in UTF-16 with its byte order mark — what Windows PowerShell 5's `>` and `Out-File` write
/// (`docker logs web > web.log` there), and Notepad's "Unicode" — as UTF-8, as it is read: the mark dropped, each
/// code unit pair or surrogate pair written as its UTF-8 bytes, an unpaired surrogate as U+FFFD. The lines are the
/// input's own, one for one; what the UTF-8 text then is (a coloured log, a Rails log, …) is decided on it (`inner`).
///
/// Chosen from the input's first two bytes (``byteOrder(of:)``), before any other rewrite. Text in UTF-16 without a
/// mark is no text log (its NUL bytes refuse it).
package final class UTF16Transcoder {
    /// The order of a code unit's two bytes.
    package enum ByteOrder: Sendable {
        case littleEndian, bigEndian
    }

    private let order: ByteOrder
    /// The rewrite the UTF-8 text goes on to; nil when it is the output.
    package let inner: (any DecodedTextRewrite)?
    /// The UTF-8 text written and not yet handed out (when there is no ``inner``).
    package var output = RewriteOutput()
    /// The UTF-8 text of one feed, for ``inner``.
    package var handedOn: [UInt8] = []
    /// A byte of a code unit the previous feed cut.
    private var pendingByte: UInt8?
    /// A high surrogate waiting for its low one.
    private var highSurrogate: UInt16?
    /// Whether the byte order mark is still to be dropped.
    private var atStart = true

    /// A transcoder of `order`'s code units, handing the UTF-8 text to `inner` when there is one.
    package init(order: ByteOrder, inner: (any DecodedTextRewrite)? = nil) {
        self.order = order
        self.inner = inner
    }

    /// The byte order a UTF-16 text starting with `head` is in, told by its byte order mark; nil without one.
    package static func byteOrder(of head: UnsafeRawBufferPointer) -> ByteOrder? {
        guard head.count >= 2 else { return nil }
        switch (head[0], head[1]) {
        case (0xFF, 0xFE):
            // UTF-32's little-endian mark starts the same: `FF FE 00 00`, not UTF-16 text.
            return head.count >= 4 && head[2] == 0 && head[3] == 0 ? nil : .littleEndian
        case (0xFE, 0xFF): return .bigEndian
        default: return nil
        }
    }

    private func transcode(_ bytes: UnsafeRawBufferPointer, final: Bool) {
        var destination = takeBuffer()
        var index = 0
        if let first = pendingByte, !bytes.isEmpty {
            pendingByte = nil
            write(unit(first, bytes[0]), to: &destination)
            index = 1
        }
        while index + 1 < bytes.count {
            write(unit(bytes[index], bytes[index + 1]), to: &destination)
            index += 2
        }
        if index < bytes.count { pendingByte = bytes[index] }
        if final {
            if highSurrogate != nil || pendingByte != nil { append(0xFFFD, to: &destination) }
            highSurrogate = nil
            pendingByte = nil
        }
        handOn(&destination)
    }

    private func unit(_ first: UInt8, _ second: UInt8) -> UInt16 {
        order == .littleEndian ? UInt16(first) | UInt16(second) << 8 : UInt16(first) << 8 | UInt16(second)
    }

    /// Writes the code point `unit` completes (or starts: a high surrogate waits for the next unit).
    private func write(_ unit: UInt16, to destination: inout [UInt8]) {
        if atStart {
            atStart = false
            if unit == 0xFEFF { return }
        }
        if let high = highSurrogate {
            highSurrogate = nil
            if unit >= 0xDC00 && unit <= 0xDFFF {
                append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00), to: &destination)
                return
            }
            append(0xFFFD, to: &destination)
        }
        switch unit {
        case 0xD800...0xDBFF: highSurrogate = unit
        case 0xDC00...0xDFFF: append(0xFFFD, to: &destination)
        default: append(UInt32(unit), to: &destination)
        }
    }

    /// Appends `scalar`'s UTF-8 bytes.
    private func append(_ scalar: UInt32, to destination: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            destination.append(UInt8(scalar))
        case 0x80..<0x800:
            destination.append(0xC0 | UInt8(scalar >> 6))
            destination.append(0x80 | UInt8(scalar & 0x3F))
        case 0x800..<0x10000:
            destination.append(0xE0 | UInt8(scalar >> 12))
            destination.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            destination.append(0x80 | UInt8(scalar & 0x3F))
        default:
            destination.append(0xF0 | UInt8(scalar >> 18))
            destination.append(0x80 | UInt8(scalar >> 12 & 0x3F))
            destination.append(0x80 | UInt8(scalar >> 6 & 0x3F))
            destination.append(0x80 | UInt8(scalar & 0x3F))
        }
    }
}

extension UTF16Transcoder: TextFilterRewrite {
    package func feed(_ bytes: UnsafeRawBufferPointer) {
        transcode(bytes, final: false)
    }

    package func finish() {
        transcode(UnsafeRawBufferPointer(start: nil, count: 0), final: true)
        inner?.finish()
    }
}
