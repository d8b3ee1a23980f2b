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
        case "staleBadge": staleBadge
        case "offPage": offPage
        case "mix": mix
        case "mixLabel": mixLabel
        case "columnCount": columnCount
        case "statusLine": statusLine
        case "latencyLine": latencyLine as Any?
        case "firstSeen": firstSeen as Any?
        case "lastSeenFull": lastSeenFull as Any?
        case "series": series as Any?
        case "callers": callers
        case "clients": clients
        case "clientsHeading": clientsHeading
        default: nil
        }
    }
}

extension HTMLReportPage.Share: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "count": count
        case "percent": percent
        case "width": width
        case "tone": tone
        default: nil
        }
    }
}

extension HTMLReportPage.CallerRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "hits": hits
        default: nil
        }
    }
}
