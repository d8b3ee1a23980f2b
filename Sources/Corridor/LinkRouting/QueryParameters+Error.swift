extension QueryParameters {
    /// A query parameter a ``LinkContext`` cannot provide (Crossroad's `QueryParameters.Error`).
    public enum Error: Swift.Error, CustomStringConvertible, Equatable, Sendable {
        /// The URL has no item of that name, or its value is not of the requested type.
        case missingRequiredQueryParameter(String)

        /// `no query parameter 'generation' of the requested type in the URL`.
        public var description: String {
            switch self {
            case .missingRequiredQueryParameter(let name):
                return "no query parameter '\(name)' of the requested type in the URL"
            }
        }
    }
}
