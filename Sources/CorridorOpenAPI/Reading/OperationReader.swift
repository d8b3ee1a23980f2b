import CorridorCore
import Foundation
import Yams

/// Reads the operations of a description tree, in document order: path items and parameters
/// through local `$ref` chains, server or `basePath` prefixes, parameter types from schemas.
/// What can't be read is a located warning, never a silent drop.
struct OperationReader {
    let tree: DescriptionTree
    let version: DescriptionVersion
    private(set) var operations: [DescribedOperation] = []
    private(set) var diagnostics: [DescriptionDiagnostic] = []
    /// Where each `$ref` seen so far leads (`nil`: nowhere — missing, external or circular), so that a
    /// long chain is walked once however many places use it.
    private var resolved: [String: (node: Node, tokens: [String])?] = [:]
    /// The schema references being read, outermost first: a schema that refers to itself through
    /// `allOf`/`oneOf`/`anyOf` is caught here, not by the stack.
    private var schemasInProgress: [String] = []

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]
    /// How deep schemas may nest through combinators before the type is taken as a string.
    static let schemaDepthLimit = 64

    init(tree: DescriptionTree, version: DescriptionVersion) {
        self.tree = tree
        self.version = version
        guard let paths = tree.root["paths"] else {
            diagnostics.append(tree.diagnostic(at: [], .warning, "no 'paths': the description has no operations"))
            return
        }
        guard case .mapping(let mapping) = paths else {
            diagnostics.append(tree.diagnostic(at: ["paths"], .error, "'paths' is not a mapping"))
            return
        }
        let documentPrefixes = self.documentPrefixes()
        for (key, value) in mapping {
            guard let template = key.string else { continue }
            if template.hasPrefix("x-") { continue }
            readPathItem(template: template, node: value, tokens: ["paths", template], prefixes: documentPrefixes)
        }
    }

    // MARK: prefixes

    /// The prefixes of the document: `basePath` (2.0), or every distinct path of the servers (3.x),
    /// in order: an operation is served under each.
    mutating func documentPrefixes() -> [String] {
        switch version {
        case .swagger2:
            guard let basePath = tree.root["basePath"]?.string else { return [""] }
            return [Self.normalizedPrefix(basePath)]
        case .openAPI30, .openAPI31:
            return serverPrefixes(tree.root["servers"], tokens: ["servers"]) ?? [""]
        }
    }

    /// How many prefixes a `servers` list may yield (server variables' `enum`s multiply).
    static let prefixLimit = 32

    /// The distinct paths of a `servers` list, in order, with variables replaced by their `default`
    /// — or by each value of their `enum` when the variable is in the path (`/api/{version}` with
    /// `enum: [v1, v2]` serves under both); `nil` when there is no list.
    mutating func serverPrefixes(_ servers: Node?, tokens: [String]) -> [String]? {
        guard case .sequence(let list)? = servers, !list.isEmpty else { return nil }
        var prefixes: [String] = []
        for (index, server) in list.enumerated() {
            guard let url = server["url"]?.string else { continue }
            var expansions = [url]
            if case .mapping(let variables)? = server["variables"] {
                for (name, variable) in variables {
                    guard let name = name.string else { continue }
                    let placeholder = "{\(name)}"
                    guard url.contains(placeholder) else { continue }
                    var values: [String] = []
                    if case .sequence(let listed)? = variable["enum"] { values = listed.compactMap(\.string) }
                    let fallback = variable["default"]?.string
                    if values.isEmpty, let fallback { values = [fallback] }
                    guard let first = values.first else { continue }
                    if expansions.count * values.count > Self.prefixLimit {
                        diagnostics.append(
                            tree.diagnostic(
                                at: tokens + [String(index), "variables", name], .warning,
                                "server variable '\(name)' has too many values to serve under each: only its default is used"))
                        values = [fallback ?? first]
                    }
                    expansions = expansions.flatMap { url in
                        values.map { url.replacingOccurrences(of: placeholder, with: $0) }
                    }
                }
            }
            for expansion in expansions {
                let prefix = Self.normalizedPrefix(Self.urlPath(expansion))
                if !prefixes.contains(prefix) { prefixes.append(prefix) }
            }
            if prefixes.count > Self.prefixLimit {
                diagnostics.append(
                    tree.diagnostic(
                        at: tokens + [String(index)], .warning,
                        "more than \(Self.prefixLimit) server paths: the servers from here on are not served under"))
                prefixes.removeLast(prefixes.count - Self.prefixLimit)
                break
            }
        }
        return prefixes.isEmpty ? nil : prefixes
    }

    /// The path of a server URL: `https://api.example.com/v2` → `/v2`, `/v2` → `/v2`.
    static func urlPath(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return url }
        let rest = url[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { return "" }
        return String(rest[slash...])
    }

    /// `/v2/` → `/v2`, `v2` → `/v2`, `/` → "" (no prefix); a query or fragment is dropped; slashes one after
    /// another are one — a variable's value that starts with a slash put after one (API Gateway's exports:
    /// `…amazonaws.com/{basePath}` with `basePath` `/prod`) serves under `/prod`, not `//prod`.
    static func normalizedPrefix(_ path: String) -> String {
        var path = Substring(path)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        var collapsed = ""
        for character in path where !(character == "/" && collapsed.hasSuffix("/")) { collapsed.append(character) }
        while collapsed.hasSuffix("/") { collapsed.removeLast() }
        if collapsed.isEmpty { return "" }
        return collapsed.hasPrefix("/") ? collapsed : "/" + collapsed
    }

    // MARK: path items and operations

    mutating func readPathItem(template: String, node: Node, tokens: [String], prefixes: [String]) {
        guard let (item, itemTokens) = follow(node, tokens: tokens) else { return }
        guard case .mapping = item else {
            diagnostics.append(tree.diagnostic(at: tokens, .warning, "path item '\(template)' is not a mapping: no routes for it"))
            return
        }
        var prefix = prefixes
        if version != .swagger2, let pathPrefixes = serverPrefixes(item["servers"], tokens: itemTokens + ["servers"]) {
            prefix = pathPrefixes
        }
        let shared = readParameters(item["parameters"], tokens: itemTokens + ["parameters"])
        var found = false
        for method in Self.methods {
            guard let operation = item[method] else { continue }
            found = true
            let operationTokens = itemTokens + [method]
            var operationPrefix = prefix
            if version != .swagger2,
                let own = serverPrefixes(operation["servers"], tokens: operationTokens + ["servers"])
            {
                operationPrefix = own
            }
            let own = readParameters(operation["parameters"], tokens: operationTokens + ["parameters"])
            // Operation-level parameters override path-level ones of the same name and place.
            var all = shared.filter { parameter in !own.contains { $0.name == parameter.name && $0.place == parameter.place } }
            all += own
            var pathParameters: [String: DescribedParameter] = [:]
            for parameter in all where parameter.place == "path" { pathParameters[parameter.described.name] = parameter.described }
            operations.append(
                DescribedOperation(
                    method: method.uppercased(), template: template, prefixes: operationPrefix,
                    deprecated: operation["deprecated"]?.bool ?? false,
                    operationId: operation["operationId"]?.string, location: tree.location(operationTokens),
                    pathParameters: pathParameters,
                    queryParameters: all.filter { $0.place == "query" }.map(\.described),
                    otherParameters: all.filter { $0.place == "header" || $0.place == "cookie" }.map(\.described.name)))
        }
        if !found, item["$ref"] == nil {
            diagnostics.append(tree.diagnostic(at: tokens, .warning, "path '\(template)' has no operations: no routes for it"))
        }
    }

    /// A parameter with its place (`path`, `query`, `header`, `cookie`, `body`, `formData`).
    struct PlacedParameter {
        let place: String
        let described: DescribedParameter
        var name: String { described.name }
    }

    mutating func readParameters(_ node: Node?, tokens: [String]) -> [PlacedParameter] {
        guard case .sequence(let list)? = node else { return [] }
        var parameters: [PlacedParameter] = []
        for (index, entry) in list.enumerated() {
            guard let (parameter, parameterTokens) = follow(entry, tokens: tokens + [String(index)]) else { continue }
            guard let name = parameter["name"]?.string, let place = parameter["in"]?.string else {
                diagnostics.append(
                    tree.diagnostic(at: parameterTokens, .warning, "parameter without 'name' or 'in': ignored"))
                continue
            }
            let type: ParameterType
            if version == .swagger2 {
                type = parameterType(schema: parameter, tokens: parameterTokens)
            } else if let schema = parameter["schema"] {
                type = parameterType(schema: schema, tokens: parameterTokens + ["schema"])
            } else {
                type = .string(why: "it has no 'schema'")
            }
            let required = parameter["required"]?.bool ?? (place == "path")
            parameters.append(
                PlacedParameter(
                    place: place,
                    described: DescribedParameter(
                        name: name, required: required, type: type, location: tree.location(parameterTokens))))
        }
        return parameters
    }

    // MARK: schemas

    /// The value type of a schema: `integer` → int (int64 by format), `number` → double, `boolean`
    /// → bool, `string` with `format: uuid` → uuid, an `enum` → its values, otherwise string.
    mutating func parameterType(schema node: Node, tokens: [String]) -> ParameterType {
        let reference = node["$ref"]?.string
        if let reference, schemasInProgress.contains(reference) {
            diagnostics.append(
                tree.diagnostic(
                    at: tokens, .warning,
                    "schema '\(reference)' refers to itself (through \(schemasInProgress.joined(separator: " → "))): read as a string"))
            return .string(why: "its schema refers to itself")
        }
        guard schemasInProgress.count < Self.schemaDepthLimit else {
            diagnostics.append(
                tree.diagnostic(at: tokens, .warning, "schemas nest more than \(Self.schemaDepthLimit) deep: read as a string"))
            return .string(why: "its schema nests too deep")
        }
        if let reference { schemasInProgress.append(reference) }
        defer { if reference != nil { schemasInProgress.removeLast() } }
        guard let (schema, _) = follow(node, tokens: tokens) else { return .string(why: "its schema reference cannot be followed") }
        if case .sequence(let values)? = schema["enum"] {
            let strings = values.compactMap { value -> String? in
                guard case .scalar(let scalar) = value else { return nil }
                return scalar.string
            }
            if strings.count == values.count, !strings.isEmpty { return .oneOf(strings) }
            return .string(why: "its enum has values that are not scalars")
        }
        for key in ["allOf", "oneOf", "anyOf"] {
            if case .sequence(let parts)? = schema[key] {
                if parts.count == 1 { return parameterType(schema: parts[0], tokens: tokens + [key, "0"]) }
                return .string(why: "its schema is a '\(key)' of \(parts.count) schemas")
            }
        }
        var type = schema["type"]?.string
        if case .sequence(let types)? = schema["type"] {
            let named = types.compactMap(\.string).filter { $0 != "null" }
            type = named.count == 1 ? named[0] : nil
        }
        let format = schema["format"]?.string
        switch type {
        case "integer": return format == "int64" ? .int64 : .int
        case "number": return .double
        case "boolean": return .bool
        case "string": return format == "uuid" ? .uuid : .string(why: nil)
        case nil: return .string(why: nil)
        case let other?: return .string(why: "its schema type is '\(other)'")
        }
    }

    // MARK: references

    /// A node with its local `$ref` chain followed (`nil`, with a warning, when it cannot be). Each
    /// reference's end is remembered: a chain of any length is walked once; a cycle is a warning.
    mutating func follow(_ node: Node, tokens: [String]) -> (Node, [String])? {
        guard let first = node["$ref"]?.string else { return (node, tokens) }
        var chain: [String] = []
        var inChain: Set<String> = []
        var current = node
        var currentTokens = tokens
        var outcome: (node: Node, tokens: [String])??
        while let reference = current["$ref"]?.string {
            if let known = resolved[reference] {
                outcome = .some(known)
                break
            }
            guard inChain.insert(reference).inserted else {
                diagnostics.append(
                    tree.diagnostic(at: tokens, .warning, "circular '$ref' chain through '\(reference)': ignored"))
                outcome = .some(nil)
                break
            }
            chain.append(reference)
            guard let (target, targetTokens) = tree.resolve(reference) else {
                let kind = reference.hasPrefix("#") ? "a missing node" : "another document (only local references are followed)"
                diagnostics.append(
                    tree.diagnostic(at: currentTokens + ["$ref"], .warning, "'$ref: \(reference)' points at \(kind): ignored"))
                outcome = .some(nil)
                break
            }
            current = target
            currentTokens = targetTokens
        }
        let end: (node: Node, tokens: [String])? = outcome ?? (current, currentTokens)
        for reference in chain { resolved[reference] = .some(end) }
        if end == nil, chain.isEmpty, resolved[first] != nil {
            // A reference already known to lead nowhere: say so here too.
            diagnostics.append(tree.diagnostic(at: tokens, .warning, "'$ref: \(first)' cannot be followed: ignored"))
        }
        return end.map { ($0.node, $0.tokens) }
    }
}
