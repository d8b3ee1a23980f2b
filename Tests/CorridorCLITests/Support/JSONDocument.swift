import Foundation
import Testing

/// A parsed JSON document with typed lookups by key path (`totals.matched`), for checking reports.
struct JSONDocument {
    /// The root value.
    let root: Any

    /// Parses `text`.
    init(_ text: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// The value at `path` (dot-separated keys; integers index arrays).
    func value(_ path: String) -> Any? {
        var current: Any? = root
        for key in path.split(separator: ".") {
            if let index = Int(key), let array = current as? [Any] {
                current = index < array.count ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[String(key)]
            }
        }
        return current
    }

    /// The integer at `path`.
    func int(_ path: String) -> Int? {
        (value(path) as? NSNumber)?.intValue
    }

    /// The string at `path`.
    func string(_ path: String) -> String? {
        value(path) as? String
    }

    /// The Boolean at `path`.
    func bool(_ path: String) -> Bool? {
        value(path) as? Bool
    }

    /// The array at `path`.
    func array(_ path: String) -> [Any] {
        value(path) as? [Any] ?? []
    }

    /// Hits per route name, from a report's `routes` array.
    var hitsByRoute: [String: Int] {
        var hits: [String: Int] = [:]
        for case let route as [String: Any] in array("routes") {
            if let name = route["name"] as? String, let count = (route["hits"] as? NSNumber)?.intValue {
                hits[name] = count
            }
        }
        return hits
    }
}
