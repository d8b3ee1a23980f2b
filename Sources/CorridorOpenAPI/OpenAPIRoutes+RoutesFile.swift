extension OpenAPIRoutes {
    /// A routes file with the same routes: `@use` and `@type` directives, then per operation a
    /// comment with its method, template and place, and its `name METHOD format` line.
    static func routesFileText(
        path: String, extras: [String], enumerations: [(name: String, values: [String])], operations: [Operation]
    ) -> String {
        var lines = ["# Routes from \(path): one per operation, in precedence order (literal segments first)."]
        if !extras.isEmpty { lines.append("@use \(extras.joined(separator: " "))") }
        for enumeration in enumerations {
            lines.append("@type \(enumeration.name) oneOf \(enumeration.values.joined(separator: ","))")
        }
        for operation in operations {
            lines.append("")
            lines.append("# \(operation.method) \(operation.template)  \(operation.location.pointer)")
            for alternate in operation.alternateFormats {
                lines.append("#   also served as \(alternate) (another server path; a routes file line has one format)")
            }
            let marker = operation.deprecated ? " @deprecated" : ""
            lines.append(
                (isNameable(operation.name)
                    ? "\(operation.name) \(operation.method) \(operation.format)" : "\(operation.method) \(operation.format)")
                    + marker)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a name can stand as the first word of a routes file line (no blanks, no leading `#`
    /// or `@`, not all uppercase letters like a method); an unnamed line is named `METHOD format`.
    static func isNameable(_ name: String) -> Bool {
        !name.isEmpty && !name.contains { $0 == " " || $0 == "\t" } && !name.hasPrefix("#") && !name.hasPrefix("@")
    }
}
