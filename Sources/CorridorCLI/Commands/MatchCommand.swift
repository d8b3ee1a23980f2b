import ArgumentParser
import CorridorCore

/// `corridor match --routes FILE [URL ...]`: the route each URL matches, with its typed params.
struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Show the route each URL matches and its typed params.",
        discussion: """
            URLs come from the arguments, or from standard input (one a line) when there are none. \
            A line of standard input may be `METHOD URL`. A URL is origin-form (`/p?q`) or \
            absolute-form (`https://host/p?q`); anything else is reported as not a URL.

            With `--output jsonl` each URL gives one JSON object:
              {"url":"/user/42","method":"GET","route":"user","params":{"userId":42}}
            ints and doubles are numbers, bools true/false, lists arrays; the values of the routes \
            file's @global params present in the URL are under "globals". `"route": null` when no \
            route matches, plus `"error": "not a URL"` for a request target that is not a URL.

            EXAMPLES
              $ corridor match --routes routes.txt /user/42 '/feed?postIds=1,2,3' /nope
              /user/42             ->  user  userId=42
              /feed?postIds=1,2,3  ->  feed  postIds=[1,2,3]
              /nope                ->  (no match)
              $ cut -d' ' -f7 access.log | corridor match --routes routes.txt --output jsonl
            """)

    @OptionGroup var routes: RoutesOption

    @Option(
        name: .shortAndLong,
        help:
            "Match as this HTTP method: routes restricted to another method don't match (a `METHOD URL` input line overrides it)."
    )
    var method = "GET"

    @Option(help: "Output format: text (aligned table) or jsonl (one JSON object per URL).")
    var output: MatchOutputFormat = .text

    @Argument(help: ArgumentHelp("URLs to match (default: one a line from standard input).", valueName: "url"))
    var urls: [String] = []

    func run() throws {
        let table = try routes.load()
        var renderer = try MatchRenderer(table: table, format: output)
        let scratch = MatchScratch()
        if !urls.isEmpty {
            for url in urls { try renderer.add(url: url, method: method, shownMethod: nil, scratch: scratch) }
        } else {
            StandardError.hintReadingStandardInput("URLs, one a line,")
            var lines = StandardInputLines()
            while let line = try lines.next() {
                guard let request = StandardInputRequest(line: line) else { continue }
                try renderer.add(
                    url: request.url, method: request.method ?? method, shownMethod: request.method, scratch: scratch)
            }
        }
        try renderer.flush()
    }
}
