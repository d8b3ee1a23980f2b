/// How ``LinkRouter`` and ``ContextParser`` read a Crossroad pattern as a format.
///
/// * A pattern without a link source or a leading `/` (`static`, `foo/:id`, `:keyword`) is relative
///   to the accepted link sources: it reads as `/static`. (A ``CorridorRouter`` format, or a routes
///   file line, must still start with `/`.) Errors quote the pattern as written, with its columns.
/// * A universal-link pattern needs a host: `https://` alone is refused.
enum LinkPattern {
    /// Parses `pattern`, the route at `routeIndex`, over `types` and `globalParams`.
    ///
    /// - Throws: ``RouteValidationError`` quoting `pattern`: ``RouteValidationError/Reason/invalidFormat(_:)``,
    ///   or ``RouteValidationError/Reason/invalidLinkSource(_:_:)`` with `missingHost`.
    static func parse(
        _ pattern: String, routeIndex: Int?, types: TypeRegistry, globalParams: [String] = []
    ) throws(RouteValidationError) -> RouteFormat {
        func failure(_ reason: RouteValidationError.Reason) -> RouteValidationError {
            RouteValidationError(pattern: pattern, routeIndex: routeIndex, reason: reason)
        }
        let isRelative = isRelative(pattern)
        let parser = FormatParser(types: types, globalParams: globalParams)
        let format: RouteFormat
        do {
            format = try parser.parse(isRelative ? "/" + pattern : pattern)
        } catch {
            guard isRelative else { throw failure(.invalidFormat(error)) }
            throw failure(
                .invalidFormat(FormatError(format: pattern, column: max(1, error.column - 1), reason: error.reason)))
        }
        if let source = format.source, source.isUniversalLink, source.host == nil {
            throw failure(.invalidLinkSource(source, .missingHost))
        }
        return format
    }

    /// Whether `pattern` is a path written without its leading `/` (and without a link source).
    static func isRelative(_ pattern: String) -> Bool {
        guard let first = pattern.utf8.first, first != UInt8(ascii: "/") else { return false }
        return !pattern.contains("://")
    }
}
