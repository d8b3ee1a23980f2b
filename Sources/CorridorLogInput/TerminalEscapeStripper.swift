import CorridorCore

/// Takes a terminal's control sequences (colours, bold, `ESC[2K`) out of a log as it is read: what a program writes
/// when it colours its lines — always (morgan's `dev`, tracing-subscriber unless its ANSI output is turned off), on a
/// terminal (Gin, Uvicorn, env_logger, rails_semantic_logger's `:color`, Fiber), or in a container started with a
/// terminal (`docker run -t`, compose's `tty: true`), whose runtime then keeps them. After it the lines are the
/// program's plain lines, which the presets read.
///
/// A sequence is a ``TerminalSequence`` after the escape, which is written as the byte itself, as JSON's `\u001b` (a
/// container runtime's or a shipper's JSON lines; not after a backslash that is itself escaped), or as rsyslog's
/// `#033` (its escape of control bytes on receipt). Only the forms the input's first bytes hold (``forms(in:)``) are
/// taken out; anything that is not a whole sequence stays.
///
/// Chosen from the input's first bytes, before any other rewrite: a coloured Rails or Fastify log is then joined as a
/// plain one (`inner`). The lines are the input's own, one for one.
package final class TerminalEscapeStripper {
    /// How a log writes the escape byte.
    package struct Forms: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The byte itself (0x1B).
        package static let raw = Forms(rawValue: 1)
        /// JSON's `\u001b` (or `\u001B`).
        package static let json = Forms(rawValue: 2)
        /// rsyslog's `#033`.
        package static let rsyslog = Forms(rawValue: 4)
    }

    private let forms: Forms
    /// The rewrite the plain text goes on to (a Rails or Fastify log's joiner); nil when the plain text is the output.
    package let inner: (any DecodedTextRewrite)?
    /// The plain text written and not yet handed out (when there is no ``inner``).
    package var output = RewriteOutput()
    /// The plain text of one feed, for ``inner``.
    package var handedOn: [UInt8] = []
    /// The last bytes of the previous feed that may start a sequence it cut.
    private var carry: [UInt8] = []

    /// A stripper of the `forms` of escapes, handing the plain text to `inner` when there is one.
    package init(forms: Forms, inner: (any DecodedTextRewrite)? = nil) {
        self.forms = forms
        self.inner = inner
    }

    /// The forms of escape in which `head` (an input's first bytes) holds a whole control sequence; empty when it
    /// holds none.
    package static func forms(in head: UnsafeRawBufferPointer) -> Forms {
        guard let base = head.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [] }
        let count = head.count
        // Most logs hold none of the escape's forms at all: told by a byte search alone.
        guard
            introducers.contains(where: { introducer in
                introducer.withUnsafeBufferPointer { ByteScanning.firstIndex(of: $0, in: base, from: 0, to: count) }
                    != nil
            })
        else { return [] }
        var found: Forms = []
        var index = 0
        while index < count {
            switch escape(base, at: index, count: count, forms: [.raw, .json, .rsyslog]) {
            case .sequence(let form, let end):
                found.insert(form)
                index = end
            case .escapedBackslash: index += 2
            case .cut, .none: index += 1
            }
        }
        return found
    }

    /// What starts at `index`.
    private enum Escape {
        /// A whole sequence in `form`, ending before `end`.
        case sequence(Forms, end: Int)
        /// A JSON backslash escaping a backslash (two bytes, neither an escape's start).
        case escapedBackslash
        /// What may be a sequence the end of the bytes cut.
        case cut
        /// No sequence.
        case none
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")
    private static let jsonEscape: [UInt8] = Array("u001".utf8)
    /// What each form of the escape starts with (JSON's `\u001b` in either case).
    private static let introducers: [[UInt8]] = [[TerminalSequence.escape], Array("\\u001".utf8), Array("#033".utf8)]
    private static let rsyslogEscape: [UInt8] = Array("033".utf8)

    /// The escape (in one of `forms`) that starts at `index` of `base[0..<count]`, if any.
    private static func escape(_ base: UnsafePointer<UInt8>, at index: Int, count: Int, forms: Forms) -> Escape {
        let byte = base[index]
        let form: Forms
        let afterEscape: Int
        if byte == TerminalSequence.escape, forms.contains(.raw) {
            form = .raw
            afterEscape = index + 1
        } else if byte == backslash, forms.contains(.json) {
            guard index + 1 < count else { return .cut }
            if base[index + 1] == backslash { return .escapedBackslash }
            guard index + 6 <= count else { return prefixMatches(base, index + 1, count, jsonEscape) ? .cut : .none }
            guard prefixMatches(base, index + 1, count, jsonEscape), base[index + 5] | 0x20 == UInt8(ascii: "b")
            else { return .none }
            form = .json
            afterEscape = index + 6
        } else if byte == hash, forms.contains(.rsyslog) {
            guard index + 4 <= count else { return prefixMatches(base, index + 1, count, rsyslogEscape) ? .cut : .none }
            guard prefixMatches(base, index + 1, count, rsyslogEscape) else { return .none }
            form = .rsyslog
            afterEscape = index + 4
        } else {
            return .none
        }
        switch TerminalSequence.scan(base, from: afterEscape, count: count) {
        case .ends(let end): return .sequence(form, end: end)
        case .cut: return .cut
        case .none: return .none
        }
    }

    /// Whether `base[from...]` starts with as much of `expected` as it holds (all of it when long enough).
    private static func prefixMatches(_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int, _ expected: [UInt8])
        -> Bool
    {
        var offset = 0
        while offset < expected.count && from + offset < count {
            guard base[from + offset] == expected[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Writes the plain text of `base[0..<count]` to `destination`; returns where what a sequence cut at the end
    /// begins (`count` when nothing is cut; everything is written when `final`).
    private func strip(
        _ base: UnsafePointer<UInt8>, count: Int, final: Bool, into destination: inout [UInt8]
    ) -> Int {
        var runStart = 0
        var index = 0
        while index < count {
            let byte = base[index]
            guard byte == TerminalSequence.escape || byte == Self.backslash || byte == Self.hash else {
                index += 1
                continue
            }
            switch Self.escape(base, at: index, count: count, forms: forms) {
            case .sequence(_, let end):
                destination.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                index = end
                runStart = end
            case .escapedBackslash: index += 2
            case .cut where !final:
                destination.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                return index
            case .cut, .none: index += 1
            }
        }
        destination.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        return count
    }

    /// Strips `bytes` after what the previous feed left, and hands the plain text on.
    private func strip(_ bytes: UnsafeRawBufferPointer, final: Bool) {
        var destination = takeBuffer()
        if !carry.isEmpty {
            var joined = carry
            joined.append(contentsOf: bytes)
            carry = []
            joined.withUnsafeBufferPointer { buffer in
                let rest = strip(buffer.baseAddress!, count: buffer.count, final: final, into: &destination)
                carry.append(contentsOf: buffer[rest...])
            }
        } else if let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) {
            let rest = strip(base, count: bytes.count, final: final, into: &destination)
            carry.append(contentsOf: UnsafeBufferPointer(start: base + rest, count: bytes.count - rest))
        }
        handOn(&destination)
    }
}

extension TerminalEscapeStripper: TextFilterRewrite {
    package func feed(_ bytes: UnsafeRawBufferPointer) {
        strip(bytes, final: false)
    }

    package func finish() {
        if !carry.isEmpty { strip(UnsafeRawBufferPointer(start: nil, count: 0), final: true) }
        inner?.finish()
    }
}
