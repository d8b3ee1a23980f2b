import ArgumentParser
import CorridorLogInput
import Foundation

/// The `corridor` command: the root of the subcommands, with the exit-status policy of the tool.
///
/// Exit statuses: 0 success, 1 bad input (an unreadable or malformed file, a broken stream, a routes
/// file with errors), 2 usage (unknown flag, bad value, missing argument), 3 coverage below
/// `--min-coverage`, 4 deprecated routes called more than `--max-deprecated-calls`.
@main
struct CorridorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corridor",
        abstract: "Match URLs against URL formats and analyze access logs for route coverage.",
        discussion: """
            A routes file has one route a line: `[name] [METHOD] format`, e.g.
              user      GET /user/:userId{int}
              feed      /feed/?:postIds{[int]}
              @use uuid hex             # ready-made extras: uint int64 double uuid hex
              @type color oneOf red,green,blue
              @type slug regex [a-z0-9-]+
              @global utm_source
            Lines starting with `#` are comments.

            EXAMPLES
              corridor check routes.txt
              corridor match --routes routes.txt /user/42 '/feed?postIds=1,2,3'
              corridor analyze --routes routes.txt access.log.zst --top 20
              zcat access.log.gz | corridor analyze --routes routes.txt -o report.json
              corridor analyze --routes routes.txt access.log.zst --min-coverage 80 --quiet
              corridor merge shard1.json shard2.json -o report.html
              corridor diff last-week.json this-week.json --output markdown --fail-on wentSilent
              corridor generate --routes routes.txt --lines 100000 -o access.log

            EXIT STATUS
              0  success
              1  bad input: unreadable or malformed file, broken stream, routes file errors
              2  usage: unknown flag, bad value, missing argument
              3  route coverage below --min-coverage
              4  deprecated routes called more than --max-deprecated-calls
              5  `diff` shows a finding named by --fail-on
            """,
        version: BuildInfo.versionText,
        subcommands: [
            AnalyzeCommand.self, MatchCommand.self, CheckCommand.self, MergeCommand.self, DiffCommand.self,
            SuggestCommand.self, GenerateCommand.self,
            RoutesCommand.self,
        ]
    )

    /// Parses the command line and runs the command, mapping failures to the documented exit statuses.
    static func main() {
        StandardStreams.reopenClosed()
        let arguments = SystemPath.commandLineArguments()
        TemporaryOutputs.installHandlers()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let failure as CommandFailure {
            StandardError.write(failure.description)
            Foundation.exit(failure.status)
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardError.write(fullMessage(for: error))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}
