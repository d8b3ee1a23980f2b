@testable import CorridorCore
import Testing

@Suite("An http(s) scheme read with two word loads, as a byte-by-byte reading would")
struct HTTPSchemeTests {
    /// The `:` of a leading `http://` or `https://` (any case), read byte by byte.
    static func plainColon(_ text: String) -> Int {
        let bytes = Array(text.utf8).map { $0 }
        for (scheme, colon) in [("http", 4), ("https", 5)] where bytes.count >= colon + 3 {
            let head = String(decoding: bytes[0..<colon], as: UTF8.self).lowercased()
            if head == scheme && bytes[colon] == UInt8(ascii: ":") && bytes[colon + 1] == UInt8(ascii: "/")
                && bytes[colon + 2] == UInt8(ascii: "/")
            {
                return colon
            }
        }
        return 0
    }

    @Test(
        "http, https, any case, cut short, near misses",
        arguments: [
            "http://", "https://", "http://a/b", "https://api.example.com:443/x", "HTTP://H", "HtTpS://x", "http:/",
            "https:/x", "https:", "httpx://a", "htt", "", "/http://", "ftp://x", "http//x", "https//x", "hTTp://",
            "httpS://", "http:///", "https:\\/\\/", "http\u{0}://", "Https://a",
        ])
    func sameColon(text: String) {
        var bytes = Array(text.utf8)
        let colon = bytes.withUnsafeMutableBufferPointer { RequestTarget.httpSchemeColon(UnsafeBufferPointer($0)) }
        #expect(colon == Self.plainColon(text), "\(text)")
        let hasScheme = bytes.withUnsafeMutableBufferPointer { RequestTarget.hasHTTPScheme(UnsafeBufferPointer($0)) }
        #expect(hasScheme == (colon > 0))
    }

    @Test("an http(s) target's prefix: its scheme, host and path start", arguments: [true, false])
    func prefix(readsHost: Bool) {
        let target = Array("https://user@api.example.com:443/repos?x#y".utf8)
        let prefix = target.withUnsafeBufferPointer { RequestTarget.parsePrefix($0, readsHost: readsHost) }
        #expect(prefix?.scheme == 0..<5)
        #expect(prefix?.pathStart == 32)
        #expect(prefix?.host == (readsHost ? 13..<28 : 32..<32))
        let bare = Array("http://example.com".utf8)
        let barePrefix = bare.withUnsafeBufferPointer { RequestTarget.parsePrefix($0) }
        #expect(barePrefix?.scheme == 0..<4)
        #expect(barePrefix?.pathStart == bare.count)
        #expect(barePrefix?.host == 7..<bare.count)
    }
}
