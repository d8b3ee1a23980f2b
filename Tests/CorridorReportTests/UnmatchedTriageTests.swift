@testable import CorridorAnalyzer
@testable import CorridorReport
import Testing

@Suite("Probe traffic and suggestions worth proposing")
struct UnmatchedTriageTests {
    @Test(
        "well-known scanner paths are probes",
        arguments: [
            "/.env", "/.git/HEAD", "/.git/config", "/wp-login.php", "/WP-LOGIN.PHP", "/xmlrpc.php",
            "/phpmyadmin/index.php",
            "/phpMyAdmin", "/wp-content/plugins/../../wp-config.php", "/cgi-bin/luci/;stok=/locale",
            "/.aws/credentials",
            "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "/server-status", "/.DS_Store",
            "/a/%2e%2e/etc/passwd",
            "/actuator/health", "/.env?x=1",
        ])
    func probes(path: String) {
        #expect(ProbePaths.contains(path))
    }

    @Test(
        "ordinary paths are not probes",
        arguments: [
            "/", "/index.php", "/api/v9/items/5", "/.well-known/security.txt", "/reports/2024-01-25", "/environment",
            "/a.b/c",
        ])
    func notProbes(path: String) {
        #expect(!ProbePaths.contains(path))
    }

    @Test(
        "ASCII paths, checked on their bytes, get the answer of the check on characters",
        arguments: [
            "/.env", "/.ENV/x", "/%2E%2e", "/a/%2e%2E;x/b", "/a/..;/b", "/.well-known", "/.WELL-KNOWN/x",
            "/.well-known2",
            "/%2ewell-known", "/x/.", "/x/%2e", "/%%2e%2e", "/%2", "/%2e%2", "//wp-admin", "/WP-ADMIN/x", "/wp-admi",
            "/xmlrpc.php?x=/.env", "/a?/.env", "/?", "", "/", "/CGI-BIN/", "/cgi-bin", "/hnap1", "/HNAP1/", "/a/b/c.d",
            "/.ds_store", "/Manager/HTML", "/a.%2e/b", "/..", "/...", "/a/.%2e", "/shellfish", "/etc/passwd/..",
        ])
    func bytesAgreeWithCharacters(path: String) {
        #expect(ProbePaths.contains(path) == ProbePaths.containsText(path))
    }

    @Test("non-ASCII paths are checked as text", arguments: ["/.énv", "/wp-admin/é", "/é/..", "/straße"])
    func nonASCII(path: String) {
        #expect(ProbePaths.contains(path) == ProbePaths.containsText(path))
    }

    @Test("suggestions split into generalizing, single-path and probe shapes")
    func triage() {
        let summary = UnmatchedSummary(
            total: 30, capacity: 64, exact: true, errorBound: 0,
            paths: [
                PathCount(path: "/.env", count: 7, error: 0), PathCount(path: "/items/1", count: 3, error: 0),
                PathCount(path: "/wp-login.php", count: 2, error: 0),
            ],
            suggestionsExact: true, suggestionsErrorBound: 0,
            suggestions: [
                FormatSuggestion(format: "/.env", hits: 7, error: 0, examples: ["/.env"]),
                FormatSuggestion(format: "/items/:itemId{int}", hits: 5, error: 0, examples: ["/items/1", "/items/2"]),
                FormatSuggestion(format: "/orders/:orderId{int}", hits: 4, error: 0, examples: ["/orders/7"]),
                FormatSuggestion(format: "/about", hits: 2, error: 0, examples: ["/about"]),
            ])
        let triage = UnmatchedTriage(summary)
        #expect(triage.probePaths.map(\.path) == ["/.env", "/wp-login.php"])
        #expect(triage.probeRequests == 9)
        #expect(triage.generalizing.map(\.format) == ["/items/:itemId{int}"])
        #expect(triage.singlePath.map(\.format) == ["/orders/:orderId{int}", "/about"])
        #expect(triage.probes.map(\.format) == ["/.env"])
    }

    @Test("a route template's suggestion is proposed from its one path; a braced literal is not a template")
    func routeTemplates() {
        let suggestions = [
            FormatSuggestion(format: "/widgets/:widgetId", hits: 6, error: 0, examples: ["/widgets/{widgetId}"]),
            FormatSuggestion(format: "/static/*", hits: 3, error: 0, examples: ["/static/{proxy+}"]),
            FormatSuggestion(format: "/w/:widgetId", hits: 2, error: 0, examples: ["/w/%7BwidgetId%7D"]),
            FormatSuggestion(format: "/x/:x", hits: 1, error: 0, examples: ["/x/{a-b}"]),
        ]
        let summary = UnmatchedSummary(
            total: 12, capacity: 64, exact: true, errorBound: 0, paths: [], suggestionsExact: true,
            suggestionsErrorBound: 0, suggestions: suggestions)
        let triage = UnmatchedTriage(summary)
        #expect(triage.generalizing.map(\.format) == ["/widgets/:widgetId", "/static/*", "/w/:widgetId"])
        #expect(triage.singlePath.map(\.format) == ["/x/:x"])
    }
}
