import Foundation
import CorridorCore
import Yams

/// A description parsed into a Yams node tree (JSON is read as YAML), which keeps key order and the
/// line and column of every node: errors and warnings are located through it.
struct DescriptionTree {
    let path: String
    let root: Node
    /// Key lookups in large mappings (`paths` of 20,000 entries), indexed once: locating every
    /// operation stays linear in the description's size.
    private let lookup = MappingLookup()

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
            try Self.checkExpansion(of: root, sourceBytes: text.utf8.count, path: path)
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

    /// How many nodes a description may have once its YAML aliases are expanded, at the least; a
    /// larger file may have one node per two bytes (no alias-free document has more).
    static let expandedNodeBudget = 1_000_000

    /// Walks the tree as readers will see it — every alias expanded — and stops at the budget: a
    /// YAML alias bomb (anchors of anchors, each used many times) is refused at once, at the node
    /// where the budget ran out, instead of growing without bound when values are built from it.
    static func checkExpansion(of root: Node, sourceBytes: Int, path: String) throws(DescriptionError) {
        let budget = max(expandedNodeBudget, sourceBytes / 2)
        var count = 0
        var stack: [Node] = [root]
        while let node = stack.popLast() {
            count += 1
            if count > budget {
                throw DescriptionError(
                    DescriptionDiagnostic(
                        path: path,
                        location: DescriptionLocation(pointer: "#", line: node.mark?.line, column: node.mark?.column),
                        severity: .error,
                        message:
                            "aliases expand past \(budget) nodes (the file has \(sourceBytes) bytes): refused as an alias bomb"
                    ))
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            case .sequence(let sequence):
                stack.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
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
        for (depth, token) in tokens.enumerated() {
            if case .mapping(let mapping) = node,
                let entry = lookup.entry(of: mapping, named: token, at: tokens[..<depth])
            {
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
        for (depth, token) in tokens.enumerated() {
            if case .mapping(let mapping) = node {
                guard let entry = lookup.entry(of: mapping, named: token, at: tokens[..<depth]) else { return nil }
                node = entry.value
                continue
            }
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

/// The entries of a tree's large mappings by key, built the first time a mapping at a given place is
/// searched (the first entry of a repeated key wins, as a linear search would find it).
final class MappingLookup {
    /// Mappings with fewer entries are searched linearly.
    static let indexedSize = 16
    private var indexes: [[String]: [String: (key: Node, value: Node)]] = [:]

    func entry(of mapping: Node.Mapping, named token: String, at place: ArraySlice<String>) -> (key: Node, value: Node)? {
        guard mapping.count >= Self.indexedSize else {
            return mapping.first(where: { $0.key.string == token }).map { ($0.key, $0.value) }
        }
        let key = Array(place)
        if let index = indexes[key] { return index[token] }
        var index: [String: (key: Node, value: Node)] = [:]
        index.reserveCapacity(mapping.count)
        for pair in mapping {
            guard let name = pair.key.string, index[name] == nil else { continue }
            index[name] = (pair.key, pair.value)
        }
        indexes[key] = index
        return index[token]
    }
}
