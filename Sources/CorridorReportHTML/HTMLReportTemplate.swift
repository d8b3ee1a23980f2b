import CorridorReport
import Mustache

/// The HTML report's Mustache template (hummingbird-project/swift-mustache), with its stylesheet and
/// script inlined from ``style`` and ``script``: the page is one file that loads nothing.
///
/// The markup lives here, apart from the data (``HTMLReportPage``): `{{value}}` HTML-escapes every
/// value (`&`, `<`, `>`, `"`, `'`), and only three triple-mustache values are inserted as they are —
/// the constant stylesheet and script, and the chart data made script-safe by
/// ``HTMLReportPage/scriptSafe(_:)``. Attribute values are always quoted.
enum HTMLReportTemplate {
    /// The parsed template (parsed once; the text is a constant, so parsing can't fail at run time —
    /// a test renders it).
    static let compiled: MustacheTemplate = {
        do {
            return try MustacheTemplate(string: page)
        } catch {
            preconditionFailure("the HTML report template does not parse: \(error)")
        }
    }()

    static let page = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Corridor route coverage report</title>
        <style>
        {{{style}}}
        </style>
        </head>
        <body>
        <header class="top">
        <h1>Corridor route coverage report</h1>
        <p class="meta">{{#timeSpan}}Requests from <strong>{{timeSpan}}</strong>{{#outsideWindow}} · {{outsideWindow}} outside the selected window, not counted{{/outsideWindow}}{{#staleCutoff}} · stale: not hit since {{staleCutoff}}{{/staleCutoff}} · {{/timeSpan}}{{routeCount}} routes · schema {{schema}}</p>
        </header>
        {{^empty(incomplete)}}
        <div class="alert" role="alert" id="incomplete">
        <strong>Incomplete report:</strong> {{count(incomplete)}} input(s) could not be read to the end; the counts cover what was read before the error.
        <ul>{{#incomplete}}<li><code>{{path}}</code>: {{error}}</li>{{/incomplete}}</ul>
        </div>
        {{/empty(incomplete)}}
        <main>
        <section aria-labelledby="h-overview">
        <h2 id="h-overview">Overview</h2>
        <div class="cards">
        {{#cards}}<div class="card {{tone}}"><div class="title">{{title}}</div><div class="value">{{value}}</div><div class="detail">{{detail}}</div></div>
        {{/cards}}
        </div>
        <div class="bars">
        <div class="stack-block"><h3>Route coverage</h3>
        <div class="stack" role="img" aria-label="Route coverage:{{#coverage}} {{label}} {{count}} ({{percent}});{{/coverage}}">{{#coverage}}<span class="{{tone}}" style="width:{{width}}" title="{{label}}: {{count}} ({{percent}})"></span>{{/coverage}}</div>
        <ul class="legend">{{#coverage}}<li><i class="{{tone}}"></i>{{label}} <b>{{count}}</b> <span>{{percent}}</span></li>{{/coverage}}</ul>
        </div>
        <div class="stack-block"><h3>Lines</h3>
        <div class="stack" role="img" aria-label="Lines:{{#shares}} {{label}} {{count}} ({{percent}});{{/shares}}">{{#shares}}<span class="{{tone}}" style="width:{{width}}" title="{{label}}: {{count}} ({{percent}})"></span>{{/shares}}</div>
        <ul class="legend">{{#shares}}<li><i class="{{tone}}"></i>{{label}} <b>{{count}}</b> <span>{{percent}}</span></li>{{/shares}}</ul>
        </div>
        </div>
        <div class="charts">
        {{#hasBuckets}}<figure class="chart wide" id="chart-traffic"><figcaption>Traffic over time, all routes (UTC)</figcaption><div class="plot"></div></figure>{{/hasBuckets}}
        <figure class="chart" id="chart-status"><figcaption>Status classes, matched requests</figcaption><div class="plot"></div></figure>
        <figure class="chart" id="chart-latency"><figcaption>Latency percentiles (ms), busiest routes</figcaption><div class="plot">{{^timed}}<p class="empty">The log has no request durations.</p>{{/timed}}</div></figure>
        </div>
        <noscript><p class="note">The charts are drawn by the page's script; every number is also in the tables.</p></noscript>
        </section>

        <section aria-labelledby="h-inputs">
        <h2 id="h-inputs">Inputs</h2>
        <div class="scroll"><table>
        <thead><tr><th scope="col">Path</th><th scope="col">Encoding</th><th scope="col" class="n">Bytes</th><th scope="col" class="n">Lines</th><th scope="col">Status</th></tr></thead>
        <tbody>
        {{#inputs}}<tr><td><code class="trunc" tabindex="0">{{path}}</code></td><td>{{encoding}}</td><td class="n">{{bytes}}</td><td class="n">{{lines}}</td>{{#error}}<td class="bad">{{error}}</td>{{/error}}{{^error}}<td>ok</td>{{/error}}</tr>
        {{/inputs}}
        </tbody></table></div>
        </section>

        <section aria-labelledby="h-routes">
        <h2 id="h-routes">Routes</h2>
        <div class="controls" hidden>
        <label>Filter <input type="search" id="route-filter" placeholder="name, format or method" autocomplete="off"></label>
        <label>Show <select id="route-show"><option value="all">all routes</option><option value="hit">hit</option><option value="unhit">never hit ({{neverHitCount}})</option><option value="stale">stale ({{staleCount}})</option>{{#deprecatedCount}}<option value="deprecated">deprecated ({{deprecatedCount}})</option>{{/deprecatedCount}}</select></label>
        <span id="route-count" aria-live="polite"></span>
        </div>
        <div class="scroll"><table id="routes" class="routes">
        <caption class="sr">Routes, busiest first; {{neverHitCount}} never hit, {{staleCount}} stale</caption>
        <thead><tr>
        <th scope="col" data-type="text">Route</th><th scope="col" data-type="text">Method</th><th scope="col" data-type="text" class="opt">Format</th>
        <th scope="col" class="n" data-type="num">Hits</th><th scope="col" class="n" data-type="num">Share</th>
        {{#hasBuckets}}<th scope="col" class="spark-col">Traffic</th>{{/hasBuckets}}
        <th scope="col" class="mix-col">Status mix</th>
        <th scope="col" class="n" data-type="num">2xx</th><th scope="col" class="n opt" data-type="num">3xx</th><th scope="col" class="n" data-type="num">4xx</th><th scope="col" class="n" data-type="num">5xx</th>
        {{#timed}}<th scope="col" class="n" data-type="num">p50 ms</th><th scope="col" class="n opt" data-type="num">p90 ms</th><th scope="col" class="n" data-type="num">p99 ms</th>{{/timed}}
        {{#hasTimes}}<th scope="col" data-type="text">Last seen (UTC)</th>{{/hasTimes}}
        </tr></thead>
        <tbody>
        {{#routes}}<tr data-i="{{index}}" class="route{{#neverHit}} unhit{{/neverHit}}{{#stale}} stale{{/stale}}{{#deprecated}} deprecated{{/deprecated}}"><th><span class="name">{{name}}</span>{{#neverHit}} <span class="badge b-bad">never hit</span>{{/neverHit}}{{#stale}} <span class="badge b-stale">stale</span>{{/stale}}{{#deprecated}} <span class="badge b-dep">deprecated</span>{{/deprecated}}</th><td>{{method}}</td><td class="opt"><code class="trunc" tabindex="0">{{format}}</code></td><td class="n">{{hits}}</td><td class="n">{{share}}</td>{{#hasBuckets}}<td class="spark"></td>{{/hasBuckets}}<td class="mixcell"></td><td class="n">{{success}}</td><td class="n opt">{{redirection}}</td><td class="n">{{clientError}}</td><td class="n">{{serverError}}</td>{{#timed}}<td class="n">{{p50}}</td><td class="n opt">{{p90}}</td><td class="n">{{p99}}</td>{{/timed}}{{#hasTimes}}<td class="when" data-v="{{lastSeenSort}}">{{lastSeen}}</td>{{/hasTimes}}</tr>
        {{/routes}}
        </tbody></table></div>
        </section>

        <section aria-labelledby="h-unmatched">
        <h2 id="h-unmatched">Unmatched requests ({{unmatchedTotal}})</h2>
        <p class="note">{{unmatchedNote}}</p>
        {{^empty(paths)}}
        <div class="scroll"><table class="paths">
        <thead><tr><th scope="col" class="n">Count</th><th scope="col">Path</th></tr></thead>
        <tbody>
        {{#paths}}<tr{{#probe}} class="probe"{{/probe}}><td class="n">{{count}}</td><td><code class="trunc" tabindex="0">{{path}}</code>{{#probe}} <span class="badge b-probe">probe</span>{{/probe}}</td></tr>
        {{/paths}}
        </tbody></table></div>
        {{/empty(paths)}}
        {{^empty(probes)}}
        <h3>Probe traffic</h3>
        <p class="note">{{probeRequests}} request(s) to {{probePathCount}} well-known scanner path(s) (<code>/.env</code>, <code>/wp-login.php</code>, <code>/.git/HEAD</code>…): vulnerability scanning, not missing routes — no format is suggested for them.</p>
        <details class="probes"><summary>Probe paths</summary><ul>{{#probes}}<li><code class="trunc" tabindex="0">{{path}}</code> {{count}}</li>{{/probes}}</ul></details>
        {{/empty(probes)}}
        <h3>Suggested formats</h3>
        {{^empty(suggestions)}}
        {{#directive}}<p class="note">The routes file needs <code>{{directive}}</code> for these.</p>{{/directive}}
        <div class="scroll"><table class="suggestions">
        <thead><tr><th scope="col" class="n">Hits</th><th scope="col">Format</th><th scope="col">Examples</th></tr></thead>
        <tbody>
        {{#suggestions}}<tr><td class="n">{{hits}}</td><td><code class="trunc" tabindex="0">{{format}}</code></td><td>{{#examples}}<code class="trunc ex" tabindex="0">{{.}}</code> {{/examples}}</td></tr>
        {{/suggestions}}
        </tbody></table></div>
        {{/empty(suggestions)}}
        {{^suggestions}}<p class="note">No format generalizes the unmatched paths (a parameter seen with several values).</p>{{/suggestions}}
        {{#notProposed}}<p class="note">{{notProposed}}</p>{{/notProposed}}
        </section>

        <section aria-labelledby="h-malformed">
        <h2 id="h-malformed">Malformed lines ({{malformedCount}})</h2>
        {{^empty(malformed)}}
        <p>{{malformedReasons}}</p>
        <div class="scroll"><table>
        <thead><tr><th scope="col">Line</th><th scope="col">Reason</th><th scope="col">Text</th></tr></thead>
        <tbody>
        {{#malformed}}<tr><td><code class="trunc" tabindex="0">{{place}}</code></td><td>{{reason}}</td><td><code class="trunc" tabindex="0">{{text}}</code></td></tr>
        {{/malformed}}
        </tbody></table></div>
        {{/empty(malformed)}}
        </section>
        </main>
        <footer><p class="note">Generated by corridor · schema {{schema}}</p></footer>
        <script type="application/json" id="corridor-data">{{{dataJSON}}}</script>
        <script>
        {{{script}}}
        </script>
        </body>
        </html>

        """#
}
