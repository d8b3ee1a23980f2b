import Foundation
import Yams

extension DescriptionTree {
    /// The tree as JSON text, for the OpenAPIKit decoder: mapping keys as strings (the last of a
    /// repeated key wins, as in a dictionary), scalars typed by their YAML tag (a quoted scalar stays
    /// a string), aliases already resolved by the parser. Written directly: building Foundation
    /// objects and serializing them costs several times more on large descriptions.
    func jsonText() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        Self.writeJSON(root, into: &output)
        return output
    }

    private static func writeJSON(_ node: Node, into output: inout [UInt8]) {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return writeString(scalar.string, into: &output) }
            if node.null != nil { return output.append(contentsOf: "null".utf8) }
            if let bool = node.bool { return output.append(contentsOf: (bool ? "true" : "false").utf8) }
            if let int = node.int { return output.append(contentsOf: String(int).utf8) }
            if let float = node.float, float.isFinite { return output.append(contentsOf: "\(float)".utf8) }
            writeString(scalar.string, into: &output)
        case .mapping(let mapping):
            var last: [String: Int] = [:]
            var pairs: [(key: String, value: Node)] = []
            for (key, value) in mapping {
                let name = key.string ?? "\(key)"
                if let index = last[name] {
                    pairs[index].value = value
                } else {
                    last[name] = pairs.count
                    pairs.append((name, value))
                }
            }
            output.append(UInt8(ascii: "{"))
            for (index, pair) in pairs.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(pair.key, into: &output)
                output.append(UInt8(ascii: ":"))
                writeJSON(pair.value, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .sequence(let sequence):
            output.append(UInt8(ascii: "["))
            for (index, element) in sequence.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeJSON(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .alias:
            output.append(contentsOf: "null".utf8)
        }
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
