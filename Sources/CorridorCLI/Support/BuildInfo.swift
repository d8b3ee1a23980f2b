/// How this `corridor` binary was built, for `corridor --version`: the version, the build
/// configuration, and whether the Swift runtime is linked in (a self-contained binary, as
/// `scripts/build-static` makes it, passing `-DCORRIDOR_STATIC_SWIFT_STDLIB`) or loaded from the
/// toolchain's shared libraries at run time.
enum BuildInfo {
    /// The release version.
    static let version = "0.1.0"

    /// `debug` or `release`.
    static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// Whether the Swift standard library and runtime are linked statically.
    static var staticSwiftRuntime: Bool {
        #if CORRIDOR_STATIC_SWIFT_STDLIB
            true
        #else
            false
        #endif
    }

    /// The target the binary runs on: `x86_64-linux`, `arm64-macos`, ….
    static var platform: String {
        #if arch(x86_64)
            let architecture = "x86_64"
        #elseif arch(arm64)
            let architecture = "arm64"
        #else
            let architecture = "unknown-architecture"
        #endif
        #if os(Linux)
            return architecture + "-linux"
        #elseif os(macOS)
            return architecture + "-macos"
        #else
            return architecture + "-unknown-os"
        #endif
    }

    /// `corridor 0.1.0 (release build, Swift runtime linked statically, x86_64-linux)`.
    static var versionText: String {
        let runtime =
            staticSwiftRuntime
            ? "Swift runtime linked statically" : "Swift runtime loaded from the toolchain's shared libraries"
        return "corridor \(version) (\(configuration) build, \(runtime), \(platform))"
    }
}
