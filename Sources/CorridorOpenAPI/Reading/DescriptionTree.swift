import Foundation
import CorridorCore
import Yams

/// A description parsed into a Yams node tree (JSON is read as YAML), which keeps key order and the
/// line and column of every node: errors and warnings are located through it.
struct DescriptionTree {
    let path: String
    let root: Node

    /// Parses YAML or JSON text.
    ///
    /// - Throws: ``DescriptionError`` at the parser's line and column.
    init(text: String, path: String) throws(DescriptionError) {
        self.path = path
        do {
            guard let root = try Yams.compose(yaml: text) else {
                throw DescriptionError(
                    DescriptionDiagnostic(
                        path: path, location: DescriptionLocation(pointer: "#", line: 1, column: 1), severity: .error,
                        message: "the file is empty"))
            }
            self.root = root
        } catch let error as DescriptionError {
            throw error
        } catch let error as YamlError {
            throw DescriptionError(Self.diagnostic(for: error, path: path))
        } catch {
            throw DescriptionError(
                DescriptionDiagnostic(
                    path: path, location: DescriptionLocation(pointer: "#"), severity: .error,
                    message: "cannot parse the file: \(error)"))
        }
    }

    static func diagnostic(for error: YamlError, path: String) -> DescriptionDiagnostic {
        let location: DescriptionLocation
        let problem: String
        switch error {
        case .scanner(_, let message, let mark, _), .parser(_, let message, let mark, _),
            .composer(_, let message, let mark, _):
            location = DescriptionLocation(pointer: "#", line: mark.line, column: mark.column)
            problem = message
        default:
            location = DescriptionLocation(pointer: "#")
            problem = "\(error)"
        }
        return DescriptionDiagnostic(
            path: path, location: location, severity: .error, message: "not valid YAML or JSON: \(problem)")
    }

    /// Which kind of description the tree is, from its top-level `openapi` or `swagger` key.
    ///
    /// - Throws: ``DescriptionError`` when the key is missing or names an unsupported version.
    func version() throws(DescriptionError) -> DescriptionVersion {
        if let openapi = root["openapi"]?.string {
            if openapi.hasPrefix("3.0") { return .openAPI30 }
            if openapi.hasPrefix("3.1") { return .openAPI31 }
            throw error(
                at: ["openapi"], "unsupported OpenAPI version '\(openapi)' (supported: 3.0.x, 3.1.x, Swagger 2.0)")
        }
        if let swagger = root["swagger"]?.string {
            if swagger == "2.0" { return .swagger2 }
            throw error(at: ["swagger"], "unsupported Swagger version '\(swagger)' (supported: 2.0)")
        }
        throw error(at: [], "no top-level 'openapi' or 'swagger' key: not an OpenAPI or Swagger description")
    }

    /// The location of a node given by keys and indices, with its line and column when it exists
    /// (else those of its nearest existing parent).
    /// A mapping entry is placed at its key (`get:`), a sequence element at the element.
    func location(_ tokens: [String]) -> DescriptionLocation {
        var node = root
        var mark = root.mark
        for token in tokens {
            if case .mapping(let mapping) = node, let entry = mapping.first(where: { $0.key.string == token }) {
                node = entry.value
                mark = entry.key.mark ?? entry.value.mark
            } else if let child = Self.child(of: node, token) {
                node = child
                mark = child.mark
            } else {
                break
            }
        }
        return DescriptionLocation(pointer: DescriptionLocation.pointer(tokens), line: mark?.line, column: mark?.column)
    }

    /// The node a local `$ref` (`#/components/schemas/Id`) points at, with its tokens.
    func resolve(_ reference: String) -> (node: Node, tokens: [String])? {
        guard let tokens = DescriptionLocation.tokens(of: reference) else { return nil }
        var node = root
        for token in tokens {
            guard let child = Self.child(of: node, token) else { return nil }
            node = child
        }
        return (node, tokens)
    }

    static func child(of node: Node, _ token: String) -> Node? {
        switch node {
        case .mapping(let mapping):
            return mapping.first(where: { $0.key.string == token })?.value
        case .sequence(let sequence):
            guard let index = Int(token), sequence.indices.contains(index) else { return nil }
            return sequence[index]
        default:
            return nil
        }
    }

    func error(at tokens: [String], _ message: String) -> DescriptionError {
        DescriptionError(diagnostic(at: tokens, .error, message))
    }

    func diagnostic(at tokens: [String], _ severity: Diagnostic.Severity, _ message: String) -> DescriptionDiagnostic {
        DescriptionDiagnostic(path: path, location: location(tokens), severity: severity, message: message)
    }
}
