import ArgumentParser
import CorridorCore

/// The `--routes FILE` option shared by the commands that need a route table.
struct RoutesOption: ParsableArguments {
    @Option(
        name: [.customLong("routes"), .customShort("r")],
        help: ArgumentHelp("The routes file: one `[name] [METHOD] format` a line.", valueName: "file"))
    var path: String

    /// Reads and compiles the routes file.
    ///
    /// - Throws: ``CommandFailure`` for an unreadable file, or the first error of the file as a
    ///   compiler-style diagnostic (`routes.txt:3:9: error: …`).
    func load() throws(CommandFailure) -> RouteTable {
        let bytes = try FileBytes.read(path: path)
        do {
            return try RoutesFile.parse(bytes: bytes, path: path)
        } catch {
            throw CommandFailure(
                message:
                    "\(error.description)\ncorridor: error: the routes file has errors (run 'corridor check \(path)')")
        }
    }
}
