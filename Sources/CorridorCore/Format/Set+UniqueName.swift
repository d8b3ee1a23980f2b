extension Set where Element == String {
    /// `base`, or `base2`, `base3`, … — the first not in the set — inserted and returned: parameter names of a
    /// suggested format, path parameters of an OpenAPI operation.
    package mutating func insertUnique(_ base: String) -> String {
        var name = base
        var number = 2
        while contains(name) {
            name = "\(base)\(number)"
            number += 1
        }
        insert(name)
        return name
    }
}
