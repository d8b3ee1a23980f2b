import CorridorCore
import CorridorOpenAPI
import Foundation
import Testing
import Yams

/// Every description of kin-openapi's test data either loads — every operation a route reached by
/// a concrete request, or a located warning — or fails with a located error. Never a crash, never a
/// silent drop.
@Suite struct RealWorldDescriptionsTests {
    @Test(.enabled(if: KinOpenAPIDescriptions.available, Comment(rawValue: KinOpenAPIDescriptions.skipReason)))
    func kinOpenAPITestDataLoadsOrFailsLocated() throws {
        let files = try KinOpenAPIDescriptions.files.get()
        defer { KinOpenAPIDescriptions.removeDownload() }
        var loaded = 0
        var failed: [String] = []
        var operations = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            guard OpenAPIRoutes.isDescription(bytes) else { continue }
            let name = url.lastPathComponent
            do {
                let routes = try OpenAPIRoutes(bytes: bytes, path: name)
                loaded += 1
                operations += routes.operations.count
                #expect(ConcreteRequests.misses(routes).isEmpty, "\(url.path)")
                #expect(!routes.check().contains { $0.severity == .error }, "\(url.path)")
                for pointer in Self.operationPointers(bytes) {
                    let routed = routes.operations.contains { $0.location.pointer == pointer }
                    let warned = routes.warnings.contains { $0.location.pointer.hasPrefix(pointer) }
                    #expect(routed || warned, "\(url.path): \(pointer) is neither a route nor a warning")
                }
                let file = try RoutesFile.parse(routes.routesFile, path: name)
                #expect(file.routes.map(\.format) == routes.table.routes.map(\.format), "\(url.path)")
            } catch let error as DescriptionError {
                failed.append(error.description)
                #expect(error.description.hasPrefix(name + ":"), "\(url.path)")
                #expect(error.diagnostic.location.pointer.hasPrefix("#"), "\(url.path)")
            }
        }
        print(
            "kin-openapi test data: \(loaded) descriptions loaded (\(operations) operations), \(failed.count) refused with a located error:"
        )
        for message in failed { print("  " + message) }
        #expect(loaded >= 30)
    }

    /// `#/paths/<template>/<method>` of every operation, from a plain walk of the document.
    static func operationPointers(_ bytes: [UInt8]) -> [String] {
        guard let root = try? Yams.compose(yaml: String(decoding: bytes, as: UTF8.self)),
            case .mapping(let paths)? = root["paths"]
        else { return [] }
        var pointers: [String] = []
        for (template, item) in paths {
            guard let template = template.string, !template.hasPrefix("x-"), case .mapping(let methods) = item else {
                continue
            }
            for (method, _) in methods {
                guard let method = method.string,
                    ["get", "put", "post", "delete", "options", "head", "patch", "trace"].contains(method)
                else { continue }
                let escaped = template.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(
                    of: "/", with: "~1")
                pointers.append("#/paths/\(escaped)/\(method)")
            }
        }
        return pointers
    }
}
