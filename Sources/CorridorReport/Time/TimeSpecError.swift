/// A time on the command line that is neither an ISO 8601 date or instant nor an age.
public struct TimeSpecError: Error, CustomStringConvertible, Equatable {
    /// The text as given.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// An error for `text`.
    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    public var description: String { "bad time \"\(text)\": \(reason)" }
}
