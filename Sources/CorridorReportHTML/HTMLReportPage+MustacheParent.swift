import CorridorReport
import Mustache

/// Route rows are looked up by name once per cell for every route (and names the row doesn't have,
/// like `timed`, fall through to the page): a switch instead of swift-mustache's `Mirror` lookup keeps
/// a 1,000-route page fast.
extension HTMLReportPage.RouteRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "index": index
        case "name": self.name
        case "method": method
        case "format": format
        case "hits": hits
        case "share": share
        case "success": success
        case "redirection": redirection
        case "clientError": clientError
        case "serverError": serverError
        case "p50": p50
        case "p90": p90
        case "p99": p99
        case "lastSeen": lastSeen
        case "lastSeenSort": lastSeenSort
        case "neverHit": neverHit
        case "stale": stale
        case "deprecated": deprecated
        default: nil
        }
    }
}
