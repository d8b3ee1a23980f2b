/// A format that breaks the grammar: names the format, the 1-based column (in UTF-8 bytes) and the reason.
public struct FormatError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The format as written.
    public let format: String
    /// The 1-based column where the problem is.
    public let column: Int
    /// What is wrong.
    public let reason: Reason

    /// What is wrong with a format.
    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        /// The format is empty.
        case empty
        /// The path does not start with `/`.
        case missingLeadingSlash
        /// A scheme (`x://`) with characters outside `ALPHA *( ALPHA / DIGIT / + / - / . )`.
        case badScheme(String)
        /// `//` inside the path.
        case emptySegment
        /// `:` without a name, or a name with characters outside `A-Z a-z 0-9 _`.
        case badName(String)
        /// `{` without its `}`.
        case unterminatedBrace
        /// `{}`.
        case emptyType
        /// `[int` without `]`.
        case unterminatedBracket
        /// A base type that is not registered.
        case unknownType(String)
        /// A name used twice in one format.
        case duplicateName(String)
        /// A name that is also a global param.
        case globalParamName(String)
        /// `*` before the last segment.
        case catchAllNotLast
        /// An optional marker `?` on a path parameter.
        case optionalPathParam(String)
        /// A literal query value `{''}`.
        case emptyLiteral
        /// `'value` without its closing quote.
        case unterminatedQuote
        /// `&&`, a trailing `&`, or `?` with nothing after it.
        case emptyQueryItem
        /// A query item that does not start with `:`.
        case queryItemNotParam(String)
        /// A character that has no place here (the character).
        case unexpectedCharacter(String)

        /// A short message.
        public var description: String {
            switch self {
            case .empty: return "empty format"
            case .missingLeadingSlash: return "a format must start with '/'"
            case .badScheme(let scheme): return "invalid scheme '\(scheme)'"
            case .emptySegment: return "empty path segment ('//')"
            case .badName(let name):
                return name.isEmpty
                    ? "missing parameter name after ':'"
                    : "bad parameter name '\(name)' (letters, digits and '_' only)"
            case .unterminatedBrace: return "unterminated '{'"
            case .emptyType: return "empty type '{}'"
            case .unterminatedBracket: return "unterminated '[' in list type"
            case .unknownType(let name): return "unknown type '\(name)'"
            case .duplicateName(let name): return "duplicate parameter name '\(name)'"
            case .globalParamName(let name): return "parameter name '\(name)' is already a global param"
            case .catchAllNotLast: return "a catch-all ('*') must be the last path segment"
            case .optionalPathParam(let name): return "path parameter '\(name)' cannot be optional"
            case .emptyLiteral: return "empty literal value ''"
            case .unterminatedQuote: return "unterminated quote in literal value"
            case .emptyQueryItem: return "empty query item"
            case .queryItemNotParam(let text): return "query item '\(text)' must start with ':'"
            case .unexpectedCharacter(let character): return "unexpected '\(character)'"
            }
        }
    }

    /// Creates an error at `column` of `format`.
    public init(format: String, column: Int, reason: Reason) {
        self.format = format
        self.column = column
        self.reason = reason
    }

    /// `"/user/:id{integer}", column 11: unknown type 'integer'`.
    public var description: String {
        "format \"\(format)\", column \(column): \(reason)"
    }
}
