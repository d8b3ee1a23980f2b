import CorridorReport

extension HTMLReportTemplate {
    /// The page's script (no library, no network): draws the charts as inline SVG from the
    /// `corridor-data` JSON, makes the routes table sortable by any column and filterable, adds
    /// per-route sparklines and expandable detail rows. Text from the data is only ever set with
    /// `textContent` or as attribute values, never parsed as HTML.
    static let script = #"""
        (function () {
          "use strict";
          var NS = "http://www.w3.org/2000/svg";
          document.documentElement.classList.add("js");
          var data = JSON.parse(document.getElementById("corridor-data").textContent);
          var STATUS = ["1xx", "2xx", "3xx", "4xx", "5xx", "other"];
          var TONES = ["c-inv", "c-ok", "c-3xx", "c-4xx", "c-bad", "c-inv"];

          function el(tag, attrs, text) {
            var node = document.createElement(tag);
            for (var key in attrs) node.setAttribute(key, attrs[key]);
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function sv(tag, attrs, text) {
            var node = document.createElementNS(NS, tag);
            for (var key in attrs) node.setAttribute(key, attrs[key]);
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function chartRoot(width, height, label) {
            var root = sv("svg", { viewBox: "0 0 " + width + " " + height, role: "img", "aria-label": label,
              style: "max-width:" + width + "px" });
            root.appendChild(sv("title", {}, label));
            return root;
          }
          function fmt(n) { return Math.round(n).toLocaleString("en-US"); }
          function when(seconds) { return new Date(seconds * 1000).toISOString().slice(0, 16).replace("T", " "); }
          function niceMax(value) {
            if (value <= 0) return 1;
            var p = Math.pow(10, Math.floor(Math.log10(value))), m = value / p;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
          }
          function sum(values) { var t = 0; for (var i = 0; i < values.length; i++) t += values[i]; return t; }

          // Hits per bucket as an area chart with axes, labelled ticks and a tooltip per bucket.
          function timeChart(series, label, width, height) {
            var left = 44, right = 8, top = 8, bottom = 24, w = width - left - right, h = height - top - bottom;
            var max = niceMax(Math.max.apply(null, series.concat([0])));
            var root = chartRoot(width, height, label + ", " + fmt(sum(series)) + " requests, peak " +
              fmt(Math.max.apply(null, series.concat([0]))) + " per " + (data.step / 60) + " min");
            var step = w / Math.max(1, series.length);
            [0, 0.5, 1].forEach(function (f) {
              var y = top + h - f * h;
              root.appendChild(sv("line", { class: "axis", x1: left, x2: left + w, y1: y, y2: y }));
              root.appendChild(sv("text", { x: left - 6, y: y + 4, "text-anchor": "end" }, fmt(max * f)));
            });
            var ticks = Math.max(2, Math.min(series.length, Math.floor(w / 110)));
            for (var t = 0; t < ticks; t++) {
              var index = Math.round(t * (series.length - 1) / Math.max(1, ticks - 1));
              var x = left + (index + 0.5) * step;
              root.appendChild(sv("text", { x: x, y: height - 6, "text-anchor": t === 0 ? "start" : t === ticks - 1 ? "end" : "middle" },
                when(data.start + index * data.step).slice(5)));
            }
            var points = series.map(function (v, i) { return [left + (i + 0.5) * step, top + h - v / max * h]; });
            var line = points.map(function (p, i) { return (i ? "L" : "M") + p[0].toFixed(1) + " " + p[1].toFixed(1); }).join("");
            if (points.length) {
              root.appendChild(sv("path", { class: "area", d: line + "L" + points[points.length - 1][0].toFixed(1) + " " + (top + h) +
                "L" + points[0][0].toFixed(1) + " " + (top + h) + "Z" }));
              root.appendChild(sv("path", { class: "line", d: line }));
            }
            series.forEach(function (v, i) {
              var hit = sv("rect", { x: left + i * step, y: top, width: step, height: h, fill: "transparent" });
              hit.appendChild(sv("title", {}, when(data.start + i * data.step) + " UTC: " + fmt(v)));
              root.appendChild(hit);
            });
            root.appendChild(sv("line", { class: "axis", x1: left, x2: left, y1: top, y2: top + h }));
            return root;
          }

          // Labelled horizontal bars: [{label, value, tone, text}].
          function barChart(items, label, width) {
            var row = 22, left = 44, right = 96, height = items.length * row + 4, w = width - left - right;
            var max = Math.max.apply(null, items.map(function (i) { return i.value; }).concat([0])) || 1;
            var root = chartRoot(width, height, label + ": " + items.map(function (i) { return i.label + " " + i.text; }).join(", "));
            items.forEach(function (item, n) {
              var y = n * row + 2;
              root.appendChild(sv("text", { x: left - 6, y: y + 14, "text-anchor": "end" }, item.label));
              var bar = sv("rect", { x: left, y: y + 3, height: row - 8, rx: 2, width: Math.max(item.value > 0 ? 1 : 0, item.value / max * w), class: item.tone });
              bar.appendChild(sv("title", {}, item.label + ": " + item.text));
              root.appendChild(bar);
              root.appendChild(sv("text", { x: left + item.value / max * w + 5, y: y + 14 }, item.text));
            });
            return root;
          }

          function statusItems(counts) {
            var total = sum(counts) || 1;
            return counts.map(function (c, i) {
              return { label: STATUS[i], value: c, tone: TONES[i], text: fmt(c) + " (" + (c * 100 / total).toFixed(1) + "%)" };
            }).filter(function (item, i) { return item.value > 0 || (i > 0 && i < 5); });
          }

          // p50/p90/p99 of the busiest timed routes, one group of bars per route.
          function latencyChart(rows, width) {
            var bar = 10, gap = 3, group = 3 * (bar + gap) + 10, left = 120, right = 92, w = width - left - right;
            var height = rows.length * group + 24;
            var max = niceMax(Math.max.apply(null, rows.map(function (r) { return r.l[2]; }).concat([0])));
            var root = chartRoot(width, height, "Latency percentiles in ms: " + rows.map(function (r) {
              return r.name + " p50 " + r.l[0] + ", p90 " + r.l[1] + ", p99 " + r.l[2]; }).join("; "));
            var names = ["p50", "p90", "p99"], opacity = [1, 0.6, 0.3];
            rows.forEach(function (r, n) {
              var y = n * group + 2;
              var name = r.name.length > 16 ? r.name.slice(0, 15) + "\u2026" : r.name;
              root.appendChild(sv("text", { x: left - 6, y: y + 1.5 * (bar + gap) + 4, "text-anchor": "end" }, name));
              for (var k = 0; k < 3; k++) {
                var by = y + k * (bar + gap), bw = Math.max(1, r.l[k] / max * w);
                var rect = sv("rect", { x: left, y: by, width: bw, height: bar, rx: 1.5, class: "acc", "fill-opacity": opacity[k] });
                rect.appendChild(sv("title", {}, r.name + " " + names[k] + ": " + r.l[k] + " ms"));
                root.appendChild(rect);
                root.appendChild(sv("text", { x: left + bw + 4, y: by + bar - 1, "font-size": "10" }, names[k] + " " + r.l[k]));
              }
            });
            var ly = height - 6;
            names.forEach(function (name, k) {
              root.appendChild(sv("rect", { x: left + k * 60, y: ly - 9, width: 10, height: 10, class: "acc", "fill-opacity": opacity[k] }));
              root.appendChild(sv("text", { x: left + k * 60 + 14, y: ly }, name));
            });
            return root;
          }

          function sparkline(series) {
            var width = 90, height = 22, max = Math.max.apply(null, series.concat([1]));
            var root = chartRoot(width, height, "Hits over time: " + fmt(sum(series)) + " in " + series.length + " buckets, peak " + fmt(max));
            var step = width / Math.max(1, series.length - 1);
            var d = series.map(function (v, i) { return (i ? "L" : "M") + (i * step).toFixed(1) + " " + (height - 2 - v / max * (height - 4)).toFixed(1); }).join("");
            root.appendChild(sv("path", { class: "line", d: d || "M0 " + (height - 2) + "L" + width + " " + (height - 2) }));
            return root;
          }

          var table = document.getElementById("routes");
          var rows = Array.prototype.slice.call(table.tBodies[0].rows);
          var columns = table.tHead.rows[0].cells.length;
          var details = {};
          function routeOf(row) { return data.routes[+row.getAttribute("data-i")]; }
          function nameOf(row) { return row.querySelector(".name").textContent; }

          // Overview charts.
          var width = Math.max(280, Math.min(1200, document.querySelector(".charts").clientWidth || 800));
          if (data.start !== null) {
            var total = [];
            data.routes.forEach(function (r) { (r[2] || []).forEach(function (v, i) { total[i] = (total[i] || 0) + v; }); });
            document.querySelector("#chart-traffic .plot").appendChild(timeChart(total.map(function (v) { return v || 0; }),
              "Matched requests over time", width, 200));
          }
          var status = [0, 0, 0, 0, 0, 0];
          data.routes.forEach(function (r) { r[0].forEach(function (v, i) { status[i] += v; }); });
          var half = width < 700 ? width : width / 2 - 30;
          document.querySelector("#chart-status .plot").appendChild(barChart(statusItems(status), "Status classes of matched requests", half));
          var timed = rows.filter(function (row) { return routeOf(row)[1]; }).slice(0, 8)
            .map(function (row) { return { name: nameOf(row), l: routeOf(row)[1].map(Number) }; });
          if (timed.length) document.querySelector("#chart-latency .plot").appendChild(latencyChart(timed, half));

          // Sparklines and status mix bars.
          rows.forEach(function (row) {
            var r = routeOf(row), cell = row.querySelector("td.spark");
            if (cell && r[2]) cell.appendChild(sparkline(r[2]));
            var total = sum(r[0]);
            if (!total) return;
            var label = STATUS.map(function (name, i) { return r[0][i] ? name + " " + fmt(r[0][i]) : ""; })
              .filter(Boolean).join(" \u00b7 ");
            var mix = el("span", { class: "mix", role: "img", "aria-label": "Status mix: " + label, title: label });
            r[0].forEach(function (count, i) {
              if (count) mix.appendChild(el("i", { class: TONES[i], style: "width:" + (count * 100 / total).toFixed(2) + "%" }));
            });
            row.querySelector("td.mixcell").appendChild(mix);
          });

          // Row details.
          function detailRow(row) {
            var r = routeOf(row), name = nameOf(row);
            var tr = el("tr", { class: "detail", id: "detail-" + row.getAttribute("data-i") });
            var td = el("td", { colspan: columns });
            var grid = el("div", { class: "detail-grid" });
            var over = el("div");
            over.appendChild(el("h4", {}, "Hits over time: " + name));
            if (r[2]) over.appendChild(timeChart(r[2], "Hits over time for " + name, 520, 160));
            else over.appendChild(el("p", { class: "empty" }, "No request times."));
            if (r[4]) over.appendChild(el("p", { class: "note" }, "First seen " + r[4] + " · last seen " + r[5]));
            grid.appendChild(over);
            var mid = el("div");
            mid.appendChild(el("h4", {}, "Status classes"));
            mid.appendChild(barChart(statusItems(r[0]), "Status classes for " + name, 300));
            if (r[1]) {
              mid.appendChild(el("h4", {}, "Latency (ms)"));
              mid.appendChild(el("p", {}, "p50 " + r[1][0] + " · p90 " + r[1][1] + " · p99 " + r[1][2] + " · max " + r[1][3]));
            }
            grid.appendChild(mid);
            var callers = el("div");
            callers.appendChild(el("h4", {}, "Top user agents"));
            // A list of [caller number, hits] rows; the callers' text is in data.callers.
            function callerList(rows) {
              var list = el("ol");
              rows.forEach(function (c) {
                var item = el("li");
                item.appendChild(el("code", {}, data.callers[c[0]]));
                item.appendChild(document.createTextNode(" " + fmt(c[1])));
                list.appendChild(item);
              });
              return list;
            }
            if (r[3] && r[3].length) callers.appendChild(callerList(r[3]));
            else callers.appendChild(el("p", { class: "empty" }, "No callers recorded."));
            if (r[6] && r[6].length) {
              callers.appendChild(el("h4", {}, "Top client addresses" +
                (data.clientPrefix ? " (networks, IPv4,IPv6 prefix " + data.clientPrefix + ")" : "")));
              callers.appendChild(callerList(r[6]));
            }
            grid.appendChild(callers);
            td.appendChild(grid);
            tr.appendChild(td);
            return tr;
          }
          rows.forEach(function (row) {
            var button = el("button", { type: "button", class: "expand", "aria-expanded": "false",
              "aria-controls": "detail-" + row.getAttribute("data-i"), "aria-label": "Details of " + nameOf(row) }, "\u25b8");
            button.addEventListener("click", function () {
              var i = row.getAttribute("data-i"), open = button.getAttribute("aria-expanded") === "true";
              if (!details[i]) { details[i] = detailRow(row); row.parentNode.insertBefore(details[i], row.nextSibling); }
              details[i].hidden = open;
              button.setAttribute("aria-expanded", open ? "false" : "true");
              button.textContent = open ? "\u25b8" : "\u25be";
            });
            row.cells[0].insertBefore(button, row.cells[0].firstChild);
          });

          // Sorting.
          function key(row, index, numeric) {
            var cell = row.cells[index], v = cell.getAttribute("data-v");
            if (v === null) v = index === 0 ? nameOf(row) : cell.textContent.trim();
            if (!numeric) return v.toLowerCase();
            var n = parseFloat(v);
            return isNaN(n) ? -1 : n;
          }
          Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, index) {
            var type = th.getAttribute("data-type");
            if (!type) return;
            var button = el("button", { type: "button", class: "sort" }, th.textContent);
            th.textContent = "";
            th.appendChild(button);
            button.addEventListener("click", function () {
              var ascending = th.getAttribute("aria-sort") === "descending" || (!th.hasAttribute("aria-sort") && type === "text");
              Array.prototype.forEach.call(table.tHead.rows[0].cells, function (c) { c.removeAttribute("aria-sort"); });
              th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var numeric = type === "num", keyed = rows.map(function (row, n) { return [key(row, index, numeric), n, row]; });
              keyed.sort(function (a, b) {
                var order = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
                return (ascending ? order : -order) || a[1] - b[1];
              });
              var body = table.tBodies[0];
              keyed.forEach(function (k) {
                body.appendChild(k[2]);
                var d = details[k[2].getAttribute("data-i")];
                if (d) body.appendChild(d);
              });
              rows = keyed.map(function (k) { return k[2]; });
            });
          });

          // Filtering.
          var controls = document.querySelector(".controls");
          var filter = document.getElementById("route-filter"), show = document.getElementById("route-show");
          var count = document.getElementById("route-count");
          function applyFilter() {
            var text = filter.value.trim().toLowerCase(), mode = show.value, shown = 0;
            rows.forEach(function (row) {
              var hay = (nameOf(row) + " " + row.cells[1].textContent + " " + row.cells[2].textContent).toLowerCase();
              var ok = hay.indexOf(text) >= 0 && (mode === "all" || (mode === "hit" && !row.classList.contains("unhit")) ||
                row.classList.contains(mode));
              row.hidden = !ok;
              var d = details[row.getAttribute("data-i")];
              if (d) d.hidden = !ok || row.querySelector("button.expand").getAttribute("aria-expanded") !== "true";
              if (ok) shown++;
            });
            count.textContent = "Showing " + shown + " of " + rows.length + " routes";
          }
          filter.addEventListener("input", applyFilter);
          show.addEventListener("change", applyFilter);
          controls.hidden = false;
          applyFilter();

          // Long text: the full text on hover (a title when it is cut) and on click (focus does it too,
          // without the script).
          document.addEventListener("click", function (event) {
            var target = event.target;
            if (target.classList && target.classList.contains("trunc")) target.classList.toggle("open");
          });
          document.addEventListener("mouseover", function (event) {
            var target = event.target;
            if (target.classList && target.classList.contains("trunc") && !target.title &&
                target.scrollWidth > target.clientWidth) target.title = target.textContent;
          });
          document.documentElement.setAttribute("data-ready", "true");
        })();
        """#
}
