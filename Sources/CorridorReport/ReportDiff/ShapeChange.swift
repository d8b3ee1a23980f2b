/// A suggested format for unmatched traffic in the after report of a ``ReportDiff`` that the before report's
/// suggestion table doesn't hold: traffic to something the routes don't describe, new since before.
public struct ShapeChange: Sendable, Equatable {
    /// The suggested format (`/api/v2/widgets/:id{int}`).
    public var format: String
    /// Its hits in the after report.
    public var hits: Int
    /// An example path.
    public var example: String?

    /// Creates a new-shape row.
    public init(format: String, hits: Int, example: String?) {
        self.format = format
        self.hits = hits
        self.example = example
    }
}
