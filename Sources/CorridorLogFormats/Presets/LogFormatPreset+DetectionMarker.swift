extension LogFormatPreset {
    /// One of a preset's ``LogFormatPreset/detectionMarkers``: byte strings a line holds one of — a string, or
    /// ``anyOf(_:)`` for a producer that writes its names in more than one case (`"httpMethod"` or `"http_method"`).
    package struct DetectionMarker: ExpressibleByStringLiteral, Sendable {
        /// The byte strings, any one of which a line may hold.
        package let alternatives: [[UInt8]]

        /// A marker held by a line that holds `value`.
        package init(stringLiteral value: String) {
            alternatives = [Array(value.utf8)]
        }

        private init(alternatives: [[UInt8]]) {
            self.alternatives = alternatives
        }

        /// A marker held by a line that holds any one of `values`.
        package static func anyOf(_ values: String...) -> DetectionMarker {
            DetectionMarker(alternatives: values.map { Array($0.utf8) })
        }
    }
}
