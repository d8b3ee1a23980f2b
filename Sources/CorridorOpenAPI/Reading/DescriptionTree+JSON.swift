import Foundation
import Yams

extension DescriptionTree {
    /// A node as a JSON object for `JSONSerialization`: mapping keys as strings, scalars typed by
    /// their YAML tag (a quoted scalar stays a string), anchors and aliases already resolved.
    func jsonObject(_ node: Node) -> Any {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return scalar.string }
            if node.null != nil { return NSNull() }
            if let bool = node.bool { return bool }
            if let int = node.int { return int }
            if let float = node.float { return float }
            return scalar.string
        case .mapping(let mapping):
            var object: [String: Any] = [:]
            for (key, value) in mapping { object[key.string ?? "\(key)"] = jsonObject(value) }
            return object
        case .sequence(let sequence):
            return sequence.map { jsonObject($0) }
        case .alias:
            return NSNull()
        }
    }
}
