import CorridorCore

/// Takes the NUL bytes out of a text log as it is read: what `logrotate`'s `copytruncate` leaves before the lines a
/// program wrote after the copy (its old length as NULs, the program writing on at its offset), what a crash leaves
/// after the last line (a file's length set before its bytes were written), a stray NUL in a line. The lines are the
/// input's own, one for one; what the text then is (a coloured log, a Rails log, …) is decided on it (`inner`).
///
/// Chosen from the input's first bytes, which hold a NUL but are text around it (``BinarySniffer``: padding, or a few
/// stray NULs among text; a binary file is refused).
package final class NULByteStripper {
    /// The rewrite the text goes on to; nil when it is the output.
    package let inner: (any DecodedTextRewrite)?
    /// The text written and not yet handed out (when there is no ``inner``).
    package var output = RewriteOutput()
    /// The text of one feed, for ``inner``.
    package var handedOn: [UInt8] = []

    /// A stripper handing the text to `inner` when there is one.
    package init(inner: (any DecodedTextRewrite)? = nil) {
        self.inner = inner
    }

    /// `head` without its NUL bytes.
    package static func stripped(_ head: UnsafeRawBufferPointer) -> [UInt8] {
        head.filter { $0 != 0 }
    }

    package func feed(_ bytes: UnsafeRawBufferPointer) {
        var destination = takeBuffer()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return handOn(&destination) }
        var start = 0
        while start < bytes.count {
            let end = ByteScanning.firstIndex(of: 0, in: base, from: start, to: bytes.count) ?? bytes.count
            destination.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
            start = end + 1
        }
        handOn(&destination)
    }

    package func finish() {
        inner?.finish()
    }
}

extension NULByteStripper: TextFilterRewrite {}
