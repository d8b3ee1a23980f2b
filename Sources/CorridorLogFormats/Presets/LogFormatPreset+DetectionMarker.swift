extension LogFormatPreset {
    /// One of a preset's ``LogFormatPreset/detectionMarkers``: byte strings a line holds one of — a string, or
    /// ``anyOf(_:)`` for a producer that writes its names in more than one case (`"httpMethod"` or `"http_method"`).
    package struct DetectionMarker: ExpressibleByStringLiteral, Sendable {
        /// The byte strings, any one of which a line may hold.
        package let alternatives: [[UInt8]]

        /// A marker held by a line that holds `value` — JSON members (`"event_type":"http"`) also as writers that
        /// put a blank after the colon and the comma write them (`"event_type": "http"`: Python's `json.dumps`, a
        /// pretty-printed document read one entry a line).
        package init(stringLiteral value: String) {
            alternatives = Self.spellings(value)
        }

        private init(alternatives: [[UInt8]]) {
            self.alternatives = alternatives
        }

        /// A marker held by a line that holds any one of `values` (each also spelt with blanks, as above).
        package static func anyOf(_ values: String...) -> DetectionMarker {
            DetectionMarker(alternatives: values.flatMap(spellings))
        }

        /// `value`, and where it holds JSON members, the same with a blank after each member's colon and comma.
        private static func spellings(_ value: String) -> [[UInt8]] {
            let spaced = value.replacing(#"":"#, with: #"": "#).replacing(#",""#, with: #", ""#)
            return spaced == value ? [Array(value.utf8)] : [Array(value.utf8), Array(spaced.utf8)]
        }
    }
}
