/// A member name of a JSON report, for reading it with `JSONDecoder`'s containers: any name (a route's method labels
/// and a caller table's row key are data, not fixed keys), written as a string literal (`"hits"`); an array index
/// in error paths.
struct ReportKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(stringLiteral name: String) {
        self.init(name)
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// A JSON object of a report being read.
typealias ReportObject = KeyedDecodingContainer<ReportKey>
