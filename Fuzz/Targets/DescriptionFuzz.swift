// libFuzzer target: the API description reader (OpenAPI 3.0/3.1, Swagger 2.0; YAML and JSON) behind
// `--routes api.yaml`, `check` and `routes` — descriptions often come from someone else (a pull request).
//
// Input: the document's bytes. Checked: no crash, no hang, memory bounded (run with -rss_limit_mb); a document
// that is read gives one route per operation, its routes file reads back to as many routes when it reads at all,
// and `check` never crashes; one that is refused says why with a non-empty message.

import CorridorCore
import CorridorOpenAPI

@_cdecl("LLVMFuzzerTestOneInput")
public func descriptionFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = OpenAPIRoutes.isDescription(bytes)
    do {
        let routes = try OpenAPIRoutes(bytes: bytes, path: "fuzz.yaml")
        precondition(routes.operations.count == routes.table.count, "one route per operation")
        if let file = try? RoutesFile.parse(routes.routesFile, path: "routes.txt") {
            precondition(file.count == routes.table.count, "the routes file has every route")
        }
        _ = routes.check()
    } catch {
        precondition(!error.description.isEmpty, "a refusal says why")
    }
    return 0
}
