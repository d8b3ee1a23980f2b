import CorridorLogInput
import Foundation

/// `-o` must not name a file the run reads: the output would replace the log (or routes file, or report) it
/// came from. Compared by device and inode, so another spelling or a link of the same file is caught too.
enum OutputOverlap {
    /// Throws when `output` is one of `inputs` (standard input and files that don't exist yet never are).
    ///
    /// - Throws: ``CommandFailure`` naming both.
    static func refuse(output: String?, inputs: [String]) throws(CommandFailure) {
        guard let output, output != "-", let target = identity(output) else { return }
        for input in inputs where input != "-" {
            if let source = identity(input), source == target {
                throw .error(
                    "-o '\(output)' is the input '\(input)': refused before reading (the report would replace what it is made from)")
            }
        }
    }

    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard SystemPath.withCString(path, { stat($0, &info) }) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
