/// Which kind of API description a document is, from its top-level `openapi` or `swagger` key.
public enum DescriptionVersion: Equatable, Sendable {
    /// Swagger 2.0 (`swagger: "2.0"`).
    case swagger2
    /// OpenAPI 3.0.x (`openapi: 3.0.3`).
    case openAPI30
    /// OpenAPI 3.1.x (`openapi: 3.1.0`).
    case openAPI31
}
