// libFuzzer target: the input's first line is a routes file (lines separated by '\u{1}'), the rest a
// list of request targets separated by '\n'. The trie must agree with the linear reference matcher
// on every target, read as a URL and as a route template, and never crash; the format suggested for the target's path
// parses, and its byte-level shape key gives the same format.

private let suggester = FormatSuggester()

@_cdecl("LLVMFuzzerTestOneInput")
public func matcherFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let split = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return 0 }
    let routesText = String(decoding: bytes[..<split], as: UTF8.self).replacingAll("\u{1}", with: "\n")
    guard let table = try? RoutesFile.parse("@use uint double uuid hex\n" + routesText, path: "fuzz") else { return 0 }
    let reference = ReferenceMatcher(table: table)
    let scratch = MatchScratch()
    for line in bytes[(split + 1)...].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        let target = String(decoding: line, as: UTF8.self)
        // Methods: a leading "GET " / "POST " selects one.
        var method: String? = nil
        var url = target
        for candidate in ["GET ", "POST "] where target.hasPrefix(candidate) {
            method = String(candidate.dropLast())
            url = String(target.dropFirst(candidate.count))
        }
        // Compare on valid UTF-8 text only (the reference works on Strings).
        let trie = table.match(url, method: method, scratch: scratch)
        let expected = reference.match(url, method: method)
        precondition(trie == expected, "trie \(trie) != reference \(expected) for \(url.debugDescription)")
        // Read as a route template (`{id}` segments), the trie's template walk agrees with the reference too.
        let templateTrie = table.match(template: url, method: method)
        let templateExpected = reference.match(url, method: method, isTemplate: true)
        precondition(
            templateTrie == templateExpected,
            "template: trie \(templateTrie) != reference \(templateExpected) for \(url.debugDescription)")
        // Raw bytes (maybe invalid UTF-8) must not crash.
        _ = table.match(target: UnsafeBufferPointer(rebasing: line), method: nil, scratch: scratch)
        if case .matched(let index) = trie { _ = table.captures(route: index, target: url) }
        // The suggester: the path's shape key gives the format its segments give, and that format parses.
        let path = UnsafeBufferPointer(rebasing: line[..<(line.firstIndex(of: UInt8(ascii: "?")) ?? line.endIndex)])
        let candidate = suggester.candidate(forPath: path)
        var key: [UInt8] = []
        FormatSuggester.shapeKey(ofPath: path, into: &key)
        let fromKey = suggester.render(FormatSuggester.shapes(ofKey: String(decoding: key, as: UTF8.self)))
        precondition(fromKey == candidate, "shape key gives \(fromKey), the path \(candidate)")
        precondition(suggester.isValid(candidate), "suggested \(candidate.debugDescription) does not parse")
    }
    return 0
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
