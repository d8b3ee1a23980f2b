/// UTF-8's byte order mark (`EF BB BF`), which Windows tools write before IIS and CSV logs: no text of the log, skipped
/// wherever an input's first bytes are read.
package enum UTF8ByteOrderMark {
    /// The mark's bytes.
    package static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// How many bytes the mark takes at the start of `text`: 3, or 0 when `text` does not start with it.
    @inline(__always)
    package static func length<Text: Collection<UInt8>>(at text: Text) -> Int {
        text.starts(with: bytes) ? bytes.count : 0
    }
}
