/// The routes of a table that accept a custom URL scheme (or any source), compiled a second time with their
/// first path literal lowercased (ASCII), for matching custom-scheme URLs whose first component — the
/// scheme's host — is lowercased the same way. `pokedex://pokemons/:id{int}` and `/Pokemons/:id` then match
/// `POKEDEX://Pokemons/25` and `pokedex://pokemons/25`, while later segments, and the paths of universal
/// links and plain paths, stay case-sensitive. The one host-folding rule of the engine: the Swift API's
/// routers use it through ``RouteTable``.
struct HostFoldedRoutes: Sendable {
    /// The trie of the folded routes.
    let trie: SegmentTrie
    /// For each folded route, the index of its route in the table.
    let owners: [Int]

    /// Folds the custom-scheme routes of `routes`; `nil` when none has a first literal with letters.
    init?(_ routes: [Route], types: TypeRegistry) throws(FormatError) {
        var builder = SegmentTrieBuilder(types: types)
        var owners: [Int] = []
        for (index, route) in routes.enumerated() {
            // Routes that accept a custom scheme, and routes that accept any source (a custom-scheme URL's host
            // is their first segment too): `/Pokemons/:id` matches `pokedex://pokemons/25`.
            let sources = route.effectiveSources
            let custom = sources.filter { !$0.isUniversalLink }
            guard sources.isEmpty || !custom.isEmpty, case .literal(let literal) = route.format.segments.first,
                literal.utf8.contains(where: Self.isASCIILetter)
            else { continue }
            var segments = route.format.segments
            segments[0] = .literal(Self.lowercasingASCII(literal))
            let format = RouteFormat(
                text: route.format.text, source: route.format.source, segments: segments, query: route.format.query)
            try builder.insert(Route(name: route.name, method: route.method, format: format, sources: custom))
            owners.append(index)
        }
        guard !owners.isEmpty else { return nil }
        self.trie = try builder.compile()
        self.owners = owners
    }

    /// The first folded route whose table route is `lowerBound` or later (`owners` ascends), or
    /// `nil` when none is.
    func firstFolded(from lowerBound: Int) -> Int? {
        guard lowerBound > 0 else { return 0 }
        var low = 0
        var high = owners.count
        while low < high {
            let middle = (low + high) / 2
            if owners[middle] < lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < owners.count ? low : nil
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// `text` with its ASCII capitals lowercased (other bytes as they are).
    static func lowercasingASCII(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
