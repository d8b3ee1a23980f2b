/// How the text report is laid out for its reader: the width it must fit (a terminal's), how many routes the
/// routes table shows and in what order, and whether it may use colour. Passed to the text renderer; never
/// stored in the report.
public struct TextReportStyle: Sendable, Equatable {
    /// The order of the routes table.
    public enum RoutesOrder: String, Sendable, CaseIterable {
        /// Most hits first (then table order): the default.
        case hits
        /// By route name.
        case name
        /// Most recently seen first.
        case lastSeen = "last-seen"
        /// Slowest first (p99 latency).
        case p99
    }

    /// The widest a line may be (table cells are cut with `…` to fit; no table row wraps); nil: no limit.
    public var width: Int?
    /// How many rows the routes table shows (the rest are counted in a line); nil: all.
    public var routesTop: Int?
    /// The order of the routes table.
    public var routesOrder: RoutesOrder
    /// Whether section headings are set in bold (ANSI escapes), for a terminal.
    public var color: Bool

    /// A style; by default no width limit, every route by hits, no colour.
    public init(width: Int? = nil, routesTop: Int? = nil, routesOrder: RoutesOrder = .hits, color: Bool = false) {
        self.width = width
        self.routesTop = routesTop
        self.routesOrder = routesOrder
        self.color = color
    }
}
