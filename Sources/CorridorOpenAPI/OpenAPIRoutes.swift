import CorridorCore
import Foundation
import OpenAPIKit
import OpenAPIKit30
import Yams

/// A route table made from an OpenAPI 3.0/3.1 or Swagger 2.0 description (JSON or YAML), docs/openapi.md:
/// one route per operation, named by its `operationId` (else `METHOD /template`), with its method
/// and the server or `basePath` prefix; path parameters typed from their schemas; query parameters
/// not constraining unless asked; literal segments before templates at the same place.
///
/// ```swift
/// let routes = try OpenAPIRoutes(bytes: Array(data), path: "api.yaml")
/// let outcome = routes.table.match("/v2/users/42", method: "GET")
/// ```
public struct OpenAPIRoutes: Sendable {
    /// What the mapping may do beyond the default.
    public struct Options: Sendable {
        /// Query parameters become constraints (required ones must be present and convert).
        public var constrainQuery: Bool

        /// Creates options; by default query parameters don't constrain the match.
        public init(constrainQuery: Bool = false) {
            self.constrainQuery = constrainQuery
        }
    }

    /// One route and the operation it came from.
    public struct Operation: Sendable, Equatable {
        /// The route's name: the `operationId`, else `METHOD /template`.
        public let name: String
        /// The `operationId`, when there is one.
        public let operationId: String?
        /// `GET`, `POST`, …
        public let method: String
        /// The path template as written in the description (`/users/{id}`).
        public let template: String
        /// The route format (`/v2/users/:id{int}`).
        public let format: String
        /// The route's formats under the description's other server paths (`/beta/users/:id{int}`):
        /// the same route, matched under each.
        public let alternateFormats: [String]
        /// Whether the operation is marked `deprecated: true`.
        public let deprecated: Bool
        /// Where the operation is in the description.
        public let location: DescriptionLocation
    }

    /// The description's path as given.
    public let path: String
    /// The kind of description.
    public let version: DescriptionVersion
    /// The compiled routes, in precedence order (index `i` is ``operations``[`i`]).
    public let table: RouteTable
    /// The operations behind the routes, in the table's order.
    public let operations: [Operation]
    /// Warnings: what was approximated or left out, each at its place in the description.
    public let warnings: [DescriptionDiagnostic]
    /// The equivalent routes file (docs/log-formats.md and docs/format-language.md, Routes files), to start from and edit.
    public let routesFile: String

    /// Reads a description.
    ///
    /// - Throws: ``DescriptionError`` at the parser's line and column, or at the JSON pointer of
    ///   what is wrong.
    public init(bytes: [UInt8], path: String, options: Options = Options()) throws(DescriptionError) {
        let text: String
        do { text = try RoutesFile.decodeUTF8(bytes, path: path) } catch {
            throw DescriptionError(
                DescriptionDiagnostic(
                    path: path, location: DescriptionLocation(pointer: "#", line: error.line, column: error.column),
                    severity: .error, message: error.message))
        }
        let tree = try DescriptionTree(text: text, path: path)
        let version = try tree.version()
        try Self.validate(tree, version: version)
        let reader = OperationReader(tree: tree, version: version)
        if let error = reader.diagnostics.first(where: { $0.severity == .error }) { throw DescriptionError(error) }
        let translator = RouteTranslator(operations: reader.operations, path: path, constrainQuery: options.constrainQuery)
        var types = TypeRegistry.standard
        do {
            for name in translator.extras { try types.registerExtra(named: name) }
            for enumeration in translator.enumerations {
                try types.register(.oneOf(enumeration.name, values: enumeration.values))
            }
        } catch {
            throw tree.error(at: [], "cannot register the parameter types: \(error)")
        }
        let parser = FormatParser(types: types)
        var routes: [Route] = []
        var operations: [Operation] = []
        var warnings = reader.diagnostics + translator.diagnostics
        for specification in translator.routes {
            let operation = specification.operation
            do {
                let format = try parser.parse(specification.format)
                let alternates = try specification.alternateFormats.map { text throws(FormatError) in try parser.parse(text) }
                routes.append(
                    Route(
                        name: specification.name, method: operation.method, format: format, line: operation.location.line,
                        deprecated: operation.deprecated, alternateFormats: alternates))
                if operation.operationId != nil, !Self.isNameable(specification.name) {
                    warnings.append(
                        DescriptionDiagnostic(
                            path: path, location: operation.location, severity: .warning,
                            message: "operationId '\(specification.name)' can't be a routes file name: `corridor routes` writes the line unnamed"))
                }
                operations.append(
                    Operation(
                        name: specification.name, operationId: operation.operationId, method: operation.method,
                        template: operation.template, format: specification.format,
                        alternateFormats: specification.alternateFormats, deprecated: operation.deprecated,
                        location: operation.location))
            } catch {
                warnings.append(
                    DescriptionDiagnostic(
                        path: path, location: operation.location, severity: .warning,
                        message: "\(operation.method) \(operation.template): format '\(specification.format)' is refused (\(error.reason)): no route for this operation"))
            }
        }
        do { table = try RouteTable(routes: routes, types: types) } catch {
            throw tree.error(at: ["paths"], "cannot compile the routes: \(error)")
        }
        self.path = path
        self.version = version
        self.operations = operations
        self.warnings = warnings
        self.routesFile = Self.routesFileText(path: path, extras: translator.extras, enumerations: translator.enumerations, operations: operations)
    }

