/// What an input was detected as: by its first bytes (magic numbers), never by its file name.
public enum InputEncoding: String, Sendable, CaseIterable {
    /// A Zstandard stream: starts with a zstd frame (`28 B5 2F FD`) or a skippable frame (`5? 2A 4D 18`).
    case zstd
    /// A gzip stream (`1F 8B`), possibly of several members.
    case gzip
    /// An xz stream (`FD 37 7A 58 5A 00`), possibly several.
    case xz
    /// A bzip2 stream (`BZh1`…`BZh9`), possibly several.
    case bzip2
    /// An LZ4 frame (`04 22 4D 18`), possibly several; or LZ4's legacy format (`02 21 4C 18`, `lz4 -l`).
    case lz4
    /// Anything else: read as it is.
    case plain

    /// Detects the encoding from the first bytes of an input (at least 4 bytes when the input has them).
    package static func detect(_ head: UnsafeRawBufferPointer) -> InputEncoding {
        if head.count >= 4 {
            let magic = UInt32(head[0]) | UInt32(head[1]) << 8 | UInt32(head[2]) << 16 | UInt32(head[3]) << 24
            if magic == 0xFD2F_B528 { return .zstd }
            if magic & 0xFFFF_FFF0 == 0x184D_2A50 { return .zstd }
        }
        if head.count >= 2, head[0] == 0x1F, head[1] == 0x8B { return .gzip }
        if head.count >= 6, head[0] == 0xFD, head[1] == 0x37, head[2] == 0x7A, head[3] == 0x58, head[4] == 0x5A,
            head[5] == 0x00
        {
            return .xz
        }
        if head.count >= 4, head[0] == 0x42, head[1] == 0x5A, head[2] == 0x68, (0x31...0x39).contains(head[3]) {
            return .bzip2
        }
        if head.count >= 4, head[0] == 0x04, head[1] == 0x22, head[2] == 0x4D, head[3] == 0x18 { return .lz4 }
        if Lz4LegacyStreamDecoder.opensLegacyStream(head) { return .lz4 }
        return .plain
    }
}
