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
        <script>document.documentElement.className = "js";</script>
        <style>
        {{{style}}}
        </style>
        </head>
        <body>
        <a class="skip" href="#h-routes">Skip to the routes table</a>
        <header class="top">
        <h1>Corridor route coverage report</h1>
        <dl class="context">
        {{#context}}<dt>{{label}}</dt><dd>{{#code}}<code>{{value}}</code>{{/code}}{{^code}}{{value}}{{/code}}</dd>
        {{/context}}
        </dl>
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
        {{#hasBuckets}}<figure class="chart wide" id="chart-traffic"><figcaption>Matched requests over time, all routes — requests per {{bucketText}} (UTC)</figcaption><div class="plot"></div>
        <table class="chart-data"><caption>Matched requests per {{bucketText}}, from {{axisStart}} UTC</caption><thead><tr><th scope="col">From (UTC)</th><th scope="col" class="n">Requests</th></tr></thead><tbody>{{#trafficRows}}<tr><td>{{label}}</td>{{#values}}<td class="n">{{.}}</td>{{/values}}</tr>{{/trafficRows}}</tbody></table></figure>{{/hasBuckets}}
        <figure class="chart" id="chart-status"><figcaption>Status classes of matched requests (requests)</figcaption><div class="plot"></div>
        <table class="chart-data"><caption>Matched requests per status class</caption><thead><tr><th scope="col">Class</th><th scope="col" class="n">Requests</th><th scope="col" class="n">Share</th></tr></thead><tbody>{{#statusRows}}<tr><td>{{label}}</td>{{#values}}<td class="n">{{.}}</td>{{/values}}</tr>{{/statusRows}}</tbody></table></figure>
        <figure class="chart" id="chart-latency"><figcaption>Latency percentiles of the busiest routes (ms)</figcaption><div class="plot"></div>
        {{^timed}}<p class="empty">The log has no request durations.</p>{{/timed}}
        {{#timed}}<table class="chart-data"><caption>Latency percentiles in ms, busiest timed routes</caption><thead><tr><th scope="col">Route</th><th scope="col" class="n">p50</th><th scope="col" class="n">p90</th><th scope="col" class="n">p99</th></tr></thead><tbody>{{#latencyRows}}<tr><td>{{label}}</td>{{#values}}<td class="n">{{.}}</td>{{/values}}</tr>{{/latencyRows}}</tbody></table>{{/timed}}</figure>
        </div>
        </section>

        <section aria-labelledby="h-inputs">
        <h2 id="h-inputs">Inputs</h2>
        <div class="scroll"><table>
        <thead><tr><th scope="col">Path</th><th scope="col">Log format</th><th scope="col">Encoding</th><th scope="col" class="n">Bytes</th><th scope="col" class="n">Lines</th><th scope="col">Status</th></tr></thead>
        <tbody>
        {{#inputs}}<tr><td><code class="trunc" title="{{path}}">{{path}}</code></td><td><code>{{logFormat}}</code></td><td>{{encoding}}</td><td class="n">{{bytes}}</td><td class="n">{{lines}}</td>{{#error}}<td class="bad">{{error}}</td>{{/error}}{{^error}}{{#passedOver}}<td>passed over: {{passedOver}}</td>{{/passedOver}}{{^passedOver}}<td>ok</td>{{/passedOver}}{{/error}}</tr>
        {{/inputs}}
        </tbody></table></div>
        </section>

        <section aria-labelledby="h-routes" id="routes-section">
        <h2 id="h-routes" tabindex="-1">Routes ({{routeCount}})</h2>
        <p class="note">{{neverHitCount}} never hit{{#staleCutoff}} · {{staleCount}} stale: not hit since {{staleCutoff}} UTC, never-hit routes included{{/staleCutoff}}. Each route's details (status counts, latency, first and last seen, hits over time, top callers) open from its row.</p>
        <div class="controls" data-for="routes">
        <label>Filter <input type="search" id="route-filter" placeholder="name, format or method"></label>
        <label>Show <select id="route-show"><option value="all">all routes</option><option value="hit">hit</option><option value="unhit">never hit ({{neverHitCount}})</option>{{#staleCutoff}}<option value="stale">stale ({{staleCount}})</option>{{/staleCutoff}}{{#deprecatedCount}}<option value="deprecated">deprecated ({{deprecatedCount}})</option>{{/deprecatedCount}}</select></label>
        <span class="count" id="route-count" aria-live="polite"></span>
        <span class="pager"></span>
        </div>
        <div class="scroll"><table id="routes" class="routes">
        <caption class="sr">Routes, busiest first; {{neverHitCount}} never hit, {{staleCount}} stale</caption>
        <thead><tr>
        <th scope="col" data-type="text">Route</th><th scope="col" data-type="text" class="opt">Method</th><th scope="col" data-type="text" class="opt fmt-col">Format</th>
        <th scope="col" class="n" data-type="num">Hits</th><th scope="col" class="n lo" data-type="num">Share</th>
        {{#hasBuckets}}<th scope="col" class="spark-col">Traffic</th>{{/hasBuckets}}
        <th scope="col" class="mix-col">Status mix</th>
        <th scope="col" class="n" data-type="num">2xx</th><th scope="col" class="n lo" data-type="num">3xx</th><th scope="col" class="n" data-type="num">4xx</th><th scope="col" class="n" data-type="num">5xx</th>
        {{#timed}}<th scope="col" class="n" data-type="num">p50 ms</th><th scope="col" class="n lo" data-type="num">p90 ms</th><th scope="col" class="n" data-type="num">p99 ms</th>{{/timed}}
        {{#hasTimes}}<th scope="col" data-type="text">Last seen (UTC)</th>{{/hasTimes}}
        </tr></thead>
        <tbody>
        {{#routes}}<tr data-i="{{index}}" class="route{{#neverHit}} unhit{{/neverHit}}{{#stale}} stale{{/stale}}{{#deprecated}} deprecated{{/deprecated}}{{#offPage}} pg-off{{/offPage}}"><th scope="row"><button type="button" class="expand" aria-expanded="false" aria-controls="detail-{{index}}" aria-label="Details of {{name}}">▸</button><span class="name">{{name}}</span>{{#neverHit}} <span class="badge b-bad">never hit</span>{{/neverHit}}{{#staleBadge}} <span class="badge b-stale">stale</span>{{/staleBadge}}{{#deprecated}} <span class="badge b-dep">deprecated</span>{{/deprecated}}</th><td class="opt">{{method}}</td><td class="opt fmt"><code class="trunc">{{format}}</code></td><td class="n">{{hits}}</td><td class="n lo">{{share}}</td>{{#hasBuckets}}<td class="spark"></td>{{/hasBuckets}}<td class="mixcell">{{^empty(mix)}}<span class="mix" role="img" aria-label="Status mix: {{mixLabel}}">{{#mix}}<i class="{{tone}}" style="width:{{width}}"></i>{{/mix}}</span>{{/empty(mix)}}</td><td class="n">{{success}}</td><td class="n lo">{{redirection}}</td><td class="n">{{clientError}}</td><td class="n">{{serverError}}</td>{{#timed}}<td class="n">{{p50}}</td><td class="n lo">{{p90}}</td><td class="n">{{p99}}</td>{{/timed}}{{#hasTimes}}<td class="when" data-v="{{lastSeenSort}}">{{lastSeen}}</td>{{/hasTimes}}</tr>
        <tr class="detail" id="detail-{{index}}"><td colspan="{{columnCount}}"><details><summary>Details of {{name}}</summary><div class="detail-grid">
        <div class="d-time"><p class="dh">Hits over time</p><div class="plot"></div>{{#series}}<p class="series">Hits per {{bucketText}} from {{axisStart}} UTC: {{series}}</p>{{/series}}{{^series}}<p class="empty">No request times.</p>{{/series}}{{#firstSeen}}<p class="note">First seen {{firstSeen}} · last seen {{lastSeenFull}} (UTC)</p>{{/firstSeen}}</div>
        <div><p class="dh">Route</p><p><span class="wrap">{{name}}</span><br><code class="wrap">{{method}} {{format}}</code></p><p class="dh">Status classes</p><p>{{statusLine}}</p>{{#latencyLine}}<p class="dh">Latency (ms)</p><p>{{latencyLine}}</p>{{/latencyLine}}</div>
        <div><p class="dh">Top user agents</p>{{^empty(callers)}}<ol>{{#callers}}<li><code class="wrap">{{text}}</code> {{hits}}</li>{{/callers}}</ol>{{/empty(callers)}}{{#empty(callers)}}<p class="empty">No callers recorded.</p>{{/empty(callers)}}{{^empty(clients)}}<p class="dh">{{clientsHeading}}</p><ol>{{#clients}}<li><code class="wrap">{{text}}</code> {{hits}}</li>{{/clients}}</ol>{{/empty(clients)}}</div>
        </div></details></td></tr>
        {{/routes}}
        </tbody></table></div>
        </section>

        <section aria-labelledby="h-unmatched">
        <h2 id="h-unmatched">Unmatched requests ({{unmatchedTotal}})</h2>
        <p class="note">{{unmatchedNote}} Every kept path is listed{{^empty(paths)}} ({{count(paths)}}){{/empty(paths)}}; {{probeRequests}} request(s) to {{probePathCount}} well-known scanner path(s) (<code>/.env</code>, <code>/wp-login.php</code>, <code>/.git/HEAD</code>…) are marked <span class="badge b-probe">probe</span>: vulnerability scanning, not missing routes — no format is suggested for them.</p>
        {{^empty(paths)}}
        <div class="controls" data-for="paths">
        <label>Search <input type="search" id="path-filter" placeholder="path"></label>
        <label>Show <select id="path-show"><option value="all">all paths</option><option value="noprobe">without probes</option><option value="probe">probes ({{probePathCount}})</option></select></label>
        <span class="count" id="path-count" aria-live="polite"></span>
        <span class="pager"></span>
        </div>
        <div class="scroll"><table class="paths" id="paths">
        <caption class="sr">Unmatched paths, most requested first</caption>
        <thead><tr><th scope="col" class="n" data-type="num">Count</th><th scope="col" data-type="text">Path</th>{{#pathsHaveTimes}}<th scope="col" data-type="text" class="opt">First seen (UTC)</th><th scope="col" data-type="text">Last seen (UTC)</th>{{/pathsHaveTimes}}</tr></thead>
        <tbody>
        {{#paths}}<tr class="row{{#probe}} probe{{/probe}}{{#offPage}} pg-off{{/offPage}}"><td class="n">{{count}}</td><td><code class="trunc" title="{{path}}">{{path}}</code>{{#probe}} <span class="badge b-probe">probe</span>{{/probe}}</td>{{#pathsHaveTimes}}<td class="when opt">{{firstSeen}}</td><td class="when">{{lastSeen}}</td>{{/pathsHaveTimes}}</tr>
        {{/paths}}
        </tbody></table></div>
        {{/empty(paths)}}
        <h3 id="h-suggested">Suggested formats</h3>
        {{^empty(suggestions)}}
        {{#directive}}<p class="note">The routes file needs <code>{{directive}}</code> for these.</p>{{/directive}}
        <div class="controls" data-for="suggestions">
        <label>Search <input type="search" id="suggestion-filter" placeholder="format or example"></label>
        <span class="count" id="suggestion-count" aria-live="polite"></span>
        <span class="pager"></span>
        </div>
        <div class="scroll"><table class="suggestions" id="suggestions">
        <caption class="sr">Suggested formats for the unmatched paths, most requested first</caption>
        <thead><tr><th scope="col" class="n" data-type="num">Hits</th><th scope="col" data-type="text">Format</th><th scope="col" data-type="text">Examples</th></tr></thead>
        <tbody>
        {{#suggestions}}<tr class="row{{#offPage}} pg-off{{/offPage}}"><td class="n">{{hits}}</td><td><code class="trunc" title="{{format}}">{{format}}</code></td><td>{{#examples}}<code class="trunc ex" title="{{.}}">{{.}}</code> {{/examples}}</td></tr>
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
        {{#malformed}}<tr><td><code class="trunc" title="{{place}}">{{place}}</code></td><td>{{reason}}</td><td><code class="wrap">{{text}}</code></td></tr>
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
