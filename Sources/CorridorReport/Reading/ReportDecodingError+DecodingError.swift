import Foundation

extension ReportDecodingError {
    /// The error `JSONDecoder` threw reading the report `document`, which starts at byte `start` of `text`: a
    /// content error at its coding path (`routes[3].hits`), or a syntax error at its line and column in `text`.
    init(_ error: DecodingError, document: Data, at start: Int, of text: some Collection<UInt8>) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath), offset: nil, message: "missing member '\(key.stringValue)'")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), offset: nil, message: Self.expectation(type))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(syntaxIn: document, at: start, of: text, decoderSays: context.debugDescription)
        case .dataCorrupted(let context):
            self.init(path: Self.path(context.codingPath), offset: nil, message: context.debugDescription)
        @unknown default:
            self.init(path: "$", offset: nil, message: String(describing: error))
        }
    }

    /// The syntax error of `document`, which starts at byte `start` of `text`, at its line and column in `text`:
    /// `JSONDecoder` says the text is not JSON without a place on Linux, `JSONSerialization` says where; what the
    /// decoder said when that finds nothing wrong.
    init(syntaxIn document: Data, at start: Int, of text: some Collection<UInt8>, decoderSays message: String) {
        let (offset, reason) = Self.syntaxError(in: document) ?? (document.count, message)
        var (line, column) = (1, 1)
        for byte in text.prefix(start + offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(path: "$", offset: start + offset, line: line, column: column, message: "not JSON: \(reason)")
    }

    /// `routes[3].hits`; `$` for the document itself.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "$" : path
    }

    /// What a value of `type` looks like, for a value of another kind (or null).
    private static func expectation(_ type: Any.Type) -> String {
        if type == String.self { return "expected a string" }
        if type == Bool.self { return "expected true or false" }
        if type == [Any].self { return "expected an array" }
        if type == [String: Any].self { return "expected an object" }
        return "expected \(type)"
    }

    /// The byte offset and the reason `JSONSerialization` gives for `document` not being JSON (`Invalid value around
    /// character 8.`; the end of the document when it ended too early); nil when it reads it.
    private static func syntaxError(in document: Data) -> (offset: Int, reason: String)? {
        do {
            _ = try JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed])
            return nil
        } catch {
            var reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            var offset = document.count
            if let range = reason.range(of: " around character ") {
                offset = Int(reason[range.upperBound...].prefix { $0.isNumber }) ?? offset
                reason = String(reason[..<range.lowerBound])
            }
            if reason.hasSuffix(".") { reason.removeLast() }
            return (offset, reason.prefix(1).lowercased() + reason.dropFirst())
        }
    }
}
