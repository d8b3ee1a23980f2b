@testable import CorridorLogInput

/// What `rewrite` makes of `bytes` fed to it in pieces of `piece` bytes, drained a few bytes at a time after each
/// piece and at the end: every cut of the reads a rewrite must bear.
func fedInPieces(_ bytes: [UInt8], to rewrite: some DecodedTextRewrite, piece: Int) -> [UInt8] {
    var output: [UInt8] = []
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 7)
        while rewrite.hasOutput {
            let count = buffer.withUnsafeMutableBytes { rewrite.drain(into: $0.baseAddress!, capacity: $0.count) }
            output += buffer[0..<count]
        }
    }
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + piece)
        bytes[start..<end].withUnsafeBytes { rewrite.feed($0) }
        drain()
        start = end
    }
    rewrite.finish()
    drain()
    return output
}
