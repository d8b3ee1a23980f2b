import Foundation

/// The test descriptions Debian's `golang-github-getkin-kin-openapi-dev` ships (OpenAPI 3 and
/// Swagger 2: `$ref` chains, circular references, path-level parameters…), taken with
/// `apt-get download` into a temporary directory: not part of this repository.
enum KinOpenAPIDescriptions {
    static let package = "golang-github-getkin-kin-openapi-dev"

    /// The files under the package's `testdata` directories, or why they can't be had.
    static let files: Result<[URL], Unavailable> = {
        let files = fetch()
        if case .failure = files { removeDownload() }
        return files
    }()

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static var available: Bool { (try? files.get()) != nil }

    static var skipReason: String {
        if case .failure(let reason) = files { return reason.description }
        return ""
    }

    /// Where the package is downloaded and unpacked.
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "corridor-kin-openapi-\(getpid())")

    /// Removes the downloaded package and its unpacked files (the one test reading them calls it when done).
    static func removeDownload() {
        try? FileManager.default.removeItem(at: directory)
    }

    static func fetch() -> Result<[URL], Unavailable> {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let download = run(["timeout", "120", "apt-get", "download", "-q", package], in: directory)
        guard download.status == 0,
            let deb = try? FileManager.default.contentsOfDirectory(atPath: directory.path).first(where: {
                $0.hasSuffix(".deb")
            })
        else {
            return .failure(
                Unavailable(
                    description:
                        "skipped: 'apt-get download \(package)' failed (no apt, no package lists or no network): \(download.output.suffix(300))"
                ))
        }
        let extracted = directory.appendingPathComponent("x")
        let unpack = run(["dpkg-deb", "-x", deb, extracted.path], in: directory)
        guard unpack.status == 0 else {
            return .failure(
                Unavailable(description: "skipped: 'dpkg-deb -x \(deb)' failed: \(unpack.output.suffix(300))"))
        }
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(at: extracted, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = url.path
            guard path.contains("/testdata/"), ["json", "yaml", "yml"].contains(url.pathExtension) else { continue }
            files.append(url)
        }
        return .success(files.sorted { $0.path < $1.path })
    }

    static func run(_ arguments: [String], in directory: URL) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
