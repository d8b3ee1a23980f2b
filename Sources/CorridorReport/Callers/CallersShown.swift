/// How many callers the renderings list: the one home of these numbers (a route's table keeps more,
/// ``TopCallers/capacity``; the JSON report carries the whole table).
package enum CallersShown {
    /// The least-hit routes the text report lists callers of.
    package static let textRoutes = 10
    /// The callers the text report lists per route and kind (user agents, client addresses).
    package static let textPerRoute = 3
    /// The callers the HTML page's route details list per route and kind.
    package static let pagePerRoute = 10
}
