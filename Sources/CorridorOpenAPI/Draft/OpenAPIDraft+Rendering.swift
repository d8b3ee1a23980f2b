import Foundation
import OpenAPIKit
import Yams

extension OpenAPIDraft {
    /// The draft as YAML: the OpenAPIKit document encoded by Yams, its members put in a fixed order (OpenAPI's
    /// usual order, paths as given, `x-corridor-*` last), so the same draft always renders to the same bytes.
    ///
    /// - Throws: an encoding error of Yams (not expected for a draft built from these values).
    public func yaml() throws -> String {
        try Yams.serialize(node: try orderedNode(), width: -1)
    }

    /// The draft as JSON, members in the order of ``yaml()``, indented by two blanks.
    ///
    /// - Throws: an encoding error of Yams (not expected).
    public func json() throws -> String {
        var output = ""
        OpenAPIDraft.writeJSON(try orderedNode(), indent: "", into: &output)
        return output + "\n"
    }

    /// The document as a YAML node with its mappings in the fixed order.
    func orderedNode() throws -> Node {
        let text = try YAMLEncoder().encode(document())
        guard let node = try Yams.compose(yaml: text) else { return Node.mapping(Node.Mapping([])) }
        let order = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1.template, $0) })
        return OpenAPIDraft.ordered(node, isPaths: false, pathOrder: order)
    }

    /// Members in this order come first, in it; the others follow by name.
    private static let memberOrder = [
        "openapi", "info", "title", "summary", "description", "version", "servers", "url", "paths", "parameters",
        "name", "in", "required", "schema", "type", "format", "pattern", "get", "put", "post", "delete", "options",
        "head", "patch", "trace", "responses", "default", "x-corridor-routes-from", "x-corridor-hits",
        "x-corridor-hits-overestimate", "x-corridor-first-seen", "x-corridor-last-seen", "x-corridor-example",
        "x-corridor-format", "x-corridor-outside-server-prefix", "components",
    ]
    private static let memberRank = Dictionary(uniqueKeysWithValues: memberOrder.enumerated().map { ($1, $0) })

    private static func ordered(_ node: Node, isPaths: Bool, pathOrder: [String: Int]) -> Node {
        switch node {
        case .mapping(let mapping):
            var pairs = mapping.map { (key: $0.key, value: $0.value) }
            pairs = pairs.map { pair in
                (pair.key, ordered(pair.value, isPaths: pair.key.string == "paths", pathOrder: pathOrder))
            }
            pairs.sort { left, right in
                let (a, b) = (left.key.string ?? "", right.key.string ?? "")
                let rankA = isPaths ? pathOrder[a] ?? .max : memberRank[a] ?? .max
                let rankB = isPaths ? pathOrder[b] ?? .max : memberRank[b] ?? .max
                return rankA != rankB ? rankA < rankB : a < b
            }
            return .mapping(Node.Mapping(pairs.map { ($0.key, $0.value) }, mapping.tag, mapping.style))
        case .sequence(let sequence):
            return .sequence(
                Node.Sequence(
                    sequence.map { ordered($0, isPaths: false, pathOrder: pathOrder) }, sequence.tag, sequence.style))
        default:
            return node
        }
    }

    /// Writes `node` as JSON: a plain scalar YAML resolves to an integer, a float, a Boolean or null is written as
    /// such, every other scalar as a string.
    private static func writeJSON(_ node: Node, indent: String, into output: inout String) {
        let inner = indent + "  "
        switch node {
        case .mapping(let mapping):
            guard !mapping.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, pair) in mapping.enumerated() {
                output += inner + jsonString(pair.key.string ?? "") + ": "
                writeJSON(pair.value, indent: inner, into: &output)
                output += index == mapping.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .sequence(let sequence):
            guard !sequence.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in sequence.enumerated() {
                output += inner
                writeJSON(element, indent: inner, into: &output)
                output += index == sequence.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            if plain, node.null != nil {
                output += "null"
            } else if plain, let bool = node.bool {
                output += bool ? "true" : "false"
            } else if plain, let int = node.int {
                output += String(int)
            } else {
                output += jsonString(scalar.string)
            }
        case .alias:
            output += "null"
        }
    }

    /// `text` as a JSON string literal.
    private static func jsonString(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
