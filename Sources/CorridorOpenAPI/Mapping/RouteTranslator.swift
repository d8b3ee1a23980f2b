import CorridorCore

/// Turns described operations into route formats (docs/openapi.md): the prefix, literal segments as
/// written, `{param}` typed from its schema, query parameters as constraints only on request;
/// the routes sorted so a literal segment comes before a template at the same place. What a format
/// can't express is a warning at the operation.
struct RouteTranslator {
    let path: String
    let constrainQuery: Bool
    private(set) var routes: [RouteSpecification] = []
    private(set) var extras: [String] = []
    private(set) var enumerations: [(name: String, values: [String])] = []
    private(set) var diagnostics: [DescriptionDiagnostic] = []

    init(operations: [DescribedOperation], path: String, constrainQuery: Bool) {
        self.path = path
        self.constrainQuery = constrainQuery
        var names: [String: DescriptionLocation] = [:]
        var shapes = PrecedenceShapes()
        for operation in operations {
            guard var route = translate(operation) else { continue }
            if let first = names[route.name] {
                let renamed = "\(operation.method) \(operation.template)"
                warn(operation.location, "operationId '\(route.name)' is also used at \(first): this route is named '\(renamed)'")
                route = RouteSpecification(
                    operation: operation, name: renamed, format: route.format, alternateFormats: route.alternateFormats,
                    segments: route.segments)
            }
            names[route.name] = operation.location
            // OpenAPI precedence through registration order: a route goes before the first one
            // it must precede (a literal where that one has a template); otherwise document order.
            // Most routes precede none registered so far: `shapes` says so without a scan.
            let place = shapes.mayPrecede(route) ? (routes.firstIndex { route.mustPrecede($0) } ?? routes.endIndex) : routes.endIndex
            routes.insert(route, at: place)
            shapes.insert(route)
        }
    }

    mutating func warn(_ location: DescriptionLocation, _ message: String) {
        diagnostics.append(DescriptionDiagnostic(path: path, location: location, severity: .warning, message: message))
    }

    mutating func translate(_ operation: DescribedOperation) -> RouteSpecification? {
        let label = "\(operation.method) \(operation.template)"
        var format = ""
        var precedence = operation.prefixes[0].split(separator: "/").map { PrecedenceSegment(kind: .literal, text: String($0)) }
        var used: Set<String> = []
        let segments = operation.template.split(separator: "/", omittingEmptySubsequences: true)
        for (index, segment) in segments.enumerated() {
            let text = String(segment)
            guard text.contains("{") || text.contains("}") else {
                guard Self.isExpressibleLiteral(text) else {
                    warn(operation.location, "\(label): the literal segment '\(text)' can't be written in a route format: no route for this operation")
                    return nil
                }
                format += "/" + text
                precedence.append(PrecedenceSegment(kind: .literal, text: text))
                continue
            }
            let variables = Self.variables(in: text)
            guard let first = variables.first else {
                warn(operation.location, "\(label): unbalanced braces in segment '\(text)': no route for this operation")
                return nil
            }
            let isWhole = text == "{\(first)}"
            let reserved = first.hasPrefix("+") || first.hasSuffix("*")
            let name = first.trimmingCharacters(in: ["+", "*", "#", "."])
            if reserved && index == segments.count - 1 && isWhole {
                warn(operation.location, "\(label): '{\(first)}' spans segments: the route ends with a catch-all '*' (its value is not captured by name)")
                format += "/*"
                precedence.append(PrecedenceSegment(kind: .catchAll, text: ""))
                continue
            }
            if reserved {
                warn(operation.location, "\(label): '{\(first)}' may span segments, which a format can't express: it matches one segment only")
            }
            if !isWhole {
                warn(operation.location, "\(label): segment '\(text)' mixes text and parameters: it matches any single segment as string parameter '\(name)'")
            }
            var type: ParameterType = isWhole ? .string(why: nil) : .string(why: nil)
            if let parameter = operation.pathParameters[name] {
                if isWhole { type = parameter.type }
            } else {
                warn(operation.location, "\(label): path parameter '\(name)' is not declared: it is a string")
            }
            if case .string(let why?) = type {
                warn(operation.location, "\(label): path parameter '\(name)' is a string because \(why)")
            }
            let formatName = used.insertUnique(Self.formatName(name))
            if formatName != name {
                warn(operation.location, "\(label): path parameter '\(name)' is captured as '\(formatName)' (a format name has letters, digits and '_' only)")
            }
            format += "/:\(formatName)\(typeSuffix(type, parameter: formatName))"
            precedence.append(PrecedenceSegment(kind: .template, text: ""))
        }
        var querySuffix = ""
        if constrainQuery {
            var query: [String] = []
            for parameter in operation.queryParameters {
                let formatName = Self.formatName(parameter.name)
                guard formatName == parameter.name, !used.contains(formatName) else {
                    warn(parameter.location, "\(label): query parameter '\(parameter.name)' can't be named in a format: not a constraint")
                    continue
                }
                used.insert(formatName)
                var type = typeName(parameter.type, parameter: formatName)
                if !parameter.required { type += "?" }
                query.append(":\(formatName){\(type)}")
            }
            if !query.isEmpty { querySuffix = "?" + query.joined(separator: "&") }
        }
        // The operation under each server prefix: the first is the route's format, the others its
        // alternates (one route, matched under every prefix).
        let formats = operation.prefixes.map { prefix in
            let path = prefix + format
            return (path.isEmpty ? "/" : path) + querySuffix
        }
        return RouteSpecification(
            operation: operation, name: operation.operationId ?? label, format: formats[0],
            alternateFormats: Array(formats.dropFirst()), segments: precedence)
    }


    mutating func typeSuffix(_ type: ParameterType, parameter: String) -> String {
        let name = typeName(type, parameter: parameter)
        return name == "string" ? "" : "{\(name)}"
    }

    /// The format type name, registering the extras and enumerated types it needs.
    mutating func typeName(_ type: ParameterType, parameter: String) -> String {
        switch type {
        case .int: return "int"
        case .bool: return "bool"
        case .string: return "string"
        case .int64: return extra("int64")
        case .double: return extra("double")
        case .uuid: return extra("uuid")
        case .oneOf(let values):
            if let existing = enumerations.first(where: { $0.values == values }) { return existing.name }
            let letters = parameter.filter { $0.isASCII && $0.isLetter }
            let base = "enum" + letters.prefix(1).uppercased() + letters.dropFirst()
            var name = base
            var suffix = 0
            while enumerations.contains(where: { $0.name == name }) {
                name = base + String(UnicodeScalar(UInt8(ascii: "A") + UInt8(suffix % 26)))
                suffix += 1
            }
            enumerations.append((name, values))
            return name
        }
    }

    mutating func extra(_ name: String) -> String {
        if !extras.contains(name) { extras.append(name) }
        return name
    }

    /// The variable names in a segment: `{id}.{format}` → `["id", "format"]`.
    static func variables(in segment: String) -> [String] {
        var names: [String] = []
        var rest = Substring(segment)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return [] }
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// A name a format accepts: letters, digits and `_` (others become `_`).
    static func formatName(_ name: String) -> String {
        let mapped = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") ? scalar : "_"
        }))
        return mapped.isEmpty ? "_" : mapped
    }

    /// A literal segment a format (and a routes file line) can hold.
    static func isExpressibleLiteral(_ text: String) -> Bool {
        guard !text.hasPrefix(":"), text != "*", text != ".*" else { return false }
        return !text.contains { $0 == "{" || $0 == "}" || $0 == "#" || $0 == "?" || $0 == " " || $0 == "\t" }
    }
}
