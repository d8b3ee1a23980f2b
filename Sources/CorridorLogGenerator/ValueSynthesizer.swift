import CorridorCore

/// Makes URL text for values of a ``ValueType``: integers, UUIDs, hex, booleans, numbers, words with
/// percent-escapes, members of enumerated types; for regex and closure types, candidates of common
/// shapes checked with the type's own validator. Output is percent-encoded, ready for a URL.
package struct ValueSynthesizer {
    static let words = [
        "alice", "bob", "carol", "dave", "erin", "swift", "corridor", "octocat", "linux", "kernel", "docs", "api",
        "release", "main", "feature", "hello", "world", "blue", "green", "orbit", "delta", "river", "stone",
    ]
    /// Decoded texts that need escapes (spaces, non-ASCII, reserved characters).
    static let escapedWords = ["Bob Jones", "café", "naïve", "a/b", "50% off", "x&y", "ünïcödé", "tab\there"]

    /// Whether every value of `type` can be synthesized (false for regex/closure types no candidate
    /// satisfies).
    package static func canSynthesize(_ type: ValueType) -> Bool {
        var generator = SplitMix64(seed: 0x5EED)
        return (0..<8).contains { _ in value(of: type, using: &generator) != nil }
    }

    /// A percent-encoded value of `type` (a list of 1…4 values when `isList`), or nil when none of the
    /// candidates fits the type.
    package static func value(of type: ValueType, list: Bool = false, using generator: inout SplitMix64) -> String? {
        guard list else { return single(type, using: &generator) }
        var values: [String] = []
        for _ in 0..<generator.next(in: 1...4) {
            guard let value = single(type, using: &generator) else { return nil }
            values.append(value.replacingAll(",", with: "%2C"))
        }
        return values.joined(separator: ",")
    }

    private static func single(_ type: ValueType, using generator: inout SplitMix64) -> String? {
        switch type.kind {
        case .int, .int64:
            let roll = generator.next(below: 100)
            if roll < 70 { return String(generator.next(in: 1...99_999)) }
            if roll < 95 { return String(generator.next(in: 100_000...9_999_999_999)) }
            return String(-generator.next(in: 1...999))
        case .uint:
            return String(generator.next(in: 0...9_999_999))
        case .double:
            return generator.pick(["3.14", "0.5", "-1.5e3", "42", "2.718281828", "1e-3"])
        case .bool:
            return generator.pick(["true", "false", "yes", "no", "1", "0", "True", "False"])
        case .uuid:
            return uuid(using: &generator)
        case .hex:
            return hex(count: generator.next(in: 8...16), using: &generator)
        case .string:
            return generator.chance(0.08)
                ? percentEncode(generator.pick(escapedWords))
                : generator.pick(words) + (generator.chance(0.3) ? String(generator.next(in: 1...999)) : "")
        case .oneOf(let values):
            guard !values.values.isEmpty else { return nil }
            return percentEncode(String(decoding: generator.pick(values.values), as: UTF8.self))
        case .pattern, .custom:
            var candidates = [
                generator.pick(words), String(generator.next(in: 1...99_999)),
                hex(count: generator.next(in: 8...12), using: &generator),
                generator.pick(words) + "-" + generator.pick(words), uuid(using: &generator),
                generator.pick(words).uppercased(), "v\(generator.next(in: 1...9))",
            ]
            let start = generator.next(below: candidates.count)
            candidates = Array(candidates[start...] + candidates[..<start])
            for candidate in candidates {
                var text = candidate
                if text.withUTF8({ type.accepts($0) }) { return percentEncode(candidate) }
            }
            return nil
        }
    }

    static func uuid(using generator: inout SplitMix64) -> String {
        let digits = hex(count: 32, using: &generator)
        let characters = Array(digits)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }

    static func hex(count: Int, using generator: inout SplitMix64) -> String {
        let alphabet = Array("0123456789abcdef")
        return String((0..<count).map { _ in alphabet[generator.next(below: 16)] })
    }

    /// Percent-encodes every byte outside `A-Z a-z 0-9 - . _ ~`.
    package static func percentEncode(_ text: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// This string with every `target` character replaced by `replacement` (no Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var output = ""
        for character in self {
            if character == target { output += replacement } else { output.append(character) }
        }
        return output
    }
}
