import CorridorReport

extension HTMLReportTemplate {
    /// The page's stylesheet: light and dark colours (`prefers-color-scheme`), a phone layout (tables
    /// scroll sideways, secondary columns hidden) and a print layout (controls hidden, every path in
    /// full, no colour backgrounds needed).
    static let style = #"""
        :root { --fg: #1d232a; --muted: #566069; --bg: #fff; --panel: #f6f8fa; --line: #e3e8ee; --accent: #1f5fc9;
          --ok: #2e9d5b; --r3: #7a8fd6; --r4: #e0a030; --bad: #d64545; --inv: #9aa3ad; --stale: #b07cd8; --un: #e07b39;
          --ok-fg: #1a6e3d; --warn-fg: #8a4f00; --bad-fg: #b42318; --alert-bg: #fff1f0; color-scheme: light dark; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #e3e7ec; --muted: #a3adb8; --bg: #14181d; --panel: #1d232a; --line: #2c343d; --accent: #7eaaff;
            --ok: #3fbf75; --r3: #8ea2f0; --r4: #f0b44c; --bad: #ff6b6b; --inv: #7d8791; --stale: #c89af0; --un: #f39454;
            --ok-fg: #5fd08e; --warn-fg: #f3bd5c; --bad-fg: #ff8a80; --alert-bg: #3a1c1c; }
        }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 0 auto;
          max-width: 1440px; padding: 1em 1.2em 3em; color: var(--fg); background: var(--bg); }
        a { color: var(--accent); }
        .skip { position: absolute; left: 1em; top: -3em; background: var(--bg); padding: .4em .8em; border: 2px solid var(--accent);
          border-radius: 5px; z-index: 10; }
        .skip:focus { top: .5em; }
        h1 { font-size: 1.5em; margin: .2em 0 .4em; }
        h2 { font-size: 1.2em; margin: 1.8em 0 .6em; border-bottom: 1px solid var(--line); padding-bottom: .25em; }
        h3 { font-size: 1em; margin: 1.2em 0 .4em; }
        .meta, .note, .empty { color: var(--muted); }
        .sr, .js .chart-data { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        .context { display: grid; grid-template-columns: max-content 1fr; gap: .15em 1em; margin: 0; font-size: .93em; }
        .context dt { color: var(--muted); }
        .context dd { margin: 0; overflow-wrap: anywhere; }
        .alert { background: var(--alert-bg); border: 2px solid var(--bad); padding: .7em 1em; border-radius: 6px;
          margin: 1em 0; font-size: 1.05em; }
        .alert ul { margin: .4em 0 0; padding-left: 1.2em; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: .7em; }
        .card { border: 1px solid var(--line); border-radius: 8px; padding: .6em .9em; background: var(--panel); }
        .card .title { color: var(--muted); font-size: .85em; }
        .card .value { font-size: 1.55em; font-weight: 650; font-variant-numeric: tabular-nums; }
        .card .detail { color: var(--muted); font-size: .85em; }
        .card.warn .value { color: var(--warn-fg); }
        .card.ok .value { color: var(--ok-fg); }
        .bars { display: grid; grid-template-columns: 1fr 1fr; gap: 1.4em; margin-top: 1em; }
        .stack { display: flex; height: 14px; border-radius: 7px; overflow: hidden; background: var(--line); }
        .stack span { display: block; height: 100%; }
        .legend { list-style: none; padding: 0; margin: .4em 0 0; display: flex; flex-wrap: wrap; gap: .3em 1.1em;
          font-size: .9em; }
        .legend i { display: inline-block; width: .75em; height: .75em; border-radius: 2px; margin-right: .3em; }
        .legend span { color: var(--muted); }
        .c-ok { background: var(--ok); } .c-3xx { background: var(--r3); } .c-4xx { background: var(--r4); }
        .c-bad { background: var(--bad); } .c-inv { background: var(--inv); } .c-stale { background: var(--stale); }
        .c-un { background: var(--un); }
        .charts { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; margin-top: 1.2em; align-items: start; }
        .chart { margin: 0; border: 1px solid var(--line); border-radius: 8px; padding: .6em .8em; min-width: 0; }
        .chart.wide { grid-column: 1 / -1; }
        .chart figcaption { font-weight: 600; margin-bottom: .3em; }
        .chart-data { width: auto; font-size: .9em; }
        .chart-data caption { text-align: left; color: var(--muted); }
        html:not(.js) .chart-data tbody { display: block; max-height: 16em; overflow-y: auto; }
        html:not(.js) .chart .plot { display: none; }
        .chart svg, .d-time svg { display: block; width: 100%; height: auto; overflow: visible; }
        svg text { fill: var(--muted); font-size: 11px; }
        svg .axis { stroke: var(--line); }
        svg .tick { stroke: var(--muted); }
        svg .area { fill: var(--accent); fill-opacity: .18; stroke: none; }
        svg .line { fill: none; stroke: var(--accent); stroke-width: 1.5; }
        svg .acc { fill: var(--accent); } svg .c-ok { fill: var(--ok); } svg .c-3xx { fill: var(--r3); }
        svg .c-4xx { fill: var(--r4); } svg .c-bad { fill: var(--bad); } svg .c-inv { fill: var(--inv); }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: .4em 0; }
        th, td { text-align: left; padding: .3em .45em; border-bottom: 1px solid var(--line); vertical-align: middle; }
        thead th { background: var(--panel); font-weight: 600; white-space: nowrap; position: sticky; top: 0; z-index: 2; }
        tbody th { font-weight: 500; white-space: nowrap; }
        .n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .bad { color: var(--bad-fg); }
        code { font: 12.5px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        code.wrap, span.wrap { overflow-wrap: anywhere; }
        .trunc { display: inline-block; max-width: 34ch; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
          vertical-align: middle; }
        .routes tbody th { white-space: normal; min-width: 12em; }
        .routes .name { display: inline-block; white-space: nowrap; max-width: 22ch; overflow: hidden; text-overflow: ellipsis; vertical-align: middle; }
        .routes .trunc { max-width: 30ch; }
        .paths .trunc, .suggestions .trunc { max-width: 70ch; }
        .trunc.ex { max-width: 32ch; }
        .badge { display: inline-block; font-size: .8em; padding: 0 .45em; border-radius: 8px; vertical-align: 1px;
          color: #fff; font-weight: 600; white-space: nowrap; }
        .b-bad { background: #b42318; } .b-stale { background: #6b3fa0; } .b-probe { background: #4b5563; } .b-dep { background: #8f4200; }
        tr.unhit .name { text-decoration: line-through; text-decoration-color: var(--bad); }
        tr.unhit > :not(th) { color: var(--muted); }
        tr.probe code { color: var(--muted); }
        .mix { display: inline-flex; vertical-align: middle; width: 80px; height: 10px; border-radius: 3px; overflow: hidden; background: var(--line); }
        .mix i { display: block; height: 100%; }
        html:not(.js) .spark, html:not(.js) .spark-col, html:not(.js) button.expand, html:not(.js) .controls { display: none; }
        td.when { white-space: nowrap; font-variant-numeric: tabular-nums; }
        td.spark { width: 84px; padding-top: 0; padding-bottom: 0; }
        .controls { display: flex; flex-wrap: wrap; gap: .6em 1.2em; align-items: center; margin: .3em 0 .5em; }
        .controls input, .controls select, .pager button { font: inherit; padding: .25em .5em; border: 1px solid var(--line);
          border-radius: 5px; background: var(--bg); color: var(--fg); }
        .pager button { cursor: pointer; }
        .pager button[disabled] { color: var(--muted); cursor: default; }
        .pager { display: inline-flex; gap: .5em; align-items: center; }
        .controls input { width: 18em; max-width: 60vw; }
        .count { color: var(--muted); }
        th button.sort { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0;
          cursor: pointer; }
        th button.sort::after { content: " \2195"; color: var(--muted); font-size: .85em; }
        th[aria-sort="ascending"] button.sort::after { content: " \2191"; color: var(--accent); }
        th[aria-sort="descending"] button.sort::after { content: " \2193"; color: var(--accent); }
        button.expand { font: inherit; background: none; border: 0; color: var(--accent); cursor: pointer; padding: 0 .3em 0 0; }
        tr.detail > td { background: var(--panel); padding: .3em .8em; }
        tr.detail summary { cursor: pointer; color: var(--accent); font-size: .9em; }
        .js tr.detail { display: none; }
        .js tr.detail.open { display: table-row; }
        .js tr.detail summary { display: none; }
        .detail-grid { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.3fr); gap: 1em;
          padding: .5em 0; white-space: normal; }
        .detail-grid .dh { margin: 0 0 .3em; font-size: .9em; font-weight: 600; }
        .detail-grid p { margin: 0 0 .6em; }
        .detail-grid ol { margin: 0 0 .6em; padding-left: 1.4em; }
        .series { font-variant-numeric: tabular-nums; font-size: .9em; overflow-wrap: anywhere; }
        .js .series { display: none; }
        footer { margin-top: 2em; }
        .js tr.pg-off { display: none; }
        @media (max-width: 1500px) { .lo { display: none; } }
        @media (max-width: 700px) {
          body { padding: .6em .7em 2em; font-size: 13px; }
          .bars, .charts, .detail-grid { grid-template-columns: 1fr; }
          .cards { grid-template-columns: repeat(2, 1fr); }
          .opt, .mixcell, .mix-col { display: none; }
          .routes .name { max-width: 14ch; }
          .trunc, .paths .trunc, .suggestions .trunc { max-width: 24ch; }
          td.spark { width: 64px; }
        }
        @media print {
          :root { --fg: #000; --muted: #444; --bg: #fff; --panel: #fff; --line: #bbb; --accent: #000; }
          body { max-width: none; padding: 0; font-size: 10px; }
          .skip, .controls, button.expand, .spark, .spark-col, .mixcell, .mix-col, .chart .plot { display: none !important; }
          .lo { display: table-cell; }
          .chart-data { position: static; width: auto; height: auto; clip: auto; white-space: normal; }
          .trunc, .routes .name, .routes .trunc { white-space: normal; overflow-wrap: anywhere; max-width: none; overflow: visible; }
          td.fmt { min-width: 24ch; }
          .scroll { overflow: visible; }
          thead th { position: static; }
          tr, figure, .card { break-inside: avoid; }
          .js tr.pg-off { display: table-row; }
          tr.detail, tr.detail.open { display: none; }
          .stack span, .legend i, .badge { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
        }
        """#
}
