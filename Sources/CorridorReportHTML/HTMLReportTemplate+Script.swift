import CorridorReport

extension HTMLReportTemplate {
    /// The page's script (no library, no network). The served HTML already holds every number; the script
    /// draws the charts as inline SVG from the `corridor-data` JSON (calendar-aligned time ticks, units on
    /// every axis), makes the routes, unmatched-paths and suggestions tables sortable, filterable and paged
    /// (so a 1,000-route page lays out one page of rows), draws sparklines for the rows shown, opens each
    /// route's server-rendered details, and keeps the view (filters, sort, page, open rows) in the URL
    /// fragment so it can be shared. Text is only ever set with `textContent` or as attribute values,
    /// never parsed as HTML.
    static let script = #"""
        (function () {
          "use strict";
          var began = performance.now();
          var NS = "http://www.w3.org/2000/svg";
          document.documentElement.classList.add("js");
          var data = JSON.parse(document.getElementById("corridor-data").textContent);
          var STATUS = ["1xx", "2xx", "3xx", "4xx", "5xx", "other"];
          var TONES = ["c-inv", "c-ok", "c-3xx", "c-4xx", "c-bad", "c-inv"];
          var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
          var HOUR = 3600, DAY = 86400, PAGE = 100; // PAGE: HTMLReportPage.pageSize, the rows the served page shows

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
          // The page's one number format: thousands separators, as the served HTML writes counts.
          function fmt(n) { return Math.round(n).toLocaleString("en-US"); }
          function duration(seconds) {
            return seconds % DAY === 0 ? seconds / DAY + " d" : seconds % HOUR === 0 ? seconds / HOUR + " h" :
              seconds % 60 === 0 ? seconds / 60 + " min" : seconds + " s";
          }
          function pad(n) { return (n < 10 ? "0" : "") + n; }
          function when(seconds) {
            var d = new Date(seconds * 1000);
            return d.getUTCFullYear() + "-" + pad(d.getUTCMonth() + 1) + "-" + pad(d.getUTCDate()) + " " +
              pad(d.getUTCHours()) + ":" + pad(d.getUTCMinutes());
          }
          function niceMax(value) {
            if (value <= 0) return 1;
            var p = Math.pow(10, Math.floor(Math.log10(value))), m = value / p;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
          }
          function sum(values) { var t = 0; for (var i = 0; i < values.length; i++) t += values[i]; return t; }

          // Calendar-aligned ticks between two instants (seconds, UTC): whole hours, days, Mondays, months or
          // years, at most `most` of them; the date is written where it changes and the year where it first shows
          // or changes.
          function timeTicks(start, end, most) {
            var steps = [HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, -1, -3, -12];
            var step = steps[steps.length - 1];
            for (var s = 0; s < steps.length; s++) {
              var width = steps[s] > 0 ? steps[s] : -steps[s] * 30 * DAY;
              if ((end - start) / width <= most) { step = steps[s]; break; }
            }
            var times = [];
            if (step > 0) {
              var offset = step === 7 * DAY || step === 14 * DAY ? 4 * DAY : 0; // weeks start on Monday (1970-01-05)
              for (var t = Math.ceil((start - offset) / step) * step + offset; t <= end; t += step) times.push(t);
            } else {
              var d = new Date(start * 1000), y = d.getUTCFullYear(), m = d.getUTCMonth();
              var months = -step;
              m = Math.ceil((m + (d.getUTCDate() > 1 || d.getUTCHours() > 0 ? 1 : 0)) / months) * months;
              for (;;) {
                var t2 = Date.UTC(y + Math.floor(m / 12), m % 12, 1) / 1000;
                if (t2 > end) break;
                if (t2 >= start) times.push(t2);
                m += months;
              }
            }
            var previous = null;
            return times.map(function (t) {
              var d = new Date(t * 1000), label;
              var newYear = !previous || previous.getUTCFullYear() !== d.getUTCFullYear();
              var newDay = !previous || previous.toISOString().slice(0, 10) !== d.toISOString().slice(0, 10);
              if (step < 0) label = MONTHS[d.getUTCMonth()] + (newYear ? " " + d.getUTCFullYear() : "");
              else if (step >= DAY) label = MONTHS[d.getUTCMonth()] + " " + d.getUTCDate() + (newYear ? ", " + d.getUTCFullYear() : "");
              else if (newDay) label = MONTHS[d.getUTCMonth()] + " " + d.getUTCDate() + (newYear ? ", " + d.getUTCFullYear() : "") +
                (d.getUTCHours() ? " " + pad(d.getUTCHours()) + ":00" : "");
              else label = pad(d.getUTCHours()) + ":00";
              previous = d;
              return { t: t, label: label };
            });
          }

          // Hits per point as an area chart: the y axis in requests per point (the unit written on it), the x
          // axis in UTC with calendar-aligned ticks, a tooltip per point.
          function timeChart(series, label, width, height) {
            var left = 52, right = 12, top = 22, bottom = 26, w = width - left - right, h = height - top - bottom;
            var peak = Math.max.apply(null, series.concat([0])), max = niceMax(peak);
            var unit = "requests per " + duration(data.step);
            var root = chartRoot(width, height, label + ": " + fmt(sum(series)) + " requests from " + when(data.start) +
              " UTC, peak " + fmt(peak) + " " + unit);
            var start = data.start, end = data.start + series.length * data.step;
            function x(t) { return left + (t - start) / (end - start) * w; }
            root.appendChild(sv("text", { x: left - 6, y: 11, "text-anchor": "start" }, unit));
            [0, 0.5, 1].forEach(function (f) {
              var y = top + h - f * h;
              root.appendChild(sv("line", { class: "axis", x1: left, x2: left + w, y1: y, y2: y }));
              root.appendChild(sv("text", { x: left - 6, y: y + 4, "text-anchor": "end" }, fmt(max * f)));
            });
            var labelEnd = -Infinity;
            timeTicks(start, end, Math.max(3, Math.floor(w / 72))).forEach(function (tick) {
              var tx = x(tick.t), size = tick.label.length * 6.4;
              var anchor = tx - left < size / 2 ? "start" : left + w - tx < size / 2 ? "end" : "middle";
              var from = anchor === "start" ? tx : anchor === "end" ? tx - size : tx - size / 2;
              root.appendChild(sv("line", { class: "tick", x1: tx, x2: tx, y1: top + h, y2: top + h + 4 }));
              if (from < labelEnd + 8) return; // a label that would overlap the one before is left out (its tick stays)
              root.appendChild(sv("text", { x: tx, y: height - 6, "text-anchor": anchor }, tick.label));
              labelEnd = from + size;
            });
            var points = series.map(function (v, i) { return [x(start + (i + 0.5) * data.step), top + h - v / max * h]; });
            var line = points.map(function (p, i) { return (i ? "L" : "M") + p[0].toFixed(1) + " " + p[1].toFixed(1); }).join("");
            if (points.length) {
              root.appendChild(sv("path", { class: "area", d: line + "L" + points[points.length - 1][0].toFixed(1) + " " + (top + h) +
                "L" + points[0][0].toFixed(1) + " " + (top + h) + "Z" }));
              root.appendChild(sv("path", { class: "line", d: line }));
            }
            var step = w / Math.max(1, series.length);
            series.forEach(function (v, i) {
              var hit = sv("rect", { x: left + i * step, y: top, width: step, height: h, fill: "transparent" });
              hit.appendChild(sv("title", {}, when(start + i * data.step) + " UTC, " + duration(data.step) + ": " + fmt(v) + " requests"));
              root.appendChild(hit);
            });
            root.appendChild(sv("line", { class: "axis", x1: left, x2: left, y1: top, y2: top + h }));
            return root;
          }

          // Labelled horizontal bars: [{label, value, tone, text}], the values in `unit`.
          function barChart(items, label, width, unit) {
            var row = 22, left = 48, right = 110, height = items.length * row + 20, w = width - left - right;
            var max = Math.max.apply(null, items.map(function (i) { return i.value; }).concat([0])) || 1;
            var root = chartRoot(width, height, label + " (" + unit + "): " + items.map(function (i) { return i.label + " " + i.text; }).join(", "));
            items.forEach(function (item, n) {
              var y = n * row + 2;
              root.appendChild(sv("text", { x: left - 6, y: y + 14, "text-anchor": "end" }, item.label));
              var bar = sv("rect", { x: left, y: y + 3, height: row - 8, rx: 2, width: Math.max(item.value > 0 ? 1 : 0, item.value / max * w), class: item.tone });
              bar.appendChild(sv("title", {}, item.label + ": " + item.text + " " + unit));
              root.appendChild(bar);
              root.appendChild(sv("text", { x: left + item.value / max * w + 5, y: y + 14 }, item.text));
            });
            root.appendChild(sv("text", { x: left, y: height - 4 }, unit));
            return root;
          }

          function statusItems(counts) {
            var total = sum(counts) || 1;
            return counts.map(function (c, i) {
              return { label: STATUS[i], value: c, tone: TONES[i], text: fmt(c) + " (" + (c * 100 / total).toFixed(1) + "%)" };
            }).filter(function (item, i) { return item.value > 0 || (i > 0 && i < 5); });
          }

          // p50/p90/p99 of the busiest timed routes, one group of bars per route, on a ms axis.
          function latencyChart(rows, width) {
            var bar = 10, gap = 3, group = 3 * (bar + gap) + 10, left = 120, right = 96, w = width - left - right;
            var height = rows.length * group + 40;
            var max = niceMax(Math.max.apply(null, rows.map(function (r) { return r.l[2]; }).concat([0])));
            var root = chartRoot(width, height, "Latency percentiles in ms: " + rows.map(function (r) {
              return r.name + " p50 " + r.l[0] + ", p90 " + r.l[1] + ", p99 " + r.l[2]; }).join("; "));
            var names = ["p50", "p90", "p99"], opacity = [1, 0.6, 0.3], axisY = rows.length * group;
            rows.forEach(function (r, n) {
              var y = n * group + 2;
              var name = r.name.length > 16 ? r.name.slice(0, 15) + "\u2026" : r.name;
              root.appendChild(sv("text", { x: left - 6, y: y + 1.5 * (bar + gap) + 4, "text-anchor": "end" }, name));
              for (var k = 0; k < 3; k++) {
                var by = y + k * (bar + gap), bw = Math.max(1, r.l[k] / max * w);
                var rect = sv("rect", { x: left, y: by, width: bw, height: bar, rx: 1.5, class: "acc", "fill-opacity": opacity[k] });
                rect.appendChild(sv("title", {}, r.name + " " + names[k] + ": " + r.t[k] + " ms"));
                root.appendChild(rect);
                root.appendChild(sv("text", { x: left + bw + 4, y: by + bar - 1, "font-size": "10" }, names[k] + " " + r.t[k]));
              }
            });
            root.appendChild(sv("line", { class: "axis", x1: left, x2: left + w, y1: axisY, y2: axisY }));
            [0, 0.5, 1].forEach(function (f) {
              root.appendChild(sv("text", { x: left + f * w, y: axisY + 12, "text-anchor": f === 0 ? "start" : f === 1 ? "end" : "middle" },
                fmt(max * f) + (f === 1 ? " ms" : "")));
            });
            var ly = height - 4;
            names.forEach(function (name, k) {
              root.appendChild(sv("rect", { x: left + k * 60, y: ly - 9, width: 10, height: 10, class: "acc", "fill-opacity": opacity[k] }));
              root.appendChild(sv("text", { x: left + k * 60 + 14, y: ly }, name));
            });
            return root;
          }

          function sparkline(series) {
            var width = 80, height = 22, max = Math.max.apply(null, series.concat([1]));
            var root = chartRoot(width, height, "Hits over time: " + fmt(sum(series)) + " in " + series.length + " points of " +
              duration(data.step) + ", peak " + fmt(max));
            var step = width / Math.max(1, series.length - 1);
            var d = series.map(function (v, i) { return (i ? "L" : "M") + (i * step).toFixed(1) + " " + (height - 2 - v / max * (height - 4)).toFixed(1); }).join("");
            root.appendChild(sv("path", { class: "line", d: d || "M0 " + (height - 2) + "L" + width + " " + (height - 2) }));
            return root;
          }

          // The view's state in the URL fragment: `#routes.q=cart&routes.sort=3d&routes.page=2&routes.open=4,7`.
          var state = new URLSearchParams(location.hash.slice(1));
          function saveState() {
            var text = state.toString();
            history.replaceState(null, "", text ? "#" + text : location.pathname + location.search);
          }
          function setState(key, value) {
            if (value === "" || value === null || value === undefined) state.delete(key); else state.set(key, value);
            saveState();
          }

          function numberOf(text) { var n = parseFloat(text.replace(/,/g, "")); return isNaN(n) ? -1 : n; }

          // A sortable, filterable, paged table. Rows stay in the DOM (the no-script page has them all); the rows
          // off the current page get `pg-off`, the rows filtered out `hidden`.
          function TableView(config) {
            var table = config.table, body = table.tBodies[0], key = config.key;
            var rows = Array.prototype.slice.call(body.querySelectorAll(config.rows));
            var heads = table.tHead.rows[0].cells;
            var controls = document.querySelector('.controls[data-for="' + table.id + '"]');
            var count = controls.querySelector(".count"), pager = controls.querySelector(".pager");
            var filter = controls.querySelector("input"), show = controls.querySelector("select");
            var size = +(state.get(key + ".size") || config.pageSize), page = +(state.get(key + ".page") || 1) - 1;
            var previous = new Map();
          // The served page already hides the rows past the first page (`pg-off`): start from what it shows.
          rows.forEach(function (row) { previous.set(row, row.classList.contains("pg-off") ? 1 : 2); });
            var view = this;
            this.rows = rows;
            function cellKey(row, index, numeric) {
              var cell = row.cells[index], v = cell.getAttribute("data-v");
              if (v === null) v = config.text ? config.text(row, index) : cell.textContent.trim();
              return numeric ? numberOf(v) : v.toLowerCase();
            }
            function sortBy(index, ascending) {
              var numeric = heads[index].getAttribute("data-type") === "num";
              var keyed = rows.map(function (row, n) { return [cellKey(row, index, numeric), n, row]; });
              keyed.sort(function (a, b) {
                var order = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
                return (ascending ? order : -order) || a[1] - b[1];
              });
              Array.prototype.forEach.call(heads, function (c) { c.removeAttribute("aria-sort"); });
              heads[index].setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var fragment = document.createDocumentFragment();
              keyed.forEach(function (k) {
                fragment.appendChild(k[2]);
                var detail = config.detailOf && config.detailOf(k[2]);
                if (detail) fragment.appendChild(detail);
              });
              body.appendChild(fragment);
              rows = keyed.map(function (k) { return k[2]; });
              view.rows = rows;
            }
            Array.prototype.forEach.call(heads, function (th, index) {
              var type = th.getAttribute("data-type");
              if (!type) return;
              var button = el("button", { type: "button", class: "sort" }, th.textContent);
              th.textContent = "";
              th.appendChild(button);
              button.addEventListener("click", function () {
                var ascending = th.getAttribute("aria-sort") === "descending" || (!th.hasAttribute("aria-sort") && type === "text");
                sortBy(index, ascending);
                setState(key + ".sort", index + (ascending ? "a" : "d"));
                page = 0;
                view.apply();
              });
            });
            this.apply = function () {
              var text = filter.value.trim().toLowerCase(), mode = show ? show.value : "all";
              var shown = rows.filter(function (row) { return config.matches(row, text, mode); });
              var pages = size > 0 ? Math.max(1, Math.ceil(shown.length / size)) : 1;
              page = Math.max(0, Math.min(page, pages - 1));
              var first = size > 0 ? page * size : 0, last = size > 0 ? first + size : shown.length;
              var on = new Map();
              shown.forEach(function (row, n) { on.set(row, n >= first && n < last); });
              var visible = [];
              rows.forEach(function (row) {
                var matched = on.has(row), inPage = on.get(row) === true, before = previous.get(row);
                var now = matched ? (inPage ? 2 : 1) : 0;
                if (before !== now) {
                  row.hidden = !matched;
                  if (now === 1) row.classList.add("pg-off"); else row.classList.remove("pg-off");
                  previous.set(row, now);
                }
                if (now === 2) visible.push(row);
                if (config.onRow) config.onRow(row, now === 2);
              });
              count.textContent = shown.length === rows.length ? "Showing " + fmt(shown.length) + " " + config.noun :
                "Showing " + fmt(shown.length) + " of " + fmt(rows.length) + " " + config.noun;
              pager.textContent = "";
              if (pages > 1) {
                var back = el("button", { type: "button", "aria-label": "Previous page" }, "\u2039 Previous");
                var next = el("button", { type: "button", "aria-label": "Next page" }, "Next \u203a");
                back.disabled = page === 0;
                next.disabled = page >= pages - 1;
                back.addEventListener("click", function () { page--; setState(key + ".page", page ? page + 1 : ""); view.apply(); });
                next.addEventListener("click", function () { page++; setState(key + ".page", page + 1); view.apply(); });
                pager.appendChild(back);
                pager.appendChild(el("span", {}, "Page " + (page + 1) + " of " + pages + " (" + fmt(first + 1) + "\u2013" +
                  fmt(Math.min(last, shown.length)) + ")"));
                pager.appendChild(next);
              }
              if (rows.length > config.pageSize) {
                var sizes = el("select", { "aria-label": "Rows per page" });
                [config.pageSize, config.pageSize * 5, 0].forEach(function (n) {
                  var option = el("option", { value: n }, n ? n + " per page" : "all rows");
                  if (n === size) option.selected = true;
                  sizes.appendChild(option);
                });
                sizes.addEventListener("change", function () {
                  size = +sizes.value;
                  page = 0;
                  setState(key + ".size", size === config.pageSize ? "" : size);
                  setState(key + ".page", "");
                  view.apply();
                });
                pager.appendChild(sizes);
              }
              if (config.onPage) config.onPage(visible);
            };
            function fromInputs() {
              page = 0;
              setState(key + ".q", filter.value.trim());
              if (show) setState(key + ".show", show.value === "all" ? "" : show.value);
              setState(key + ".page", "");
              view.apply();
            }
            filter.value = state.get(key + ".q") || "";
            if (show && state.get(key + ".show")) show.value = state.get(key + ".show");
            if (show && !show.value) show.value = "all";
            filter.addEventListener("input", fromInputs);
            if (show) show.addEventListener("change", fromInputs);
            var sort = /^(\d+)([ad])$/.exec(state.get(key + ".sort") || "");
            if (sort && heads[+sort[1]] && heads[+sort[1]].getAttribute("data-type")) sortBy(+sort[1], sort[2] === "a");
          }

          // Overview charts.
          var width = Math.max(280, Math.min(1300, document.querySelector(".charts").clientWidth || 800));
          if (data.start !== null) {
            var total = [];
            data.routes.forEach(function (r) { (r[2] || []).forEach(function (v, i) { total[i] = (total[i] || 0) + v; }); });
            document.querySelector("#chart-traffic .plot").appendChild(timeChart(total.map(function (v) { return v || 0; }),
              "Matched requests over time", width, 210));
          }
          var status = [0, 0, 0, 0, 0, 0];
          data.routes.forEach(function (r) { r[0].forEach(function (v, i) { status[i] += v; }); });
          var half = width < 700 ? width : width / 2 - 30;
          document.querySelector("#chart-status .plot").appendChild(barChart(statusItems(status), "Status classes of matched requests", half, "requests"));

          // Routes.
          var routeTable = document.getElementById("routes");
          function routeOf(row) { return data.routes[+row.getAttribute("data-i")]; }
          function nameOf(row) { return row.querySelector(".name").textContent; }
          function detailOf(row) { return document.getElementById("detail-" + row.getAttribute("data-i")); }
          var timed = Array.prototype.slice.call(routeTable.tBodies[0].querySelectorAll("tr.route"))
            .filter(function (row) { return routeOf(row)[1]; }).slice(0, 8)
            .map(function (row) {
              var l = routeOf(row)[1];
              return { name: nameOf(row), l: l.map(Number), t: l.map(function (v) { return Number(v).toLocaleString("en-US", { maximumFractionDigits: 3 }); }) };
            });
          if (timed.length) document.querySelector("#chart-latency .plot").appendChild(latencyChart(timed, half));

          var opened = new Set((state.get("routes.open") || "").split(",").filter(Boolean));
          function drawDetail(row) {
            var detail = detailOf(row), plot = detail.querySelector(".d-time .plot"), r = routeOf(row);
            if (!plot.firstChild && r[2]) plot.appendChild(timeChart(r[2], "Hits over time for " + nameOf(row), 560, 170));
            var details = detail.querySelector("details");
            if (details) details.open = true;
          }
          var routes = new TableView({
            table: routeTable, key: "routes", rows: "tr.route", pageSize: PAGE, noun: "routes", detailOf: detailOf,
            text: function (row, index) { return index === 0 ? nameOf(row) : row.cells[index].textContent.trim(); },
            matches: function (row, text, mode) {
              if (text && (nameOf(row) + " " + row.cells[1].textContent + " " + row.cells[2].textContent).toLowerCase().indexOf(text) < 0) return false;
              return mode === "all" || (mode === "hit" ? !row.classList.contains("unhit") : row.classList.contains(mode));
            },
            onRow: function (row, visible) {
              var i = row.getAttribute("data-i"), detail = detailOf(row), open = visible && opened.has(i);
              if (open !== detail.classList.contains("open")) {
                if (open) drawDetail(row);
                detail.classList.toggle("open", open);
              }
              var button = row.querySelector("button.expand");
              var expanded = opened.has(i) ? "true" : "false";
              if (button.getAttribute("aria-expanded") !== expanded) {
                button.setAttribute("aria-expanded", expanded);
                button.textContent = opened.has(i) ? "\u25be" : "\u25b8";
              }
            },
            onPage: function (visible) {
              visible.forEach(function (row) {
                var cell = row.querySelector("td.spark"), r = routeOf(row);
                if (cell && r[2] && !cell.firstChild) cell.appendChild(sparkline(r[2]));
              });
            }
          });
          routeTable.addEventListener("click", function (event) {
            var button = event.target.closest && event.target.closest("button.expand");
            if (!button) return;
            var i = button.closest("tr").getAttribute("data-i");
            if (opened.has(i)) opened.delete(i); else opened.add(i);
            setState("routes.open", Array.from(opened).join(","));
            routes.apply();
          });
          routes.apply();

          // Unmatched paths and suggestions.
          var pathTable = document.getElementById("paths");
          if (pathTable) {
            new TableView({
              table: pathTable, key: "paths", rows: "tr.row", pageSize: PAGE, noun: "paths",
              text: function (row, index) { return index === 1 ? row.querySelector("code").textContent : row.cells[index].textContent.trim(); },
              matches: function (row, text, mode) {
                if (text && row.querySelector("code").textContent.toLowerCase().indexOf(text) < 0) return false;
                var probe = row.classList.contains("probe");
                return mode === "all" || (mode === "probe" ? probe : !probe);
              }
            }).apply();
          }
          var suggestionTable = document.getElementById("suggestions");
          if (suggestionTable) {
            new TableView({
              table: suggestionTable, key: "suggestions", rows: "tr.row", pageSize: PAGE / 2, noun: "formats",
              matches: function (row, text) { return !text || row.textContent.toLowerCase().indexOf(text) >= 0; }
            }).apply();
          }

          // Long text: the full text on hover (a title when it is cut), and in full on click.
          document.addEventListener("click", function (event) {
            var target = event.target;
            if (target.classList && target.classList.contains("trunc")) target.classList.toggle("open");
          });
          document.documentElement.setAttribute("data-ready", "true");
          window.corridorReadyMs = performance.now();
          window.corridorScriptMs = window.corridorReadyMs - began;
        })();
        """#
}
