import CorridorCore

extension LogLineParser {
    /// One URL a line: `URL`, `METHOD URL` or `METHOD URL PROTOCOL`, surrounding white space ignored.
    func parseURLLine(_ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult {
        var start = 0
        var end = count
        while start < end && ByteScanning.isWhitespace(base[start]) { start += 1 }
        while end > start && ByteScanning.isWhitespace(base[end - 1]) { end -= 1 }
        var wordStarts = (0, 0, 0)
        var wordEnds = (0, 0, 0)
        var words = 0
        var index = start
        while index < end {
            var wordEnd = index
            while wordEnd < end && base[wordEnd] != ByteScanning.space && base[wordEnd] != ByteScanning.tab {
                wordEnd += 1
            }
            switch words {
            case 0: (wordStarts.0, wordEnds.0) = (index, wordEnd)
            case 1: (wordStarts.1, wordEnds.1) = (index, wordEnd)
            case 2: (wordStarts.2, wordEnds.2) = (index, wordEnd)
            default: return .malformed(.tooManyFields)
            }
            words += 1
            index = ByteScanning.skipBlanks(in: base, from: wordEnd, to: end)
        }
        switch words {
        case 1:
            return request(
                method: nil, target: UnsafeBufferPointer(start: base + wordStarts.0, count: wordEnds.0 - wordStarts.0),
                status: 0, time: nil)
        case 2, 3:
            if words == 3 && !RequestLine.isProtocol(base, from: wordStarts.2, to: wordEnds.2) {
                return .malformed(.tooManyFields)
            }
            return request(
                method: UnsafeBufferPointer(start: base + wordStarts.0, count: wordEnds.0 - wordStarts.0),
                target: UnsafeBufferPointer(start: base + wordStarts.1, count: wordEnds.1 - wordStarts.1),
                status: 0, time: nil)
        default:
            return .malformed(.empty)
        }
    }
}
