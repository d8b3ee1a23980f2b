extension RouteSet {
    /// Words the generated APIs name their resources with.
    private static let resourceWords = [
        "users", "orders", "items", "invoices", "payments", "accounts", "projects", "tasks", "comments", "files",
        "teams", "events", "tickets", "reports", "products", "carts", "sessions", "devices", "alerts", "jobs",
        "builds", "releases", "tags", "labels", "notes", "photos", "albums", "videos", "playlists", "channels",
    ]
    /// Words for the sub-resources under an item.
    private static let subresourceWords = ["history", "members", "settings", "children", "attachments", "audit"]
    /// The first path segment of a generated route.
    private static let namespaces = ["api", "v1", "v2", "v3", "internal", "admin", "public", "beta"]

    /// A generated REST-like route set of exactly `count` routes, the same for the same seed.
    ///
    /// Routes come in groups of six over one resource, the shape most APIs have (collection, item, one
    /// sub-resource and its items), so the path depth, and so the work a lookup does, is the same
    /// whatever the count; only the number of siblings at the resource level grows:
    /// `GET /ns/res`, `POST /ns/res`, `GET /ns/res/:id{int}`, `DELETE /ns/res/:id{int}`,
    /// `GET /ns/res/:id{int}/sub`, `GET /ns/res/:id{int}/sub/:subId`.
    public static func generated(count: Int, seed: UInt64 = 0xC0_44_1D_02) -> RouteSet {
        var random = SplitMix64(seed: seed)
        var routes: [RoutePattern] = []
        routes.reserveCapacity(count)
        var used = Set<[String]>()
        var group = 0
        while routes.count < count {
            let namespace = namespaces[Int(random.next() % UInt64(namespaces.count))]
            let word = resourceWords[Int(random.next() % UInt64(resourceWords.count))]
            let resource = group < resourceWords.count ? word : "\(word)\(group)"
            group += 1
            guard used.insert([namespace, resource]).inserted else { continue }
            let sub = subresourceWords[Int(random.next() % UInt64(subresourceWords.count))]
            let collection: [RoutePattern.Segment] = [.literal(namespace), .literal(resource)]
            let item = collection + [.param(name: "id", isInt: true)]
            let shapes: [(String, [RoutePattern.Segment])] = [
                ("GET", collection),
                ("POST", collection),
                ("GET", item),
                ("DELETE", item),
                ("GET", item + [.literal(sub)]),
                ("GET", item + [.literal(sub), .param(name: "subId", isInt: false)]),
            ]
            for (method, segments) in shapes where routes.count < count {
                routes.append(RoutePattern(method: method, segments: segments))
            }
        }
        return RouteSet(name: "generated-\(count)", routes: routes)
    }
}
