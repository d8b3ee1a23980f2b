import Foundation

/// Locates the built `corridor` executable for end-to-end tests.
///
/// Order: `$CORRIDOR_BINARY`; the directory of the running test bundle (SwiftPM puts the test
/// runner and the executable in the same products directory, whatever the scratch path); then
/// every `.build*/debug/corridor` under the package root, newest first.
enum CorridorBinary {
    /// The executable's URL, or nil when none is found.
    static let url: URL? = locate()

    /// The package root (the folder holding Package.swift), found from this source file's path.
    static let packageRoot: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    private static func locate() -> URL? {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["CORRIDOR_BINARY"], fileManager.isExecutableFile(atPath: path)
        {
            return URL(fileURLWithPath: path)
        }
        var directories: [URL] = []
        if let runner = ProcessInfo.processInfo.arguments.first {
            let runnerURL = URL(fileURLWithPath: runner).resolvingSymlinksInPath()
            directories.append(runnerURL.deletingLastPathComponent())
            directories.append(runnerURL.deletingLastPathComponent().deletingLastPathComponent())
        }
        let bundle = Bundle.main.bundleURL.resolvingSymlinksInPath()
        directories.append(bundle)
        directories.append(bundle.deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent("corridor")
            if isExecutableFile(candidate) { return candidate }
        }
        return newestBuiltBinary()
    }

    private static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: url.path)
    }

    private static func newestBuiltBinary() -> URL? {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: packageRoot.path) else { return nil }
        var candidates: [(url: URL, modified: Date)] = []
        for entry in entries where entry.hasPrefix(".build") {
            let candidate = packageRoot.appendingPathComponent(entry).appendingPathComponent("debug/corridor")
            guard isExecutableFile(candidate),
                let attributes = try? fileManager.attributesOfItem(atPath: candidate.path),
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            candidates.append((candidate, modified))
        }
        return candidates.max { $0.modified < $1.modified }?.url
    }
}
