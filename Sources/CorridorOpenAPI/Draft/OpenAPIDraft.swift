import Foundation
import OpenAPIKit
import Yams

/// An OpenAPI 3.1 document drafted from traffic no route matched (`corridor suggest`): one path per suggested
/// format, its path parameters typed, one operation per method seen, and what was observed in `x-corridor-*`
/// extensions, ready to review and paste into a description.
///
/// Built with OpenAPIKit; rendered as YAML (Yams) or JSON, paths in the order given (most hits first).
public struct OpenAPIDraft: Sendable {
    /// The type of a path parameter.
    public enum ParameterType: String, Sendable, Equatable {
        /// `type: integer`.
        case integer
        /// `type: string, format: uuid`.
        case uuid
        /// `type: string` with a hex `pattern`.
        case hex
        /// `type: string, format: date`.
        case date
        /// `type: string`.
        case string
    }

    /// One path of the draft.
    public struct Path: Sendable, Equatable {
        /// The template (`/widgets/{widgetId}`).
        public var template: String
        /// The path parameters, in path order, with their types.
        public var parameters: [(name: String, type: ParameterType)]
        /// The lower-case HTTP methods to write an operation for (`get`, `post`…); empty: `get`.
        public var methods: [String]
        /// Extension members (`x-corridor-hits`…) every operation of the path carries, in order.
        public var extensions: [(key: String, value: String)]
        /// Integer extension members (`x-corridor-hits`).
        public var counts: [(key: String, value: Int)]
        /// Boolean extension members (`x-corridor-outside-server-prefix`).
        public var flags: [(key: String, value: Bool)]
        /// A one-line summary of the operations.
        public var summary: String

        /// Creates a path.
        public init(
            template: String, parameters: [(name: String, type: ParameterType)], methods: [String],
            summary: String, counts: [(key: String, value: Int)], extensions: [(key: String, value: String)],
            flags: [(key: String, value: Bool)] = []
        ) {
            self.flags = flags
            self.template = template
            self.parameters = parameters
            self.methods = methods
            self.summary = summary
            self.counts = counts
            self.extensions = extensions
        }

        public static func == (lhs: Path, rhs: Path) -> Bool {
            lhs.template == rhs.template && lhs.parameters.elementsEqual(rhs.parameters, by: { $0 == $1 })
                && lhs.methods == rhs.methods && lhs.summary == rhs.summary
                && lhs.counts.elementsEqual(rhs.counts, by: { $0 == $1 })
                && lhs.extensions.elementsEqual(rhs.extensions, by: { $0 == $1 })
                && lhs.flags.elementsEqual(rhs.flags, by: { $0 == $1 })
        }
    }

    /// `info.title`.
    public var title: String
    /// `info.description`.
    public var description: String
    /// `info.version`.
    public var version: String
    /// Server URLs (path prefixes such as `/v2`); empty: none written.
    public var servers: [String]
    /// The paths, in the order to write them.
    public var paths: [Path]
    /// Extension members of `info` (`x-corridor-source`…).
    public var infoExtensions: [(key: String, value: String)]

    /// Creates a draft.
    public init(
        title: String, description: String, version: String, servers: [String], paths: [Path],
        infoExtensions: [(key: String, value: String)] = []
    ) {
        self.title = title
        self.description = description
        self.version = version
        self.servers = servers
        self.paths = paths
        self.infoExtensions = infoExtensions
    }

    /// The draft as an OpenAPIKit document (OpenAPI 3.1.1).
    public func document() -> OpenAPI.Document {
        var pathItems: OpenAPI.PathItem.Map = [:]
        for path in paths {
            let parameters: OpenAPI.Parameter.Array = path.parameters.map { parameter in
                .parameter(
                    .path(
                        name: parameter.name,
                        schemaOrContent: .schema(.init(OpenAPIDraft.schema(parameter.type), style: .simple))))
            }
            var extensions: [String: AnyCodable] = [:]
            for (key, value) in path.counts { extensions[key] = AnyCodable(value) }
            for (key, value) in path.extensions { extensions[key] = AnyCodable(value) }
            for (key, value) in path.flags { extensions[key] = AnyCodable(value) }
            let operation = OpenAPI.Operation(
                summary: path.summary,
                responses: [.default: .response(OpenAPI.Response(description: "Not observed: fill in."))],
                vendorExtensions: extensions)
            var item = OpenAPI.PathItem(parameters: parameters)
            for method in path.methods.isEmpty ? ["get"] : path.methods {
                switch method.lowercased() {
                case "get": item.get = operation
                case "put": item.put = operation
                case "post": item.post = operation
                case "delete": item.delete = operation
                case "options": item.options = operation
                case "head": item.head = operation
                case "patch": item.patch = operation
                case "trace": item.trace = operation
                default: continue
                }
            }
            pathItems[OpenAPI.Path(rawValue: path.template)] = .pathItem(item)
        }
        var infoExtensions: [String: AnyCodable] = [:]
        for (key, value) in self.infoExtensions { infoExtensions[key] = AnyCodable(value) }
        return OpenAPI.Document(
            openAPIVersion: .v3_1_1,
            info: OpenAPI.Document.Info(
                title: title, description: description, version: version, vendorExtensions: infoExtensions),
            servers: servers.compactMap { URL(string: $0).map { OpenAPI.Server(url: $0) } },
            paths: pathItems,
            components: .noComponents)
    }

    private static func schema(_ type: ParameterType) -> JSONSchema {
        switch type {
        case .integer: .integer
        case .uuid: .string(format: .uuid)
        case .hex: .string(pattern: "^[0-9a-fA-F]+$")
        case .date: .string(format: .date)
        case .string: .string
        }
    }
}
