/// JSON's number syntax, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: what the input layer writes bare when it
/// turns another notation into JSON lines (YAML's plain scalars, Ruby's bare values in Logstash's rubydebug output).
package enum JSONNumberLiteral {
    /// Whether `bytes` are one JSON number, whole.
    package static func matches(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index < bytes.endIndex && ByteScanning.isDigit(bytes[index]) {
                bytes.formIndex(after: &index)
                count += 1
            }
            return count
        }
        if index < bytes.endIndex && bytes[index] == ByteScanning.dash { bytes.formIndex(after: &index) }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return false }
        if index < bytes.endIndex && bytes[index] == UInt8(ascii: ".") {
            bytes.formIndex(after: &index)
            guard digits() > 0 else { return false }
        }
        if index < bytes.endIndex && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            bytes.formIndex(after: &index)
            if index < bytes.endIndex && (bytes[index] == UInt8(ascii: "+") || bytes[index] == ByteScanning.dash) {
                bytes.formIndex(after: &index)
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