    /// Whether bytes are an OpenAPI or Swagger description rather than a routes file: a top-level
    /// `openapi` or `swagger` key (JSON, or a YAML line starting with it).
    public static func isDescription(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            for key in ["openapi", "swagger"] {
                if line.hasPrefix("\(key):") || line.hasPrefix("\"\(key)\":") || line.hasPrefix("'\(key)':") { return true }
            }
        }
        guard text.drop(while: \.isWhitespace).hasPrefix("{") else { return false }
        // JSON: an `"openapi"` or `"swagger"` key (the first 64 KiB are enough; parsing the whole
        // document here would fail on what the description reader reports with its place).
        for key in ["\"openapi\"", "\"swagger\""] {
            var rest = Substring(text)
            while let found = rest.range(of: key) {
                if rest[found.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).hasPrefix(":") {
                    return true
                }
                rest = rest[found.upperBound...]
            }
        }
        return false
    }

    /// The warnings, then every operation that can never be reached (a route before it matches
    /// everything it matches), at the operation's place in the description.
    public func check() -> [DescriptionDiagnostic] {
        check(lintBudget: 20_000_000)
    }

    /// ``check()`` comparing at most `lintBudget` pairs of operations; when the budget runs out (many
    /// operations of one shape, e.g. all under one server prefix), a warning says the search for
    /// unreachable operations stopped early, as `corridor check` does for routes files.
    package func check(lintBudget: Int) -> [DescriptionDiagnostic] {
        var diagnostics = warnings
        let lint = RouteLinter.lint(table, budget: lintBudget)
        if !lint.complete {
            diagnostics.append(
                DescriptionDiagnostic(
                    path: path, location: DescriptionLocation(pointer: "#/paths"), severity: .warning,
                    message: "lint stopped early: too many operations of the same shape to compare every pair; some unreachable operations may not be reported"))
        }
        for finding in lint.findings {
            let late = operations[finding.route]
            let early = operations[finding.shadowedBy]
            let verb = finding.kind == .duplicate ? "duplicates" : "can never be reached: it is shadowed by"
            diagnostics.append(
                DescriptionDiagnostic(
                    path: path, location: late.location, severity: .warning,
                    message: "operation '\(late.name)' (\(late.method) \(late.template)) \(verb) '\(early.name)' (\(early.method) \(early.template)) at \(early.location)"))
        }
        return diagnostics
    }

    /// OpenAPIKit decodes 3.0 and 3.1 documents: a structurally invalid one is an error at the
    /// decoder's coding path (as a JSON pointer, with line and column when the node exists).
    static func validate(_ tree: DescriptionTree, version: DescriptionVersion) throws(DescriptionError) {
        guard version != .swagger2 else { return }
        do {
            // Through JSON: Yams' node decoder misses status-code keys (`'200'`) that OpenAPIKit
            // looks up by integer value.
            let json = Data(tree.jsonText())
            // Vendor extensions are not decoded: OpenAPIKit decodes each object's whole subtree again to
            // find them, which makes validation grow with size × depth; Corridor reads none of them.
            let decoder = JSONDecoder()
            switch version {
            case .openAPI30:
                decoder.userInfo[OpenAPIKit30.VendorExtensionsConfiguration.enabledKey] = false
                _ = try decoder.decode(OpenAPIKit30.OpenAPI.Document.self, from: json)
            case .openAPI31:
                decoder.userInfo[OpenAPIKit.VendorExtensionsConfiguration.enabledKey] = false
                _ = try decoder.decode(OpenAPIKit.OpenAPI.Document.self, from: json)
            case .swagger2: return
            }
        } catch {
            let described = OpenAPIKit.OpenAPI.Error(from: error)
            let tokens = described.codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }
            throw tree.error(at: tokens, "not a valid OpenAPI \(version == .openAPI30 ? "3.0" : "3.1") document: \(described.localizedDescription)")
        }
    }
}
